import type { Language, ListingAction, ListingParty } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import { unlockReceipt } from '../warehouse-receipt/index.ts';
import { LISTING_BINDING } from './bindings.ts';
import { applicationsOfEndingListing, exchangesOfEndingListing } from './ending-listing.ts';
import type { ListingRow } from './tables.ts';

/**
 * Ends a listing — delisted by its seller or the operator, or expired — and frees what is left of its receipt, in the
 * caller's transaction. (A listing sold out ends with its last order, whose receipt that order holds.)
 */
export async function endListing(
  tx: Db,
  input: {
    id: number;
    action: 'delist' | 'expire';
    actor: FlowActor<ListingParty>;
    reason?: string;
    lang: Language;
  },
): Promise<ListingRow> {
  const ended = await takeStep(tx, LISTING_BINDING, {
    id: input.id,
    action: input.action satisfies ListingAction,
    actor: input.actor,
    detail: input.reason ? { reason: input.reason } : {},
    lang: input.lang,
  });
  // The seller delists only with nothing waiting (the flow's guard); expiry and the platform answer what waits.
  await applicationsOfEndingListing.value(tx, ended, ended.status, input.lang);
  await exchangesOfEndingListing.value(tx, ended, ended.status, input.lang);
  await unlockReceipt(tx, { id: ended.receiptId, actor: { party: 'system', userId: null, companyId: null }, lang: input.lang });
  return ended;
}
