import {
  type Language,
  QUOTE_MAX_VALID_DAYS,
  type Quote,
  type QuoteSaveBody,
  quoteStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { inquiryToAnswer } from './inquiries/answer-inquiry.ts';
import { checkReceiptQuantities, quotableProduct, quotableReceipt, requireQuotableBuyer } from './quote-authority.ts';
import { newQuoteNumber } from './quote-number.ts';
import { readQuote } from './read-quote.ts';
import { type QuoteRow, quotes } from './tables.ts';
import { type QuotedGoods, type QuoteTermsRecord, termsRecord } from './terms.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A validity after now, at most QUOTE_MAX_VALID_DAYS ahead, by the server's clock. */
export function checkValidity(validUntil: string, now = new Date()): void {
  const until = Date.parse(validUntil);
  if (until <= now.getTime()) throw invalidField('validUntil', 'quote.validUntilPast');
  if (until > now.getTime() + QUOTE_MAX_VALID_DAYS * DAY_MS)
    throw invalidField('validUntil', 'quote.validUntilTooFar', { days: QUOTE_MAX_VALID_DAYS });
}

/** The columns the current terms fill besides the record: the lists' filters and the expiry sweep's. */
export const termsColumns = (terms: QuoteTermsRecord) => ({
  terms,
  productId: terms.productId,
  receiptId: terms.receipt?.id ?? null,
  productName: terms.name,
  casNumber: terms.casNumber,
  validUntil: new Date(terms.validUntil),
});

/** The caller's own quote, locked for the rest of the transaction; another company's is not found. */
export async function lockOwnQuote(tx: Db, supplierCompanyId: number, id: number): Promise<QuoteRow> {
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.supplierCompanyId, supplierCompanyId)))
    .for('update');
  if (!row || row.status === 'discarded') throw notFound('quote.notFound');
  return row;
}

/**
 * The goods a quote names, checked as a supplier may offer them now: its own product on sale, or a receipt it holds
 * free to trade.
 */
export async function quotableGoods(
  tx: Db,
  caller: Caller,
  subject: { productId?: number | null | undefined; receiptId?: number | null | undefined },
  lang: Language,
): Promise<QuotedGoods> {
  if (subject.receiptId != null) return quotableReceipt(tx, caller, subject.receiptId, lang);
  if (subject.productId == null) throw new Error('quote terms name neither a product nor a receipt');
  return { subject: 'product', product: await quotableProduct(tx, caller.company.companyId, subject.productId) };
}

/** The goods, and of a receipt the quantities it can give. */
export async function quotableTerms(
  tx: Db,
  caller: Caller,
  terms: { productId?: number | null | undefined; receiptId?: number | null | undefined; quantity: string; minQty: string },
  lang: Language,
): Promise<QuotedGoods> {
  const goods = await quotableGoods(tx, caller, terms, lang);
  if (goods.subject === 'receipt') checkReceiptQuantities(goods, terms);
  return goods;
}

/**
 * /cs/quote/save: a new draft, a draft changed, or the next revision of an offered (or expired) quote saved beside
 * the version offered — the buyer keeps reading that version until the revision is submitted. The terms are checked
 * as they would be offered: the supplier's own product on sale (a dangerous good under its licence) or a receipt it
 * holds free to trade, a certified buyer, a validity ahead. The goods of an offered quote are fixed: a revision
 * changes its terms, not what it sells.
 */
export async function saveQuote(tx: Db, caller: Caller, body: QuoteSaveBody, lang: Language): Promise<Quote> {
  const supplierCompanyId = caller.company.companyId;
  const row = body.id === undefined ? undefined : await lockOwnQuote(tx, supplierCompanyId, body.id);
  if (row && row.status !== 'draft') {
    if (row.status !== 'offered' && row.status !== 'expired')
      throw wrongState('quote.wrongStatus', { status: translate(quoteStatusLabelKey(row.status), lang) });
    if (row.buyerCompanyId !== body.buyerCompanyId) throw invalidField('buyerCompanyId', 'quote.buyerFixed');
    if (row.productId !== (body.productId ?? null) || row.receiptId !== (body.receiptId ?? null))
      throw invalidField(row.receiptId !== null ? 'receiptId' : 'productId', 'quote.goodsFixed');
  }
  if (row && body.inquiryId !== undefined && body.inquiryId !== row.inquiryId)
    throw invalidField('inquiryId', 'inquiry.notAnswerable');
  const goods = await quotableTerms(tx, caller, body, lang);
  if (body.buyerCompanyId !== null) await requireQuotableBuyer(tx, supplierCompanyId, body.buyerCompanyId);
  checkValidity(body.validUntil);
  const terms = termsRecord(body, goods);

  if (!row) {
    const inquiryId =
      body.inquiryId === undefined
        ? null
        : await inquiryToAnswer(tx, supplierCompanyId, { ...body, inquiryId: body.inquiryId }, lang);
    const [created] = await tx
      .insert(quotes)
      .values({
        quoteNo: newQuoteNumber,
        status: 'draft',
        supplierCompanyId,
        createdBy: caller.userId,
        buyerCompanyId: body.buyerCompanyId,
        inquiryId,
        ...termsColumns(terms),
      })
      .returning();
    if (!created) throw new Error('quote insert returned no row');
    await recordNodeOperation(tx, {
      bizType: 'quote',
      bizId: created.id,
      node: quoteStatusLabelKey('draft'),
      action: 'save',
      actorRole: 'supplier',
      actorUserId: caller.userId,
      companyId: supplierCompanyId,
      fromState: null,
      toState: 'draft',
      detail: { product: terms.name, quantity: terms.quantity, unitPrice: terms.unitPrice },
    });
    return readQuote(tx, created.id, supplierCompanyId, lang);
  }
  if (row.inquiryId !== null && (row.buyerCompanyId !== body.buyerCompanyId || row.productId !== (body.productId ?? null)))
    throw invalidField('buyerCompanyId', 'inquiry.notAnswerable');
  if (row.status === 'draft')
    await tx
      .update(quotes)
      .set({ buyerCompanyId: body.buyerCompanyId, ...termsColumns(terms), updatedAt: new Date() })
      .where(eq(quotes.id, row.id));
  else await tx.update(quotes).set({ pendingTerms: terms, updatedAt: new Date() }).where(eq(quotes.id, row.id));
  return readQuote(tx, row.id, supplierCompanyId, lang);
}
