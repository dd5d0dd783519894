import type { Page, ProductAppraise, Review, ReviewPendingItem, ReviewReceivedBody, ReviewSaveBody } from '@hgsc/contracts';
import { http } from '../../shared/request/http.ts';

/** SPEC §7 "Reviews" (/productAppraise/*) and the public /appraise/appraise. */
export const reviewApi = {
  /** 待评价: lines of complete purchases without a review. */
  pending: (body: { current: number; size: number }) =>
    http.post<Page<ReviewPendingItem>>('/productAppraise/stayAppraisePage', body),
  /** 已评价: the reviews the company wrote. */
  written: (body: { current: number; size: number }) => http.post<Page<Review>>('/productAppraise/otherAppraisePage', body),
  /** 收到的评价 (seller): reviews of the company's shop products. */
  received: (body: ReviewReceivedBody) => http.post<Page<Review>>('/productAppraise/buyerPageList', body),
  save: (body: ReviewSaveBody) => http.post<Review>('/productAppraise/saveAppraise', body),
  /** Public: a product's reviews and their summary. */
  ofProduct: (body: { productId: number; current: number; size: number }) =>
    http.post<ProductAppraise>('/appraise/appraise', body),
};

/** Every review query starts with REVIEW_KEY: one invalidation refreshes the lists and product pages. */
export const REVIEW_KEY = ['review'] as const;
export const PRODUCT_REVIEWS_KEY = ['review', 'product'] as const;
