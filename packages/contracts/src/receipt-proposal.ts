import { z } from 'zod';
import { addressListSchema, contactPhoneField } from './address.ts';
import { cappedPageSchema, pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { addressSnapshotSchema } from './order.ts';
import { listingSchema, marketQuery } from './receipt-listing.ts';
import { RECEIPT_PROPOSAL_ACTIONS, RECEIPT_PROPOSAL_STATUSES, RECEIPT_PROPOSAL_TABS } from './receipt-proposal-flow.ts';
import { defineRoute } from './route.ts';
import { goodsQuantityField, RECEIPT_DELIVERY_MODES } from './warehouse.ts';

const keywordField = stringField().trim().max(50, { error: 'field.tooLong' }).optional();

/** POST /admin/order/buyer/company: the certified companies an operator may enter an order for, by name or credit code. */
export const assistBuyerQuery = pageQuerySchema.extend({ keyword: keywordField }).strict();
export const assistBuyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  /** The person the platform knows for the company (its main account), to call back. */
  contactName: z.string(),
  contactMobile: z.string(),
});
export type AssistBuyer = z.infer<typeof assistBuyerSchema>;

/** POST /admin/order/address: the buyer's delivery addresses, for a listing the seller delivers. */
export const assistAddressQuery = z.object({ companyId: idField }).strict();

/** POST /admin/order/getprice: what a quantity of a listing costs now, checked against the listing's rules. */
export const assistPriceBody = z
  .object({
    listingId: idField,
    quantity: goodsQuantityField,
    /** The buyer it is for: its own listing is refused. */
    buyerCompanyId: idField.optional(),
  })
  .strict();
export const assistPriceSchema = z.object({
  listingId: z.number().int(),
  listingNo: z.string(),
  quantity: z.string(),
  unit: z.string(),
  /** 元 per unit, tax included, as listed now. */
  unitPrice: z.string(),
  amount: z.string(),
  availableQty: z.string(),
});
export type AssistPrice = z.infer<typeof assistPriceSchema>;

/**
 * POST /admin/order/save: the operator enters a receipt order for a buyer who phoned (代客下单) — who called and on
 * which number, the listing and quantity, and where to deliver when the seller delivers. Nothing is reserved: the
 * buyer's confirmation applies.
 */
export const receiptProposalSaveBody = z
  .object({
    buyerCompanyId: idField,
    listingId: idField,
    quantity: goodsQuantityField,
    /** One of the buyer's addresses (/admin/order/address). */
    addressId: idField.nullish(),
    callerName: requiredText(30),
    callerPhone: contactPhoneField,
    remark: nullableText(200),
  })
  .strict();
export type ReceiptProposalSaveBody = z.infer<typeof receiptProposalSaveBody>;

export const receiptProposalIdBody = z.object({ id: idField }).strict();
export const receiptProposalReasonBody = z.object({ id: idField, reason: requiredText(200) }).strict();

export const receiptProposalListQuery = pageQuerySchema
  .extend({ tab: z.enum(RECEIPT_PROPOSAL_TABS, { error: fieldError }).default('waiting') })
  .strict();
export type ReceiptProposalListQuery = z.infer<typeof receiptProposalListQuery>;

export const adminReceiptProposalListQuery = pageQuerySchema
  .extend({
    status: z.enum(RECEIPT_PROPOSAL_STATUSES, { error: fieldError }).optional(),
    keyword: keywordField,
  })
  .strict();
export type AdminReceiptProposalListQuery = z.infer<typeof adminReceiptProposalListQuery>;

export const receiptProposalSchema = z.object({
  id: z.number().int(),
  proposalNo: z.string(),
  status: z.enum(RECEIPT_PROPOSAL_STATUSES),
  statusLabel: z.string(),
  /** Waiting, and its time to be confirmed is up. */
  expired: z.boolean(),
  expiresAt: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  listingId: z.number().int(),
  listingNo: z.string(),
  sellerCompanyName: z.string(),
  productName: z.string(),
  grade: z.string(),
  unit: z.string(),
  warehouseName: z.string(),
  deliveryMode: z.enum(RECEIPT_DELIVERY_MODES),
  deliveryModeLabel: z.string(),
  quantity: z.string(),
  /** The price the buyer was told on the phone; the listing's now, when it differs, says why it cannot be confirmed. */
  unitPrice: z.string(),
  amount: z.string(),
  listingUnitPrice: z.string(),
  deliveryAddress: addressSnapshotSchema.nullable(),
  callerName: z.string(),
  callerPhone: z.string(),
  remark: z.string().nullable(),
  /** Why it was refused, withdrawn or lapsed. */
  endReason: z.string().nullable(),
  /** The operator who entered it. */
  proposedByName: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** The receipt order its confirmation applied for. */
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  /** The steps the caller may take now: the buyer's confirm and reject, the operator's withdraw. */
  actions: z.array(z.enum(RECEIPT_PROPOSAL_ACTIONS)),
});
export type ReceiptProposal = z.infer<typeof receiptProposalSchema>;

const assistTags = ['operator: receipt order'];

/**
 * SPEC §7 "/admin/order/address, seller/product, getprice, buyer/company": the operator entering a receipt order for a
 * buyer on the phone — the buyer, the listing, the price of a quantity, the delivery address — and the proposals
 * it entered.
 */
export const assistOrderRoutes = {
  buyerCompany: defineRoute({
    method: 'POST',
    path: '/admin/order/buyer/company',
    input: assistBuyerQuery,
    answer: pageSchema(assistBuyerSchema),
    summary: 'Operator: certified companies to enter a receipt order for, by name or credit code',
    tags: assistTags,
    auth: 'operator',
  }),
  sellerProduct: defineRoute({
    method: 'POST',
    path: '/admin/order/seller/product',
    input: marketQuery,
    answer: cappedPageSchema(listingSchema),
    summary: 'Operator: the listings a buyer may apply for now, searched as the receipt market is',
    tags: assistTags,
    auth: 'operator',
  }),
  price: defineRoute({
    method: 'POST',
    path: '/admin/order/getprice',
    input: assistPriceBody,
    answer: assistPriceSchema,
    summary: 'Operator: what a quantity of a listing costs now, checked against its minimum, step and what is left',
    tags: assistTags,
    auth: 'operator',
  }),
  address: defineRoute({
    method: 'POST',
    path: '/admin/order/address',
    input: assistAddressQuery,
    answer: addressListSchema,
    summary: 'Operator: the buyer’s delivery addresses, the default first',
    tags: assistTags,
    auth: 'operator',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/admin/order/save',
    input: receiptProposalSaveBody,
    answer: receiptProposalSchema,
    summary: 'Operator: enter a receipt order for a buyer on the phone; it binds only when the buyer confirms it',
    tags: assistTags,
    auth: 'operator',
    idempotent: true,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/admin/order/proposal/list',
    input: adminReceiptProposalListQuery,
    answer: pageSchema(receiptProposalSchema),
    summary: 'Operator: the orders entered for buyers, by status, number or company',
    tags: assistTags,
    auth: 'operator',
  }),
  info: defineRoute({
    method: 'POST',
    path: '/admin/order/proposal/info',
    input: receiptProposalIdBody,
    answer: receiptProposalSchema,
    summary: 'Operator: one order entered for a buyer',
    tags: assistTags,
    auth: 'operator',
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/admin/order/proposal/withdraw',
    input: receiptProposalReasonBody,
    answer: receiptProposalSchema,
    summary: 'Operator: withdraw an entered order the buyer has not answered, saying why',
    tags: assistTags,
    auth: 'operator',
  }),
};

const tags = ['receipt order'];

/** The buyer's side of an order the operator entered for it: read it, confirm it (which applies) or refuse it. */
export const receiptProposalRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/wr/order/proposal/list',
    input: receiptProposalListQuery,
    answer: pageSchema(receiptProposalSchema),
    summary: 'Buyer: the orders the platform entered for the company, waiting for its confirmation or ended',
    tags,
    permission: ['receipt.view', 'receipt.trade'],
  }),
  info: defineRoute({
    method: 'POST',
    path: '/wr/order/proposal/info',
    input: receiptProposalIdBody,
    answer: receiptProposalSchema,
    summary: 'Buyer: one order the platform entered for the company',
    tags,
    permission: ['receipt.view', 'receipt.trade'],
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/wr/order/proposal/confirm',
    input: receiptProposalIdBody,
    answer: receiptProposalSchema,
    summary: 'Buyer: confirm an entered order — it applies for the listing at the price shown, reserving the quantity',
    tags,
    permission: 'receipt.trade',
    approvedCompany: true,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/wr/order/proposal/reject',
    input: receiptProposalReasonBody,
    answer: receiptProposalSchema,
    summary: 'Buyer: refuse an entered order, saying why; nothing was reserved',
    tags,
    permission: 'receipt.trade',
  }),
};
