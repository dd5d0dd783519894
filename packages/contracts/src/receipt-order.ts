import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { RECEIPT_ORDER_ACTIONS, RECEIPT_ORDER_STATUSES, RECEIPT_ORDER_TABS } from './receipt-order-flow.ts';
import { defineRoute } from './route.ts';
import { goodsQuantityField, RECEIPT_DELIVERY_MODES } from './warehouse.ts';

/**
 * POST /wr/order/apply: a buyer applies for a quantity of a listing — at least its minimum, on its step, or all that
 * is left — which reserves it until the seller takes or declines the order.
 */
export const receiptOrderApplyBody = z
  .object({
    listingId: idField,
    quantity: goodsQuantityField,
    remark: nullableText(200),
  })
  .strict();
export type ReceiptOrderApplyBody = z.infer<typeof receiptOrderApplyBody>;

export const receiptOrderIdBody = z.object({ id: idField }).strict();

/** POST /wr/order/decline: the seller turns an application down, saying why (the buyer reads it). */
export const receiptOrderDeclineBody = z.object({ id: idField, reason: requiredText(200) }).strict();

/** POST /wr/order/list: a party's receipt orders by tab — the buyer's applications, or those to the seller's listings. */
export const receiptOrderListQuery = pageQuerySchema
  .extend({
    as: z.enum(['buyer', 'seller'], { error: fieldError }).default('buyer'),
    tab: z.enum(RECEIPT_ORDER_TABS, { error: fieldError }).default('all'),
    /** The seller's applications to one listing. */
    listingId: idField.optional(),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type ReceiptOrderListQuery = z.infer<typeof receiptOrderListQuery>;

export const receiptOrderCountsQuery = z.preprocess(
  (body) => body ?? {},
  z.object({ as: z.enum(['buyer', 'seller'], { error: fieldError }).default('buyer') }).strict(),
);

export const receiptOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(RECEIPT_ORDER_STATUSES),
  statusLabel: z.string(),
  listingId: z.number().int(),
  listingNo: z.string(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  /** The receipt split off for the order when the seller took it (locked for the order); null before. */
  receiptId: z.number().int().nullable(),
  receiptNo: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  grade: z.string(),
  casNumber: z.string(),
  unit: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  quantity: z.string(),
  /** 元 per unit, tax included, as listed when the buyer applied. */
  unitPrice: z.string(),
  /** quantity × unit price, to the fen. */
  amount: z.string(),
  deliveryMode: z.enum(RECEIPT_DELIVERY_MODES),
  deliveryModeLabel: z.string(),
  remark: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Who declined it: its seller, or the platform when the listing ended (expired) under it. */
  declinedBy: z.enum(['seller', 'system']).nullable(),
  createdAt: z.string(),
  takenAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The caller's sides and the steps the flow allows them now. */
  sides: z.array(z.enum(['buyer', 'seller'])),
  actions: z.array(z.enum(RECEIPT_ORDER_ACTIONS)),
});
export type ReceiptOrder = z.infer<typeof receiptOrderSchema>;

export const receiptOrderTabCountsSchema = z.object(
  Object.fromEntries(RECEIPT_ORDER_TABS.map((tab) => [tab, z.number().int()])) as {
    [K in (typeof RECEIPT_ORDER_TABS)[number]]: z.ZodNumber;
  },
);

const tags = ['receipt order'];
const reading = ['receipt.view', 'receipt.trade'] as const;

/** SPEC §7 "/wr/order/*": applying for a listed receipt, and the seller taking or declining the order. */
export const receiptOrderRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/wr/order/apply',
    input: receiptOrderApplyBody,
    answer: receiptOrderSchema,
    summary: 'Apply to buy a quantity of a listing (its minimum, on its step, or all that is left): it is reserved',
    tags,
    permission: 'receipt.trade',
    approvedCompany: true,
    idempotent: true,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/wr/order/withdraw',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary: 'Buyer: withdraw an application the seller has not answered; the quantity returns to the listing',
    tags,
    permission: 'receipt.trade',
  }),
  take: defineRoute({
    method: 'POST',
    path: '/wr/order/take',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary: 'Seller: take the order (接单): its quantity is split off the listed receipt and locked for the order',
    tags,
    permission: 'receipt.trade',
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/wr/order/decline',
    input: receiptOrderDeclineBody,
    answer: receiptOrderSchema,
    summary: 'Seller: decline an application with the reason; the quantity returns to the listing',
    tags,
    permission: 'receipt.trade',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/wr/order/list',
    input: receiptOrderListQuery,
    answer: pageSchema(receiptOrderSchema),
    summary: 'The company’s receipt orders as buyer or seller, by tab (or one listing’s applications)',
    tags,
    permission: reading,
  }),
  tabCounts: defineRoute({
    method: 'POST',
    path: '/wr/order/tab/counts',
    input: receiptOrderCountsQuery,
    answer: receiptOrderTabCountsSchema,
    summary: 'How many of the company’s receipt orders each tab holds, as buyer or seller',
    tags,
    permission: reading,
  }),
  info: defineRoute({
    method: 'POST',
    path: '/wr/order/info',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary: 'One receipt order, to its buyer and its seller',
    tags,
    permission: reading,
  }),
};
