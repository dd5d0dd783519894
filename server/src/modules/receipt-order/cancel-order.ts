import type { Language, ReceiptOrder } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../platform/flow/engine.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { returnSoldToSeller } from '../receipt-listing/index.ts';
import { type ReceiptCaller, unlockReceipt } from '../warehouse-receipt/index.ts';
import { lockListingOf } from './answer-application.ts';
import { RECEIPT_ORDER_BINDING, sidesSeeing, tradingSides } from './bindings.ts';
import { actorOf } from './order-actor.ts';
import { readOrderForOperator, readReceiptOrder } from './read-order.ts';
import type { ReceiptOrderRow } from './tables.ts';

const SYSTEM: FlowActor<'system'> = { party: 'system', userId: null, companyId: null };

/** The trading side the caller is of a (locked) order: 404 for anyone else, the keeper included. */
async function tradingSideOf(tx: Db, id: number, caller: ReceiptCaller): Promise<'buyer' | 'seller'> {
  const row = await RECEIPT_ORDER_BINDING.lock(tx, id);
  const [side] = row ? tradingSides(sidesSeeing(row, caller.companyId)) : [];
  if (!side) throw notFound('receiptOrder.notFound');
  return side;
}

/** A cancelled order's receipt goes back to the seller, free, and the listing counts it returned. */
async function releaseOrderReceipt(tx: Db, order: ReceiptOrderRow, lang: Language): Promise<void> {
  if (order.receiptId !== null) await unlockReceipt(tx, { id: order.receiptId, actor: SYSTEM, lang });
  await returnSoldToSeller(tx, order.listingId, order.quantity);
}

/** /wr/order/cancel: either side, before any payment, asks to cancel with the reason; the other side answers. */
export async function requestCancel(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason: string },
  lang: Language,
): Promise<ReceiptOrder> {
  const side = await tradingSideOf(tx, body.id, caller);
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: body.id,
    action: 'requestCancel',
    actor: actorOf(caller, side),
    changes: { cancelRequestedBy: side, cancelReason: body.reason },
    detail: { reason: body.reason },
    lang,
  });
  return readReceiptOrder(tx, body.id, caller.companyId, lang);
}

/** /wr/order/cancel/confirm: the other side agrees — the order ends and its receipt is the seller's, free, again. */
export async function confirmCancel(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<ReceiptOrder> {
  await lockListingOf(tx, id, caller.companyId);
  const side = await tradingSideOf(tx, id, caller);
  const cancelled = await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id,
    action: 'confirmCancel',
    actor: actorOf(caller, side),
    // The flow's guard lets only the side that did not ask answer: the asker is the other one.
    changes: { cancelledBy: side === 'buyer' ? 'seller' : 'buyer', cancelRequestedBy: null },
    lang,
  });
  await releaseOrderReceipt(tx, cancelled, lang);
  return readReceiptOrder(tx, id, caller.companyId, lang);
}

/** /wr/order/cancel/refuse: the other side refuses; the order goes on where it was. */
export async function refuseCancel(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<ReceiptOrder> {
  const side = await tradingSideOf(tx, id, caller);
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id,
    action: 'refuseCancel',
    actor: actorOf(caller, side),
    changes: { cancelRequestedBy: null },
    lang,
  });
  return readReceiptOrder(tx, id, caller.companyId, lang);
}

/**
 * /admin/wr/order/cancel: the platform's operator cancels a taken order at any stage before the keeper confirmed the
 * transfer — the way out once money moved (the refund is settled between the parties offline, the reason says how).
 */
export async function cancelByOperator(
  tx: Db,
  operator: { userId: number; ip: string | null },
  body: { id: number; reason: string },
  lang: Language,
): Promise<ReceiptOrder> {
  await lockListingOf(tx, body.id, null);
  const cancelled = await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: body.id,
    action: 'cancel',
    actor: { party: 'operator', userId: operator.userId, companyId: null, ip: operator.ip },
    changes: { cancelledBy: 'operator', cancelReason: body.reason, cancelRequestedBy: null },
    detail: { reason: body.reason },
    lang,
  });
  await releaseOrderReceipt(tx, cancelled, lang);
  return readOrderForOperator(tx, body.id, lang);
}
