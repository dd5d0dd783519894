import {
  dueBeforeShipping,
  type Language,
  type OfferPaymentTerms,
  type OrderSettle,
  type PaymentTerm,
  paymentTermLabelKey,
  type TermOption,
  termOptions,
  translate,
} from '@hgsc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { invalidField } from '../../../platform/http/app-error.ts';
import { shopCredits } from './tables.ts';

/**
 * The days of credit each seller grants the buyer (sellers without an entry grant none), asked only of the sellers
 * whose offers here all allow credit: a checkout of offers without it reads nothing.
 */
export async function creditDaysBySeller(
  db: Db,
  buyerCompanyId: number,
  offers: readonly { sellerCompanyId: number; terms: OfferPaymentTerms }[],
): Promise<Map<number, number>> {
  const refusing = new Set(offers.filter((o) => !o.terms.credit).map((o) => o.sellerCompanyId));
  const sellerCompanyIds = offers.map((o) => o.sellerCompanyId).filter((id) => !refusing.has(id));
  if (sellerCompanyIds.length === 0) return new Map();
  const rows = await db
    .select({ seller: shopCredits.sellerCompanyId, days: shopCredits.days })
    .from(shopCredits)
    .where(
      and(eq(shopCredits.buyerCompanyId, buyerCompanyId), inArray(shopCredits.sellerCompanyId, [...new Set(sellerCompanyIds)])),
    );
  return new Map(rows.map((row) => [row.seller, row.days]));
}

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
