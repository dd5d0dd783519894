import type { Page, Review, ReviewReceivedBody } from '@hgsc/contracts';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { readPage } from '../../platform/db/paging.ts';
import { shops } from '../shop/index.ts';
import { selectReviews, toReview } from './review-view.ts';
import { productReviews } from './tables.ts';

/**
 * POST /productAppraise/buyerPageList (收到的评价, seller side): what buyers wrote on the products of
 * the caller company's shop, newest first, optionally of one product and/or one score. A company
 * without a shop gets an empty page.
 */
export function listReceived(db: Db, companyId: number, query: ReviewReceivedBody): Promise<Page<Review>> {
  const where = and(
    inArray(productReviews.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, companyId))),
    query.productId === undefined ? undefined : eq(productReviews.productId, query.productId),
    query.score === undefined ? undefined : eq(productReviews.score, query.score),
  ) as SQL;
  return readPage(query, selectReviews(db, where), db.select({ n: count() }).from(productReviews).where(where), toReview);
}
