import { cartRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { addToCart } from './add-to-cart.ts';
import { cartOwner, optionalBuyer } from './buyer.ts';
import { clearCart } from './clear-cart.ts';
import { countLines } from './count-lines.ts';
import { getPrice } from './get-price.ts';
import { listCart } from './list-cart.ts';
import { mergeBuylist } from './merge-buylist.ts';
import { removeLines } from './remove-lines.ts';

/**
 * SPEC §7 "Cart and orders" (/ordercart/*): the logged-in user's cart, and the
 * public pricing of a visitor's buylist cookie. Sub-accounts acting for a company need `buy.cart`.
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, request, lang }) => listCart(ctx, cartOwner(request), lang));

  // The everyday add is one statement in no transaction (query budget addToCart: 3); the use case opens its locked
  // transaction only where that statement could not write the line.
  command(
    app,
    routes.add,
    async ({ ctx, request, input, lang, log, say }) => {
      const buyer = cartOwner(request);
      const { items, productId, quantity, mode } = input;
      if (items) {
        const merged = await mergeBuylist(ctx, buyer, items, lang);
        log('cart.merge', { added: merged.lines.length, skipped: merged.skipped.length });
        say('cart.merged');
        return { ...merged, count: await countLines(ctx.db, buyer.userId) };
      }
      // The body schema requires both when there are no items.
      const { line, count } = await addToCart(ctx, buyer, { productId: productId as number, quantity: quantity as string, mode });
      log('cart.add', { productId, quantity, mode });
      say(mode === 'set' ? 'cart.quantityUpdated' : 'cart.added');
      return { lines: [line], skipped: [], count };
    },
    { ownTransactions: true },
  );

  query(app, routes.price, ({ ctx, request, input, lang }) => getPrice(ctx, optionalBuyer(request), input.items, lang));

  command(
    app,
    routes.remove,
    async ({ ctx, request, input }) => {
      const { userId } = cartOwner(request);
      const removed = await removeLines(ctx.db, userId, [input.id]);
      return { removed, count: await countLines(ctx.db, userId) };
    },
    { message: 'common.deleted', log: { event: 'cart.remove', detail: (_, { input }) => ({ ids: [input.id] }) } },
  );

  command(
    app,
    routes.removeBatch,
    async ({ ctx, request, input }) => {
      const { userId } = cartOwner(request);
      const removed = await removeLines(ctx.db, userId, input.ids);
      return { removed, count: await countLines(ctx.db, userId) };
    },
    { message: 'common.deleted', log: { event: 'cart.remove', detail: (_, { input }) => ({ ids: input.ids }) } },
  );

  command(
    app,
    routes.clear,
    async ({ ctx, request }) => ({ removed: await clearCart(ctx.db, cartOwner(request).userId), count: 0 }),
    { message: 'cart.cleared', log: { event: 'cart.clear', detail: ({ removed }) => ({ removed }) } },
  );

  query(app, routes.count, async ({ ctx, user }) => ({ count: await countLines(ctx.db, user.id) }));
};
