import {
  envelopeSchema,
  invitationSchema,
  inviteAcceptBody,
  inviteAcceptResult,
  inviteBody,
  inviteCancelBody,
  inviteInfoQuery,
  inviteInfoSchema,
  inviteListQuery,
  pageSchema,
  SUBACCOUNT_STATUS,
  subAccountIdBody,
  subAccountInfoQuery,
  subAccountListQuery,
  subAccountResetPwdBody,
  subAccountSaveBody,
  subAccountSchema,
  subAccountUpdateBody,
  subCheckMobileBody,
  subCheckMobileResult,
} from '@hgsc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { managerOf } from './access.ts';
import { cancelInvitation } from './cancel-invitation.ts';
import { checkSubMobile } from './check-sub-mobile.ts';
import { invitationInfo } from './invitation-info.ts';
import { listInvitations } from './list-invitations.ts';
import { listSubAccounts } from './list-subaccounts.ts';
import { resetSubAccountPassword } from './reset-subaccount-password.ts';
import { saveSubAccount } from './save-subaccount.ts';
import { sendInvitation } from './send-invitation.ts';
import { setSubAccountStatus } from './set-subaccount-status.ts';
import { subAccountInfo } from './subaccount-info.ts';
import { updateSubAccount } from './update-subaccount.ts';

const tags = ['subaccount'];
/**
 * Every management call needs `company.subaccount` in the active company. The main account holds
 * it; a sub-account granted it manages only sub-accounts within its own permissions, grants only
 * codes it holds, and never acts on the main account or itself (access.ts).
 */
const MANAGE = { permission: 'company.subaccount' } as const;

const manager = (request: FastifyRequest) => managerOf(currentAuth(request));

const STATUS_CHANGES = [
  {
    action: 'enable',
    status: SUBACCOUNT_STATUS.ENABLED,
    message: 'subaccount.enabled',
    summary: 'Enable a disabled sub-account (an account the company created may log in again)',
  },
  {
    action: 'disable',
    status: SUBACCOUNT_STATUS.DISABLED,
    message: 'subaccount.disabled',
    summary: 'Disable a sub-account: its membership (and an account the company created) is off, its sessions end at once',
  },
] as const;

/** SPEC §7 "Sub-accounts" and invitations (/manage/childaccountmanage, childaccountlist, inviteuser). */
export const subAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/user/subaccount/save',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Create a sub-account of the active company with granted permissions',
        body: subAccountSaveBody,
        response: { 200: envelopeSchema(subAccountSchema) },
      },
    },
    async (request) => {
      const m = manager(request);
      const sub = await saveSubAccount(ctx, m, request.body);
      app.logEvent(request, 'subaccount.create', { companyId: m.companyId, subUserId: sub.id, permissions: sub.permissions });
      return ok(request, sub, 'subaccount.saved');
    },
  );

  const listSummary =
    "The company's sub-accounts (never the main account), newest first; keyword matches user name, name or mobile";
  app.get(
    '/user/subaccount/list',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: listSummary,
        querystring: subAccountListQuery,
        response: { 200: envelopeSchema(pageSchema(subAccountSchema)) },
      },
    },
    async (request) => ok(request, await listSubAccounts(ctx, manager(request).companyId, request.query)),
  );
  app.post(
    '/user/subaccount/list',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: listSummary,
        body: subAccountListQuery,
        response: { 200: envelopeSchema(pageSchema(subAccountSchema)) },
      },
    },
    async (request) => ok(request, await listSubAccounts(ctx, manager(request).companyId, request.body)),
  );

  for (const change of STATUS_CHANGES) {
    app.post(
      `/user/subaccount/${change.action}`,
      {
        config: MANAGE,
        schema: { tags, summary: change.summary, body: subAccountIdBody, response: { 200: envelopeSchema(subAccountSchema) } },
      },
      async (request) => {
        const m = manager(request);
        const sub = await setSubAccountStatus(ctx, m, request.body.id, change.status);
        app.logEvent(request, `subaccount.${change.action}`, { companyId: m.companyId, subUserId: sub.id });
        return ok(request, sub, change.message);
      },
    );
  }

  app.post(
    '/user/subaccount/reset/pwd',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Set a new password for a sub-account the company created; its sessions end',
        body: subAccountResetPwdBody,
        response: { 200: envelopeSchema(subAccountSchema) },
      },
    },
    async (request) => {
      const m = manager(request);
      const sub = await resetSubAccountPassword(ctx, m, request.body);
      app.logEvent(request, 'subaccount.resetPassword', { companyId: m.companyId, subUserId: sub.id });
      return ok(request, sub, 'subaccount.passwordReset');
    },
  );

  app.post(
    '/user/subaccount/update',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Change a sub-account's name and/or permissions (effective on its next request)",
        body: subAccountUpdateBody,
        response: { 200: envelopeSchema(subAccountSchema) },
      },
    },
    async (request) => {
      const m = manager(request);
      const sub = await updateSubAccount(ctx, m, request.body);
      app.logEvent(request, 'subaccount.update', {
        companyId: m.companyId,
        subUserId: sub.id,
        ...(request.body.name === undefined ? {} : { name: sub.name }),
        ...(request.body.permissions === undefined ? {} : { permissions: sub.permissions }),
      });
      return ok(request, sub, 'subaccount.updated');
    },
  );

  app.get(
    '/user/subaccount/info',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One sub-account of the active company',
        querystring: subAccountInfoQuery,
        response: { 200: envelopeSchema(subAccountSchema) },
      },
    },
    async (request) => ok(request, await subAccountInfo(ctx, manager(request), request.query.id)),
  );

  app.post(
    '/user/subCheckMobileExist',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'For the sub-account form: is a mobile free, or a registered user who could be invited?',
        body: subCheckMobileBody,
        response: { 200: envelopeSchema(subCheckMobileResult) },
      },
    },
    async (request) => ok(request, await checkSubMobile(ctx, manager(request), request.body.mobile)),
  );

  // ── invitations ─────────────────────────────────────────────────────────────────────────────
  app.post(
    '/user/subaccount/invite',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Invite a mobile to join the company as a sub-account (SMS with link and one-time code, 7 days)',
        body: inviteBody,
        response: { 200: envelopeSchema(invitationSchema) },
      },
    },
    async (request) => {
      const m = manager(request);
      const invitation = await sendInvitation(ctx, m, request.body, request.ip || null);
      app.logEvent(request, 'subaccount.invite', {
        companyId: m.companyId,
        invitationId: invitation.id,
        mobile: invitation.mobileMasked,
        permissions: invitation.permissions,
      });
      return ok(request, invitation, 'invite.sent');
    },
  );

  app.get(
    '/user/subaccount/invite/list',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "The company's invitations, newest first",
        querystring: inviteListQuery,
        response: { 200: envelopeSchema(pageSchema(invitationSchema)) },
      },
    },
    async (request) => ok(request, await listInvitations(ctx, manager(request).companyId, request.query)),
  );

  app.post(
    '/user/subaccount/invite/cancel',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Cancel a pending invitation; its code stops working',
        body: inviteCancelBody,
        response: { 200: envelopeSchema(invitationSchema) },
      },
    },
    async (request) => {
      const m = manager(request);
      const invitation = await cancelInvitation(ctx, m, request.body.id);
      app.logEvent(request, 'subaccount.inviteCancel', { companyId: m.companyId, invitationId: invitation.id });
      return ok(request, invitation, 'invite.cancelled');
    },
  );

  app.get(
    '/user/invite/info',
    {
      schema: {
        tags,
        summary: 'For the invitee (logged in with the invited mobile): the company and permissions of an invitation',
        querystring: inviteInfoQuery,
        response: { 200: envelopeSchema(inviteInfoSchema) },
      },
    },
    async (request) => ok(request, await invitationInfo(ctx, currentAuth(request).user, request.query.code)),
  );

  app.post(
    '/user/invite/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: join the company as a sub-account and make it the active company',
        body: inviteAcceptBody,
        response: { 200: envelopeSchema(inviteAcceptResult) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const result = await acceptInvitation(ctx, user, request.body.code);
      app.logEvent(request, 'subaccount.inviteAccept', { companyId: result.company.id, userId: user.id });
      return ok(request, result, 'invite.accepted');
    },
  );
};
