import type { AddressSnapshot, DeliveryMode, Invoice, TermOption } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedSql } from '../../platform/db/prepared.ts';
import { tableRowsOf } from '../../platform/db/raw-rows.ts';
import { runningNumber } from '../../platform/db/running-number.ts';
import { nodeOperationLogs } from '../../platform/flow/tables.ts';
import { jobs } from '../../platform/jobs/tables.ts';
import { NOTIFY_JOB } from '../../platform/notify/notifiers.ts';
import { type OrderItemRow, type OrderRow, orderItems, orders } from './tables.ts';

/** One order of a checkout: a shop's lines, their goods amount, the remark for that shop. */
export interface OrderToPlace {
  shopId: number;
  sellerCompanyId: number;
  goodsAmount: string;
  remark: string | null;
  /** How it is paid, as checkout chose it (payment-terms.ts). */
  terms: TermOption;
  lines: readonly LineToPlace[];
}

/** A line as bought: the product's particulars at this moment, the quantity and its amount. */
export type LineToPlace = Omit<OrderItemRow, 'id' | 'orderId' | 'originalPrice' | 'settledQuantity' | 'settledAmount'>;

export interface Placement {
  buyerCompanyId: number;
  buyerUserId: number;
  deliveryMode: DeliveryMode;
  address: AddressSnapshot | null;
  invoice: Invoice | null;
  /** The first step of each order's timeline says whether the order was bought at once (buy now) or from the cart. */
  direct: boolean;
  orders: readonly OrderToPlace[];
}

/** HG + the China calendar day + an 8-digit running number, made by the database (no race). */
const orderNumber = runningNumber('HG', 'order_number_seq', 8);

/**
 * The orders, their lines, the first step of their timelines and the job telling their sellers (platform/notify's
 * queueStepNotifications, written here as part of the statement) in one statement, for any number of shops and
 * lines (the values as arrays, one per column): three statements' round trips were a sixth of a checkout's. Rows
 * go in the arrays' order, so the orders' ids ascend with the shops and each order's line ids with its lines. The
 * foreign keys of the lines and steps are checked at the statement's end, after the orders are written.
 */
const placeStatement = preparedSql<Record<string, unknown>>('order_place', () => {
  const p = (name: string) => sql.placeholder(name);
  return sql`
    with order_values as (
      select * from unnest(${p('shopIds')}::bigint[], ${p('sellerIds')}::bigint[], ${p('goodsAmounts')}::numeric[],
        ${p('remarks')}::text[], ${p('terms')}::text[], ${p('depositPercents')}::smallint[], ${p('dueDays')}::smallint[])
        with ordinality as v(shop_id, seller_company_id, goods_amount, remark, payment_term, deposit_percent, due_days, n)
    ), new_orders as (
      insert into ${orders} (order_no, buyer_company_id, buyer_user_id, seller_company_id, shop_id, status, goods_amount,
        freight_amount, total_amount, delivery_mode, address, invoice, remark, payment_term, deposit_percent, due_days)
      select ${orderNumber}, ${p('buyerCompanyId')}::bigint, ${p('buyerUserId')}::bigint, v.seller_company_id, v.shop_id, 10,
        v.goods_amount, 0, v.goods_amount, ${p('deliveryMode')}::text, ${p('address')}::jsonb, ${p('invoice')}::jsonb, v.remark,
        v.payment_term, v.deposit_percent, v.due_days
      from order_values v order by v.n
      returning *
    ), new_lines as (
      insert into ${orderItems} (order_id, product_id, name, cas_number, grade, purity, packaging, unit, price,
        original_price, quantity, amount, is_dangerous, un_number, hazard_class)
      select o.id, l.product_id, l.name, l.cas_number, l.grade, l.purity, l.packaging, l.unit, l.price, l.price,
        l.quantity, l.amount, l.is_dangerous, l.un_number, l.hazard_class
      from unnest(${p('lineShopIds')}::bigint[], ${p('productIds')}::bigint[], ${p('names')}::text[],
          ${p('casNumbers')}::text[], ${p('grades')}::text[], ${p('purities')}::text[], ${p('packagings')}::smallint[],
          ${p('units')}::text[], ${p('prices')}::numeric[], ${p('quantities')}::numeric[], ${p('amounts')}::numeric[],
          ${p('dangerous')}::boolean[], ${p('unNumbers')}::text[], ${p('hazardClasses')}::text[])
        with ordinality as l(shop_id, product_id, name, cas_number, grade, purity, packaging, unit, price, quantity,
          amount, is_dangerous, un_number, hazard_class, n)
      join new_orders o on o.shop_id = l.shop_id
      order by l.n
      returning id, order_id
    ), first_steps as (
      insert into ${nodeOperationLogs} (biz_type, biz_id, node, action, actor_role, actor_user_id, company_id, from_state,
        to_state, detail)
      select 'order', id, 'orderStatus.10', 'place', 'buyer', buyer_user_id, buyer_company_id, null, '10',
        ${p('detail')}::jsonb
      from new_orders
      returning id
    ), notify_sellers as (
      insert into ${jobs} (kind, payload)
      select ${NOTIFY_JOB}::text, jsonb_build_object('logIds', jsonb_agg(id order by id)) from first_steps
    )
    select new_orders.*,
      (select array_agg(l.id order by l.id) from new_lines l where l.order_id = new_orders.id)::text[] as line_ids
    from new_orders order by new_orders.id`;
});

/**
 * Writes the orders of a checkout with their lines and first timeline steps (status 10, placed by the buyer), in
 * the caller's transaction; answers them as written, in the order given.
 */
export async function writePlacedOrders(tx: Db, placement: Placement): Promise<{ orders: OrderRow[]; items: OrderItemRow[] }> {
  const lines = placement.orders.flatMap((order) => order.lines.map((line) => ({ ...line, shopId: order.shopId })));
  const orderColumn = <T>(value: (order: OrderToPlace) => T) => placement.orders.map(value);
  const lineColumn = <T>(value: (line: (typeof lines)[number]) => T) => lines.map(value);
  const rows = await placeStatement(tx, {
    shopIds: orderColumn((o) => o.shopId),
    sellerIds: orderColumn((o) => o.sellerCompanyId),
    goodsAmounts: orderColumn((o) => o.goodsAmount),
    remarks: orderColumn((o) => o.remark),
    terms: orderColumn((o) => o.terms.term),
    depositPercents: orderColumn((o) => o.terms.depositPercent),
    dueDays: orderColumn((o) => o.terms.dueDays),
    lineShopIds: lineColumn((l) => l.shopId),
    productIds: lineColumn((l) => l.productId),
    names: lineColumn((l) => l.name),
    casNumbers: lineColumn((l) => l.casNumber),
    grades: lineColumn((l) => l.grade),
    purities: lineColumn((l) => l.purity),
    packagings: lineColumn((l) => l.packaging),
    units: lineColumn((l) => l.unit),
    prices: lineColumn((l) => l.price),
    quantities: lineColumn((l) => l.quantity),
    amounts: lineColumn((l) => l.amount),
    dangerous: lineColumn((l) => l.isDangerous),
    unNumbers: lineColumn((l) => l.unNumber),
    hazardClasses: lineColumn((l) => l.hazardClass),
    buyerCompanyId: placement.buyerCompanyId,
    buyerUserId: placement.buyerUserId,
    deliveryMode: placement.deliveryMode,
    address: placement.address === null ? null : JSON.stringify(placement.address),
    invoice: placement.invoice === null ? null : JSON.stringify(placement.invoice),
    detail: JSON.stringify({ direct: placement.direct }),
  });
  // Ordered by id, the orders come back in the order given.
  const written = tableRowsOf(orders, rows);
  const items = written.flatMap((order, k) => {
    const given = placement.orders[k];
    const lineIds = (rows[k]?.line_ids as string[] | null) ?? [];
    if (order.shopId !== given?.shopId || lineIds.length !== given.lines.length)
      throw new Error(`order ${order.id}: not written as given (shop ${given?.shopId}, ${given?.lines.length} lines)`);
    return given.lines.map((line, n) => ({
      ...line,
      originalPrice: line.price,
      settledQuantity: null,
      settledAmount: null,
      id: Number(lineIds[n]),
      orderId: order.id,
    }));
  });
  return { orders: written, items };
}
