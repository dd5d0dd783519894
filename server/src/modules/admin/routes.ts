import { type AdminUser, adminRoutes as routes, USER_STATUS } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { listSms } from './list-sms.ts';
import { listUsers } from './list-users.ts';
import { setUserStatus } from './set-user-status.ts';

/** The usual log's record of an account enabled or disabled. */
const statusDetail = (user: AdminUser) => ({ userId: user.id, userName: user.userName });

/** Operator console (运营后台): users and the SMS outbox. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.users, ({ ctx, input }) => listUsers(ctx, input));
  command(app, routes.enable, ({ ctx, user, input }) => setUserStatus(ctx.db, user, input.id, USER_STATUS.ENABLED), {
    message: 'admin.userEnabled',
    log: { event: 'admin.user.enable', detail: statusDetail },
  });
  command(app, routes.disable, ({ ctx, user, input }) => setUserStatus(ctx.db, user, input.id, USER_STATUS.DISABLED), {
    message: 'admin.userDisabled',
    log: { event: 'admin.user.disable', detail: statusDetail },
  });
  query(app, routes.sms, ({ ctx, input }) => listSms(ctx, input));
};
