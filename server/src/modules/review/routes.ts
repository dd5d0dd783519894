import { reviewRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { listPending } from './list-pending.ts';
import { listReceived } from './list-received.ts';
import { listWritten } from './list-written.ts';
import { productReviewsPage } from './product-reviews.ts';
import { saveReview } from './save-review.ts';

/**
 * SPEC §7 "Reviews" (/productAppraise/*) and "Public and catalogue" (/appraise/appraise): the buyer
 * company reviews the lines of its complete orders; the seller reads what it received; visitors read
 * a public product's reviews with their summary.
 */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.pending, ({ ctx, company, input, lang }) => listPending(ctx.db, company.companyId, input, lang));
  query(app, routes.written, ({ ctx, company, input }) => listWritten(ctx.db, company.companyId, input));
  query(app, routes.received, ({ ctx, company, input }) => listReceived(ctx.db, company.companyId, input));

  command(app, routes.save, ({ ctx, request, input, lang }) => saveReview(ctx.db, callerOf(request), input, lang), {
    message: 'review.saved',
    log: { event: 'review.save', detail: (review) => ({ id: review.id, orderItemId: review.orderItemId, score: review.score }) },
  });

  query(app, routes.ofProduct, ({ ctx, input }) => productReviewsPage(ctx, input));
};
