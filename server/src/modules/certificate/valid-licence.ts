import { AUDIT_STATUS, chinaDate, DANGEROUS_GOODS_LICENCE } from '@hgsc/contracts';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companyCertificates } from './tables.ts';

/**
 * DESIGN §6: buying or listing a dangerous good needs a valid, approved 危险化学品经营许可证. True
 * only when the company holds one that is approved (审核通过), not removed, and valid on `on`'s
 * calendar day in China — validFrom and validTo both count as valid days; an expired certificate
 * counts as none. Takes `{ db }` so a caller may pass its transaction.
 */
export async function hasValidDangerousGoodsLicence(ctx: { db: Db }, companyId: number, on: Date = new Date()): Promise<boolean> {
  const today = chinaDate(on);
  const [row] = await ctx.db
    .select({ id: companyCertificates.id })
    .from(companyCertificates)
    .where(
      and(
        eq(companyCertificates.companyId, companyId),
        eq(companyCertificates.type, DANGEROUS_GOODS_LICENCE),
        eq(companyCertificates.auditStatus, AUDIT_STATUS.APPROVED),
        isNull(companyCertificates.deletedAt),
        lte(companyCertificates.validFrom, today),
        gte(companyCertificates.validTo, today),
      ),
    )
    .limit(1);
  return row !== undefined;
}
