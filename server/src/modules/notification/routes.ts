import { notificationRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { saveSettings, settingsOf } from '../../platform/notify/settings.ts';
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
  query(app, routes.settings, ({ ctx, user }) => settingsOf(ctx.db, user.id));
  command(app, routes.saveSettings, ({ ctx, user, input }) => saveSettings(ctx.db, user.id, input), {
    message: 'notification.settingsSaved',
  });
};
