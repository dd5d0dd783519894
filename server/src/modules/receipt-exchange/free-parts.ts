import type { Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type ListingRow, lockListing, releaseToListing, returnSoldToSeller } from '../receipt-listing/index.ts';
import { unlockReceipt } from '../warehouse-receipt/index.ts';
import { EXCHANGE_BINDING, exchangeSides } from './bindings.ts';
import { type ExchangeRow, receiptExchanges } from './tables.ts';

const SYSTEM = { party: 'system' as const, userId: null, companyId: null };

/**
 * The listing an exchange drew on, locked before the exchange is: every step that moves a listing's quantities takes
 * the listing's lock first (purchases too), so two of them never wait on each other in reverse. A company neither side
 * of the exchange is told it is not found before anything is locked.
 */
export async function lockListingOfExchange(tx: Db, id: number, companyId: number | null): Promise<ListingRow> {
  const [row] = await tx.select().from(receiptExchanges).where(eq(receiptExchanges.id, id));
  if (!row || (companyId !== null && exchangeSides(row, companyId).length === 0)) throw notFound('exchange.notFound');
  return lockListing(tx, row.listingId);
}

/**
 * An exchange ended unsettled (declined, cancelled): the applicant's part is free again, and the counterparty's
 * quantity goes back — to the listing while only reserved, to the seller outside the listing once its part was split
 * off for the swap (as a cancelled purchase's does). The listing's row is locked by the caller.
 */
export async function freeParts(tx: Db, before: ExchangeRow, lang: Language): Promise<void> {
  await unlockReceipt(tx, { id: before.sourceReceiptId, actor: SYSTEM, lang });
  if (before.acceptedAt === null) {
    await releaseToListing(tx, before.listingId, before.quantity);
    return;
  }
  await unlockReceipt(tx, { id: before.targetReceiptId, actor: SYSTEM, lang });
  await returnSoldToSeller(tx, before.listingId, before.quantity);
}

/** The exchange's binding for a step that ends it unsettled: the step frees both parts in its transaction. */
export const endingBinding = (lang: Language): typeof EXCHANGE_BINDING => ({
  ...EXCHANGE_BINDING,
  async after(tx, step) {
    await freeParts(tx, step.before, lang);
    return undefined;
  },
});
