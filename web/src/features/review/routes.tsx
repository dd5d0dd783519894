import type { Feature } from '../../app/feature.ts';

/**
 * Product reviews (评价): /manage/mycommends (待评价, 已评价, 收到的评价). The public section of the
 * product page is components/ProductReviews.tsx, placed by the catalogue's detail page.
 */
export const reviewFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
