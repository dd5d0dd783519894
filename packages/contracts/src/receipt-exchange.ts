import { z } from 'zod';
import { contractCodeSentSchema } from './contract.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, smsCodeField, stringField } from './fields.ts';
import { EXCHANGE_ACTIONS, EXCHANGE_STATUSES, EXCHANGE_TABS } from './receipt-exchange-flow.ts';
import { defineRoute } from './route.ts';
import { goodsQuantityField } from './warehouse.ts';

/** A premium per unit (升贴水), to the fen: negative when the counterparty pays it. */
export const PREMIUM_PATTERN = /^-?\d{1,14}(\.\d{1,2})?$/;
export const premiumField = stringField().trim().regex(PREMIUM_PATTERN, { error: 'exchange.premiumInvalid' });

/**
 * POST /wr/exchange/apply/save: the holder of a receipt asks to swap `quantity` of it for the same quantity of a
 * listing on the market — the same product, of another brand or at another warehouse. The part is split off its
 * receipt and locked for the exchange, and the quantity is reserved on the listing.
 */
export const exchangeSaveBody = z
  .object({
    receiptId: idField,
    listingId: idField,
    quantity: goodsQuantityField,
    remark: nullableText(200),
  })
  .strict();
export type ExchangeSaveBody = z.infer<typeof exchangeSaveBody>;

export const exchangeIdBody = z.object({ id: idField }).strict();
/** A reason the other side reads: why the counterparty declines, why the exchange is cancelled. */
export const exchangeReasonBody = z.object({ id: idField, reason: requiredText(200) }).strict();
/** POST /wr/exchange/apply/update/price: the counterparty's quote (again while the applicant has not accepted). */
export const exchangePriceBody = z.object({ id: idField, premium: premiumField, remark: nullableText(200) }).strict();
export type ExchangePriceBody = z.infer<typeof exchangePriceBody>;
/** Accepting (the applicant) or countersigning (the counterparty) with the SMS code sent to the signer's mobile. */
export const exchangeSignBody = z.object({ id: idField, code: smsCodeField }).strict();

const keyword = stringField().trim().max(50, { error: 'field.tooLong' }).optional();
/** The applicant's (/list) or the counterparty's (/seller/list) exchanges, by tab. */
export const exchangeListQuery = pageQuerySchema
  .extend({ tab: z.enum(EXCHANGE_TABS, { error: fieldError }).default('all'), keyword })
  .strict();
export type ExchangeListQuery = z.infer<typeof exchangeListQuery>;
export const exchangeCountsQuery = z.preprocess(
  (body) => body ?? {},
  z.object({ as: z.enum(['applicant', 'counterparty'], { error: fieldError }).default('applicant') }).strict(),
);
/** The keeper's endorsements to confirm: waiting, confirmed, or all. */
export const KEEPER_EXCHANGE_TABS = ['waiting', 'confirmed', 'all'] as const;
export const keeperExchangeListQuery = pageQuerySchema
  .extend({ tab: z.enum(KEEPER_EXCHANGE_TABS, { error: fieldError }).default('waiting'), keyword })
  .strict();
export type KeeperExchangeListQuery = z.infer<typeof keeperExchangeListQuery>;
export const adminExchangeListQuery = pageQuerySchema
  .extend({ status: z.enum(EXCHANGE_STATUSES, { error: fieldError }).optional(), keyword })
  .strict();
export type AdminExchangeListQuery = z.infer<typeof adminExchangeListQuery>;

/** One side of the swap: its goods and where they lie. */
const exchangeGoodsSchema = z.object({
  /** The receipt part in the swap: the source's from the start, the target's once the applicant accepted. */
  receiptId: z.number().int().nullable(),
  receiptNo: z.string().nullable(),
  brand: z.string(),
  batchNo: z.string(),
  quality: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  city: z.string(),
  keeperCompanyId: z.number().int(),
  keeperCompanyName: z.string(),
  /** When its keeper confirmed the endorsement (Civil Code art. 910). */
  confirmedAt: z.string().nullable(),
  /** The storage fee its old holder bore up to the settlement day (付止日), set at settlement. */
  storageFee: z.string().nullable(),
});

export const exchangeSchema = z.object({
  id: z.number().int(),
  exchangeNo: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  statusLabel: z.string(),
  applicantCompanyId: z.number().int(),
  applicantCompanyName: z.string(),
  counterpartyCompanyId: z.number().int(),
  counterpartyCompanyName: z.string(),
  listingId: z.number().int(),
  listingNo: z.string(),
  /** The listing's price when the applicant asked: a reference for the premium. */
  listingUnitPrice: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  grade: z.string(),
  casNumber: z.string(),
  unit: z.string(),
  quantity: z.string(),
  source: exchangeGoodsSchema,
  target: exchangeGoodsSchema,
  /** 元 per unit as quoted; negative when the counterparty pays it; null before the first quote. */
  premium: z.string().nullable(),
  /** |premium| × quantity, to the fen. */
  premiumAmount: z.string().nullable(),
  premiumPayee: z.enum(['applicant', 'counterparty']).nullable(),
  quoteRemark: z.string().nullable(),
  remark: z.string().nullable(),
  declineReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['applicant', 'operator']).nullable(),
  /** Who signed for each side (its SMS code verified), when. */
  acceptedByName: z.string().nullable(),
  signedByName: z.string().nullable(),
  feeSplitDate: z.string().nullable(),
  createdAt: z.string(),
  quotedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  premiumCollectedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The caller's sides and the steps the flow allows them now. */
  sides: z.array(z.enum(['applicant', 'counterparty', 'sourceKeeper', 'targetKeeper'])),
  actions: z.array(z.enum(EXCHANGE_ACTIONS)),
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const exchangeTabCountsSchema = z.object(
  Object.fromEntries(EXCHANGE_TABS.map((tab) => [tab, z.number().int()])) as {
    [K in (typeof EXCHANGE_TABS)[number]]: z.ZodNumber;
  },
);

const tags = ['receipt exchange'];
const reading = ['receipt.view', 'receipt.trade'] as const;

/** SPEC §7 "/wr/exchange/apply/*": asking, quoting, signing and settling a swap of receipts (仓单串换). */
export const exchangeRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/save',
    input: exchangeSaveBody,
    answer: exchangeSchema,
    summary:
      'Holder: ask to swap a quantity of its receipt for the same quantity of a listing (same product, another brand or warehouse); the part is locked, the quantity reserved',
    tags,
    permission: 'receipt.trade',
    approvedCompany: true,
    idempotent: true,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/list',
    input: exchangeListQuery,
    answer: pageSchema(exchangeSchema),
    summary: 'The exchanges the company asked for, by tab',
    tags,
    permission: reading,
  }),
  sellerList: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/seller/list',
    input: exchangeListQuery,
    answer: pageSchema(exchangeSchema),
    summary: 'The exchanges asked of the company’s listings (it is the counterparty), by tab',
    tags,
    permission: reading,
  }),
  tabCounts: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/tab/counts',
    input: exchangeCountsQuery,
    answer: exchangeTabCountsSchema,
    summary: 'How many of the company’s exchanges each tab holds, as applicant or counterparty',
    tags,
    permission: reading,
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/detail',
    input: exchangeIdBody,
    answer: exchangeSchema,
    summary: 'One exchange, to its applicant, its counterparty and (once signed) the keepers',
    tags,
    permission: [...reading, 'warehouse.confirm'],
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/cancel',
    input: exchangeReasonBody,
    answer: exchangeSchema,
    summary: 'Applicant, before it is signed: cancel with the reason; both parts are freed',
    tags,
    permission: 'receipt.trade',
  }),
  updatePrice: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/update/price',
    input: exchangePriceBody,
    answer: exchangeSchema,
    summary: 'Counterparty, submitted or quoted → quoted: quote the premium per unit (negative: the counterparty pays it)',
    tags,
    permission: 'receipt.trade',
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/decline',
    input: exchangeReasonBody,
    answer: exchangeSchema,
    summary: 'Counterparty, before it countersigns: decline with the reason; both parts are freed',
    tags,
    permission: 'receipt.trade',
  }),
  signCode: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/sign/code',
    input: exchangeIdBody,
    answer: contractCodeSentSchema,
    summary: 'A signing code to the caller’s mobile, when its side may accept (applicant) or countersign (counterparty) now',
    tags,
    permission: 'contract.sign',
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/accept',
    input: exchangeSignBody,
    answer: exchangeSchema,
    summary: 'Applicant, quoted → accepted: accept the quote, signing with the SMS code; the target part is split off and locked',
    tags,
    permission: 'contract.sign',
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/sign',
    input: exchangeSignBody,
    answer: exchangeSchema,
    summary: 'Counterparty, accepted → signed: countersign with the SMS code; the premium is then paid offline',
    tags,
    permission: 'contract.sign',
  }),
  collectPremium: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/premium/collect',
    input: exchangeIdBody,
    answer: exchangeSchema,
    summary: 'The side owed the premium, signed: confirm the money arrived; the keepers may then confirm',
    tags,
    permission: 'finance.collect',
  }),
  keeperList: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/keeper/list',
    input: keeperExchangeListQuery,
    answer: pageSchema(exchangeSchema),
    summary: 'Keeper: the signed exchanges whose endorsement at its warehouses waits for it, or that it confirmed',
    tags,
    permission: 'warehouse.confirm',
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/wr/exchange/apply/confirm',
    input: exchangeIdBody,
    answer: exchangeSchema,
    summary:
      'Keeper, signed: confirm the endorsement at its warehouse (Civil Code art. 910); the last confirmation settles the swap — each side holds the other’s part, in one transaction',
    tags,
    permission: 'warehouse.confirm',
  }),
};

/** The operator's view of exchanges, and cancelling one once accepted (a dispute; the premium refunded offline). */
export const adminExchangeRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/admin/wr/exchange/list',
    input: adminExchangeListQuery,
    answer: pageSchema(exchangeSchema),
    summary: 'Operator: every exchange, by status and number, company or product',
    tags: ['operator: receipt exchange'],
    auth: 'operator',
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/admin/wr/exchange/detail',
    input: exchangeIdBody,
    answer: exchangeSchema,
    summary: 'Operator: one exchange',
    tags: ['operator: receipt exchange'],
    auth: 'operator',
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/admin/wr/exchange/cancel',
    input: exchangeReasonBody,
    answer: exchangeSchema,
    summary: 'Operator, accepted or signed: cancel with the reason both sides read; both parts are freed',
    tags: ['operator: receipt exchange'],
    auth: 'operator',
  }),
};
