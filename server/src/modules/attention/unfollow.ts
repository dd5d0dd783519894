import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { productAttentions } from './tables.ts';

/** The products a call to stop following names: `productId` and `ids` together, each once. */
export const unfollowedIds = (body: { productId?: number | undefined; ids?: number[] | undefined }): number[] => [
  ...new Set([...(body.ids ?? []), ...(body.productId ? [body.productId] : [])]),
];

/**
 * POST /wr/product/attention/del: stops following the given products (productId and/or ids).
 * Only the caller's own follows are touched; when none of them was followed → 404
 * 'attention.notFollowed'. Answers how many were removed.
 */
export async function unfollowProducts(ctx: AppContext, userId: number, productIds: number[]): Promise<number> {
  const removed = await ctx.db
    .delete(productAttentions)
    .where(and(eq(productAttentions.userId, userId), inArray(productAttentions.productId, productIds)))
    .returning({ id: productAttentions.id });
  if (removed.length === 0) throw notFound('attention.notFollowed');
  return removed.length;
}
