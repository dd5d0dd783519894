import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { idField } from './fields.ts';
import { listingSchema } from './receipt-listing.ts';
import { receiptOrderSchema } from './receipt-order.ts';
import { defineRoute } from './route.ts';

/** POST /wrOrderSub/list: one listing's sub-orders (each buyer's part of it), for its seller. */
export const subOrderListQuery = pageQuerySchema.extend({ listingId: idField }).strict();
export type SubOrderListQuery = z.infer<typeof subOrderListQuery>;

/**
 * Where every tonne of a listing is: still offered, held by applications, sold (split off for taken orders and
 * exchanges), returned to the seller (taken orders cancelled: not offered again). Listed = available + reserved + sold
 * + returned, to the 0.0001; of what was sold, what the keeper has confirmed transferred to buyers.
 */
export const subOrderQuantitiesSchema = z.object({
  listedQty: z.string(),
  availableQty: z.string(),
  reservedQty: z.string(),
  soldQty: z.string(),
  returnedQty: z.string(),
  transferredQty: z.string(),
});
export type SubOrderQuantities = z.infer<typeof subOrderQuantitiesSchema>;

export const subOrderPageSchema = z.object({
  listing: listingSchema,
  quantities: subOrderQuantitiesSchema,
  /** Each buyer's order on it, newest first: the child receipt split off for it, once taken. */
  orders: pageSchema(receiptOrderSchema),
});
export type SubOrderPage = z.infer<typeof subOrderPageSchema>;

/** POST /wr/warehouse/receipt/splitOrder: the split a taken order made, to either side of it. */
export const orderSplitQuery = z.object({ orderId: idField }).strict();

export const orderSplitSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  unit: z.string(),
  /** The listed receipt the order's part was split from; null when the order took the whole of it. */
  parent: z.object({ receiptNo: z.string(), quantity: z.string() }).nullable(),
  /** What it was split into — they add up to it exactly — the order's own part marked. */
  parts: z.array(
    z.object({
      receiptNo: z.string(),
      quantity: z.string(),
      forThisOrder: z.boolean(),
      statusLabel: z.string(),
    }),
  ),
});
export type OrderSplit = z.infer<typeof orderSplitSchema>;

/**
 * SPEC §7 "/wrOrderSub/*": a listing sold in parts — each buyer's order takes a child receipt split off the listed one
 * (the rest stays listed), and the keeper's confirmation makes that buyer its holder.
 */
export const subOrderRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/wrOrderSub/list',
    input: subOrderListQuery,
    answer: subOrderPageSchema,
    summary: 'Seller: a listing with where each part of it is, and each buyer’s order on it with its child receipt',
    tags: ['receipt order'],
    permission: ['receipt.view', 'receipt.trade'],
  }),
  split: defineRoute({
    method: 'POST',
    path: '/wr/warehouse/receipt/splitOrder',
    input: orderSplitQuery,
    answer: orderSplitSchema,
    summary: 'Either side of a taken order: the receipt its part was split from and the parts, adding up to it exactly',
    tags: ['receipt order'],
    permission: ['receipt.view', 'receipt.trade'],
  }),
};
