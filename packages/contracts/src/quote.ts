import { z } from 'zod';
import { dateField } from './certificate.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { DELIVERY_MODES, type DeliveryMode, deliveryModeLabelKey } from './order.ts';
import { chemicalFactsShape, compareDecimal, moneyField, positiveQuantityField } from './product.ts';
import {
  QUOTE_ACTIONS,
  QUOTE_AUDIENCES,
  QUOTE_BOXES,
  QUOTE_PAYMENT_TERMS,
  QUOTE_STATUSES,
  QUOTE_SUBJECTS,
  QUOTE_TABS,
} from './quote-flow.ts';
import { defineRoute, fileAnswer } from './route.ts';
import { RECEIPT_DELIVERY_MODES, type ReceiptDeliveryMode, receiptDeliveryModeLabelKey } from './warehouse.ts';

/** How the goods reach the buyer: a shop's goods as orders deliver them, a receipt's as receipt orders do. */
export const QUOTE_DELIVERY_MODES = [...new Set([...DELIVERY_MODES, ...RECEIPT_DELIVERY_MODES])] as [
  DeliveryMode | ReceiptDeliveryMode,
  ...(DeliveryMode | ReceiptDeliveryMode)[],
];
export type QuoteDeliveryMode = DeliveryMode | ReceiptDeliveryMode;
/** The delivery modes a quote of `subject` may name. */
export const quoteDeliveryModes = (subject: (typeof QUOTE_SUBJECTS)[number]): readonly QuoteDeliveryMode[] =>
  subject === 'receipt' ? RECEIPT_DELIVERY_MODES : DELIVERY_MODES;
/** Its label's key: a receipt's delivery modes read as the receipt market words them. */
export const quoteDeliveryModeLabelKey = (subject: (typeof QUOTE_SUBJECTS)[number], mode: QuoteDeliveryMode): MessageKey =>
  subject === 'receipt' ? receiptDeliveryModeLabelKey(mode as ReceiptDeliveryMode) : deliveryModeLabelKey(mode as DeliveryMode);

const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment with its offset (2026-12-03T18:00:00+08:00): the server's clock judges it. */
export const instantField = stringField()
  .trim()
  .refine((v) => INSTANT_PATTERN.test(v) && !Number.isNaN(Date.parse(v)), { error: 'date.invalid' });

/**
 * What a supplier offers: one product of its shop or one warehouse receipt it holds (exactly one of the two ids), how
 * much, at what price, delivered how, paid how, until when.
 */
const quoteTermsFields = {
  productId: idField.optional(),
  receiptId: idField.optional(),
  /** The most the buyer may take at this price. */
  quantity: positiveQuantityField,
  /** The least (起订量). */
  minQty: positiveQuantityField,
  /** 元 per unit, tax included (含税). */
  unitPrice: moneyField,
  deliveryMode: z.enum(QUOTE_DELIVERY_MODES, { error: fieldError }),
  /** Where the price holds: the factory, the warehouse, the buyer's site. */
  deliveryPlace: nullableText(100),
  deliveryFrom: dateField,
  deliveryTo: dateField,
  paymentTerms: z.enum(QUOTE_PAYMENT_TERMS, { error: fieldError }),
  /** Days of credit (账期), with `credit` only. */
  creditDays: z.coerce.number({ error: 'field.invalid' }).int().min(1, { error: 'field.invalid' }).max(180).nullish(),
  /** The moment the offer ends: after now, within QUOTE_MAX_VALID_DAYS. */
  validUntil: instantField,
  remark: nullableText(500),
};

/** A quote's subject by the id its body names. */
export const quoteSubjectOf = (body: { receiptId?: number | undefined }) =>
  body.receiptId !== undefined ? ('receipt' as const) : ('product' as const);

const termsRules = <T extends z.ZodType<QuoteTermsInput>>(schema: T) =>
  schema
    .refine((t) => (t.productId === undefined) !== (t.receiptId === undefined), {
      error: 'quote.subjectRequired',
      path: ['productId'],
    })
    .refine((t) => quoteDeliveryModes(quoteSubjectOf(t)).includes(t.deliveryMode), {
      error: 'quote.deliveryModeOfSubject',
      path: ['deliveryMode'],
    })
    .refine((t) => compareDecimal(t.minQty, t.quantity) <= 0, { error: 'quote.minOverQuantity', path: ['minQty'] })
    .refine((t) => t.deliveryFrom <= t.deliveryTo, { error: 'quote.deliveryRangeInvalid', path: ['deliveryTo'] })
    .refine((t) => (t.paymentTerms === 'credit') === (t.creditDays != null), {
      error: 'quote.creditDaysRequired',
      path: ['creditDays'],
    });

interface QuoteTermsInput {
  productId?: number | undefined;
  receiptId?: number | undefined;
  deliveryMode: QuoteDeliveryMode;
  quantity: string;
  minQty: string;
  deliveryFrom: string;
  deliveryTo: string;
  paymentTerms: string;
  creditDays?: number | null;
}

/**
 * POST /cs/quote/save: a new draft (no id), a draft changed, or the next revision of an offered (or expired) quote
 * saved without being offered yet (the buyer still sees the version it had).
 */
export const quoteSaveBody = termsRules(
  z
    .object({
      id: idField.optional(),
      /** The company the quote answers; null for a public quote any certified company may select. */
      buyerCompanyId: idField.nullable(),
      /** The inquiry (询价单) it answers: its product and buyer; fixed once saved. */
      inquiryId: idField.optional(),
      ...quoteTermsFields,
    })
    .strict(),
);
export type QuoteSaveBody = z.infer<typeof quoteSaveBody>;

export const quoteIdBody = z.object({ id: idField }).strict();

export const quoteDeclineBody = z.object({ id: idField, reason: requiredText(200) }).strict();
export const quoteWithdrawBody = z.object({ id: idField, reason: nullableText(200) }).strict();

/**
 * POST /cs/quote/selectQuote (a form post): the buyer takes the version it read, a quantity within it, delivered to
 * one of its addresses; the quote becomes an order at the quoted price.
 */
export const quoteSelectBody = z
  .object({
    id: idField,
    /** The version the buyer read: a newer one stops the selection (the buyer reads it first). */
    version: z.coerce.number({ error: 'field.invalid' }).int().positive({ error: 'field.invalid' }),
    quantity: positiveQuantityField,
    addressId: idField.optional(),
    remark: nullableText(200),
  })
  .strict();
export type QuoteSelectBody = z.infer<typeof quoteSelectBody>;

/** POST /cs/quote/pageList: the quotes the company sent, or those sent to it, by tab. */
export const quoteListQuery = pageQuerySchema
  .extend({
    box: z.enum(QUOTE_BOXES, { error: fieldError }).default('sent'),
    tab: z.enum(QUOTE_TABS, { error: fieldError }).default('open'),
    /** A quote number, a product's name or CAS number, a company's name. */
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type QuoteListQuery = z.infer<typeof quoteListQuery>;

export const quoteCountsQuery = z.object({ box: z.enum(QUOTE_BOXES, { error: fieldError }).default('sent') }).strict();

/** POST /cs/quote/version/download: a version's quotation PDF (the one offered now without `version`). */
export const quoteDocumentBody = z
  .object({
    id: idField,
    version: z.coerce.number({ error: 'field.invalid' }).int().positive({ error: 'field.invalid' }).optional(),
  })
  .strict();

/** POST /cs/quote/select/last: the supplier's last submitted terms to this buyer for this product (the form's start). */
export const quoteLastQuery = z.object({ buyerCompanyId: idField.nullish(), productId: idField }).strict();

/** POST /cs/quote/is/authority: may the company quote this product or receipt, or see and select this quote. */
export const quoteAuthorityQuery = z
  .object({ quoteId: idField.optional(), productId: idField.optional(), receiptId: idField.optional() })
  .strict()
  .refine((q) => [q.quoteId, q.productId, q.receiptId].filter((id) => id !== undefined).length === 1, {
    error: 'quote.authorityAsk',
    path: ['quoteId'],
  });
export type QuoteAuthorityQuery = z.infer<typeof quoteAuthorityQuery>;

/** POST /cs/quote/products: the company's products a quote may name (on sale in its open shop), by name or CAS. */
export const quotableProductsQuery = z
  .object({ keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional() })
  .strict();

export const quotableProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  casNumber: z.string(),
  grade: z.string().nullable(),
  unit: z.string(),
  /** The catalogue's price and minimum, the form's start; null: 面议. */
  price: z.string().nullable(),
  minOrderQty: z.string(),
  stock: z.string(),
  isDangerous: z.boolean(),
});
export type QuotableProduct = z.infer<typeof quotableProductSchema>;

/** POST /cs/quote/receipts: the receipts the company holds that a quote may sell (free to trade), by number or goods. */
export const quotableReceiptSchema = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  name: z.string(),
  grade: z.string(),
  casNumber: z.string(),
  unit: z.string(),
  quantity: z.string(),
  warehouseName: z.string(),
  /** The least part a receipt of the goods splits into (a quote's minimum is at least this, unless it sells it all). */
  minSplitQty: z.string(),
  isDangerous: z.boolean(),
});
export type QuotableReceipt = z.infer<typeof quotableReceiptSchema>;

/** The receipt a quote sells, as it was when the terms were written. */
export const quoteReceiptSchema = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  warehouseName: z.string(),
});

/** The terms as they were offered in a version (or as a revision waits), with the goods as they were then. */
export const quoteTermsSchema = z.object({
  /** The shop's product quoted; null when the quote sells a receipt. */
  productId: z.number().int().nullable(),
  receipt: quoteReceiptSchema.nullable(),
  ...chemicalFactsShape,
  isDangerous: z.boolean(),
  unNumber: z.string().nullable(),
  hazardClassLabel: z.string().nullable(),
  quantity: z.string(),
  minQty: z.string(),
  unitPrice: z.string(),
  /** quantity × unit price, to the fen. */
  amount: z.string(),
  deliveryMode: z.enum(QUOTE_DELIVERY_MODES),
  deliveryModeLabel: z.string(),
  deliveryPlace: z.string().nullable(),
  deliveryFrom: z.string(),
  deliveryTo: z.string(),
  paymentTerms: z.enum(QUOTE_PAYMENT_TERMS),
  paymentTermsLabel: z.string(),
  creditDays: z.number().int().nullable(),
  validUntil: z.string(),
  remark: z.string().nullable(),
});
export type QuoteTerms = z.infer<typeof quoteTermsSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  quoteNo: z.string(),
  status: z.enum(QUOTE_STATUSES),
  statusLabel: z.string(),
  /** The version offered now (0 while a draft was never submitted). */
  version: z.number().int(),
  subject: z.enum(QUOTE_SUBJECTS),
  audience: z.enum(QUOTE_AUDIENCES),
  supplierCompanyId: z.number().int(),
  supplierCompanyName: z.string(),
  buyerCompanyId: z.number().int().nullable(),
  buyerCompanyName: z.string().nullable(),
  /** The inquiry (询价单) it answers; null: quoted unasked. */
  inquiryId: z.number().int().nullable(),
  /** The current terms: the draft's, or the version offered. */
  terms: quoteTermsSchema,
  /** Its validity has passed by the server's clock. */
  expired: z.boolean(),
  /** The server's clock when answered: a countdown runs from it, not from the browser's. */
  serverNow: z.string(),
  /** A revision saved and not yet offered: its supplier's alone. */
  pending: quoteTermsSchema.nullable(),
  submittedAt: z.string().nullable(),
  selectedQuantity: z.string().nullable(),
  selectedByCompanyName: z.string().nullable(),
  /** The order the selection placed: a shop order, or of a receipt quote the receipt order. */
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  /** Why the buyer declined, or the supplier withdrew. */
  endReason: z.string().nullable(),
  createdAt: z.string(),
  sides: z.array(z.enum(['supplier', 'buyer', 'viewer'])),
  actions: z.array(z.enum(QUOTE_ACTIONS)),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteVersionSchema = z.object({
  version: z.number().int(),
  terms: quoteTermsSchema,
  /** SHA-256 of the version's terms as frozen: any later change to them shows. */
  digest: z.string(),
  submittedAt: z.string(),
  submittedByName: z.string(),
  /** A later version replaced it. */
  superseded: z.boolean(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

export const quoteSelectedSchema = z.object({ quote: quoteSchema, orderId: z.number().int(), orderNo: z.string() });

export const quoteCountsSchema = z.object(
  Object.fromEntries(QUOTE_TABS.map((tab) => [tab, z.number().int()])) as {
    [K in (typeof QUOTE_TABS)[number]]: z.ZodNumber;
  },
);

export const quoteAuthoritySchema = z.object({
  allowed: z.boolean(),
  /** Why not, in the caller's language (null when allowed). */
  reason: z.string().nullable(),
  /** Of a quote: whether the caller may select it now (its version, validity and licence considered). */
  canSelect: z.boolean(),
});
export type QuoteAuthority = z.infer<typeof quoteAuthoritySchema>;

/** POST /cs/quote/share: the quote's link, and (with `companyId`) a certified company let in at once. */
export const quoteShareBody = z.object({ id: idField, companyId: idField.optional() }).strict();
/** /applyShare's calls: what a quote's link opens, and a company's request to read the quote. */
export const quoteShareTokenBody = z
  .object({
    token: stringField()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'quote.shareLinkInvalid' }),
  })
  .strict();
export const quoteShareAnswerBody = z.object({ id: idField, approve: z.boolean({ error: fieldError }) }).strict();

export const QUOTE_ACCESS_STATUSES = ['applied', 'approved', 'rejected'] as const;
export type QuoteAccessStatus = (typeof QUOTE_ACCESS_STATUSES)[number];

/** A company let in to read (and select) a quote: by the supplier's grant, or asked through its link and answered. */
export const quoteAccessSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  status: z.enum(QUOTE_ACCESS_STATUSES),
  statusLabel: z.string(),
  via: z.enum(['grant', 'link']),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type QuoteAccess = z.infer<typeof quoteAccessSchema>;

export const quoteSharingSchema = z.object({
  /** The link's token (null until the supplier first shares the quote); the page is /applyShare?token=…. */
  token: z.string().nullable(),
  access: z.array(quoteAccessSchema),
});
export type QuoteSharing = z.infer<typeof quoteSharingSchema>;

/** What a quote's link shows before the company may read the quote: whose quote of what, and where its request stands. */
export const quoteShareInfoSchema = z.object({
  quoteId: z.number().int(),
  quoteNo: z.string(),
  supplierCompanyName: z.string(),
  productName: z.string(),
  /** side: the company reads it already (its supplier, buyer, or a public quote); none: it may ask. */
  access: z.enum(['side', 'none', ...QUOTE_ACCESS_STATUSES]),
});
export type QuoteShareInfo = z.infer<typeof quoteShareInfoSchema>;

const tags = ['quote'];

/** SPEC §7 "Quotes". */
export const quoteRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/cs/quote/save',
    input: quoteSaveBody,
    answer: quoteSchema,
    summary: 'Save a draft quote, or the next revision of an offered one (not yet offered to the buyer)',
    tags,
    permission: 'quote.manage',
    approvedCompany: true,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/cs/quote/submit/quotation',
    input: quoteIdBody,
    answer: quoteSchema,
    summary: 'Offer the draft (version 1) or the saved revision (the next version; the one before is superseded and kept)',
    tags,
    permission: 'quote.manage',
    approvedCompany: true,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/cs/quote/withdraw',
    input: quoteWithdrawBody,
    answer: quoteSchema,
    summary: 'Withdraw an offered quote before the buyer selects it',
    tags,
    permission: 'quote.manage',
  }),
  discard: defineRoute({
    method: 'POST',
    path: '/cs/quote/discard',
    input: quoteIdBody,
    answer: quoteSchema,
    summary: 'Discard a draft that was never offered',
    tags,
    permission: 'quote.manage',
  }),
  pageList: defineRoute({
    method: 'POST',
    path: '/cs/quote/pageList',
    input: quoteListQuery,
    answer: pageSchema(quoteSchema),
    summary: 'The quotes the company sent (box sent) or received (box received), by tab',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  counts: defineRoute({
    method: 'POST',
    path: '/cs/quote/tab/counts',
    input: quoteCountsQuery,
    answer: quoteCountsSchema,
    summary: 'How many quotes each tab of a box holds',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  info: defineRoute({
    method: 'POST',
    path: '/cs/quote/info',
    input: quoteIdBody,
    answer: quoteSchema,
    summary: 'One quote, to its supplier, its buyer, and the companies it is open to',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  document: defineRoute({
    method: 'POST',
    path: '/cs/quote/version/download',
    input: quoteDocumentBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary:
      'A version’s quotation (报价单) as evidence: a PDF of its frozen terms, its parties, every version’s digest and the log’s head, sealed by the platform (PAdES)',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  history: defineRoute({
    method: 'POST',
    path: '/cs/quote/select/history',
    input: quoteIdBody,
    answer: z.array(quoteVersionSchema),
    summary: 'Every offered version of a quote, newest first, each with the digest of its frozen terms',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  last: defineRoute({
    method: 'POST',
    path: '/cs/quote/select/last',
    input: quoteLastQuery,
    answer: quoteTermsSchema.nullable(),
    summary: 'The last terms the company offered this buyer for this product (null if none): the new quote’s start',
    tags,
    permission: 'quote.manage',
  }),
  receipts: defineRoute({
    method: 'POST',
    path: '/cs/quote/receipts',
    input: quotableProductsQuery,
    answer: z.array(quotableReceiptSchema),
    summary: 'The warehouse receipts the company holds that a quote may sell (free to trade), by number or goods: at most 20',
    tags,
    permission: 'quote.manage',
  }),
  products: defineRoute({
    method: 'POST',
    path: '/cs/quote/products',
    input: quotableProductsQuery,
    answer: z.array(quotableProductSchema),
    summary: 'The company’s products a quote may name (on sale in its open shop), by name or CAS number: at most 20',
    tags,
    permission: 'quote.manage',
  }),
  authority: defineRoute({
    method: 'POST',
    path: '/cs/quote/is/authority',
    input: quoteAuthorityQuery,
    answer: quoteAuthoritySchema,
    summary:
      'Whether the company may quote a product (certified, its own, licensed for a dangerous good), or see and select a quote',
    tags,
  }),
  select: defineRoute({
    method: 'POST',
    path: '/cs/quote/selectQuote',
    input: quoteSelectBody,
    answer: quoteSelectedSchema,
    summary:
      'Accept the latest version of a valid quote: it becomes an order at the quoted price, or of a receipt quote a receipt order taken at once (form post or JSON)',
    tags,
    permission: 'buy.order',
    approvedCompany: true,
    idempotent: true,
  }),
  share: defineRoute({
    method: 'POST',
    path: '/cs/quote/share',
    input: quoteShareBody,
    answer: quoteSharingSchema,
    summary: 'The quote’s share link (made on first use), and with companyId a certified company let in to read and select it',
    tags,
    permission: 'quote.manage',
  }),
  sharing: defineRoute({
    method: 'POST',
    path: '/cs/quote/share/list',
    input: quoteIdBody,
    answer: quoteSharingSchema,
    summary: 'The quote’s share link and the companies let in or asking to be, newest first',
    tags,
    permission: 'quote.manage',
  }),
  shareAnswer: defineRoute({
    method: 'POST',
    path: '/cs/quote/share/answer',
    input: quoteShareAnswerBody,
    answer: quoteAccessSchema,
    summary: 'Let in, or refuse, a company that asked through the link to read the quote',
    tags,
    permission: 'quote.manage',
  }),
  shareInfo: defineRoute({
    method: 'POST',
    path: '/cs/quote/share/info',
    input: quoteShareTokenBody,
    answer: quoteShareInfoSchema,
    summary: 'What a quote’s share link opens (/applyShare): whose quote of what, and the caller’s access to it',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  shareApply: defineRoute({
    method: 'POST',
    path: '/cs/quote/share/apply',
    input: quoteShareTokenBody,
    answer: quoteShareInfoSchema,
    summary: 'Ask the supplier, through the quote’s link, to let the company read and select the quote',
    tags,
    permission: ['quote.manage', 'buy.order'],
    approvedCompany: true,
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/cs/quote/decline',
    input: quoteDeclineBody,
    answer: quoteSchema,
    summary: 'Decline a quote addressed to the company, with the reason the supplier reads',
    tags,
    permission: 'buy.order',
  }),
};
