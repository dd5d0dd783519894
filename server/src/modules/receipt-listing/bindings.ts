import { LISTING_FLOW, type ListingAction, type ListingFlowState, type ListingParty, type ListingStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type ListingRow, receiptListings } from './tables.ts';

/** The sides a company is of a listing: only its seller acts on it; buyers act on their applications. */
export const listingSides = (row: Pick<ListingRow, 'sellerCompanyId'>, companyId: number) =>
  row.sellerCompanyId === companyId ? (['seller'] as const) : ([] as const);

export const listingState = (row: ListingRow): ListingFlowState => ({ status: row.status, reservedQty: row.reservedQty });

/** How listings take part in their flow: the row locked and written; the operator delists one for the platform. */
export const LISTING_BINDING: FlowBinding<ListingStatus, ListingAction, ListingParty, ListingFlowState, ListingRow> = {
  flow: LISTING_FLOW,
  system: 'system',
  platform: ['operator'],
  notFound: 'listing.notFound',
  wrongState: 'listing.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(receiptListings).where(eq(receiptListings.id, id)).for('update');
    return row;
  },
  view: listingState,
  partyOf: (row, companyId) => [...listingSides(row, companyId)],
  async write(tx, row, step) {
    const ended = LISTING_FLOW.final.includes(step.to) && row.status !== step.to;
    const [updated] = await tx
      .update(receiptListings)
      .set({ ...step.changes, status: step.to, updatedAt: step.now, ...(ended ? { endedAt: step.now } : {}) })
      .where(eq(receiptListings.id, row.id))
      .returning();
    if (!updated) throw new Error(`listing ${row.id} vanished under its lock`);
    return updated;
  },
};
