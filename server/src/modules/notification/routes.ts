import { notificationRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { listNotifications, unreadCount } from './list-notifications.ts';
import { readNotifications } from './read-notifications.ts';

/** The notification centre: the signed-in person's inbox, its unread count, marking read. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, user, input, lang }) =>
    listNotifications(ctx.db, user.id, input ?? { current: 1, size: 10 }, lang),
  );
  query(app, routes.unreadCount, async ({ ctx, user }) => ({ count: await unreadCount(ctx.db, user.id) }));
  command(app, routes.read, async ({ ctx, user, input }) => ({
    updated: await readNotifications(ctx.db, user.id, input?.ids),
  }));
};
