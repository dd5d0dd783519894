import {
  attentionBody,
  attentionDelBody,
  attentionDelResultSchema,
  attentionItemSchema,
  attentionListBody,
  envelopeSchema,
  pageSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { followProduct } from './follow.ts';
import { listFollowed } from './list-followed.ts';
import { unfollowProducts } from './unfollow.ts';

const tags = ['attention'];

/** SPEC §7 "Matching …" (/wr/product/attention, /attention/del), issue 4 item 5: following products (logged in). */
export const attentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/wr/product/attention',
    {
      schema: {
        tags,
        summary: 'Follow a product the catalogue shows (404 otherwise); following it again → 409',
        body: attentionBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await followProduct(ctx, user.id, request.body.productId);
      app.logEvent(request, 'attention.follow', { productId: request.body.productId });
      return ok(request, null, 'attention.followed');
    },
  );

  app.post(
    '/wr/product/attention/del',
    {
      schema: {
        tags,
        summary: 'Stop following one product (productId) or several (ids: product ids); 404 when none was followed',
        body: attentionDelBody,
        response: { 200: envelopeSchema(attentionDelResultSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = [...new Set([...(request.body.ids ?? []), ...(request.body.productId ? [request.body.productId] : [])])];
      const removed = await unfollowProducts(ctx, user.id, ids);
      app.logEvent(request, 'attention.unfollow', { productIds: ids, removed });
      return ok(request, { removed }, 'attention.removed');
    },
  );

  app.post(
    '/wr/product/attention/list',
    {
      schema: {
        tags,
        summary:
          'The caller’s followed products, latest followed first, paged; `available` false once the catalogue no longer shows one',
        body: attentionListBody,
        response: { 200: envelopeSchema(pageSchema(attentionItemSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await listFollowed(ctx, currentUser(request).id, request.body ?? { current: 1, size: 10 }, languageOf(request)),
      ),
  );
};
