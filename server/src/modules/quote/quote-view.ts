import { type Language, QUOTE_FLOW, type Quote, quoteStatusLabelKey, translate } from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { preparedRowById } from '../../platform/db/prepared.ts';
import { companies } from '../company/index.ts';
import { orders } from '../order/index.ts';
import { receiptOrders } from '../receipt-order/index.ts';
import { isPastValidity, quoteSides, quoteState, sharedWithColumn } from './bindings.ts';
import { quotes } from './tables.ts';
import { termsSubject, toQuoteTerms } from './terms.ts';

/** Quotes with the names their screens show. */
export const quotesWithNames = (db: Db) =>
  db
    .select({
      row: quotes,
      supplierName: lookup<string>(companies.name, quotes.supplierCompanyId, 'supplier'),
      buyerName: lookup<string | null>(companies.name, quotes.buyerCompanyId, 'buyer'),
      selectedByName: lookup<string | null>(companies.name, quotes.selectedCompanyId, 'selector'),
      orderNo: lookup<string | null>(orders.orderNo, quotes.orderId, 'placed'),
      receiptOrderNo: lookup<string | null>(receiptOrders.orderNo, quotes.receiptOrderId, 'placed_receipt'),
      sharedWith: sharedWithColumn,
    })
    .from(quotes);

export type QuoteWithNames = Awaited<ReturnType<ReturnType<typeof quotesWithNames>['execute']>>[number];

export const quoteWithNamesById = preparedRowById((db) =>
  quotesWithNames(db)
    .where(eq(quotes.id, sql.placeholder('id')))
    .limit(1)
    .prepare('quote_with_names'),
);

/** The sides a company is of a quote read with its names. */
export const sidesOfFound = (found: QuoteWithNames, companyId: number) =>
  found.row.status === 'discarded' ? [] : quoteSides({ ...found.row, sharedWith: found.sharedWith }, companyId);

/** A quote as a company reads it: its side, the steps the flow allows it now, a saved revision only to its supplier. */
export function toQuote(found: QuoteWithNames, companyId: number, lang: Language, now = new Date()): Quote {
  const { row } = found;
  const sides = sidesOfFound(found, companyId);
  const state = quoteState(row, now);
  const supplier = sides.includes('supplier');
  return {
    id: row.id,
    quoteNo: row.quoteNo,
    status: row.status,
    statusLabel: translate(quoteStatusLabelKey(row.status), lang),
    version: row.version,
    subject: termsSubject(row.terms),
    audience: row.buyerCompanyId === null ? 'public' : 'company',
    supplierCompanyId: row.supplierCompanyId,
    supplierCompanyName: found.supplierName,
    buyerCompanyId: row.buyerCompanyId,
    buyerCompanyName: found.buyerName,
    inquiryId: row.inquiryId,
    terms: toQuoteTerms(row.terms, lang),
    expired: isPastValidity(row, now),
    serverNow: now.toISOString(),
    pending: supplier && row.pendingTerms ? toQuoteTerms(row.pendingTerms, lang) : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    selectedQuantity: row.selectedQuantity,
    selectedByCompanyName: found.selectedByName,
    orderId: row.orderId ?? row.receiptOrderId,
    orderNo: found.orderNo ?? found.receiptOrderNo,
    endReason: row.endReason,
    createdAt: row.createdAt.toISOString(),
    sides,
    actions: [...new Set(sides.flatMap((side) => QUOTE_FLOW.allowed(state, side)))],
  };
}
