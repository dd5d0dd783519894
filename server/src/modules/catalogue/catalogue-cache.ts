import type { Envelope } from '@hgsc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A successful call changes what the public catalogue shows (a product's shelf, price or audit, a shop,
     * a licence, a category, a banner or pin): this process forgets its cached home and search answers.
     */
    changesCatalogue?: boolean;
  }
}

const PREFIX = 'catalogue:';

/**
 * Answers a public catalogue call (the home page's data, a search page, a product page) from `cache` (ctx.cache
 * unless given), where it is kept
 * `seconds` under `catalogue:<key>` as the JSON text the route's response schema produced: a burst of callers
 * costs one load, one schema check and one serialization (the check and serialization were half the app's time
 * per cached home page). `key` names every input of the answer, its language included. With `seconds` 0 every
 * call loads. Writes in this process forget every such answer (`changesCatalogue` routes); stock and sales counts
 * moved by orders and other processes' writes show when the entry expires — a product's own page and the
 * checkout always read the database.
 */
export async function sendCatalogueAnswer<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  seconds: number,
  load: () => Promise<T>,
  cache: MicroCache = ctx.cache,
): Promise<FastifyReply | Envelope<T>> {
  if (seconds === 0) return ok(request, await load());
  const json = await cache.get(`${PREFIX}${key}`, seconds * 1000, async () => {
    const text: unknown = reply.serialize(ok(request, await load()));
    if (typeof text !== 'string') throw new Error(`catalogue answer ${key} did not serialize to JSON text`);
    return text;
  });
  return reply.type('application/json; charset=utf-8').send(json);
}

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
 * Forgets the catalogue's cached answers after every successful `changesCatalogue` call, before its answer
 * leaves: the caller's next search already sees the change.
 */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.changesCatalogue && reply.statusCode < 400) forgetCatalogue(app.ctx);
    });
  },
  { name: 'catalogue-cache' },
);
