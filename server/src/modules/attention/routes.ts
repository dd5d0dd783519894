import { attentionRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { followProduct } from './follow.ts';
import { listFollowed } from './list-followed.ts';
import { unfollowedIds, unfollowProducts } from './unfollow.ts';

/** SPEC §7 "Matching …" (/wr/product/attention, /attention/del): following products; kept per user, so logged in. */
export const attentionRoutes: FastifyPluginAsync = async (app) => {
  command(
    app,
    routes.follow,
    async ({ ctx, user, input }) => {
      await followProduct(ctx, user.id, input.productId);
      return null;
    },
    {
      message: 'attention.followed',
      log: { event: 'attention.follow', detail: (_answer, call) => ({ productId: call.input.productId }) },
    },
  );

  command(
    app,
    routes.unfollow,
    async ({ ctx, user, input }) => ({ removed: await unfollowProducts(ctx, user.id, unfollowedIds(input)) }),
    {
      message: 'attention.removed',
      log: {
        event: 'attention.unfollow',
        detail: ({ removed }, call) => ({ productIds: unfollowedIds(call.input), removed }),
      },
    },
  );

  query(app, routes.list, ({ ctx, user, input, lang }) => listFollowed(ctx, user.id, input ?? { current: 1, size: 10 }, lang));
};
