import type { Language, Quote } from '@hgsc/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { QUOTE_BINDING } from './bindings.ts';
import { markInquiryQuoted } from './inquiries/answer-inquiry.ts';
import { requireQuotableBuyer } from './quote-authority.ts';
import { requireQuoteStep } from './quote-step.ts';
import { readQuote } from './read-quote.ts';
import { checkValidity, lockOwnQuote, quotableTerms, termsColumns } from './save-quote.ts';
import { quoteVersions } from './tables.ts';
import { versionDigest } from './terms.ts';

/**
 * /cs/quote/submit/quotation: the draft is offered as version 1, or the saved revision as the next version — the
 * one before is superseded and kept, never changed. The terms are checked again as they are offered now (the product
 * still on sale or the receipt still free, the licence and the buyer's certification still valid, the validity still ahead), and frozen with
 * the SHA-256 of what they commit to.
 */
export async function submitQuote(tx: Db, caller: Caller, id: number, lang: Language): Promise<Quote> {
  const supplierCompanyId = caller.company.companyId;
  const row = await lockOwnQuote(tx, supplierCompanyId, id);
  const action = row.status === 'draft' ? 'submit' : 'revise';
  requireQuoteStep(row, action, 'supplier', lang);
  const offered = action === 'submit' ? row.terms : row.pendingTerms;
  if (!offered) throw new Error(`quote ${id} has no revision to offer`);

  await quotableTerms(tx, caller, { ...offered, receiptId: offered.receipt?.id }, lang);
  if (row.buyerCompanyId !== null) await requireQuotableBuyer(tx, supplierCompanyId, row.buyerCompanyId);
  checkValidity(offered.validUntil);

  const version = row.version + 1;
  const digest = versionDigest({
    quoteNo: row.quoteNo,
    version,
    supplierCompanyId,
    buyerCompanyId: row.buyerCompanyId,
    terms: offered,
  });
  const now = new Date();
  await takeStep(tx, QUOTE_BINDING, {
    id,
    action,
    actor: { party: 'supplier', userId: caller.userId, companyId: supplierCompanyId },
    changes: { ...termsColumns(offered), pendingTerms: null, version, submittedAt: now },
    detail: {
      version,
      digest,
      quantity: offered.quantity,
      unitPrice: offered.unitPrice,
      validUntil: offered.validUntil,
    },
    lang,
  });
  if (action === 'submit' && row.inquiryId !== null) await markInquiryQuoted(tx, caller, row.inquiryId, id, lang);
  await tx
    .insert(quoteVersions)
    .values({ quoteId: id, version, terms: offered, digest, submittedBy: caller.userId, submittedAt: now });
  return readQuote(tx, id, supplierCompanyId, lang);
}
