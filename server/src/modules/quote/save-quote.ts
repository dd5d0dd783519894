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
import { quotableProduct, requireQuotableBuyer } from './quote-authority.ts';
import { newQuoteNumber } from './quote-number.ts';
import { readQuote } from './read-quote.ts';
import { type QuoteRow, quotes } from './tables.ts';
import { type QuoteTermsRecord, termsRecord } from './terms.ts';

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
 * /cs/quote/save: a new draft, a draft changed, or the next revision of an offered (or expired) quote saved beside
 * the version offered — the buyer keeps reading that version until the revision is submitted. The terms are checked
 * as they would be offered: the supplier's own product on sale (a dangerous good under its licence), a certified
 * buyer, a validity ahead.
 */
export async function saveQuote(tx: Db, caller: Caller, body: QuoteSaveBody, lang: Language): Promise<Quote> {
  const supplierCompanyId = caller.company.companyId;
  const product = await quotableProduct(tx, supplierCompanyId, body.productId);
  if (body.buyerCompanyId !== null) await requireQuotableBuyer(tx, supplierCompanyId, body.buyerCompanyId);
  checkValidity(body.validUntil);
  const terms = termsRecord(body, product);

  if (body.id === undefined) {
    const [created] = await tx
      .insert(quotes)
      .values({
        quoteNo: newQuoteNumber,
        status: 'draft',
        supplierCompanyId,
        createdBy: caller.userId,
        buyerCompanyId: body.buyerCompanyId,
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

  const row = await lockOwnQuote(tx, supplierCompanyId, body.id);
  if (row.status === 'draft') {
    await tx
      .update(quotes)
      .set({ buyerCompanyId: body.buyerCompanyId, ...termsColumns(terms), updatedAt: new Date() })
      .where(eq(quotes.id, row.id));
  } else if (row.status === 'offered' || row.status === 'expired') {
    if (row.buyerCompanyId !== body.buyerCompanyId) throw invalidField('buyerCompanyId', 'quote.buyerFixed');
    await tx.update(quotes).set({ pendingTerms: terms, updatedAt: new Date() }).where(eq(quotes.id, row.id));
  } else {
    throw wrongState('quote.wrongStatus', { status: translate(quoteStatusLabelKey(row.status), lang) });
  }
  return readQuote(tx, row.id, supplierCompanyId, lang);
}
