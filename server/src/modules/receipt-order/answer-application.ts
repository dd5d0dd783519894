import type { Language, ReceiptOrder, ReceiptOrderParty } from '@hgsc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type ListingRow, lockListing, releaseToListing, requireListed, sellFromListing } from '../receipt-listing/index.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { RECEIPT_ORDER_BINDING, sidesSeeing } from './bindings.ts';
import { readReceiptOrder } from './read-order.ts';
import { type ReceiptOrderRow, receiptOrders } from './tables.ts';

/**
 * The listing an order applied to, locked before the order is: every step that moves a listing's quantities takes
 * the listing's lock first (an application does too), so two of them never wait on each other in reverse. A company
 * neither side of the order is told it is not found before anything is locked.
 */
export async function lockListingOf(tx: Db, orderId: number, companyId: number | null): Promise<ListingRow> {
  const [order] = await tx
    .select({
      listingId: receiptOrders.listingId,
      buyerCompanyId: receiptOrders.buyerCompanyId,
      sellerCompanyId: receiptOrders.sellerCompanyId,
      keeperCompanyId: receiptOrders.keeperCompanyId,
      transferAskedAt: receiptOrders.transferAskedAt,
    })
    .from(receiptOrders)
    .where(eq(receiptOrders.id, orderId));
  if (!order || (companyId !== null && sidesSeeing(order, companyId).length === 0)) throw notFound('receiptOrder.notFound');
  return lockListing(tx, order.listingId);
}

const sellerOf = (caller: ReceiptCaller): FlowActor<ReceiptOrderParty> => ({
  party: 'seller',
  userId: caller.userId,
  companyId: caller.companyId,
  ip: caller.ip,
});

/**
 * /wr/order/take: the seller takes the order (接单). Its quantity is split off the listed receipt and locked for the
 * order — the whole receipt when it is all that is left, which sells the listing out.
 */
export async function takeOrder(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<ReceiptOrder> {
  const listing = await lockListingOf(tx, id, caller.companyId);
  await takeApplication(tx, listing, { id, actor: sellerOf(caller), lang });
  return readReceiptOrder(tx, id, caller.companyId, lang);
}

/** Takes an application of a listing whose row the caller locked: its part split off and locked for the order. */
export async function takeApplication(
  tx: Db,
  listing: ListingRow,
  input: { id: number; actor: FlowActor<ReceiptOrderParty>; detail?: Record<string, string | number>; lang: Language },
): Promise<void> {
  const { id, actor, lang } = input;
  const order = await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id,
    action: 'take',
    actor,
    lang,
    ...(input.detail ? { detail: input.detail } : {}),
  });
  requireListed(listing, lang);
  const part = await sellFromListing(tx, listing, { quantity: order.quantity, ref: order.orderNo, lock: 'order', lang });
  await tx.update(receiptOrders).set({ receiptId: part.id }).where(eq(receiptOrders.id, id));
}

/** Ends an application that waits — declined or withdrawn — and offers its quantity again. */
async function endApplication(
  tx: Db,
  input: { id: number; action: 'decline' | 'withdraw'; actor: FlowActor<ReceiptOrderParty>; reason?: string; lang: Language },
): Promise<ReceiptOrderRow> {
  const ended = await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: input.id,
    action: input.action,
    actor: input.actor,
    ...(input.action === 'decline'
      ? {
          changes: { declineReason: input.reason ?? null, declinedBy: input.actor.party === 'system' ? 'system' : 'seller' },
          detail: { reason: input.reason },
        }
      : {}),
    lang: input.lang,
  });
  await releaseToListing(tx, ended.listingId, ended.quantity);
  return ended;
}

/** /wr/order/decline: the seller turns the application down with the reason the buyer reads. */
export async function declineOrder(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason: string },
  lang: Language,
): Promise<ReceiptOrder> {
  await lockListingOf(tx, body.id, caller.companyId);
  await endApplication(tx, { id: body.id, action: 'decline', actor: sellerOf(caller), reason: body.reason, lang });
  return readReceiptOrder(tx, body.id, caller.companyId, lang);
}

/** /wr/order/withdraw: the buyer withdraws an application the seller has not answered. */
export async function withdrawOrder(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<ReceiptOrder> {
  await lockListingOf(tx, id, caller.companyId);
  const actor = { party: 'buyer' as const, userId: caller.userId, companyId: caller.companyId, ip: caller.ip };
  await endApplication(tx, { id, action: 'withdraw', actor, lang });
  return readReceiptOrder(tx, id, caller.companyId, lang);
}

/**
 * The applications still waiting on a listing that ends otherwise than by selling out (expired, delisted by the
 * platform) are declined by the system, saying why; its row is already locked by the ending.
 */
export async function declineApplicationsOf(tx: Db, listing: { id: number }, reason: string, lang: Language): Promise<void> {
  // Nothing else moves them meanwhile: every step on an order of this listing takes the listing's lock first.
  const waiting = await tx
    .select({ id: receiptOrders.id })
    .from(receiptOrders)
    .where(and(eq(receiptOrders.listingId, listing.id), eq(receiptOrders.status, 'applied')))
    .orderBy(asc(receiptOrders.id));
  for (const { id } of waiting)
    await endApplication(tx, { id, action: 'decline', actor: { party: 'system', userId: null, companyId: null }, reason, lang });
}
