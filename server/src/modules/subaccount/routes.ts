import { subAccountRoutes as routes, SUBACCOUNT_STATUS } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
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

/** The usual log's record of a change to one sub-account. */
const changed = (call: { company: { companyId: number } }, answer: { id: number }) => ({
  companyId: call.company.companyId,
  subUserId: answer.id,
});

/**
 * A password is hashed (argon2, tens of ms) or an SMS sent outside the database: these use cases open their
 * transactions themselves, around their writes.
 */
const OWN = { ownTransactions: true } as const;

/** SPEC §7 "Sub-accounts" and invitations (/manage/childaccountmanage, childaccountlist, inviteuser). */
export const subAccountRoutes: FastifyPluginAsync = async (app) => {
  command(app, routes.save, ({ ctx, user, company, input }) => saveSubAccount(ctx, managerOf(user, company), input), {
    ...OWN,
    message: 'subaccount.saved',
    log: { event: 'subaccount.create', detail: (sub, call) => ({ ...changed(call, sub), permissions: sub.permissions }) },
  });

  query(app, routes.list, ({ ctx, company, input }) => listSubAccounts(ctx, company.companyId, input));
  query(app, routes.listPosted, ({ ctx, company, input }) => listSubAccounts(ctx, company.companyId, input));

  command(
    app,
    routes.enable,
    ({ ctx, user, company, input }) => setSubAccountStatus(ctx.db, managerOf(user, company), input.id, SUBACCOUNT_STATUS.ENABLED),
    { message: 'subaccount.enabled', log: { event: 'subaccount.enable', detail: (sub, call) => changed(call, sub) } },
  );
  command(
    app,
    routes.disable,
    ({ ctx, user, company, input }) =>
      setSubAccountStatus(ctx.db, managerOf(user, company), input.id, SUBACCOUNT_STATUS.DISABLED),
    { message: 'subaccount.disabled', log: { event: 'subaccount.disable', detail: (sub, call) => changed(call, sub) } },
  );

  command(
    app,
    routes.resetPwd,
    ({ ctx, user, company, input }) => resetSubAccountPassword(ctx, managerOf(user, company), input),
    {
      ...OWN,
      message: 'subaccount.passwordReset',
      log: { event: 'subaccount.resetPassword', detail: (sub, call) => changed(call, sub) },
    },
  );

  command(app, routes.update, ({ ctx, user, company, input }) => updateSubAccount(ctx.db, managerOf(user, company), input), {
    message: 'subaccount.updated',
    log: {
      event: 'subaccount.update',
      detail: (sub, call) => ({
        ...changed(call, sub),
        ...(call.input.name === undefined ? {} : { name: sub.name }),
        ...(call.input.permissions === undefined ? {} : { permissions: sub.permissions }),
      }),
    },
  });

  query(app, routes.info, ({ ctx, user, company, input }) => subAccountInfo(ctx, managerOf(user, company), input.id));
  query(app, routes.checkMobile, ({ ctx, user, company, input }) => checkSubMobile(ctx, managerOf(user, company), input.mobile));

  // ── invitations ─────────────────────────────────────────────────────────────────────────────
  command(
    app,
    routes.invite,
    ({ ctx, request, user, company, input }) => sendInvitation(ctx, managerOf(user, company), input, request.ip || null),
    {
      ...OWN,
      message: 'invite.sent',
      log: {
        event: 'subaccount.invite',
        detail: (invitation, call) => ({
          companyId: call.company.companyId,
          invitationId: invitation.id,
          mobile: invitation.mobileMasked,
          permissions: invitation.permissions,
        }),
      },
    },
  );

  query(app, routes.invitations, ({ ctx, company, input }) => listInvitations(ctx, company.companyId, input));

  command(
    app,
    routes.cancelInvitation,
    ({ ctx, user, company, input }) => cancelInvitation(ctx.db, managerOf(user, company), input.id),
    {
      message: 'invite.cancelled',
      log: {
        event: 'subaccount.inviteCancel',
        detail: (invitation, call) => ({ companyId: call.company.companyId, invitationId: invitation.id }),
      },
    },
  );

  query(app, routes.invitationInfo, ({ ctx, user, input }) => invitationInfo(ctx, user, input.code));

  command(app, routes.accept, ({ ctx, user, input }) => acceptInvitation(ctx, user, input.code), {
    message: 'invite.accepted',
    log: { event: 'subaccount.inviteAccept', detail: (result, call) => ({ companyId: result.company.id, userId: call.user.id }) },
  });
};
