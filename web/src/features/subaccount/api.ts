import { type RouteInput, subAccountRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** Sub-accounts (/user/subaccount/*) and invitations of the active company; the invitee's side (`subAccountRoutes`). */
export const subAccountApi = {
  list: (params: RouteInput<typeof subAccountRoutes.list>) => call(subAccountRoutes.list, params),
  info: (id: number) => call(subAccountRoutes.info, { id }),
  save: (body: RouteInput<typeof subAccountRoutes.save>) => call(subAccountRoutes.save, body),
  update: (body: RouteInput<typeof subAccountRoutes.update>) => call(subAccountRoutes.update, body),
  enable: (id: number) => call(subAccountRoutes.enable, { id }),
  disable: (id: number) => call(subAccountRoutes.disable, { id }),
  resetPwd: (id: number, password: string) => call(subAccountRoutes.resetPwd, { id, password }),
  /** For the form: a malformed value is reported by the form, not toasted. */
  checkMobile: (mobile: string) => call(subAccountRoutes.checkMobile, { mobile }, { passCodes: [400, 403, 429] }),

  invite: (body: RouteInput<typeof subAccountRoutes.invite>) => call(subAccountRoutes.invite, body),
  invitations: (params: RouteInput<typeof subAccountRoutes.invitations>) => call(subAccountRoutes.invitations, params),
  cancelInvitation: (id: number) => call(subAccountRoutes.cancelInvitation, { id }),
  /** The invitee's view of an invitation; its failures are shown on the page, not toasted. */
  invitationInfo: (code: string) =>
    call(subAccountRoutes.invitationInfo, { code }, { passCodes: [400, 403, 404, 409, 410, 429] }),
  accept: (code: string) => call(subAccountRoutes.accept, { code }),
};

export const SUBACCOUNT_KEY = ['subaccount'] as const;
export const SUBACCOUNT_LIST_KEY = ['subaccount', 'list'] as const;
export const INVITATION_LIST_KEY = ['subaccount', 'invitations'] as const;
