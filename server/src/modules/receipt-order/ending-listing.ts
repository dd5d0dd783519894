import { listingStatusLabelKey, translate } from '@hgsc/contracts';
import { applicationsOfEndingListing } from '../receipt-listing/index.ts';
import { declineApplicationsOf } from './answer-application.ts';
import { lapseProposalsOf } from './proposal/answer-proposal.ts';

// A listing ending under waiting applications declines them, and lets the orders entered for buyers lapse, in the
// ending's words.
applicationsOfEndingListing.fill(async (tx, listing, ending, lang) => {
  const status = translate(listingStatusLabelKey(ending), lang);
  await declineApplicationsOf(tx, listing, translate('receiptOrder.listingEndedReason', lang, { status }), lang);
  await lapseProposalsOf(tx, listing.id, translate('receiptProposal.listingEndedReason', lang, { status }), lang);
});
