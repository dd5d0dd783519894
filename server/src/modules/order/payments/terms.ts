import {
  compareDecimal,
  dueBeforeShipping,
  FINAL_ORDER_STATUSES,
  type Language,
  type OfferPaymentTerms,
  type OrderSettle,
  type PaymentTerm,
  paymentTermLabelKey,
  type TermOption,
  termOptions,
  translate,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { invalidField } from '../../../platform/http/app-error.ts';
import { orders } from '../tables.ts';
import { shopCredits } from './tables.ts';

/** Credit a seller grants the buyer: its days, and what is left of its limit (null: no limit). */
export interface CreditGrant {
  days: number;
  available: string | null;
}

/**
 * What a grant's limit has in use, beside its shop_credits row: the buyer's open credit orders with the seller owe
 * their due (the settled goods and freight once settled, else the contract) less what the seller confirmed. The row
 * is named in full: drizzle writes a column of a one-table select unqualified, and inside the subquery it would be
 * the order's own.
 */
export const creditInUse = sql<string>`(
  select coalesce(sum(coalesce(o.settled_goods_amount + o.freight_amount, o.total_amount) - o.confirmed_amount), 0)
  from ${orders} o
  where o.buyer_company_id = "shop_credits"."buyer_company_id" and o.seller_company_id = "shop_credits"."seller_company_id"
    and o.payment_term = 'credit' and o.status not in (${sql.raw(FINAL_ORDER_STATUSES.join(', '))})
)`;

/**
 * The credit each seller grants the buyer (sellers without an entry grant none), asked only of the sellers whose
 * offers here all allow credit: a checkout of offers without it reads nothing. `lock` holds the grants until the
 * placement commits: two checkouts on one limit at once would each see it unused.
 */
export async function creditBySeller(
  db: Db,
  buyerCompanyId: number,
  offers: readonly { sellerCompanyId: number; terms: OfferPaymentTerms }[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, CreditGrant>> {
  const refusing = new Set(offers.filter((o) => !o.terms.credit).map((o) => o.sellerCompanyId));
  const sellerCompanyIds = offers.map((o) => o.sellerCompanyId).filter((id) => !refusing.has(id));
  if (sellerCompanyIds.length === 0) return new Map();
  const query = db
    .select({ id: shopCredits.id, seller: shopCredits.sellerCompanyId, days: shopCredits.days, limit: shopCredits.limitAmount })
    .from(shopCredits)
    .where(
      and(eq(shopCredits.buyerCompanyId, buyerCompanyId), inArray(shopCredits.sellerCompanyId, [...new Set(sellerCompanyIds)])),
    )
    .orderBy(shopCredits.id);
  const rows = lock ? await query.for('update') : await query;
  const grants = new Map<number, CreditGrant>();
  for (const row of rows) {
    let available: string | null = null;
    if (row.limit !== null) {
      // A statement of its own, after the lock: it sees the orders a placement that held the lock before committed.
      const [used] = await db.select({ amount: creditInUse }).from(shopCredits).where(eq(shopCredits.id, row.id));
      available = new Decimal(row.limit).minus(used?.amount ?? '0').toFixed(2);
    }
    grants.set(row.seller, { days: row.days, available });
  }
  return grants;
}

/** The days of credit a grant gives an order of `amount`: none when its limit has less left. */
export const creditDaysFor = (grant: CreditGrant | undefined, amount: string): number | null =>
  grant && (grant.available === null || compareDecimal(grant.available, amount) >= 0) ? grant.days : null;

/** A shop's order's terms as checkout shows them: each with its words and what it asks before shipping. */
export const termChoices = (
  offers: readonly OfferPaymentTerms[],
  creditDays: number | null,
  total: string,
  lang: Language,
): OrderSettle['groups'][number]['termOptions'] =>
  termOptions(offers, creditDays).map((option) => ({
    ...option,
    label: translate(paymentTermLabelKey(option.term), lang),
    beforeShipping: dueBeforeShipping(option.term, total, option.depositPercent),
  }));

/** The term checkout chose for a shop's order, when its offers allow it (else 400 naming shopTerms). */
export function chosenTerms(
  offers: readonly OfferPaymentTerms[],
  creditDays: number | null,
  chosen: PaymentTerm,
  shopName: string,
  lang: Language,
): TermOption {
  const option = termOptions(offers, creditDays).find((one) => one.term === chosen);
  if (!option)
    throw invalidField('shopTerms', 'paymentTerm.notAllowed', {
      shop: shopName,
      term: translate(paymentTermLabelKey(chosen), lang),
    });
  return option;
}
