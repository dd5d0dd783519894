import { type Language, listingStatusLabelKey, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { lockReceipt, type ReceiptRow, splitReceipt, unlockReceipt, warehouseReceipts } from '../warehouse-receipt/index.ts';
import { LISTING_BINDING } from './bindings.ts';
import { type ListingRow, receiptListings } from './tables.ts';

const SYSTEM = { party: 'system' as const, userId: null, companyId: null };

/**
 * The listing's row, locked for the rest of the transaction: every change of a listing's quantities (an application,
 * its answer, a sale) takes this lock first and an order's after it, so two of them on one listing take turns and
 * none waits on the other in reverse.
 */
const lockListingStatement = preparedStatement((db) =>
  db
    .select()
    .from(receiptListings)
    .where(eq(receiptListings.id, sql.placeholder('id')))
    .for('update')
    .prepare('receipt_listing_lock'),
);

export async function lockListing(tx: Db, id: number): Promise<ListingRow> {
  const [row] = await lockListingStatement(tx).execute({ id });
  if (!row) throw notFound('listing.notFound');
  return row;
}

const lockWithReceiptStatement = preparedStatement((db) =>
  db
    .select({ listing: receiptListings, receipt: warehouseReceipts })
    .from(receiptListings)
    .innerJoin(warehouseReceipts, eq(warehouseReceipts.id, receiptListings.receiptId))
    .where(eq(receiptListings.id, sql.placeholder('id')))
    .for('update', { of: receiptListings })
    .prepare('receipt_listing_lock_with_receipt'),
);

/** The listing's row locked as lockListing locks it, read with the receipt that holds what it offers. */
export async function lockListingWithReceipt(tx: Db, id: number): Promise<{ listing: ListingRow; receipt: ReceiptRow }> {
  const [found] = await lockWithReceiptStatement(tx).execute({ id });
  if (!found) throw notFound('listing.notFound');
  return found;
}

/** An open listing, or 409 naming what it has become. */
export function requireListed(listing: ListingRow, lang: Language): void {
  if (listing.status !== 'listed')
    throw wrongState('listing.wrongStatus', { status: translate(listingStatusLabelKey(listing.status), lang) });
}

/** An application holds `quantity` of the listing: the database's check refuses more than is available. */
const reserveStatement = preparedStatement((db) =>
  db
    .update(receiptListings)
    .set({
      availableQty: sql`${receiptListings.availableQty} - ${sql.placeholder('quantity')}::numeric`,
      reservedQty: sql`${receiptListings.reservedQty} + ${sql.placeholder('quantity')}::numeric`,
      updatedAt: sql`now()`,
    })
    .where(eq(receiptListings.id, sql.placeholder('id')))
    .prepare('receipt_listing_reserve'),
);

export async function reserveFromListing(tx: Db, listingId: number, quantity: string): Promise<void> {
  await reserveStatement(tx).execute({ id: listingId, quantity });
}

/** An application declined or withdrawn: its quantity is offered again. */
export async function releaseToListing(tx: Db, listingId: number, quantity: string): Promise<void> {
  await tx
    .update(receiptListings)
    .set({
      availableQty: sql`${receiptListings.availableQty} + ${quantity}`,
      reservedQty: sql`${receiptListings.reservedQty} - ${quantity}`,
      updatedAt: new Date(),
    })
    .where(eq(receiptListings.id, listingId));
}

/**
 * The seller parts with `quantity` of its (locked) listing — an order it took, an exchange it was offered: the deal's
 * part is split off the listed receipt (the whole receipt when it is all that is left) and locked for the deal under
 * `ref` (the order's or the exchange's number); the rest stays listed under the listing's lock. A listing with nothing
 * left is sold out. Answers the deal's receipt.
 */
export async function sellFromListing(
  tx: Db,
  listing: ListingRow,
  input: { quantity: string; ref: string; lock: 'order' | 'swap'; lang: Language },
): Promise<ReceiptRow> {
  const [receipt] = await tx.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, listing.receiptId));
  if (!receipt) throw new Error(`listing ${listing.id} names no receipt`);
  const whole = new Decimal(receipt.quantity);
  const quantity = new Decimal(input.quantity);
  let part: ReceiptRow;
  let restId = listing.receiptId;
  if (quantity.equals(whole)) {
    await unlockReceipt(tx, { id: receipt.id, actor: SYSTEM, lang: input.lang });
    part = await lockReceipt(tx, { id: receipt.id, lock: input.lock, ref: input.ref, actor: SYSTEM, lang: input.lang });
  } else {
    const [split, rest] = await splitReceipt(tx, {
      id: receipt.id,
      quantities: [quantity.toString(), whole.minus(quantity).toString()],
      actor: SYSTEM,
      reason: 'order',
      lang: input.lang,
    });
    if (!split || !rest) throw new Error('an order split answered no parts');
    part = await lockReceipt(tx, { id: split.id, lock: input.lock, ref: input.ref, actor: SYSTEM, lang: input.lang });
    await lockReceipt(tx, { id: rest.id, lock: 'listing', ref: listing.listingNo, actor: SYSTEM, lang: input.lang });
    restId = rest.id;
  }
  const [sold] = await tx
    .update(receiptListings)
    .set({
      receiptId: restId,
      reservedQty: sql`${receiptListings.reservedQty} - ${input.quantity}`,
      soldQty: sql`${receiptListings.soldQty} + ${input.quantity}`,
      updatedAt: new Date(),
    })
    .where(eq(receiptListings.id, listing.id))
    .returning();
  if (sold && new Decimal(sold.availableQty).isZero() && new Decimal(sold.reservedQty).isZero())
    await takeStep(tx, LISTING_BINDING, { id: listing.id, action: 'sellOut', actor: SYSTEM, lang: input.lang });
  return part;
}

/**
 * An order the seller took was cancelled: its receipt goes back to the seller, free, outside the listing, so the
 * listing counts it returned rather than sold (its row locked by the caller).
 */
export async function returnSoldToSeller(tx: Db, listingId: number, quantity: string): Promise<void> {
  await tx
    .update(receiptListings)
    .set({
      soldQty: sql`${receiptListings.soldQty} - ${quantity}`,
      returnedQty: sql`${receiptListings.returnedQty} + ${quantity}`,
      updatedAt: new Date(),
    })
    .where(eq(receiptListings.id, listingId));
}
