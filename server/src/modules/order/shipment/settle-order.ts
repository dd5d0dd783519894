import { settleLines } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { type OrderRow, orderItems } from '../tables.ts';
import { shippedLines } from './order-lines.ts';

/**
 * The order's settlement on what arrived (order-shipment.ts settleLines), written on its lines; answers the order's
 * columns to set with its completion. An order shipped before batches were recorded settles on its contract.
 */
export async function settleOnArrivals(tx: Db, order: Pick<OrderRow, 'id'>, now: Date): Promise<Partial<OrderRow>> {
  const lines = await shippedLines(tx, order.id);
  // A batch loads something of some line: none loaded means no batch was recorded.
  const recorded = lines.some((line) => /[1-9]/.test(line.shipped));
  const settlement = settleLines(lines.map((line) => ({ ...line, received: recorded ? line.received : line.quantity })));
  for (const line of settlement.lines)
    await tx
      .update(orderItems)
      .set({ settledQuantity: line.settledQuantity, settledAmount: line.settledAmount })
      .where(eq(orderItems.id, line.itemId));
  return { settledGoodsAmount: settlement.goodsAmount, settledAt: now };
}
