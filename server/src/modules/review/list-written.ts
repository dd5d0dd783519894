import type { Page, PageQuery, Review } from '@hgsc/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { readPage } from '../../platform/db/paging.ts';
import { selectReviews, toReview } from './review-view.ts';
import { productReviews } from './tables.ts';

/** POST /productAppraise/otherAppraisePage (已评价): the reviews the caller's company wrote, newest first. */
export function listWritten(db: Db, companyId: number, query: PageQuery): Promise<Page<Review>> {
  const where = eq(productReviews.buyerCompanyId, companyId);
  return readPage(query, selectReviews(db, where), db.select({ n: count() }).from(productReviews).where(where), toReview);
}
