import { type Language, type OrderSplit, receiptStatusLabelKey, translate } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { receiptProducts } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { sidesSeeing } from './bindings.ts';
import { receiptOrders } from './tables.ts';

/**
 * /wr/warehouse/receipt/splitOrder: the split a taken order made — the listed receipt its part came from and every
 * part it was split into (they add up to it exactly), the order's own marked — so the buyer sees where its receipt
 * came from without seeing who holds the others. A company neither side of the order is told it is not found.
 */
export async function readOrderSplit(db: Db, orderId: number, companyId: number, lang: Language): Promise<OrderSplit> {
  const [order] = await db.select().from(receiptOrders).where(eq(receiptOrders.id, orderId));
  if (!order || sidesSeeing(order, companyId).length === 0) throw notFound('receiptOrder.notFound');
  if (order.receiptId === null) throw wrongState('receiptOrder.notSplitYet');
  const [own] = await db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, order.receiptId));
  const [product] = await db
    .select({ unit: receiptProducts.unit })
    .from(receiptProducts)
    .where(eq(receiptProducts.id, order.productId));
  if (!own || !product) throw new Error(`receipt order ${order.id} names no receipt or product`);
  const [parent] = own.parentId ? await db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, own.parentId)) : [];
  const parts = parent
    ? await db
        .select()
        .from(warehouseReceipts)
        .where(eq(warehouseReceipts.parentId, parent.id))
        .orderBy(asc(warehouseReceipts.id))
    : [own];
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    unit: product.unit,
    parent: parent ? { receiptNo: parent.receiptNo, quantity: parent.quantity } : null,
    parts: parts.map((part) => ({
      receiptNo: part.receiptNo,
      quantity: part.quantity,
      forThisOrder: part.id === own.id,
      statusLabel: translate(receiptStatusLabelKey(part.status), lang),
    })),
  };
}
