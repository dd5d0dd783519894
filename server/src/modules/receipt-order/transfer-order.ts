import { chinaDate, type Language, type ReceiptOrder } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { type ReceiptCaller, storageSplitAt, transferReceipt } from '../warehouse-receipt/index.ts';
import { RECEIPT_ORDER_BINDING } from './bindings.ts';
import { actorOf, lockOrderAs } from './order-actor.ts';
import { readReceiptOrder } from './read-order.ts';

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
  if (order.receiptId === null) throw new Error(`receipt order ${id} has no receipt to transfer`);
  // The order's row is written once, by its step: a second write in the same transaction would re-check its foreign
  // keys and wait on the listing a cancellation holds while it waits on this order.
  const split = await storageSplitAt(tx, order.receiptId, chinaDate());
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id,
    action: 'confirmTransfer',
    actor: keeper,
    changes: { sellerStorageFee: split.sellerFee, feeSplitDate: split.feesTo },
    detail: { ...split },
    lang,
  });
  await transferReceipt(tx, {
    id: order.receiptId,
    toCompanyId: order.buyerCompanyId,
    orderNo: order.orderNo,
    split,
    actor: keeper,
    lang,
  });
  return readReceiptOrder(tx, id, caller.companyId, lang);
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
