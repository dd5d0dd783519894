import { z } from 'zod';
import { dateField } from './certificate.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText } from './fields.ts';
import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';
import { positiveQuantityField } from './product.ts';
import { defineRoute } from './route.ts';

/**
 * An inquiry (询价): a buyer asks a shop to price one of its offers — the way to buy one at 面议, and open on any offer
 * for a quantity worth negotiating. It binds nobody (trade.md A: binding only once a quote is selected). The seller
 * answers with a quote addressed to the buyer (the inquiry becomes quoted; the quote's own flow takes over) or
 * declines with a reason; the buyer may cancel it while unanswered. One open inquiry per buyer and offer: asking again
 * waits for the answer (price harvesting is the RFQ's known abuse).
 */
export const INQUIRY_STATUSES = ['open', 'quoted', 'declined', 'cancelled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_ACTIONS = ['quote', 'decline', 'cancel'] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];
/** The buyer asks; the seller is the company whose offer it names. */
export type InquiryParty = 'buyer' | 'seller';

export const inquiryStatusLabelKey = (status: InquiryStatus): MessageKey => `inquiryStatus.${status}`;

export const INQUIRY_FLOW = defineFlow<InquiryStatus, InquiryAction, InquiryParty, { status: InquiryStatus }>({
  kind: 'quoteInquiry',
  actions: INQUIRY_ACTIONS,
  transitions: [
    // Offering a quote that answers it (/cs/quote/submit/quotation) takes this step.
    { from: ['open'], action: 'quote', by: 'seller', to: 'quoted', permission: 'quote.manage' },
    { from: ['open'], action: 'decline', by: 'seller', to: 'declined', permission: 'quote.manage' },
    { from: ['open'], action: 'cancel', by: 'buyer', to: 'cancelled', permission: 'buy.order' },
  ],
  final: ['quoted', 'declined', 'cancelled'],
  stateOf: (inquiry) => inquiry.status,
  stateLabel: inquiryStatusLabelKey,
});

/** The two sides of the inquiries page: those the company sent (as buyer), and those its shop received. */
export const INQUIRY_BOXES = ['sent', 'received'] as const;
export type InquiryBox = (typeof INQUIRY_BOXES)[number];

/** POST /cs/quote/inquiry/submit: what the buyer wants priced. */
export const inquirySubmitBody = z
  .object({
    productId: idField,
    /** How much: at least the offer's minimum order. */
    quantity: positiveQuantityField,
    /** Where the goods should go (the price depends on it). */
    deliveryPlace: nullableText(100),
    /** The latest day the buyer needs them by (YYYY-MM-DD). */
    needBy: dateField.nullish(),
    message: nullableText(500),
  })
  .strict();
export type InquirySubmitBody = z.infer<typeof inquirySubmitBody>;

export const inquiryIdBody = z.object({ id: idField }).strict();
export const inquiryDeclineBody = z.object({ id: idField, reason: requiredText(200) }).strict();

/** POST /cs/quote/inquiry/pageList: a box, the open ones or all, newest first. */
export const inquiryListQuery = pageQuerySchema
  .extend({
    box: z.enum(INQUIRY_BOXES, { error: fieldError }).default('sent'),
    status: z.enum(INQUIRY_STATUSES, { error: fieldError }).optional(),
  })
  .strict();

export const inquirySchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  statusLabel: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  casNumber: z.string(),
  unit: z.string(),
  /** The offer's price when asked; null: 面议. */
  listedPrice: z.string().nullable(),
  minOrderQty: z.string(),
  shopName: z.string(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  sellerCompanyId: z.number().int(),
  sellerCompanyName: z.string(),
  quantity: z.string(),
  deliveryPlace: z.string().nullable(),
  needBy: z.string().nullable(),
  message: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The quote that answers it (a draft shows to the seller only); null before. */
  quoteId: z.number().int().nullable(),
  quoteNo: z.string().nullable(),
  quoteStatusLabel: z.string().nullable(),
  /** The steps the caller's side may take now (the page's buttons). */
  actions: z.array(z.enum(INQUIRY_ACTIONS)),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

const tags = ['quote'];

/** The inquiries that lead to a quote (SPEC §7 "Quotes" gives the quote's paths; these sit beside them). */
export const inquiryRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/cs/quote/inquiry/submit',
    input: inquirySubmitBody,
    answer: inquirySchema,
    summary: 'Ask a shop to quote one of its offers (the way to buy one at 面议); one open inquiry per buyer and offer',
    tags,
    permission: 'buy.order',
    approvedCompany: true,
  }),
  pageList: defineRoute({
    method: 'POST',
    path: '/cs/quote/inquiry/pageList',
    input: inquiryListQuery,
    answer: pageSchema(inquirySchema),
    summary: 'The inquiries the company sent (box sent) or its shop received (box received), newest first',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  info: defineRoute({
    method: 'POST',
    path: '/cs/quote/inquiry/info',
    input: inquiryIdBody,
    answer: inquirySchema,
    summary: 'One inquiry, to its buyer and its seller',
    tags,
    permission: ['quote.manage', 'buy.order'],
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/cs/quote/inquiry/cancel',
    input: inquiryIdBody,
    answer: inquirySchema,
    summary: 'The buyer withdraws an inquiry not yet answered',
    tags,
    permission: 'buy.order',
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/cs/quote/inquiry/decline',
    input: inquiryDeclineBody,
    answer: inquirySchema,
    summary: 'The seller declines to quote, with the reason the buyer reads',
    tags,
    permission: 'quote.manage',
  }),
};
