import { inquiryStatusLabelKey, type Language, translate } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Db } from '../../../platform/db/client.ts';
import { takeStep } from '../../../platform/flow/engine.ts';
import { invalidField, notFound, wrongState } from '../../../platform/http/app-error.ts';
import { INQUIRY_BINDING } from './bindings.ts';
import { quoteInquiries } from './tables.ts';

/**
 * The inquiry a new quote answers, checked as the seller saves it: the seller's own, still open, and the quote
 * names its offer and its buyer (a quote to someone else answers nothing). Locked until the save commits, so a
 * cancellation waits for it.
 */
export async function inquiryToAnswer(
  tx: Db,
  supplierCompanyId: number,
  quote: { inquiryId: number; productId?: number | undefined; buyerCompanyId: number | null },
  lang: Language,
): Promise<number> {
  const [inquiry] = await tx
    .select()
    .from(quoteInquiries)
    .where(and(eq(quoteInquiries.id, quote.inquiryId), eq(quoteInquiries.sellerCompanyId, supplierCompanyId)))
    .for('update');
  if (!inquiry) throw notFound('inquiry.notFound');
  if (inquiry.status !== 'open')
    throw wrongState('inquiry.wrongStatus', { status: translate(inquiryStatusLabelKey(inquiry.status), lang) });
  if (inquiry.productId !== quote.productId || inquiry.buyerCompanyId !== quote.buyerCompanyId)
    throw invalidField('inquiryId', 'inquiry.notAnswerable');
  return inquiry.id;
}

/** A quote answering an inquiry is offered: the inquiry is quoted (refused when the buyer cancelled it meanwhile). */
export async function markInquiryQuoted(tx: Db, caller: Caller, inquiryId: number, quoteId: number, lang: Language) {
  await takeStep(tx, INQUIRY_BINDING, {
    id: inquiryId,
    action: 'quote',
    actor: { party: 'seller', userId: caller.userId, companyId: caller.company.companyId },
    detail: { quoteId },
    lang,
  });
}
