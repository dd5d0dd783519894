import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { idField, mobileField, passwordField, stringField, userNameField } from './fields.ts';
import { ALL_PERMISSION_CODES, type PermissionCode } from './permissions.ts';
import { defineRoute } from './route.ts';

/**
 * Sub-accounts (子账号) and invitations (/manage/childaccountmanage, /manage/childaccountlist,
 * /manage/inviteuser). Every call acts for the caller's active company and needs the permission
 * `company.subaccount` (the main account holds it). A sub-account that holds it may manage the
 * company's other sub-accounts, but only those whose permissions it holds itself, never grants a
 * code it does not hold, and never touches the main account or itself.
 */

export const isPermissionCode = (code: string): code is PermissionCode =>
  (ALL_PERMISSION_CODES as readonly string[]).includes(code);

/** Granted codes: every one must be in the catalogue (400 naming `permissions`). Duplicates are ignored. */
export const permissionCodesField = z
  .array(stringField().max(64), { error: (issue) => (issue.input === undefined ? 'field.required' : 'field.invalid') })
  .max(100, { error: 'field.tooLong' })
  .refine((codes) => codes.every(isPermissionCode), { error: 'permission.unknown' });

const personNameField = stringField()
  .trim()
  .min(1, { error: 'subaccount.nameInvalid' })
  .max(30, { error: 'subaccount.nameInvalid' });

/** 1 enabled, 0 disabled (the membership of the company). */
export const SUBACCOUNT_STATUS = { ENABLED: 1, DISABLED: 0 } as const;
export type SubAccountStatus = (typeof SUBACCOUNT_STATUS)[keyof typeof SUBACCOUNT_STATUS];

/** POST /user/subaccount/save: a new user that exists only for the company (owner_company_id). */
export const subAccountSaveBody = z
  .object({
    userName: userNameField,
    mobile: mobileField,
    name: personNameField,
    password: passwordField,
    permissions: permissionCodesField,
  })
  .strict();
export type SubAccountSaveBody = z.infer<typeof subAccountSaveBody>;

const statusFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .refine((n) => n === 0 || n === 1, { error: 'field.invalid' })
    .optional(),
);

/** GET|POST /user/subaccount/list: `keyword` matches user name, name or mobile; `status` 1/0. */
export const subAccountListQuery = pageQuerySchema.extend({
  keyword: stringField().trim().max(50).optional(),
  status: statusFilter,
});
export type SubAccountListQuery = z.infer<typeof subAccountListQuery>;

/** POST /user/subaccount/enable and /disable: `id` is the sub-account's user id. */
export const subAccountIdBody = z.object({ id: idField }).strict();
/** GET /user/subaccount/info?id. */
export const subAccountInfoQuery = z.object({ id: idField });

/** POST /user/subaccount/reset/pwd: sets a new password and ends the sub-account's sessions. */
export const subAccountResetPwdBody = z.object({ id: idField, password: passwordField }).strict();

/** POST /user/subaccount/update: name and/or permissions (permissions take effect on the next request). */
export const subAccountUpdateBody = z
  .object({ id: idField, name: personNameField.optional(), permissions: permissionCodesField.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.permissions !== undefined, {
    error: 'subaccount.nothingToUpdate',
    path: ['permissions'],
  });
export type SubAccountUpdateBody = z.infer<typeof subAccountUpdateBody>;

export const subAccountSchema = z.object({
  /** The sub-account's user id (what enable/disable/reset/update/info take). */
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  mobile: z.string(),
  mobileMasked: z.string(),
  /** SUBACCOUNT_STATUS: the membership of this company, 1 enabled / 0 disabled. */
  status: z.number().int(),
  /** Catalogue order. */
  permissions: z.array(z.string()),
  /** True for an account the company created (/save); false for a user who joined by invitation. */
  owned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

/** POST /user/subCheckMobileExist: for the sub-account form. */
export const subCheckMobileBody = z.object({ mobile: mobileField }).strict();
export const subCheckMobileResult = z.object({
  /** A user with this mobile is registered. */
  exists: z.boolean(),
  /** Free: a new sub-account can be created with it. */
  available: z.boolean(),
  /** Already a member (main or sub-account) of the active company. */
  member: z.boolean(),
  /** A registered user who can be invited (not a member, not another company's own sub-account). */
  invitable: z.boolean(),
});
export type SubCheckMobileResult = z.infer<typeof subCheckMobileResult>;

// ── invitations ─────────────────────────────────────────────────────────────────────────────────

export const INVITATION_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** An invitation is valid for 7 days. */
export const INVITATION_TTL_DAYS = 7;
/** The page of the web app that accepts an invitation (the SMS carries it with `?code=`). */
export const INVITE_PAGE_PATH = '/manage/inviteuser';
/** Invitation codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 10;
export const INVITE_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

export const inviteCodeField = stringField().trim().toUpperCase().regex(INVITE_CODE_PATTERN, { error: 'invite.codeInvalid' });

/** POST /user/subaccount/invite: an SMS with the link and the code goes to `mobile`. */
export const inviteBody = z
  .object({
    mobile: mobileField,
    permissions: permissionCodesField,
    /** How the company calls the invitee (a remark shown in the invitation list). */
    name: personNameField.optional(),
  })
  .strict();
export type InviteBody = z.infer<typeof inviteBody>;

/** GET /user/subaccount/invite/list. */
export const inviteListQuery = pageQuerySchema.extend({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(INVITATION_STATUSES, { error: 'field.invalid' }).optional(),
  ),
});
export type InviteListQuery = z.infer<typeof inviteListQuery>;

/** POST /user/subaccount/invite/cancel. */
export const inviteCancelBody = z.object({ id: idField }).strict();

export const invitationSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  mobileMasked: z.string(),
  name: z.string().nullable(),
  permissions: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  invitedBy: z.object({ id: z.number().int(), name: z.string() }),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /user/invite/info?code and POST /user/invite/accept {code}: the invitee, logged in with the invited mobile. */
export const inviteInfoQuery = z.object({ code: inviteCodeField });
export const inviteAcceptBody = z.object({ code: inviteCodeField }).strict();

export const inviteInfoSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  inviterName: z.string(),
  mobileMasked: z.string(),
  permissions: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** After accepting, the company is the invitee's active company. */
export const inviteAcceptResult = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), auditStatus: z.number().int() }),
  permissions: z.array(z.string()),
});
export type InviteAcceptResult = z.infer<typeof inviteAcceptResult>;

const tags = ['subaccount'];
/**
 * Every management call needs `company.subaccount` in the active company. The main account holds
 * it; a sub-account granted it manages only sub-accounts within its own permissions, grants only
 * codes it holds, and never acts on the main account or itself.
 */
const permission = 'company.subaccount';
const listSummary =
  "The company's sub-accounts (never the main account), newest first; keyword matches user name, name or mobile";

/** SPEC §7 "Sub-accounts" and invitations (/manage/childaccountmanage, childaccountlist, inviteuser). */
export const subAccountRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/user/subaccount/save',
    input: subAccountSaveBody,
    answer: subAccountSchema,
    summary: 'Create a sub-account of the active company with granted permissions',
    tags,
    permission,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/user/subaccount/list',
    input: subAccountListQuery,
    answer: pageSchema(subAccountSchema),
    summary: listSummary,
    tags,
    permission,
  }),
  /** The same list for clients that post their filter. */
  listPosted: defineRoute({
    method: 'POST',
    path: '/user/subaccount/list',
    input: subAccountListQuery,
    answer: pageSchema(subAccountSchema),
    summary: listSummary,
    tags,
    permission,
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/user/subaccount/enable',
    input: subAccountIdBody,
    answer: subAccountSchema,
    summary: 'Enable a disabled sub-account (an account the company created may log in again)',
    tags,
    permission,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/user/subaccount/disable',
    input: subAccountIdBody,
    answer: subAccountSchema,
    summary: 'Disable a sub-account: its membership (and an account the company created) is off, its sessions end at once',
    tags,
    permission,
  }),
  resetPwd: defineRoute({
    method: 'POST',
    path: '/user/subaccount/reset/pwd',
    input: subAccountResetPwdBody,
    answer: subAccountSchema,
    summary: 'Set a new password for a sub-account the company created; its sessions end',
    tags,
    permission,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/user/subaccount/update',
    input: subAccountUpdateBody,
    answer: subAccountSchema,
    summary: "Change a sub-account's name and/or permissions (effective on its next request)",
    tags,
    permission,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/user/subaccount/info',
    input: subAccountInfoQuery,
    answer: subAccountSchema,
    summary: 'One sub-account of the active company',
    tags,
    permission,
  }),
  checkMobile: defineRoute({
    method: 'POST',
    path: '/user/subCheckMobileExist',
    input: subCheckMobileBody,
    answer: subCheckMobileResult,
    summary: 'For the sub-account form: is a mobile free, or a registered user who could be invited?',
    tags,
    permission,
  }),

  // ── invitations ───────────────────────────────────────────────────────────────────────────────
  invite: defineRoute({
    method: 'POST',
    path: '/user/subaccount/invite',
    input: inviteBody,
    answer: invitationSchema,
    summary: 'Invite a mobile to join the company as a sub-account (SMS with link and one-time code, 7 days)',
    tags,
    permission,
  }),
  invitations: defineRoute({
    method: 'GET',
    path: '/user/subaccount/invite/list',
    input: inviteListQuery,
    answer: pageSchema(invitationSchema),
    summary: "The company's invitations, newest first",
    tags,
    permission,
  }),
  cancelInvitation: defineRoute({
    method: 'POST',
    path: '/user/subaccount/invite/cancel',
    input: inviteCancelBody,
    answer: invitationSchema,
    summary: 'Cancel a pending invitation; its code stops working',
    tags,
    permission,
  }),
  /** The invitee's side: any signed-in user, logged in with the invited mobile. */
  invitationInfo: defineRoute({
    method: 'GET',
    path: '/user/invite/info',
    input: inviteInfoQuery,
    answer: inviteInfoSchema,
    summary: 'For the invitee (logged in with the invited mobile): the company and permissions of an invitation',
    tags,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/user/invite/accept',
    input: inviteAcceptBody,
    answer: inviteAcceptResult,
    summary: 'Accept an invitation: join the company as a sub-account and make it the active company',
    tags,
  }),
};
