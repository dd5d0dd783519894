import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, stringField } from './fields.ts';
import { chemicalFactsShape } from './product.ts';
import { defineRoute } from './route.ts';

/**
 * Product reviews (评价), SPEC §7 "Reviews" (/productAppraise/*) and the public /appraise/appraise.
 *
 * - Once an order is complete (status 80) the buyer company reviews each of its lines once: a score
 *   1–5, a text of 1–500 characters, up to 6 public images (/oss/upload/img uploads of the author),
 *   and whether to appear anonymously.
 * - The public product page lists the reviews with a summary (count, average to one decimal,
 *   distribution by score); an anonymous review shows the buyer's company name masked (杭**公司).
 */

export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
export const REVIEW_CONTENT_MAX = 500;
export const REVIEW_IMAGE_LIMIT = 6;

export const reviewScoreField = z.coerce
  .number({ error: 'review.scoreInvalid' })
  .int({ error: 'review.scoreInvalid' })
  .min(1, { error: 'review.scoreInvalid' })
  .max(5, { error: 'review.scoreInvalid' });

// ---------------------------------------------------------------- bodies

/** POST /productAppraise/otherAppraisePage: paging only. */
export const reviewPageBody = pageQuerySchema.strict();
export type ReviewPageBody = z.infer<typeof reviewPageBody>;

/** POST /productAppraise/stayAppraisePage: paging, optionally the lines of one order only (去评价 on an order). */
export const reviewPendingBody = pageQuerySchema.extend({ orderId: idField.optional() }).strict();
export type ReviewPendingBody = z.infer<typeof reviewPendingBody>;

/** POST /productAppraise/buyerPageList (seller side): paging, optionally one product and one score. */
export const reviewReceivedBody = pageQuerySchema
  .extend({ productId: idField.optional(), score: reviewScoreField.optional() })
  .strict();
export type ReviewReceivedBody = z.infer<typeof reviewReceivedBody>;

/** POST /productAppraise/saveAppraise: the review of one line (`order_items.id`) of a completed order. */
export const reviewSaveBody = z
  .object({
    orderItemId: idField,
    score: reviewScoreField,
    content: stringField()
      .trim()
      .min(1, { error: 'review.contentRequired' })
      .max(REVIEW_CONTENT_MAX, { error: 'review.contentTooLong' }),
    imageKeys: z
      .array(stringField().trim().min(1, { error: 'field.required' }).max(200, { error: 'field.tooLong' }), {
        error: fieldError,
      })
      .max(REVIEW_IMAGE_LIMIT, { error: 'review.imagesTooMany' })
      .default([]),
    anonymous: z.boolean({ error: 'field.invalid' }).default(false),
  })
  .strict();
export type ReviewSaveBody = z.input<typeof reviewSaveBody>;

/** POST /appraise/appraise (public): the reviews of one public product, newest first. */
export const productAppraiseBody = pageQuerySchema.extend({ productId: idField }).strict();
export type ProductAppraiseBody = z.infer<typeof productAppraiseBody>;

// ---------------------------------------------------------------- answers

/** A line of a completed order the caller's company has not reviewed yet (待评价). */
export const reviewPendingItemSchema = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  ...chemicalFactsShape,
  /** The product's cover image (/seeView URL), null when it has none. */
  pictureUrl: z.string().nullable(),
  price: z.string(),
  quantity: z.string(),
  amount: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  /** When the buyer confirmed receipt (the order became complete). */
  receivedAt: z.string().nullable(),
});
export type ReviewPendingItem = z.infer<typeof reviewPendingItemSchema>;

/** A review as its author company (已评价) or the reviewed shop's company (收到的评价) sees it. */
export const reviewSchema = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  casNumber: z.string(),
  pictureUrl: z.string().nullable(),
  quantity: z.string(),
  unit: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  /** The buyer company (in full: both parties of the order know each other). */
  buyerCompanyName: z.string(),
  score: z.number().int(),
  content: z.string(),
  imageKeys: z.array(z.string()),
  imageUrls: z.array(z.string()),
  anonymous: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review on the public product page: no order, no author; the company masked when anonymous. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  content: z.string(),
  imageUrls: z.array(z.string()),
  anonymous: z.boolean(),
  /** The buyer company's name, masked (杭**公司) when the review is anonymous. */
  companyName: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  count: z.number().int(),
  /** The average score to one decimal ("4.5"), "0.0" without reviews; computed by the database. */
  average: z.string(),
  /** How many reviews gave each score, scores 1 to 5 in order. */
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productAppraiseSchema = z.object({
  summary: reviewSummarySchema,
  page: pageSchema(publicReviewSchema),
});
export type ProductAppraise = z.infer<typeof productAppraiseSchema>;

/** POST /productAppraise/saveAppraise answers the review it wrote. */
export const reviewSavedSchema = reviewSchema;

const tags = ['review'];

/**
 * SPEC §7 "Reviews" (/productAppraise/*) and "Public and catalogue" (/appraise/appraise): the buyer
 * company reviews the lines of its complete orders; the seller reads what it received; visitors read
 * a public product's reviews with their summary.
 */
export const reviewRoutes = {
  pending: defineRoute({
    method: 'POST',
    path: '/productAppraise/stayAppraisePage',
    input: reviewPendingBody,
    answer: pageSchema(reviewPendingItemSchema),
    summary:
      'Lines of the caller company’s complete (80) purchases not reviewed yet (待评价), latest received first, paged {current, size}; orderId: of that order only',
    tags,
    permission: 'buy.review',
  }),
  written: defineRoute({
    method: 'POST',
    path: '/productAppraise/otherAppraisePage',
    input: reviewPageBody,
    answer: pageSchema(reviewSchema),
    summary: 'The reviews the caller company wrote (已评价), newest first, paged {current, size}',
    tags,
    permission: 'buy.review',
  }),
  received: defineRoute({
    method: 'POST',
    path: '/productAppraise/buyerPageList',
    input: reviewReceivedBody,
    answer: pageSchema(reviewSchema),
    summary:
      'Seller side (收到的评价): the reviews buyers wrote on the caller company’s shop products, newest first, paged, optionally {productId, score}',
    tags,
    permission: 'shop.order',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/productAppraise/saveAppraise',
    input: reviewSaveBody,
    answer: reviewSavedSchema,
    summary:
      'Review one line {orderItemId} of the caller company’s complete (80) order once: score 1–5, content 1–500 characters, up to 6 public images the caller uploaded (imageKeys), anonymous (the public list masks the company). Another company’s line → 404, not complete → 409 naming the status, reviewed already → 409',
    tags,
    permission: 'buy.review',
  }),
  ofProduct: defineRoute({
    method: 'POST',
    path: '/appraise/appraise',
    input: productAppraiseBody,
    answer: productAppraiseSchema,
    summary:
      'Public: the reviews of a product the catalogue shows {productId, current, size}, newest first, with the summary (count, average to one decimal, count per score); anonymous reviews show the company masked (杭**公司). A product not shown → 404',
    tags,
    auth: 'public',
  }),
};

/**
 * The company name an anonymous review shows: the first character, `**`, and the last two (杭州某某化工
 * 有限公司 → 杭**公司); short names keep less (a name of up to two characters shows only its first).
 */
export function maskCompanyName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '**';
  const tail = chars.length > 4 ? 2 : chars.length > 2 ? 1 : 0;
  return `${chars[0]}**${chars.slice(chars.length - tail).join('')}`;
}
