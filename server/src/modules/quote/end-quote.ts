import type { Language, Quote } from '@hgsc/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { QUOTE_BINDING, quoteSides } from './bindings.ts';
import { quoteWithNamesById, toQuote } from './quote-view.ts';
import { readQuote } from './read-quote.ts';

const actorOf = <P extends 'supplier' | 'buyer'>(caller: Caller, party: P) => ({
  party,
  userId: caller.userId,
  companyId: caller.company.companyId,
});

/** /cs/quote/withdraw: the supplier takes back an offer nobody selected yet; the buyer is told. */
export async function withdrawQuote(tx: Db, caller: Caller, id: number, reason: string | null, lang: Language): Promise<Quote> {
  await takeStep(tx, QUOTE_BINDING, {
    id,
    action: 'withdraw',
    actor: actorOf(caller, 'supplier'),
    changes: { endReason: reason },
    detail: reason ? { reason } : {},
    lang,
  });
  return readQuote(tx, id, caller.company.companyId, lang);
}

/** /cs/quote/decline: the company a quote answers turns it down, with the reason its supplier reads. */
export async function declineQuote(tx: Db, caller: Caller, id: number, reason: string, lang: Language): Promise<Quote> {
  const row = await QUOTE_BINDING.lock(tx, id);
  // A public quote answers nobody in particular: its readers select it or let it be.
  if (row && row.status !== 'discarded' && quoteSides(row, caller.company.companyId).includes('viewer'))
    throw new AppError('FORBIDDEN', 'quote.onlyAddresseeDeclines');
  await takeStep(tx, QUOTE_BINDING, {
    id,
    action: 'decline',
    actor: actorOf(caller, 'buyer'),
    changes: { endReason: reason },
    detail: { reason },
    lang,
  });
  return readQuote(tx, id, caller.company.companyId, lang);
}

/** /cs/quote/discard: a draft never offered is put away (kept, with its log, but no longer listed). */
export async function discardQuote(tx: Db, caller: Caller, id: number, lang: Language): Promise<Quote> {
  await takeStep(tx, QUOTE_BINDING, { id, action: 'discard', actor: actorOf(caller, 'supplier'), lang });
  const found = await quoteWithNamesById(tx, id);
  if (!found) throw new Error(`quote ${id} vanished after its discard`);
  return toQuote(found, caller.company.companyId, lang);
}
