import { chinaDate } from '@hgsc/contracts';
import { and, eq, gte, lte, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companyCertificates, LICENCE_ROWS } from './tables.ts';

/** The rows of LICENCE_ROWS valid on `today` (China; both dates count); `today` may be a prepared statement's placeholder. */
export const validLicenceOn = (today: string | Placeholder): SQL =>
  and(LICENCE_ROWS, lte(companyCertificates.validFrom, today), gte(companyCertificates.validTo, today)) as SQL;

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
    .where(and(eq(companyCertificates.companyId, companyId), validLicenceOn(today)))
    .limit(1);
  return row !== undefined;
}
