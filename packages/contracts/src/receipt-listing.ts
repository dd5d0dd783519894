import { z } from 'zod';
import { dateField } from './certificate.ts';
import { cappedPageSchema, pageQuerySchema, pageSchema, SEARCH_TOTAL_CAP } from './envelope.ts';
import { fieldError, idField, nullableText, stringField } from './fields.ts';
import { placeCodeField } from './places.ts';
import { compareDecimal, MONEY_PATTERN, moneyField } from './product.ts';
import { LISTING_ACTIONS, LISTING_STATUSES, LISTING_TABS } from './receipt-listing-flow.ts';
import { defineRoute } from './route.ts';
import { goodsQuantityField, RECEIPT_DELIVERY_MODES } from './warehouse.ts';
import { receiptGoodsShape } from './warehouse-receipt.ts';

/**
 * POST /sale/bss/save: the holder lists a receipt, or a part of it, for sale. A part is split off the receipt first
 * (by the product's lot rules) and only it is locked for the listing; the rest stays free.
 */
export const listingSaveBody = z
  .object({
    receiptId: idField,
    /** What is offered: the whole receipt, or less (split off on listing). */
    quantity: goodsQuantityField,
    /** 元 per unit, tax included (含税). */
    unitPrice: moneyField,
    /** The least a buyer may apply for: at least the product's minimum split, on the step. */
    minQty: goodsQuantityField,
    /** What an application adds above the minimum: a multiple of the product's split step. */
    step: goodsQuantityField,
    deliveryMode: z.enum(RECEIPT_DELIVERY_MODES, { error: fieldError }),
    /** The last day the offer stands (China), today at the earliest. */
    validUntil: dateField,
    remark: nullableText(200),
  })
  .strict()
  .refine((body) => compareDecimal(body.minQty, body.quantity) <= 0, {
    error: 'listing.minOverQuantity',
    path: ['minQty'],
  });
export type ListingSaveBody = z.infer<typeof listingSaveBody>;

/** POST /sale/bss/update/price: a new price (and, if given, a later or earlier last day) while no application waits. */
export const listingPriceBody = z.object({ id: idField, unitPrice: moneyField, validUntil: dateField.optional() }).strict();
export type ListingPriceBody = z.infer<typeof listingPriceBody>;

export const listingIdBody = z.object({ id: idField }).strict();

/** POST /sale/bss/myList: the company's own listings by tab. */
export const myListingsQuery = pageQuerySchema
  .extend({
    tab: z.enum(LISTING_TABS, { error: fieldError }).default('listed'),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type MyListingsQuery = z.infer<typeof myListingsQuery>;

const priceBound = stringField().trim().regex(MONEY_PATTERN, { error: 'product.moneyInvalid' });
export const LISTING_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** POST /sale/bss/receiptList: the public receipt market, what is offered now, by product, CAS, warehouse, city, price. */
export const marketQuery = pageQuerySchema
  .extend({
    /** A product's name or grade, or a CAS number (dashes optional). */
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
    productId: idField.optional(),
    warehouseId: idField.optional(),
    cityCode: placeCodeField.optional(),
    priceMin: priceBound.optional(),
    priceMax: priceBound.optional(),
    deliveryMode: z.enum(RECEIPT_DELIVERY_MODES, { error: fieldError }).optional(),
    sort: z.enum(LISTING_SORTS, { error: fieldError }).default('newest'),
  })
  .strict()
  .refine((q) => !q.priceMin || !q.priceMax || compareDecimal(q.priceMin, q.priceMax) <= 0, {
    error: 'listing.priceRangeInvalid',
    path: ['priceMax'],
  });
export type MarketQuery = z.infer<typeof marketQuery>;

/** A listing as the market, its seller and its buyers read it: the offer and the receipt's verified facts. */
export const listingSchema = z.object({
  id: z.number().int(),
  listingNo: z.string(),
  status: z.enum(LISTING_STATUSES),
  statusLabel: z.string(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  /** The receipt that holds what is still offered (the listed part; a new child after each order taken). */
  receiptId: z.number().int(),
  receiptNo: z.string(),
  /** Its title certificate's code: anyone checks the receipt on the public verification page. */
  certificateCode: z.string().nullable(),
  ...receiptGoodsShape,
  hasQcReport: z.boolean(),
  packingLabel: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  warehouseCode: z.string(),
  /** Province and city of the warehouse. */
  place: z.string(),
  keeperCompanyName: z.string(),
  unitPrice: z.string(),
  minQty: z.string(),
  step: z.string(),
  listedQty: z.string(),
  /** What a buyer may still apply for: listed, less what orders took and applications hold. */
  availableQty: z.string(),
  reservedQty: z.string(),
  soldQty: z.string(),
  /** Split off for an order that was then cancelled: back with the seller, not offered again. */
  returnedQty: z.string(),
  deliveryMode: z.enum(RECEIPT_DELIVERY_MODES),
  deliveryModeLabel: z.string(),
  validUntil: z.string(),
  remark: z.string().nullable(),
  storageStart: z.string(),
  /** The storage fee of the listed goods from the day paid to until today, the seller's up to a transfer. */
  storageFeeToDate: z.string(),
  storageRate: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** The caller's side (seller) and the steps the flow allows it now. */
  sides: z.array(z.enum(['seller'])),
  actions: z.array(z.enum(LISTING_ACTIONS)),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingTabCountsSchema = z.object(
  Object.fromEntries(LISTING_TABS.map((tab) => [tab, z.number().int()])) as {
    [K in (typeof LISTING_TABS)[number]]: z.ZodNumber;
  },
);

const tags = ['receipt listing'];
const selling = ['receipt.view', 'receipt.trade'] as const;

/** SPEC §7 "/sale/bss/*": listing receipts for sale and the public receipt market. */
export const listingRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/sale/bss/save',
    input: listingSaveBody,
    answer: listingSchema,
    summary: 'List a receipt, or a part split off it, for sale: price, minimum and step per order, delivery, last day',
    tags,
    permission: 'receipt.trade',
    approvedCompany: true,
    idempotent: true,
  }),
  updatePrice: defineRoute({
    method: 'POST',
    path: '/sale/bss/update/price',
    input: listingPriceBody,
    answer: listingSchema,
    summary: 'Change a listing’s price (and last day) while no buyer’s application waits',
    tags,
    permission: 'receipt.trade',
  }),
  delist: defineRoute({
    method: 'POST',
    path: '/sale/bss/delist',
    input: listingIdBody,
    answer: listingSchema,
    summary: 'Withdraw a listing while no buyer’s application waits: the receipt is free again',
    tags,
    permission: 'receipt.trade',
  }),
  myList: defineRoute({
    method: 'POST',
    path: '/sale/bss/myList',
    input: myListingsQuery,
    answer: pageSchema(listingSchema),
    summary: 'The company’s own listings by tab (listed, ended, all)',
    tags,
    permission: selling,
  }),
  tabCounts: defineRoute({
    method: 'POST',
    path: '/sale/bss/tab/counts',
    answer: listingTabCountsSchema,
    summary: 'How many of the company’s listings each tab holds',
    tags,
    permission: selling,
  }),
  market: defineRoute({
    method: 'POST',
    path: '/sale/bss/receiptList',
    input: marketQuery,
    answer: cappedPageSchema(listingSchema),
    summary: `The public receipt market: listings offered now, by product, CAS, warehouse, city, price and delivery; the total counts at most ${SEARCH_TOTAL_CAP} (totalCapped: true when there are more) and a page past them answers the last reachable page`,
    tags,
    auth: 'public',
  }),
  info: defineRoute({
    method: 'POST',
    path: '/sale/bss/info',
    input: listingIdBody,
    answer: listingSchema,
    summary: 'One listing with its receipt’s verified facts (public while offered; its seller sees it always)',
    tags,
    auth: 'public',
  }),
};
