import { z } from 'zod';
import { dateField } from './certificate.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { addressSnapshotSchema } from './order.ts';
import { KEEPER_TRANSFER_TABS, RECEIPT_ORDER_ACTIONS, RECEIPT_ORDER_STATUSES, RECEIPT_ORDER_TABS } from './receipt-order-flow.ts';
import { defineRoute } from './route.ts';
import { vehicleCrewInput } from './vehicle-crew.ts';
import { goodsQuantityField, RECEIPT_DELIVERY_MODES } from './warehouse.ts';

/**
 * POST /wr/order/apply: a buyer applies for a quantity of a listing — at least its minimum, on its step, or all that
 * is left — which reserves it until the seller takes or declines the order.
 */
export const receiptOrderApplyBody = z
  .object({
    listingId: idField,
    quantity: goodsQuantityField,
    /** One of the company's addresses, for a listing its seller delivers (卖方送货). */
    addressId: idField.nullish(),
    remark: nullableText(200),
  })
  .strict();
export type ReceiptOrderApplyBody = z.infer<typeof receiptOrderApplyBody>;

export const receiptOrderIdBody = z.object({ id: idField }).strict();

/** POST /wr/order/decline: the seller turns an application down, saying why (the buyer reads it). */
export const receiptOrderDeclineBody = z.object({ id: idField, reason: requiredText(200) }).strict();

/**
 * POST /wr/order/delivery: the buyer will take the goods out rather than hold the receipt — the day it would like to
 * come and its vehicle and crew. When the keeper confirms the transfer, a bill of lading for the bought quantity is
 * opened in the buyer's name in the same step.
 */
export const receiptDeliveryBody = z
  .object({ id: idField, expectedDate: dateField, crew: vehicleCrewInput, remark: nullableText(200) })
  .strict();
export type ReceiptDeliveryBody = z.infer<typeof receiptDeliveryBody>;

/** POST /orderBuySell/updateShip: the buyer changes where the seller delivers, to another of its addresses. */
export const receiptShipBody = z.object({ id: idField, addressId: idField }).strict();

/** A reason the other side reads: why a cancellation is asked, why a transfer is refused. */
export const receiptOrderReasonBody = receiptOrderDeclineBody;

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

/** POST /wr/order/transfer/list: the keeper's confirmation inbox, the transfers at its warehouses. */
export const keeperTransferListQuery = pageQuerySchema
  .extend({
    tab: z.enum(KEEPER_TRANSFER_TABS, { error: fieldError }).default('waiting'),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type KeeperTransferListQuery = z.infer<typeof keeperTransferListQuery>;

/** POST /admin/wr/order/list: every receipt order, for the operator. */
export const adminReceiptOrderListQuery = pageQuerySchema
  .extend({
    status: z.enum(RECEIPT_ORDER_STATUSES, { error: fieldError }).optional(),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type AdminReceiptOrderListQuery = z.infer<typeof adminReceiptOrderListQuery>;

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
  /** A dangerous good's class (its pick-up needs permits and an escort), or null. */
  hazardClass: z.string().nullable(),
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
  /** Where the seller delivers, as the buyer's address read when it applied. */
  deliveryAddress: addressSnapshotSchema.nullable(),
  remark: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Who declined it: its seller, or the platform when the listing ended (expired) under it. */
  declinedBy: z.enum(['seller', 'system']).nullable(),
  /** The warehouse's keeper, who confirms the transfer. */
  keeperCompanyId: z.number().int(),
  keeperCompanyName: z.string(),
  /** The receipt sale contract as it stands (null before the seller draws it up). */
  contractNo: z.string().nullable(),
  contractStatus: z.enum(['generated', 'partlySigned', 'signed', 'cancelled']).nullable(),
  /** Declared by the buyer and not refused; confirmed by the seller. */
  paidAmount: z.string(),
  collectedAmount: z.string(),
  /** What the buyer still has to pay: the amount less what it declared. */
  unpaidAmount: z.string(),
  cancelRequestedBy: z.enum(['buyer', 'seller']).nullable(),
  cancelReason: z.string().nullable(),
  /** Who cancelled it: the sides agreeing (the side that asked), or the platform's operator. */
  cancelledBy: z.enum(['buyer', 'seller', 'operator']).nullable(),
  /** The buyer's pick-up asked with the transfer (its bill is opened when the keeper confirms), or null. */
  delivery: z
    .object({ expectedDate: z.string(), plate: z.string(), driverName: z.string(), remark: z.string().nullable() })
    .nullable(),
  /** The bill of lading opened for the buyer's pick-up. */
  billId: z.number().int().nullable(),
  billNo: z.string().nullable(),
  /** The keeper's reason when it refused the last transfer (the seller fixes it and endorses again). */
  transferRefuseReason: z.string().nullable(),
  /** The storage fee the seller bore up to the transfer day (付止日), set when the keeper confirms it. */
  sellerStorageFee: z.string().nullable(),
  feeSplitDate: z.string().nullable(),
  createdAt: z.string(),
  takenAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  collectedAt: z.string().nullable(),
  transferAskedAt: z.string().nullable(),
  transferredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The caller's sides and the steps the flow allows them now. */
  sides: z.array(z.enum(['buyer', 'seller', 'keeper'])),
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
const keeping = ['warehouse.confirm'] as const;

/**
 * SPEC §7 "/wr/order/*": applying for a listed receipt, the seller taking or declining the order, the seller's
 * endorsement and the keeper's confirmation of the transfer, and cancellation (payments: receipt-payment.ts;
 * the contract: receipt-contract.ts).
 */
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
    summary: 'One receipt order, to its buyer and its seller, and to its keeper once asked to confirm the transfer',
    tags,
    // A keeper's clerk who only confirms transfers reads the orders it is asked about, as their keeper only.
    permission: [...reading, ...keeping],
  }),
  transfer: defineRoute({
    method: 'POST',
    path: '/wr/order/transfer',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary: 'Seller, collected → transferring: endorse the order’s receipt over to the buyer, for the keeper to confirm',
    tags,
    permission: 'receipt.trade',
  }),
  delivery: defineRoute({
    method: 'POST',
    path: '/wr/order/delivery',
    input: receiptDeliveryBody,
    answer: receiptOrderSchema,
    summary:
      'Buyer, before the transfer: take delivery — the keeper’s confirmation of the transfer then opens a bill of lading for the bought quantity in the buyer’s name {expectedDate, crew, remark?}',
    tags,
    permission: 'receipt.billOfLading',
  }),
  keeperTransfers: defineRoute({
    method: 'POST',
    path: '/wr/order/transfer/list',
    input: keeperTransferListQuery,
    answer: pageSchema(receiptOrderSchema),
    summary: 'Keeper: the confirmation inbox — transfers of receipts at the company’s warehouses, waiting or confirmed',
    tags,
    permission: keeping,
  }),
  confirmTransfer: defineRoute({
    method: 'POST',
    path: '/wr/order/transfer/confirm',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary:
      'Keeper, transferring → done: confirm the transfer (Civil Code art. 910) — the buyer becomes the receipt’s holder in the same transaction, the seller bears the storage fee to today',
    tags,
    permission: 'warehouse.confirm',
  }),
  refuseTransfer: defineRoute({
    method: 'POST',
    path: '/wr/order/transfer/refuse',
    input: receiptOrderReasonBody,
    answer: receiptOrderSchema,
    summary: 'Keeper, transferring → collected: refuse the endorsement with the reason the seller reads',
    tags,
    permission: 'warehouse.confirm',
  }),
  requestCancel: defineRoute({
    method: 'POST',
    path: '/wr/order/cancel',
    input: receiptOrderReasonBody,
    answer: receiptOrderSchema,
    summary: 'Either side, before any payment: ask to cancel the taken order, with the reason; the other side answers',
    tags,
    permission: 'receipt.trade',
  }),
  confirmCancel: defineRoute({
    method: 'POST',
    path: '/wr/order/cancel/confirm',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary: 'The other side: agree to the cancellation — the order ends, its receipt is free again for the seller',
    tags,
    permission: 'receipt.trade',
  }),
  refuseCancel: defineRoute({
    method: 'POST',
    path: '/wr/order/cancel/refuse',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary: 'The other side: refuse the cancellation; the order goes on',
    tags,
    permission: 'receipt.trade',
  }),
};

/** The operator's view of receipt orders, and cancelling one once money moved (the refund settled offline). */
export const adminReceiptOrderRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/admin/wr/order/list',
    input: adminReceiptOrderListQuery,
    answer: pageSchema(receiptOrderSchema),
    summary: 'Operator: every receipt order, by status and number, company or product',
    tags: ['operator: receipt order'],
    auth: 'operator',
  }),
  info: defineRoute({
    method: 'POST',
    path: '/admin/wr/order/info',
    input: receiptOrderIdBody,
    answer: receiptOrderSchema,
    summary: 'Operator: one receipt order',
    tags: ['operator: receipt order'],
    auth: 'operator',
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/admin/wr/order/cancel',
    input: receiptOrderReasonBody,
    answer: receiptOrderSchema,
    summary: 'Operator: cancel a taken order at any stage before the transfer is confirmed, with the reason both sides read',
    tags: ['operator: receipt order'],
    auth: 'operator',
  }),
};

/** SPEC §7 "/orderBuySell/updateShip": the buy side's changes to a receipt order the seller delivers. */
export const orderBuySellRoutes = {
  updateShip: defineRoute({
    method: 'POST',
    path: '/orderBuySell/updateShip',
    input: receiptShipBody,
    answer: receiptOrderSchema,
    summary: 'Buyer: change where the seller delivers (one of its addresses) until the transfer is asked; the seller is told',
    tags,
    permission: 'receipt.trade',
  }),
};
