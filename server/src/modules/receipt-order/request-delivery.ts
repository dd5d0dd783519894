import { chinaDate, crewShortfalls, type Language, type ReceiptDeliveryBody, type ReceiptOrder } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { receiptProducts } from '../warehouse/index.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { RECEIPT_ORDER_BINDING } from './bindings.ts';
import { actorOf, lockOrderAs } from './order-actor.ts';
import { readReceiptOrder } from './read-order.ts';

/**
 * /wr/order/delivery (buyer, before the transfer): the buyer will take the goods out. The vehicle and crew are checked
 * now — a dangerous good's permits and escort included — so the keeper's confirmation can open the bill of lading in
 * the buyer's name in the same step as the transfer. Asking again replaces the request.
 */
export async function requestDelivery(
  tx: Db,
  caller: ReceiptCaller,
  body: ReceiptDeliveryBody,
  lang: Language,
): Promise<ReceiptOrder> {
  const order = await lockOrderAs(tx, body.id, caller, 'buyer');
  if (body.expectedDate < chinaDate()) throw invalidField('expectedDate', 'bill.expectedDatePast');
  const [product] = await tx
    .select({ hazardClass: receiptProducts.hazardClass })
    .from(receiptProducts)
    .where(eq(receiptProducts.id, order.productId));
  const [shortfall] = crewShortfalls(body.crew, Boolean(product?.hazardClass));
  if (shortfall) throw invalidField(`crew.${shortfall.field}`, shortfall.key);
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: order.id,
    action: 'delivery',
    actor: actorOf(caller, 'buyer'),
    changes: {
      deliveryRequest: { userId: caller.userId, expectedDate: body.expectedDate, crew: body.crew, remark: body.remark ?? null },
    },
    detail: { expectedDate: body.expectedDate, plate: body.crew.plate },
    lang,
  });
  return readReceiptOrder(tx, order.id, caller.companyId, lang);
}
