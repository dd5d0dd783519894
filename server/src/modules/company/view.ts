import {
  AUDIT_STATUS,
  type CompanyAuditAction,
  type CompanyAuditLog,
  type CompanyDetail,
  companyAuditActionLabelKey,
  type Language,
  translate,
} from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import { auditActorColumns, auditStatusLabel, toAuditLogEntry } from '../../platform/audit/history.ts';
import type { Db } from '../../platform/db/client.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';
import { divisions } from '../places/index.ts';
import { users } from '../user/index.ts';
import { type CompanyRow, companyAuditLogs } from './tables.ts';

export { auditStatusLabel };

/** The names of a company's province, city and district ('' for a code the data set no longer has). */
export function regionNames(row: Pick<CompanyRow, 'provinceCode' | 'cityCode' | 'areaCode'>) {
  const { provinces, citiesOf, areasOf } = divisions();
  return {
    provinceName: provinces.find((p) => p.code === row.provinceCode)?.name ?? '',
    cityName: citiesOf.get(row.provinceCode)?.find((c) => c.code === row.cityCode)?.name ?? '',
    areaName: areasOf.get(row.cityCode)?.find((a) => a.code === row.areaCode)?.name ?? '',
  };
}

/** The preview link of an encrypted (/encry) upload; /seeEncryptionView checks who may see it. */
export const encryptedFileUrl = (key: string) => fileUrl(key, key.split('.').pop() ?? '', true);

export function toCompanyDetail(row: CompanyRow, lang: Language): CompanyDetail {
  return {
    id: row.id,
    name: row.name,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    registeredAddress: row.registeredAddress,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    areaCode: row.areaCode,
    ...regionNames(row),
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    licenseFileKey: row.licenseFileKey,
    licenseUrl: encryptedFileUrl(row.licenseFileKey),
    intro: row.intro,
    auditStatus: row.auditStatus,
    auditStatusLabel: auditStatusLabel(row.auditStatus, lang),
    auditReason: row.auditStatus === AUDIT_STATUS.REJECTED ? row.auditReason : null,
    submittedAt: row.submittedAt.toISOString(),
    auditedAt: row.auditedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The application as it stands: what a history row keeps. */
export function snapshotOf(row: CompanyRow): Record<string, unknown> {
  return {
    name: row.name,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    registeredAddress: row.registeredAddress,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    areaCode: row.areaCode,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    licenseFileKey: row.licenseFileKey,
    intro: row.intro,
    auditStatus: row.auditStatus,
    auditReason: row.auditReason,
  };
}

/** Appends one history row for a change that left the company as `row`. */
export async function writeHistory(
  db: Db,
  row: CompanyRow,
  action: CompanyAuditAction,
  actorUserId: number,
  reason: string | null = null,
) {
  await db.insert(companyAuditLogs).values({
    companyId: row.id,
    action,
    auditStatus: row.auditStatus,
    reason,
    snapshot: snapshotOf(row),
    actorUserId,
  });
}

/** A company's history, oldest first, with the actor's name. */
export async function historyOf(db: Db, companyId: number, lang: Language): Promise<CompanyAuditLog[]> {
  const rows = await db
    .select({ log: companyAuditLogs, ...auditActorColumns })
    .from(companyAuditLogs)
    .leftJoin(users, eq(users.id, companyAuditLogs.actorUserId))
    .where(eq(companyAuditLogs.companyId, companyId))
    .orderBy(asc(companyAuditLogs.id));
  return rows.map((row) =>
    toAuditLogEntry(row, {
      action: (action: CompanyAuditAction) => translate(companyAuditActionLabelKey(action), lang),
      status: (status) => auditStatusLabel(status, lang),
    }),
  );
}
