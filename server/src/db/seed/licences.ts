import { AUDIT_STATUS, type CertificateAction, chinaDate, DANGEROUS_GOODS_LICENCE } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { companyCertificates, recordHistory } from '../../modules/certificate/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { certificateScanPng } from './certificate-scan.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LicenceHolder {
  companyId: number;
  ownerUserId: number;
  licenceNumber: string;
  /** The dangerous goods it trades, for the licence's scope. */
  goods: string[];
}

/**
 * Gives a demo seller its 危险化学品经营许可证 (approved, valid from a year ago for three years, the
 * scan stored encrypted), so its dangerous goods are public. A company that has ever had one — even
 * one its user removed since — is left alone. Runs inside the product step's transaction and lock.
 */
export async function seedDangerousGoodsLicence(
  ctx: AppContext,
  holder: LicenceHolder,
  operatorId: number | null,
  now: Date,
): Promise<number> {
  const [had] = await ctx.db
    .select({ id: companyCertificates.id })
    .from(companyCertificates)
    .where(and(eq(companyCertificates.companyId, holder.companyId), eq(companyCertificates.type, DANGEROUS_GOODS_LICENCE)))
    .limit(1);
  if (had) return 0;
  const scan = await storeBytes(ctx, {
    bytes: certificateScanPng(),
    fileName: '危险化学品经营许可证.png',
    kind: 'img',
    encrypted: true,
    ownerUserId: holder.ownerUserId,
  });
  const [draft] = await ctx.db
    .insert(companyCertificates)
    .values({
      companyId: holder.companyId,
      type: DANGEROUS_GOODS_LICENCE,
      number: holder.licenceNumber,
      scope: `${holder.goods.join('、')}（带储存设施经营）`,
      validFrom: chinaDate(new Date(now.getTime() - 365 * DAY_MS)),
      validTo: chinaDate(new Date(now.getTime() + 2 * 365 * DAY_MS)),
      fileKey: scan.key,
      createdBy: holder.ownerUserId,
    })
    .returning();
  if (!draft) return 0;
  // The history a real licence has: saved and submitted by the owner, approved by the operator.
  await recordHistory(ctx.db, draft, 'create', holder.ownerUserId);
  const steps: { action: CertificateAction; values: Partial<typeof companyCertificates.$inferInsert>; actor: number | null }[] = [
    { action: 'submit', values: { auditStatus: AUDIT_STATUS.PENDING, submittedAt: now }, actor: holder.ownerUserId },
    {
      action: 'approve',
      values: { auditStatus: AUDIT_STATUS.APPROVED, auditedAt: now, auditedBy: operatorId },
      actor: operatorId,
    },
  ];
  for (const step of steps) {
    const [row] = await ctx.db
      .update(companyCertificates)
      .set({ ...step.values, updatedAt: now })
      .where(eq(companyCertificates.id, draft.id))
      .returning();
    if (row && step.actor !== null) await recordHistory(ctx.db, row, step.action, step.actor);
  }
  return 1;
}
