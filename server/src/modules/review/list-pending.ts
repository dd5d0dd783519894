import {
  type Language,
  ORDER_STATUS,
  type Page,
  packagingLabelKey,
  type ReviewPendingBody,
  type ReviewPendingItem,
  translate,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { readPage } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { orderItems, orders } from '../order/index.ts';
import { products } from '../product/index.ts';
import { imageUrl, shops } from '../shop/index.ts';
import { productReviews } from './tables.ts';

/**
 * POST /productAppraise/stayAppraisePage (待评价): the lines of the company's complete (80) purchases
 * that have no review yet, the latest received first; with `orderId`, those of that order only (404 when it is
 * not one of the company's purchases, like the order itself).
 */
export async function listPending(
  db: Db,
  companyId: number,
  query: ReviewPendingBody,
  lang: Language,
): Promise<Page<ReviewPendingItem>> {
  if (query.orderId !== undefined) {
    const [own] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, query.orderId), eq(orders.buyerCompanyId, companyId)));
    if (!own) throw notFound('order.notFound');
  }
  const where = and(
    eq(orders.buyerCompanyId, companyId),
    query.orderId === undefined ? undefined : eq(orders.id, query.orderId),
    eq(orders.status, ORDER_STATUS.COMPLETE),
    notExists(db.select({ one: sql`1` }).from(productReviews).where(eq(productReviews.orderItemId, orderItems.id))),
  ) as SQL;
  const rows = db
    .select({
      item: orderItems,
      orderNo: orders.orderNo,
      receivedAt: orders.receivedAt,
      shopId: orders.shopId,
      shopName: shops.name,
      productImages: products.images,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(where)
    .orderBy(sql`${orders.receivedAt} desc nulls last`, desc(orders.id), asc(orderItems.id));
  const total = db.select({ n: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(where);
  return readPage(query, rows, total, (r) => ({
    orderItemId: r.item.id,
    orderId: r.item.orderId,
    orderNo: r.orderNo,
    productId: r.item.productId,
    name: r.item.name,
    casNumber: r.item.casNumber,
    grade: r.item.grade,
    purity: r.item.purity,
    packaging: r.item.packaging,
    packagingLabel: translate(packagingLabelKey(r.item.packaging), lang),
    unit: r.item.unit,
    pictureUrl: imageUrl(r.productImages[0] ?? null),
    price: r.item.price,
    quantity: r.item.quantity,
    amount: r.item.amount,
    shopId: r.shopId,
    shopName: r.shopName,
    receivedAt: r.receivedAt?.toISOString() ?? null,
  }));
}
