import {
  AUDIT_STATUS,
  type Language,
  type ShopAuditAction,
  type ShopAuditLog,
  type ShopDetail,
  shopAuditActionLabelKey,
  translate,
} from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import { auditActorColumns, auditStatusLabel, toAuditLogEntry } from '../../platform/audit/history.ts';
import type { Db } from '../../platform/db/client.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';
import { regionNames } from '../company/index.ts';
import { users } from '../user/index.ts';
import { type ShopRow, shopAuditLogs } from './tables.ts';

export { auditStatusLabel };

/** The names of a shop's province, city and district ('' when not set). */
export const shopRegionNames = (row: Pick<ShopRow, 'provinceCode' | 'cityCode' | 'areaCode'>) =>
  regionNames({ provinceCode: row.provinceCode ?? '', cityCode: row.cityCode ?? '', areaCode: row.areaCode ?? '' });

/** The public preview URL of an image key (/oss uploads), or null. */
export const imageUrl = (key: string | null) => (key ? fileUrl(key, key.split('.').pop() ?? '', false) : null);

export function toShopDetail(row: ShopRow, companyName: string, lang: Language): ShopDetail {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    name: row.name,
    logoKey: row.logoKey,
    logoUrl: imageUrl(row.logoKey),
    bannerKey: row.bannerKey,
    bannerUrl: imageUrl(row.bannerKey),
    intro: row.intro,
    mainProducts: row.mainProducts,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    contactPhone: row.contactPhone,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    areaCode: row.areaCode,
    ...shopRegionNames(row),
    address: row.address,
    entryAgreementVersion: row.entryAgreementVersion,
    auditStatus: row.auditStatus,
    auditStatusLabel: auditStatusLabel(row.auditStatus, lang),
    auditReason: row.auditStatus === AUDIT_STATUS.REJECTED ? row.auditReason : null,
    open: row.auditStatus === AUDIT_STATUS.APPROVED,
    submittedAt: row.submittedAt.toISOString(),
    auditedAt: row.auditedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shop as it stands: what a history row keeps. */
export function snapshotOf(row: ShopRow): Record<string, unknown> {
  return {
    name: row.name,
    logoKey: row.logoKey,
    bannerKey: row.bannerKey,
    intro: row.intro,
    mainProducts: row.mainProducts,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    contactPhone: row.contactPhone,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    areaCode: row.areaCode,
    address: row.address,
    entryAgreementVersion: row.entryAgreementVersion,
    auditStatus: row.auditStatus,
    auditReason: row.auditReason,
  };
}

/** Appends one history row for a change that left the shop as `row`. */
export async function writeShopHistory(
  db: Db,
  row: ShopRow,
  action: ShopAuditAction,
  actorUserId: number | null,
  reason: string | null = null,
) {
  await db.insert(shopAuditLogs).values({
    shopId: row.id,
    action,
    auditStatus: row.auditStatus,
    reason,
    snapshot: snapshotOf(row),
    actorUserId,
  });
}

/** A shop's history, oldest first, with the actor's name. */
export async function shopHistoryOf(db: Db, shopId: number, lang: Language): Promise<ShopAuditLog[]> {
  const rows = await db
    .select({ log: shopAuditLogs, ...auditActorColumns })
    .from(shopAuditLogs)
    .leftJoin(users, eq(users.id, shopAuditLogs.actorUserId))
    .where(eq(shopAuditLogs.shopId, shopId))
    .orderBy(asc(shopAuditLogs.id));
  return rows.map((row) =>
    toAuditLogEntry(row, {
      action: (action: ShopAuditAction) => translate(shopAuditActionLabelKey(action), lang),
      status: (status) => auditStatusLabel(status, lang),
    }),
  );
}
