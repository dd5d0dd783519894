import {
  envelopeSchema,
  pageSchema,
  productAppraiseBody,
  productAppraiseSchema,
  reviewPageBody,
  reviewPendingItemSchema,
  reviewReceivedBody,
  reviewSaveBody,
  reviewSavedSchema,
  reviewSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCompany } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { callerOf } from '../order/order-access.ts';
import { listPending } from './list-pending.ts';
import { listReceived } from './list-received.ts';
import { listWritten } from './list-written.ts';
import { productReviewsPage } from './product-reviews.ts';
import { saveReview } from './save-review.ts';

const tags = ['review'];
const BUYER = { permission: 'buy.review' } as const;
const SELLER = { permission: 'shop.order' } as const;

/**
 * SPEC §7 "Reviews" (/productAppraise/*) and "Public and catalogue" (/appraise/appraise): the buyer
 * company reviews the lines of its complete orders; the seller reads what it received; visitors read
 * a public product's reviews with their summary.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/productAppraise/stayAppraisePage',
    {
      config: BUYER,
      schema: {
        tags,
        summary:
          'Lines of the caller company’s complete (80) purchases not reviewed yet (待评价), latest received first, paged {current, size}',
        body: reviewPageBody,
        response: { 200: envelopeSchema(pageSchema(reviewPendingItemSchema)) },
      },
    },
    async (request) =>
      ok(request, await listPending(ctx.db, currentCompany(request).companyId, request.body, languageOf(request))),
  );

  app.post(
    '/productAppraise/otherAppraisePage',
    {
      config: BUYER,
      schema: {
        tags,
        summary: 'The reviews the caller company wrote (已评价), newest first, paged {current, size}',
        body: reviewPageBody,
        response: { 200: envelopeSchema(pageSchema(reviewSchema)) },
      },
    },
    async (request) => ok(request, await listWritten(ctx.db, currentCompany(request).companyId, request.body)),
  );

  app.post(
    '/productAppraise/buyerPageList',
    {
      config: SELLER,
      schema: {
        tags,
        summary:
          'Seller side (收到的评价): the reviews buyers wrote on the caller company’s shop products, newest first, paged, optionally {productId, score}',
        body: reviewReceivedBody,
        response: { 200: envelopeSchema(pageSchema(reviewSchema)) },
      },
    },
    async (request) => ok(request, await listReceived(ctx.db, currentCompany(request).companyId, request.body)),
  );

  app.post(
    '/productAppraise/saveAppraise',
    {
      config: BUYER,
      schema: {
        tags,
        summary:
          'Review one line {orderItemId} of the caller company’s complete (80) order once: score 1–5, content 1–500 characters, up to 6 public images the caller uploaded (imageKeys), anonymous (the public list masks the company). Another company’s line → 404, not complete → 409 naming the status, reviewed already → 409',
        body: reviewSaveBody,
        response: { 200: envelopeSchema(reviewSavedSchema) },
      },
    },
    async (request) => {
      const review = await saveReview(ctx.db, callerOf(request), request.body, languageOf(request));
      app.logEvent(request, 'review.save', { id: review.id, orderItemId: review.orderItemId, score: review.score });
      return ok(request, review, 'review.saved');
    },
  );

  app.post(
    '/appraise/appraise',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Public: the reviews of a product the catalogue shows {productId, current, size}, newest first, with the summary (count, average to one decimal, count per score); anonymous reviews show the company masked (杭**公司). A product not shown → 404',
        body: productAppraiseBody,
        response: { 200: envelopeSchema(productAppraiseSchema) },
      },
    },
    async (request) => ok(request, await productReviewsPage(ctx, request.body)),
  );
};
