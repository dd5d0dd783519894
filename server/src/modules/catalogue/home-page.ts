import type { CatalogueHome, CategoryNode, Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { publicCategoryTree } from '../category/tree.ts';
import { selectShops } from '../shop/public-shop.ts';
import { catalogueProducts } from './search.ts';

/** How many items each home block shows. */
export const HOME_BLOCK_SIZE = { hot: 8, newest: 8, shops: 6 } as const;

const twoLevels = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.map((n) => ({ ...n, children: n.children.map((c) => ({ ...c, children: [] })) }));

/** POST /search/home/page: the category tree (two levels), hot and newest products, recommended shops. */
export async function homePage(ctx: AppContext, lang: Language): Promise<CatalogueHome> {
  const [tree, hot, newest, shops] = await Promise.all([
    publicCategoryTree(ctx.db),
    catalogueProducts(ctx, {}, { current: 1, size: HOME_BLOCK_SIZE.hot, sort: 'hot' }, lang),
    catalogueProducts(ctx, {}, { current: 1, size: HOME_BLOCK_SIZE.newest, sort: 'newest' }, lang),
    selectShops(ctx, { current: 1, size: HOME_BLOCK_SIZE.shops }),
  ]);
  return {
    categories: twoLevels(tree),
    hotProducts: hot.records,
    newestProducts: newest.records,
    recommendedShops: shops.records,
  };
}
