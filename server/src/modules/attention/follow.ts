import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { visibleKnownProduct } from '../catalogue/index.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import { productAttentions } from './tables.ts';

/**
 * POST /wr/product/attention: the user follows a product the catalogue shows (else 404). Following
 * it again answers 409 'attention.exists' (the unique index settles concurrent requests).
 */
export async function followProduct(ctx: AppContext, userId: number, productId: number): Promise<void> {
  const [visible] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, productId), visibleKnownProduct(ctx.db)));
  if (!visible) throw notFound();
  const inserted = await ctx.db
    .insert(productAttentions)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: productAttentions.id });
  if (inserted.length === 0) throw wrongState('attention.exists');
}
