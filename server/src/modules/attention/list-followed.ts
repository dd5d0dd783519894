import { type AttentionItem, type Language, type Page, type PageQuery, toPage } from '@hgsc/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { cardColumns, toCatalogueCard, visibleKnownProduct } from '../catalogue/index.ts';
import { categories } from '../category/index.ts';
import { companies } from '../company/index.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import { productAttentions } from './tables.ts';

/**
 * POST /wr/product/attention/list: the caller's followed products, latest followed first. A
 * product the catalogue no longer shows stays in the list with `available: false` (so it can be
 * unfollowed); its price is then the last one it had.
 */
export async function listFollowed(
  ctx: AppContext,
  userId: number,
  query: PageQuery,
  lang: Language,
): Promise<Page<AttentionItem>> {
  const where = eq(productAttentions.userId, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        ...cardColumns,
        followedAt: productAttentions.createdAt,
        available: visibleKnownProduct(ctx.db).mapWith(Boolean),
      })
      .from(productAttentions)
      .innerJoin(products, eq(products.id, productAttentions.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(productAttentions.createdAt), desc(productAttentions.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(productAttentions).where(where),
  ]);
  return toPage(
    rows.map((r) => ({ ...toCatalogueCard(r, lang), followedAt: r.followedAt.toISOString(), available: r.available })),
    total?.n ?? 0,
    query,
  );
}
