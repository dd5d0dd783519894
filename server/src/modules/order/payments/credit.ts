import type { Page, PageQuery, ShopCredit, ShopCreditSaveBody } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { readPage } from '../../../platform/db/paging.ts';
import { invalidField, notFound } from '../../../platform/http/app-error.ts';
import { companies } from '../../company/index.ts';
import { shopCredits } from './tables.ts';
import { creditInUse } from './terms.ts';

const CERTIFIED = 1;

const creditColumns = {
  id: shopCredits.id,
  buyerCompanyId: shopCredits.buyerCompanyId,
  buyerCompanyName: companies.name,
  creditCode: companies.creditCode,
  days: shopCredits.days,
  limitAmount: shopCredits.limitAmount,
  usedAmount: creditInUse,
  remark: shopCredits.remark,
  updatedAt: shopCredits.updatedAt,
};
interface CreditRow {
  id: number;
  buyerCompanyId: number;
  buyerCompanyName: string;
  creditCode: string;
  days: number;
  limitAmount: string | null;
  usedAmount: string;
  remark: string | null;
  updatedAt: Date;
}

const toCredit = (row: CreditRow): ShopCredit => ({
  ...row,
  usedAmount: new Decimal(row.usedAmount).toFixed(2),
  updatedAt: row.updatedAt.toISOString(),
});

/** POST /shop/credit/list: the buyers the seller granted credit, the latest change first. */
export function listCredits(db: Db, sellerCompanyId: number, query: PageQuery): Promise<Page<ShopCredit>> {
  const mine = eq(shopCredits.sellerCompanyId, sellerCompanyId);
  return readPage(
    query,
    db
      .select(creditColumns)
      .from(shopCredits)
      .innerJoin(companies, eq(companies.id, shopCredits.buyerCompanyId))
      .where(mine)
      .orderBy(desc(shopCredits.updatedAt), desc(shopCredits.id)),
    db.select({ n: count() }).from(shopCredits).where(mine),
    toCredit,
  );
}

/**
 * POST /shop/credit/save: credit for the certified company with the code (400 naming creditCode when there is none, or
 * it is the seller itself), granted or changed; orders placed from now may choose it, orders placed keep their terms.
 */
export async function saveCredit(
  tx: Db,
  seller: { companyId: number; userId: number },
  body: ShopCreditSaveBody,
): Promise<ShopCredit> {
  const [buyer] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.creditCode, body.creditCode), eq(companies.auditStatus, CERTIFIED)));
  if (!buyer) throw invalidField('creditCode', 'credit.companyNotFound');
  if (buyer.id === seller.companyId) throw invalidField('creditCode', 'credit.ownCompany');
  const values = {
    days: body.days,
    limitAmount: body.limitAmount ?? null,
    remark: body.remark,
    updatedBy: seller.userId,
    updatedAt: new Date(),
  };
  const [saved] = await tx
    .insert(shopCredits)
    .values({ sellerCompanyId: seller.companyId, buyerCompanyId: buyer.id, ...values })
    .onConflictDoUpdate({ target: [shopCredits.sellerCompanyId, shopCredits.buyerCompanyId], set: values })
    .returning({ id: shopCredits.id });
  if (!saved) throw new Error('shop credit upsert returned no row');
  const [row] = await tx
    .select(creditColumns)
    .from(shopCredits)
    .innerJoin(companies, eq(companies.id, shopCredits.buyerCompanyId))
    .where(eq(shopCredits.id, saved.id));
  return toCredit(row as CreditRow);
}

/** POST /shop/credit/remove: the buyer's credit withdrawn; another seller's entry is not found (404). */
export async function removeCredit(tx: Db, sellerCompanyId: number, id: number): Promise<{ removed: true }> {
  const removed = await tx
    .delete(shopCredits)
    .where(and(eq(shopCredits.id, id), eq(shopCredits.sellerCompanyId, sellerCompanyId)))
    .returning({ id: shopCredits.id });
  if (removed.length === 0) throw notFound('credit.notFound');
  return { removed: true };
}
