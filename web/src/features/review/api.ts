import { type RouteInput, reviewRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** SPEC §7 "Reviews" (/productAppraise/*) and the public /appraise/appraise. */
export const reviewApi = {
  /** 待评价: lines of complete purchases without a review. */
  pending: (body: RouteInput<typeof reviewRoutes.pending>) => call(reviewRoutes.pending, body),
  /** 已评价: the reviews the company wrote. */
  written: (body: { current: number; size: number }) => call(reviewRoutes.written, body),
  /** 收到的评价 (seller): reviews of the company's shop products. */
  received: (body: RouteInput<typeof reviewRoutes.received>) => call(reviewRoutes.received, body),
  save: (body: RouteInput<typeof reviewRoutes.save>) => call(reviewRoutes.save, body),
  /** Public: a product's reviews and their summary. */
  ofProduct: (body: { productId: number; current: number; size: number }) => call(reviewRoutes.ofProduct, body),
};

/** Every review query starts with REVIEW_KEY: one invalidation refreshes the lists and product pages. */
export const REVIEW_KEY = ['review'] as const;
export const PRODUCT_REVIEWS_KEY = ['review', 'product'] as const;
