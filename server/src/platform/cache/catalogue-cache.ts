import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import type { KeepAnswer } from '../http/kept-answer.ts';
import type { KeepDrawnPage } from '../web/server-pages.ts';
import { MicroCache } from './micro-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A successful call changes what the public catalogue shows (a product's shelf, price or audit, a shop,
     * a licence, a category, a banner or pin): this process forgets its cached home and search answers.
     */
    changesCatalogue?: boolean;
    /** A successful call changes what the receipt market shows: this process forgets its kept market pages. */
    changesMarket?: boolean;
  }
}

const PREFIX = 'catalogue:';
/** Where the receipt market's pages are kept, beside the catalogue's answers (receipt-listing/list-listings.ts marketKey). */
const MARKET_PREFIX = `${PREFIX}market:`;

/**
 * Where a public catalogue answer (the home page's data, a search page, a product page, a page of the receipt
 * market) is kept: `seconds` in
 * `cache` (ctx.cache unless given) under `catalogue:<key>`, as the endpoint's `keep` option takes it
 * (platform/http/kept-answer.ts: the JSON text and its compressed forms, one load per burst). `key` names every input
 * of the answer, its language included. With `seconds` 0 every call loads. Writes in this process forget every such
 * answer (`changesCatalogue` routes); stock and sales counts moved by orders and other processes' writes show when
 * the entry expires — a product's own page and the checkout always read the database.
 */
export const keptCatalogueAnswer = (
  ctx: AppContext,
  key: string,
  seconds: number,
  cache: MicroCache = ctx.cache,
): KeepAnswer => ({
  cache,
  key: `${PREFIX}${key}`,
  seconds,
});

/**
 * Data every catalogue answer reads alike (the category tree), kept `ms` in ctx.cache beside the answers: forgotten
 * with them by this process's catalogue writes, shown by other processes within `ms`. Kept whatever the answers'
 * own settings, since it is reference data, not an answer.
 */
export const keptCatalogueData = <T>(ctx: AppContext, key: string, ms: number, load: () => Promise<T>): Promise<T> =>
  ctx.cache.get(`${PREFIX}data:${key}`, ms, load);

const productPages = new WeakMap<AppContext, MicroCache>();

/**
 * Product pages are kept apart from home and search answers: a crawler walking through a million products fills
 * this cache only, never pushing the home page or a burst's search out of ctx.cache.
 */
export function productPageCache(ctx: AppContext): MicroCache {
  let cache = productPages.get(ctx);
  if (!cache) {
    cache = new MicroCache();
    productPages.set(ctx, cache);
  }
  return cache;
}

export const forgetCatalogue = (ctx: AppContext) => {
  ctx.cache.invalidate(PREFIX);
  productPageCache(ctx).invalidate(PREFIX);
};

/**
 * Forgets the catalogue's cached answers (the market's pages with them) after every successful `changesCatalogue`
 * call, and the market's pages alone after a `changesMarket` one, before its answer leaves: the caller's next search
 * already sees the change.
 */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode >= 400) return;
      if (request.routeOptions.config?.changesCatalogue) forgetCatalogue(app.ctx);
      else if (request.routeOptions.config?.changesMarket) app.ctx.cache.invalidate(MARKET_PREFIX);
    });
  },
  { name: 'catalogue-cache' },
);

class NotDrawn extends Error {}

/**
 * Keeps a drawn public page (platform/web/server-pages.ts) as long as the data it shows: the home page
 * HOME_CACHE_SECONDS, a search page SEARCH_CACHE_SECONDS, forgotten with them by catalogue writes — the news
 * console's writes too, as the home page shows the latest news. Product and shop pages are drawn for each visit: a
 * product page's call counts the visit.
 */
export function drawnPageKeeper(ctx: AppContext): KeepDrawnPage {
  return async (page, url, draw) => {
    const seconds = page === 'home' ? ctx.config.HOME_CACHE_SECONDS : page === 'search' ? ctx.config.SEARCH_CACHE_SECONDS : 0;
    if (seconds === 0) return draw();
    const kept = ctx.cache.get(`${PREFIX}drawn:${url}`, seconds * 1000, async () => {
      const drawn = await draw();
      // Not drawn (busy, a failed call): nothing is kept, the next visitor's page is drawn again.
      if (!drawn) throw new NotDrawn();
      return drawn;
    });
    return kept.catch((error: unknown) => {
      if (error instanceof NotDrawn) return null;
      throw error;
    });
  };
}
