import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { idField, stringField } from './fields.ts';
import { defineRoute } from './route.ts';

/** GET /admin/user/list: `keyword` matches user name, name or mobile. */
export const adminUserListQuery = pageQuerySchema.extend({
  keyword: stringField().trim().max(50).optional(),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(['user', 'operator']),
  /** USER_STATUS: 1 enabled, 0 disabled. */
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /admin/user/enable and /admin/user/disable. */
export const adminUserIdBody = z.object({ id: idField }).strict();

/** GET /admin/sms/list (短信记录): `mobile` matches any part of the number. */
export const adminSmsListQuery = pageQuerySchema.extend({
  mobile: stringField()
    .trim()
    .regex(/^\d{0,11}$/, { error: 'field.invalid' })
    .optional(),
});

/**
 * Why the platform sent a message (the outbox's `purpose`): the codes of platform/sms/codes.ts and the notices
 * (an invitation, a signing link, a shared order, a changed receiving account). The SMS page gives each its words.
 */
export const SMS_PURPOSES = [
  'login',
  'register',
  'change_pwd',
  'change_mobile_old',
  'bind_mobile',
  'lose_pwd',
  'seal_buyer_old',
  'seal_buyer_new',
  'seal_seller_old',
  'seal_seller_new',
  'seal_contract_old',
  'seal_contract_new',
  'contractSign',
  'exchangeSign',
  'invite',
  'contract_sign_link',
  'order_share',
  'receiving_account',
  'notice',
] as const;
export type SmsPurposeName = (typeof SMS_PURPOSES)[number];

export const smsRecordSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  purpose: z.string(),
  content: z.string(),
  code: z.string().nullable(),
  ip: z.string().nullable(),
  provider: z.string(),
  createdAt: z.string(),
});
export type SmsRecord = z.infer<typeof smsRecordSchema>;

const tags = ['admin'];

/** Operator console (运营后台): users and the SMS outbox. */
export const adminRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/admin/user/list',
    input: adminUserListQuery,
    answer: pageSchema(adminUserSchema),
    summary: 'Users, newest first; keyword matches user name, name or mobile (operator)',
    tags,
    auth: 'operator',
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/admin/user/enable',
    input: adminUserIdBody,
    answer: adminUserSchema,
    summary: 'Enable a disabled account (operator)',
    tags,
    auth: 'operator',
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/admin/user/disable',
    input: adminUserIdBody,
    answer: adminUserSchema,
    summary: 'Disable an account and end its sessions at once (operator)',
    tags,
    auth: 'operator',
  }),
  sms: defineRoute({
    method: 'GET',
    path: '/admin/sms/list',
    input: adminSmsListQuery,
    answer: pageSchema(smsRecordSchema),
    summary: 'The SMS outbox (短信记录), newest first; mobile matches any part (operator)',
    tags,
    auth: 'operator',
  }),
};
