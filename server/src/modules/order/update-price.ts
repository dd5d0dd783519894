import type { Language, OrderPriceBody } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import { lineAmount, sumAmounts } from '../cart/index.ts';
import { applyForCaller } from './act.ts';
import { type OrderCaller, orderForCaller } from './order-access.ts';
import { type OrderRow, orderItems } from './tables.ts';

/**
 * POST /order/updateOrderPrice (seller, status 10 — the table's `updatePrice`): new unit prices of
 * some lines and/or a freight amount, with a reason. Line amounts and totals are recomputed
 * exactly; the timeline keeps every old and new value. With `currency` (SPEC §2 /englishContract) the seller
 * switches the order between CNY and USD, pricing every line and the freight again; a generated
 * contract must be cancelled first (the order is back at 10 then).
 */
export async function updateOrderPrice(tx: Db, caller: OrderCaller, body: OrderPriceBody, lang: Language): Promise<OrderRow> {
  const { order, party } = await orderForCaller(tx, body.id, caller, { lock: true, permissionFor: () => 'shop.order' });
  if (party !== 'seller') throw notFound('order.notFound');
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const currency = body.currency ?? order.currency;
  // Old prices mean nothing in the new currency: every line and the freight are priced again.
  if (
    currency !== order.currency &&
    (body.freightAmount === undefined || items.some((item) => !body.items.some((change) => change.itemId === item.id)))
  )
    throw invalidField(body.freightAmount === undefined ? 'freightAmount' : 'items', 'order.currencyNeedsAllPrices');
  const changedItems: { itemId: number; name: string; oldPrice: string; newPrice: string }[] = [];
  for (const change of body.items) {
    const item = items.find((i) => i.id === change.itemId);
    if (!item) throw invalidField('items', 'order.itemNotFound');
    const price = new Decimal(change.price).toFixed(2);
    changedItems.push({ itemId: item.id, name: item.name, oldPrice: item.price, newPrice: price });
    item.price = price;
    item.amount = lineAmount(item.quantity, price);
  }
  const freightAmount = body.freightAmount === undefined ? order.freightAmount : new Decimal(body.freightAmount).toFixed(2);
  const goodsAmount = sumAmounts(items.map((i) => i.amount));
  const totalAmount = sumAmounts([goodsAmount, freightAmount]);
  // The table decides first, so a refused change writes nothing.
  const updated = await applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: 'updatePrice',
      party: 'seller',
      changes: { goodsAmount, freightAmount, totalAmount, currency, priceAdjusted: true },
      detail: {
        reason: body.reason,
        ...(currency === order.currency ? {} : { currency: { old: order.currency, new: currency } }),
        items: changedItems,
        freight: { old: order.freightAmount, new: freightAmount },
        total: { old: order.totalAmount, new: totalAmount },
      },
    },
    lang,
  );
  for (const change of changedItems) {
    const item = items.find((i) => i.id === change.itemId);
    if (item) await tx.update(orderItems).set({ price: item.price, amount: item.amount }).where(eq(orderItems.id, item.id));
  }
  return updated;
}
