import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../platform/context.ts';

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
 * A public catalogue answer (the home page's data, a search page) kept `seconds` in ctx.cache under
 * `catalogue:<key>`, or loaded every time when `seconds` is 0. Writes in this process forget every such answer
 * (`changesCatalogue` routes); stock and sales counts moved by orders and other processes' writes show when the
 * entry expires — a product's own page and the checkout always read the database.
 */
export function keptInCatalogueCache<T>(ctx: AppContext, key: string, seconds: number, load: () => Promise<T>): Promise<T> {
  if (seconds === 0) return load();
  return ctx.cache.get(`${PREFIX}${key}`, seconds * 1000, load);
}

export const forgetCatalogue = (ctx: AppContext) => ctx.cache.invalidate(PREFIX);

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
