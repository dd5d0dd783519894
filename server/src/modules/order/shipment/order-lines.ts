import { type LineShipping, SHIPMENT_LIMIT } from '@hgsc/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { invalidField } from '../../../platform/http/app-error.ts';
import { orderItems } from '../tables.ts';
import { orderShipmentLines, orderShipments } from './tables.ts';

export interface ShippedLine extends LineShipping {
  name: string;
  price: string;
  amount: string;
  isDangerous: boolean;
  /** Confirmed arrived over all batches. */
  received: string;
}

/** The order's lines with what its batches loaded and what arrived of each so far; read under the order's lock. */
export async function shippedLines(tx: Db, orderId: number): Promise<ShippedLine[]> {
  return tx
    .select({
      itemId: orderItems.id,
      name: orderItems.name,
      unit: orderItems.unit,
      price: orderItems.price,
      quantity: orderItems.quantity,
      amount: orderItems.amount,
      isDangerous: orderItems.isDangerous,
      shipped: sql<string>`(select coalesce(sum(${orderShipmentLines.loaded}), 0)::text from ${orderShipmentLines} where ${orderShipmentLines.itemId} = ${orderItems.id})`,
      received: sql<string>`(select coalesce(sum(${orderShipmentLines.received}), 0)::text from ${orderShipmentLines} where ${orderShipmentLines.itemId} = ${orderItems.id})`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** How many batches the order has had. */
async function batchCount(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId));
  return Number(row?.count ?? 0);
}

/**
 * Records one batch and its lines (a line loading nothing is left out); answers its id and number. An order has at
 * most SHIPMENT_LIMIT batches (400 naming lines).
 */
export async function insertBatch(
  tx: Db,
  batch: Omit<typeof orderShipments.$inferInsert, 'seq' | 'status'>,
  lines: readonly { itemId: number; quantity: string }[],
): Promise<{ id: number; seq: number }> {
  const seq = (await batchCount(tx, batch.orderId)) + 1;
  if (seq > SHIPMENT_LIMIT) throw invalidField('lines', 'shipment.tooMany', { limit: SHIPMENT_LIMIT });
  const [row] = await tx
    .insert(orderShipments)
    .values({ ...batch, seq, status: 'inTransit' })
    .returning({ id: orderShipments.id });
  if (!row) throw new Error('order shipment insert returned no row');
  // A quantity is a plain decimal: it loads something when a digit of it is not 0.
  const carried = lines.filter((line) => /[1-9]/.test(line.quantity));
  await tx
    .insert(orderShipmentLines)
    .values(carried.map((line) => ({ shipmentId: row.id, itemId: line.itemId, loaded: line.quantity })));
  return { id: row.id, seq };
}
