import type {
  Invitation,
  InviteAcceptResult,
  InviteInfo,
  inviteBody,
  inviteListQuery,
  Page,
  SubAccount,
  SubCheckMobileResult,
  subAccountListQuery,
  subAccountSaveBody,
  subAccountUpdateBody,
} from '@hgsc/contracts';
import type { z } from 'zod';
import { http } from '../../shared/request/http.ts';

type ListParams = Partial<Record<keyof z.input<typeof subAccountListQuery>, string | number>>;
type InviteListParams = Partial<Record<keyof z.input<typeof inviteListQuery>, string | number>>;

/** Sub-accounts (/user/subaccount/*) and invitations of the active company; the invitee's side. */
export const subAccountApi = {
  list: (params: ListParams) => http.get<Page<SubAccount>>('/user/subaccount/list', params),
  info: (id: number) => http.get<SubAccount>('/user/subaccount/info', { id }),
  save: (body: z.input<typeof subAccountSaveBody>) => http.post<SubAccount>('/user/subaccount/save', body),
  update: (body: z.input<typeof subAccountUpdateBody>) => http.post<SubAccount>('/user/subaccount/update', body),
  enable: (id: number) => http.post<unknown>('/user/subaccount/enable', { id }),
  disable: (id: number) => http.post<unknown>('/user/subaccount/disable', { id }),
  resetPwd: (id: number, password: string) => http.post<unknown>('/user/subaccount/reset/pwd', { id, password }),
  /** For the form: a malformed value is reported by the form, not toasted. */
  checkMobile: (mobile: string) =>
    http.post<SubCheckMobileResult>('/user/subCheckMobileExist', { mobile }, { passCodes: [400, 403, 429] }),

  invite: (body: z.input<typeof inviteBody>) => http.post<Invitation>('/user/subaccount/invite', body),
  invitations: (params: InviteListParams) => http.get<Page<Invitation>>('/user/subaccount/invite/list', params),
  cancelInvitation: (id: number) => http.post<unknown>('/user/subaccount/invite/cancel', { id }),
  /** The invitee's view of an invitation; its failures are shown on the page, not toasted. */
  invitationInfo: (code: string) =>
    http.get<InviteInfo>('/user/invite/info', { code }, { passCodes: [400, 403, 404, 409, 410, 429] }),
  accept: (code: string) => http.post<InviteAcceptResult>('/user/invite/accept', { code }),
};

export const SUBACCOUNT_KEY = ['subaccount'] as const;
export const SUBACCOUNT_LIST_KEY = ['subaccount', 'list'] as const;
export const INVITATION_LIST_KEY = ['subaccount', 'invitations'] as const;
