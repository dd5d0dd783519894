import type { Language, ReceiptOrder } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { addressSnapshotOf } from '../address/index.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { RECEIPT_ORDER_BINDING } from './bindings.ts';
import { actorOf } from './order-actor.ts';
import { readReceiptOrder } from './read-order.ts';

/**
 * /orderBuySell/updateShip: the buyer changes where the seller delivers (an order of a listing the seller delivers) to
 * another of its addresses, read as it is now, until the transfer is asked; the step logs the new address and the
 * seller is told.
 */
export async function updateShip(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; addressId: number },
  lang: Language,
): Promise<ReceiptOrder> {
  const deliveryAddress = await addressSnapshotOf(tx, caller.companyId, body.addressId);
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: body.id,
    action: 'updateShip',
    actor: actorOf(caller, 'buyer'),
    changes: { deliveryAddress },
    detail: { address: deliveryAddress.fullAddress },
    lang,
  });
  return readReceiptOrder(tx, body.id, caller.companyId, lang);
}
