import { type Language, ORDER_STATUS, orderStatusLabelKey, type Review, translate } from '@hgsc/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import type { OrderCaller } from '../order/index.ts';
import { orderItems, orders } from '../order/index.ts';
import { selectReviews, toReview } from './review-view.ts';
import { productReviews } from './tables.ts';

export interface SaveReviewInput {
  orderItemId: number;
  score: number;
  content: string;
  imageKeys: string[];
  anonymous: boolean;
}

/**
 * Review images: public (/oss) images the author uploaded, each once; anything else is 400 naming
 * imageKeys. Public files are served to anyone (platform/files/access.ts), so the product page can
 * show them to visitors without a file-access rule.
 */
async function checkImages(db: Db, keys: string[], userId: number): Promise<void> {
  if (keys.length === 0) return;
  if (new Set(keys).size !== keys.length) throw invalidField('imageKeys', 'review.imageInvalid');
  const found = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.key, keys),
        eq(storedFiles.kind, 'img'),
        eq(storedFiles.encrypted, false),
        like(storedFiles.mime, 'image/%'),
        eq(storedFiles.ownerUserId, userId),
      ),
    );
  if (found.length !== keys.length) throw invalidField('imageKeys', 'review.imageInvalid');
}

/**
 * POST /productAppraise/saveAppraise: the caller's company reviews one line of its purchase. The line
 * of an order the company did not buy (or an unknown line) → 404; an order not complete (80) → 409
 * naming its status; a line reviewed already → 409. The insert alone decides the last case: the
 * unique index on the line lets exactly one of two concurrent saves in, the other gets the 409.
 */
export async function saveReview(db: Db, caller: OrderCaller, input: SaveReviewInput, lang: Language): Promise<Review> {
  const [line] = await db
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      orderId: orders.id,
      status: orders.status,
      buyerCompanyId: orders.buyerCompanyId,
      shopId: orders.shopId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, input.orderItemId));
  if (!line || line.buyerCompanyId !== caller.company.companyId) throw notFound('review.itemNotFound');
  if (line.status !== ORDER_STATUS.COMPLETE) {
    throw wrongState('review.notComplete', { status: translate(orderStatusLabelKey(line.status), lang) });
  }
  await checkImages(db, input.imageKeys, caller.userId);
  const [inserted] = await db
    .insert(productReviews)
    .values({
      orderItemId: line.orderItemId,
      orderId: line.orderId,
      productId: line.productId,
      shopId: line.shopId,
      buyerCompanyId: line.buyerCompanyId,
      authorUserId: caller.userId,
      score: input.score,
      content: input.content,
      imageKeys: input.imageKeys,
      anonymous: input.anonymous,
    })
    .onConflictDoNothing({ target: productReviews.orderItemId })
    .returning({ id: productReviews.id });
  if (!inserted) throw wrongState('review.exists');
  const [row] = await selectReviews(db, eq(productReviews.id, inserted.id));
  if (!row) throw notFound('review.itemNotFound');
  return toReview(row);
}
