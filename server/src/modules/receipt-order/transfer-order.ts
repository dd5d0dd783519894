import {
  chinaDate,
  type Language,
  RECEIPT_ORDER_FLOW,
  type ReceiptOrder,
  receiptOrderStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { saveBill } from '../bill-of-lading/index.ts';
import { type ReceiptCaller, storageSplitAt, transferReceipt } from '../warehouse-receipt/index.ts';
import { RECEIPT_ORDER_BINDING, receiptOrderState } from './bindings.ts';
import { actorOf, lockOrderAs } from './order-actor.ts';
import { readReceiptOrder } from './read-order.ts';
import type { ReceiptOrderRow } from './tables.ts';

/**
 * /wr/order/transfer (seller, collected): the seller endorses the order's receipt over to the buyer (背书转让). It is
 * not the buyer's yet: the keeper must confirm it (Civil Code art. 910); the receipt stays locked for the order.
 */
export async function askTransfer(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<ReceiptOrder> {
  await lockOrderAs(tx, id, caller, 'seller');
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id,
    action: 'transfer',
    actor: actorOf(caller, 'seller'),
    changes: { transferRefuseReason: null },
    lang,
  });
  return readReceiptOrder(tx, id, caller.companyId, lang);
}

/**
 * /wr/order/transfer/confirm (keeper, transferring): the transfer takes effect. In this one transaction the order is
 * done, the buyer becomes the receipt's holder, the order's lock is released, and the storage fee is split at today:
 * the seller bears it to today (settled on the order), the buyer from tomorrow.
 */
export async function confirmTransfer(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<ReceiptOrder> {
  const order = await lockOrderAs(tx, id, caller, 'keeper');
  const keeper = actorOf(caller, 'keeper');
  if (!RECEIPT_ORDER_FLOW.check(receiptOrderState(order), 'confirmTransfer', 'keeper').open)
    throw wrongState('receiptOrder.wrongStatus', { status: translate(receiptOrderStatusLabelKey(order.status), lang) });
  if (order.receiptId === null) throw new Error(`receipt order ${id} has no receipt to transfer`);
  const split = await storageSplitAt(tx, order.receiptId, chinaDate());
  await transferReceipt(tx, {
    id: order.receiptId,
    toCompanyId: order.buyerCompanyId,
    deal: { orderNo: order.orderNo },
    split,
    actor: keeper,
    lang,
  });
  const bill = order.deliveryRequest ? await openBuyersBill(tx, order, lang) : null;
  // The order's row is written once, by its step, last: a second write in the same transaction would re-check its
  // foreign keys and wait on the listing a cancellation holds while that cancellation waits on this order.
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id,
    action: 'confirmTransfer',
    actor: keeper,
    changes: { sellerStorageFee: split.sellerFee, feeSplitDate: split.feesTo, billId: bill?.id ?? null },
    detail: { ...split, ...(bill ? { billNo: bill.billNo } : {}) },
    lang,
  });
  return readReceiptOrder(tx, id, caller.companyId, lang);
}

/**
 * The pick-up the buyer asked for, opened in its name for the whole bought quantity now that it holds the receipt:
 * the bill then goes the way of any other (the keeper schedules it). A day asked for that has passed becomes today.
 */
async function openBuyersBill(tx: Db, order: ReceiptOrderRow, lang: Language) {
  const request = order.deliveryRequest;
  if (!request || order.receiptId === null) return null;
  const today = chinaDate();
  return saveBill(
    tx,
    { userId: request.userId, companyId: order.buyerCompanyId, ip: null },
    {
      receiptId: order.receiptId,
      quantity: order.quantity,
      expectedDate: [request.expectedDate, today].sort().at(-1) ?? today,
      crew: request.crew,
      remark: request.remark,
    },
    lang,
  );
}

/**
 * /wr/order/transfer/refuse (keeper, transferring): the keeper will not confirm this endorsement (a seal that does not
 * match, a receipt under a court's order…) and says why; the seller fixes it and endorses again.
 */
export async function refuseTransfer(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason: string },
  lang: Language,
): Promise<ReceiptOrder> {
  await lockOrderAs(tx, body.id, caller, 'keeper');
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: body.id,
    action: 'refuseTransfer',
    actor: actorOf(caller, 'keeper'),
    changes: { transferRefuseReason: body.reason },
    detail: { reason: body.reason },
    lang,
  });
  return readReceiptOrder(tx, body.id, caller.companyId, lang);
}
