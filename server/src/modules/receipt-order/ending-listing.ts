import { listingStatusLabelKey, translate } from '@hgsc/contracts';
import { applicationsOfEndingListing } from '../receipt-listing/index.ts';
import { declineApplicationsOf } from './answer-application.ts';

// A listing ending under waiting applications declines them, in the ending's words.
applicationsOfEndingListing.fill((tx, listing, ending, lang) =>
  declineApplicationsOf(
    tx,
    listing,
    translate('receiptOrder.listingEndedReason', lang, { status: translate(listingStatusLabelKey(ending), lang) }),
    lang,
  ),
);
