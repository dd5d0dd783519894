import type { CatalogueHome, CatalogueProductCard, CategoryNode, Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { catalogueCards } from '../catalogue/index.ts';
import { publicCategoryTree } from '../category/index.ts';
import { shopCards } from '../shop/index.ts';
import { enabledBanners } from './banners.ts';
import { pinnedProductIds } from './hot-pins.ts';

/** How many items each home block shows. */
export const HOME_BLOCK_SIZE = { hot: 8, newest: 8, shops: 6 } as const;

const twoLevels = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.map((n) => ({ ...n, children: n.children.map((c) => ({ ...c, children: [] })) }));

/** The operator's pinned products still in the catalogue (in pin order), then the hottest others. */
async function hotBlock(ctx: AppContext, lang: Language): Promise<CatalogueProductCard[]> {
  const size = HOME_BLOCK_SIZE.hot;
  const pinnedIds = (await pinnedProductIds(ctx.db)).slice(0, size);
  const [pinned, hottest] = await Promise.all([
    pinnedIds.length > 0 ? catalogueCards(ctx, { productIds: pinnedIds }, { current: 1, size, sort: 'hot' }, lang) : [],
    catalogueCards(ctx, {}, { current: 1, size: size + pinnedIds.length, sort: 'hot' }, lang),
  ]);
  const pinOrder = new Map(pinnedIds.map((id, i) => [id, i]));
  const head = pinned.sort((a, b) => (pinOrder.get(a.id) ?? 0) - (pinOrder.get(b.id) ?? 0));
  const tail = hottest.filter((p) => !pinOrder.has(p.id));
  return [...head, ...tail].slice(0, size);
}

/**
 * POST /search/home/page: banners, the category tree (two levels), hot and newest products,
 * recommended shops — the same for every visitor of a language, so kept HOME_CACHE_SECONDS (homeblock/routes.ts).
 */
export async function homePage(ctx: AppContext, lang: Language): Promise<CatalogueHome> {
  const [banners, tree, hot, newest, shops] = await Promise.all([
    enabledBanners(ctx.db),
    publicCategoryTree(ctx.db),
    hotBlock(ctx, lang),
    catalogueCards(ctx, {}, { current: 1, size: HOME_BLOCK_SIZE.newest, sort: 'newest' }, lang),
    shopCards(ctx, { current: 1, size: HOME_BLOCK_SIZE.shops }),
  ]);
  return {
    banners,
    categories: twoLevels(tree),
    hotProducts: hot,
    newestProducts: newest,
    recommendedShops: shops,
  };
}
