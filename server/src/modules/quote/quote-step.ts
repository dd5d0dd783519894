import { type Language, QUOTE_FLOW, type QuoteAction, type QuoteParty, quoteStatusLabelKey, translate } from '@hgsc/contracts';
import { wrongState } from '../../platform/http/app-error.ts';
import { quoteState } from './bindings.ts';
import type { QuoteRow } from './tables.ts';

/**
 * Refuses a step the flow does not allow now, as the engine would (409 naming the state, or the reason it waits),
 * before a use case checks its input: a step in the wrong state is told so, not that its input is wrong.
 */
export function requireQuoteStep(row: QuoteRow, action: QuoteAction, party: QuoteParty, lang: Language): void {
  const check = QUOTE_FLOW.check(quoteState(row), action, party);
  if (check.open) return;
  if (check.reason !== 'state') throw wrongState(check.reason);
  throw wrongState('quote.wrongStatus', { status: translate(quoteStatusLabelKey(row.status), lang) });
}
