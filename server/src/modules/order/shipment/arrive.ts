import {
  arrivalCeiling,
  compareDecimal,
  type Language,
  ORDER_STATUS,
  type OrderArriveBody,
  trimZeros,
  unitWords,
} from '@hgsc/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { ownUploads } from '../../../platform/files/own-upload.ts';
import { invalidField, notFound, wrongState } from '../../../platform/http/app-error.ts';
import { applyForCaller } from '../act.ts';
import type { OrderCaller } from '../order-access.ts';
import { type OrderRow, orderItems } from '../tables.ts';
import { lockForStep } from './lock-for-step.ts';
import { settleOnArrivals } from './settle-order.ts';
import { orderShipmentLines, orderShipments } from './tables.ts';

/** Whether a batch other than `shipmentId` is still on its way. */
async function othersInTransit(tx: Db, orderId: number, shipmentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderShipments.id })
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.status, 'inTransit'), ne(orderShipments.id, shipmentId)))
    .limit(1);
  return row !== undefined;
}

/**
 * POST /order/shipment/arrive (buyer, 65 or 70): one batch arrived with what each of its lines weighed or counted —
 * every line of the batch, none it did not carry, none above what its loading allows (arrivalCeiling). The arrival of
 * the last batch of a shipped order settles it on what arrived and completes it (70 → 80).
 */
export async function arriveBatch(tx: Db, caller: OrderCaller, body: OrderArriveBody, lang: Language): Promise<OrderRow> {
  const order = await lockForStep(tx, caller, { orderId: body.id, action: 'arrive', party: 'buyer' }, lang);
  const [shipment] = await tx
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.id, body.shipmentId), eq(orderShipments.orderId, order.id)));
  if (!shipment) throw notFound('shipment.notFound');
  if (shipment.status !== 'inTransit') throw wrongState('shipment.alreadyArrived');
  const carried = await tx
    .select({ itemId: orderShipmentLines.itemId, loaded: orderShipmentLines.loaded, unit: orderItems.unit })
    .from(orderShipmentLines)
    .innerJoin(orderItems, eq(orderItems.id, orderShipmentLines.itemId))
    .where(eq(orderShipmentLines.shipmentId, shipment.id));
  body.lines.forEach((line, i) => {
    const loaded = carried.find((one) => one.itemId === line.itemId);
    if (!loaded) throw invalidField(`lines.${i}.itemId`, 'shipment.lineNotInBatch');
    const max = arrivalCeiling(loaded.loaded, loaded.unit);
    if (compareDecimal(line.quantity, max) > 0)
      throw invalidField(`lines.${i}.quantity`, 'shipment.overLoaded', {
        max,
        loaded: trimZeros(loaded.loaded),
        unit: unitWords(loaded.unit, lang),
      });
  });
  if (carried.some((one) => !body.lines.some((line) => line.itemId === one.itemId)))
    throw invalidField('lines', 'shipment.lineMissing');
  const ticketKeys = await ownUploads(tx, body.ticketKeys, caller.userId, 'ticketKeys');
  const now = new Date();
  for (const line of body.lines)
    await tx
      .update(orderShipmentLines)
      .set({ received: line.quantity })
      .where(and(eq(orderShipmentLines.shipmentId, shipment.id), eq(orderShipmentLines.itemId, line.itemId)));
  await tx
    .update(orderShipments)
    .set({
      status: 'arrived',
      arrivalTicketNo: body.ticketNo,
      arrivalTicketKeys: ticketKeys,
      arrivalRemark: body.remark,
      arrivedBy: caller.userId,
      arrivedAt: now,
    })
    .where(eq(orderShipments.id, shipment.id));
  const last = order.status === ORDER_STATUS.AWAITING_RECEIPT && !(await othersInTransit(tx, order.id, shipment.id));
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: last ? 'receive' : 'arrive',
      party: 'buyer',
      changes: last ? { receivedAt: now, receiveRemark: body.remark, ...(await settleOnArrivals(tx, order, now)) } : {},
      detail: {
        batch: shipment.seq,
        ticketNo: body.ticketNo,
        lines: body.lines,
        ...(body.remark ? { remark: body.remark } : {}),
      },
      attachments: ticketKeys,
    },
    lang,
  );
}

/** Every batch still on its way arrives as loaded: /order/receive's confirmation of the whole delivery. */
export async function arriveAllAsLoaded(tx: Db, order: Pick<OrderRow, 'id'>, userId: number, now: Date): Promise<void> {
  const open = tx
    .select({ id: orderShipments.id })
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, order.id), eq(orderShipments.status, 'inTransit')));
  await tx
    .update(orderShipmentLines)
    .set({ received: sql`${orderShipmentLines.loaded}` })
    .where(sql`${orderShipmentLines.shipmentId} in ${open}`);
  await tx
    .update(orderShipments)
    .set({ status: 'arrived', arrivedBy: userId, arrivedAt: now })
    .where(and(eq(orderShipments.orderId, order.id), eq(orderShipments.status, 'inTransit')));
}
