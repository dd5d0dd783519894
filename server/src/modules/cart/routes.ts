import {
  cartAddBody,
  cartAddResultSchema,
  cartCountSchema,
  cartEmptyBody,
  cartLineIdBody,
  cartLineIdsBody,
  cartListSchema,
  cartPriceBody,
  cartPriceSchema,
  cartRemoveResultSchema,
  envelopeSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { addToCart } from './add-to-cart.ts';
import { cartOwner, optionalBuyer } from './buyer.ts';
import { clearCart } from './clear-cart.ts';
import { countLines } from './count-lines.ts';
import { getPrice } from './get-price.ts';
import { listCart } from './list-cart.ts';
import { mergeBuylist } from './merge-buylist.ts';
import { removeLines } from './remove-lines.ts';

const tags = ['cart'];

/**
 * SPEC §7 "Cart and orders" (/ordercart/*), issue 5 item 1: the logged-in user's cart, and the
 * public pricing of a visitor's buylist cookie. Sub-accounts acting for a company need `buy.cart`.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/ordercart/cartlist',
    {
      schema: {
        tags,
        summary:
          'The caller’s cart grouped by shop, each line with the product’s live price, stock, minimum order quantity and status (unavailable, own product, sold out, quantity out of range), line amounts, shop subtotals and total of buyable lines',
        body: cartEmptyBody,
        response: { 200: envelopeSchema(cartListSchema) },
      },
    },
    async (request) => ok(request, await listCart(ctx, cartOwner(request), languageOf(request))),
  );

  app.post(
    '/ordercart/addtocart',
    {
      schema: {
        tags,
        summary:
          'Add a product {productId, quantity, mode: add (default) | set} — the resulting quantity between the minimum order quantity and the stock, not an own product — or merge a visitor’s buylist {items} on login (items that cannot be added are skipped and reported)',
        body: cartAddBody,
        response: { 200: envelopeSchema(cartAddResultSchema) },
      },
    },
    async (request) => {
      const buyer = cartOwner(request);
      const { items, productId, quantity, mode } = request.body;
      if (items) {
        const merged = await mergeBuylist(ctx, buyer, items, languageOf(request));
        app.logEvent(request, 'cart.merge', { added: merged.lines.length, skipped: merged.skipped.length });
        return ok(request, { ...merged, count: await countLines(ctx.db, buyer.userId) }, 'cart.merged');
      }
      // The body schema requires both when there are no items.
      const { line, count } = await addToCart(ctx, buyer, { productId: productId as number, quantity: quantity as string, mode });
      app.logEvent(request, 'cart.add', { productId, quantity, mode });
      const result = { lines: [line], skipped: [], count };
      return ok(request, result, mode === 'set' ? 'cart.quantityUpdated' : 'cart.added');
    },
  );

  app.post(
    '/ordercart/getprice',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Public: live prices, amounts and statuses of a selection {items: [{productId, quantity}]} (a visitor’s buylist cookie, a checkout preview); unknown or never public products only in unknownIds',
        body: cartPriceBody,
        response: { 200: envelopeSchema(cartPriceSchema) },
      },
    },
    async (request) => ok(request, await getPrice(ctx, optionalBuyer(request), request.body.items, languageOf(request))),
  );

  app.post(
    '/ordercart/remove',
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s lines {id}; another user’s or an unknown line → 404',
        body: cartLineIdBody,
        response: { 200: envelopeSchema(cartRemoveResultSchema) },
      },
    },
    async (request) => {
      const { userId } = cartOwner(request);
      const removed = await removeLines(ctx, userId, [request.body.id]);
      app.logEvent(request, 'cart.remove', { ids: [request.body.id] });
      return ok(request, { removed, count: await countLines(ctx.db, userId) }, 'common.deleted');
    },
  );

  app.post(
    '/ordercart/removebatch',
    {
      schema: {
        tags,
        summary:
          'Remove several of the caller’s lines {ids}; none selected → 400 请选择至少一条数据; any id not the caller’s line → 404 and nothing is removed',
        body: cartLineIdsBody,
        response: { 200: envelopeSchema(cartRemoveResultSchema) },
      },
    },
    async (request) => {
      const { userId } = cartOwner(request);
      const removed = await removeLines(ctx, userId, request.body.ids);
      app.logEvent(request, 'cart.remove', { ids: request.body.ids });
      return ok(request, { removed, count: await countLines(ctx.db, userId) }, 'common.deleted');
    },
  );

  app.post(
    '/ordercart/clear',
    {
      schema: {
        tags,
        summary: 'Empty the caller’s cart; answers how many lines were removed',
        body: cartEmptyBody,
        response: { 200: envelopeSchema(cartRemoveResultSchema) },
      },
    },
    async (request) => {
      const { userId } = cartOwner(request);
      const removed = await clearCart(ctx, userId);
      app.logEvent(request, 'cart.clear', { removed });
      return ok(request, { removed, count: 0 }, 'cart.cleared');
    },
  );

  app.post(
    '/ordercart/count',
    {
      schema: {
        tags,
        summary: 'The number of lines in the caller’s cart (the header badge)',
        body: cartEmptyBody,
        response: { 200: envelopeSchema(cartCountSchema) },
      },
    },
    async (request) => ok(request, { count: await countLines(ctx.db, currentUser(request).id) }),
  );
};
