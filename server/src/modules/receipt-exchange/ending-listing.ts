import { listingStatusLabelKey, translate } from '@hgsc/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { takeStep } from '../../platform/flow/engine.ts';
import { exchangesOfEndingListing } from '../receipt-listing/index.ts';
import { endingBinding } from './free-parts.ts';
import { receiptExchanges } from './tables.ts';

const SYSTEM = { party: 'system' as const, userId: null, companyId: null };

// A listing ending under requests not yet accepted lets them lapse, in the ending's words, freeing the applicants'
// parts. Nothing else moves them meanwhile: every step on an exchange of this listing takes the listing's lock first.
exchangesOfEndingListing.fill(async (tx, listing, ending, lang) => {
  const reason = translate('receiptOrder.listingEndedReason', lang, { status: translate(listingStatusLabelKey(ending), lang) });
  const waiting = await tx
    .select({ id: receiptExchanges.id })
    .from(receiptExchanges)
    .where(and(eq(receiptExchanges.listingId, listing.id), inArray(receiptExchanges.status, ['submitted', 'quoted'])))
    .orderBy(asc(receiptExchanges.id));
  for (const { id } of waiting)
    await takeStep(tx, endingBinding(lang), {
      id,
      action: 'decline',
      actor: SYSTEM,
      changes: { declineReason: reason },
      detail: { reason },
      lang,
    });
});
