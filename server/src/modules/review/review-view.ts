import type { Review } from '@hgsc/contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../company/index.ts';
import { orderItems, orders } from '../order/index.ts';
import { products } from '../product/index.ts';
import { imageUrl, shops } from '../shop/index.ts';
import { productReviews } from './tables.ts';

/** The columns a review view needs: the review, its order line, order, product cover, shop and buyer. */
const reviewColumns = {
  review: productReviews,
  orderNo: orders.orderNo,
  productName: orderItems.name,
  casNumber: orderItems.casNumber,
  quantity: orderItems.quantity,
  unit: orderItems.unit,
  productImages: products.images,
  shopName: shops.name,
  buyerCompanyName: companies.name,
};

type ReviewViewRow = {
  review: typeof productReviews.$inferSelect;
  orderNo: string;
  productName: string;
  casNumber: string;
  quantity: string;
  unit: string;
  productImages: string[];
  shopName: string;
  buyerCompanyName: string;
};

/** Reviews joined with what their views show, filtered by `where`, newest first (page with limit/offset). */
export function selectReviews(db: Db, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(shops, eq(shops.id, productReviews.shopId))
    .innerJoin(companies, eq(companies.id, productReviews.buyerCompanyId))
    .where(where)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
}

export function toReview(row: ReviewViewRow): Review {
  const { review } = row;
  return {
    id: review.id,
    orderItemId: review.orderItemId,
    orderId: review.orderId,
    orderNo: row.orderNo,
    productId: review.productId,
    productName: row.productName,
    casNumber: row.casNumber,
    pictureUrl: imageUrl(row.productImages[0] ?? null),
    quantity: row.quantity,
    unit: row.unit,
    shopId: review.shopId,
    shopName: row.shopName,
    buyerCompanyName: row.buyerCompanyName,
    score: review.score,
    content: review.content,
    imageKeys: review.imageKeys,
    imageUrls: review.imageKeys.map((key) => imageUrl(key) ?? ''),
    anonymous: review.anonymous,
    createdAt: review.createdAt.toISOString(),
  };
}
