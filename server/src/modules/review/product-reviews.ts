import {
  maskCompanyName,
  type ProductAppraise,
  type ProductAppraiseBody,
  REVIEW_SCORES,
  type ReviewSummary,
} from '@hgsc/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { readPage } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { visibleKnownProduct } from '../catalogue/index.ts';
import { companies } from '../company/index.ts';
import { products } from '../product/index.ts';
import { imageUrl, shops } from '../shop/index.ts';
import { productReviews } from './tables.ts';

/** Count, average (rounded to one decimal by the database, as text) and per-score counts in one query. */
async function summaryOf(db: Db, productId: number): Promise<ReviewSummary> {
  const byScore = Object.fromEntries(
    REVIEW_SCORES.map((score) => [
      `s${score}`,
      sql<number>`count(*) filter (where ${productReviews.score} = ${score})`.mapWith(Number),
    ]),
  );
  const [row] = await db
    .select({
      count: count(),
      average: sql<string>`round(coalesce(avg(${productReviews.score}), 0), 1)::text`,
      ...byScore,
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId));
  const counts = (row ?? {}) as Record<string, number | string | undefined>;
  return {
    count: Number(counts.count ?? 0),
    average: String(counts.average ?? '0.0'),
    distribution: REVIEW_SCORES.map((score) => ({ score, count: Number(counts[`s${score}`] ?? 0) })),
  };
}

/**
 * POST /appraise/appraise (public): the reviews of a product the catalogue shows (else 404, by the
 * one visibility rule), newest first, with the summary. An anonymous review shows the buyer's
 * company name masked; no review shows its author or order.
 */
export async function productReviewsPage(ctx: AppContext, query: ProductAppraiseBody): Promise<ProductAppraise> {
  const { db } = ctx;
  const [visible] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, query.productId), visibleKnownProduct(db)));
  if (!visible) throw notFound();
  const where = eq(productReviews.productId, query.productId) as SQL;
  const rows = db
    .select({ review: productReviews, companyName: companies.name })
    .from(productReviews)
    .innerJoin(companies, eq(companies.id, productReviews.buyerCompanyId))
    .where(where)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  const [summary, page] = await Promise.all([
    summaryOf(db, query.productId),
    readPage(query, rows, db.select({ n: count() }).from(productReviews).where(where), ({ review, companyName }) => ({
      id: review.id,
      score: review.score,
      content: review.content,
      imageUrls: review.imageKeys.map((key) => imageUrl(key) ?? ''),
      anonymous: review.anonymous,
      companyName: review.anonymous ? maskCompanyName(companyName) : companyName,
      createdAt: review.createdAt.toISOString(),
    })),
  ]);
  return { summary, page };
}
