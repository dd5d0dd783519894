import {
  adminSmsListQuery,
  adminUserIdBody,
  adminUserListQuery,
  adminUserSchema,
  envelopeSchema,
  pageSchema,
  smsRecordSchema,
  USER_STATUS,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { listSms } from './list-sms.ts';
import { listUsers } from './list-users.ts';
import { setUserStatus } from './set-user-status.ts';

const STATUS_CHANGES = [
  {
    action: 'enable',
    status: USER_STATUS.ENABLED,
    message: 'admin.userEnabled',
    summary: 'Enable a disabled account (operator)',
  },
  {
    action: 'disable',
    status: USER_STATUS.DISABLED,
    message: 'admin.userDisabled',
    summary: 'Disable an account and end its sessions at once (operator)',
  },
] as const;

/** Operator console (运营后台): users and the SMS outbox. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/user/list',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first; keyword matches user name, name or mobile (operator)',
        querystring: adminUserListQuery,
        response: { 200: envelopeSchema(pageSchema(adminUserSchema)) },
      },
    },
    async (request) => ok(request, await listUsers(app.ctx, request.query)),
  );
  for (const change of STATUS_CHANGES) {
    app.post(
      `/admin/user/${change.action}`,
      {
        config: { auth: 'operator' },
        schema: {
          tags: ['admin'],
          summary: change.summary,
          body: adminUserIdBody,
          response: { 200: envelopeSchema(adminUserSchema) },
        },
      },
      async (request) => {
        const user = await setUserStatus(app.ctx, currentUser(request), request.body.id, change.status);
        app.logEvent(request, `admin.user.${change.action}`, { userId: user.id, userName: user.userName });
        return ok(request, user, change.message);
      },
    );
  }
  app.get(
    '/admin/sms/list',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['admin'],
        summary: 'The SMS outbox (短信记录), newest first; mobile matches any part (operator)',
        querystring: adminSmsListQuery,
        response: { 200: envelopeSchema(pageSchema(smsRecordSchema)) },
      },
    },
    async (request) => ok(request, await listSms(app.ctx, request.query)),
  );
};
