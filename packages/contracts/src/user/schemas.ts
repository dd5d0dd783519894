import { z } from 'zod';
import { agreementAcceptanceFields } from '../agreement.ts';
import {
  captchaVerificationField,
  loginPasswordField,
  mobileField,
  passwordField,
  smsCodeField,
  stringField,
  userNameField,
} from '../fields.ts';

/** SPEC §3 "Login result": data.token and data.userInfo. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** Masked for display, e.g. 138****8000. */
  mobileMasked: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['user', 'operator']),
  status: z.number().int(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  csrfToken: z.string(),
  expiresAt: z.string(),
  userInfo: userInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const pwdLoginBody = z
  .object({
    userName: stringField().trim().min(1, { error: 'field.required' }).max(64),
    password: loginPasswordField,
    captchaVerification: captchaVerificationField,
    type: stringField().max(20).optional(),
  })
  .strict();

export const smsLoginBody = z
  .object({
    mobile: mobileField,
    code: smsCodeField,
    captchaVerification: captchaVerificationField,
    type: stringField().max(20).optional(),
  })
  .strict();

/** Code sending to a number given by the caller (login, register, forgotten password, bind). */
export const sendCodeToMobileQuery = z.object({ mobile: mobileField, captchaVerification: captchaVerificationField }).strict();

/** The same fields as a (form-encoded or JSON) body: POST /user/send/register/code, /user/send/bind/mobile/code. */
export const sendCodeToMobileBody = sendCodeToMobileQuery;

/** Code sending to the caller's own mobile (change password, change mobile). */
export const sendCodeToSelfQuery = z.object({ captchaVerification: captchaVerificationField }).strict();

export const sendCodeResult = z.object({
  /** Seconds before the same number may ask again. */
  resendAfterSeconds: z.number().int(),
  mobileMasked: z.string(),
});

export const registerBody = z
  .object({
    userName: userNameField,
    mobile: mobileField,
    code: smsCodeField,
    password: passwordField,
    name: stringField().trim().min(1, { error: 'name.invalid' }).max(30, { error: 'name.invalid' }).optional(),
    /** The agreement versions shown and accepted on the form; stale ones answer 409 (reload). */
    userAgreementVersion: agreementAcceptanceFields.userAgreementVersion.optional(),
    privacyVersion: agreementAcceptanceFields.privacyVersion.optional(),
  })
  .strict();

export const checkUserNameBody = z.object({ userName: userNameField }).strict();
export const checkMobileBody = z.object({ mobile: mobileField }).strict();
export const existsResult = z.object({ exists: z.boolean() });
/** /user/check/username and /user/check/mobile: taken or free for registration. */
export const availabilityResult = z.object({ exists: z.boolean(), available: z.boolean() });

export const changePwdBody = z
  .object({ oldPassword: loginPasswordField, newPassword: passwordField, code: smsCodeField })
  .strict();
/** Every session of the user ends with a password change: the client logs in again. */
export const changePwdResult = z.object({ reLogin: z.literal(true) });

export const validOldMobileBody = z.object({ code: smsCodeField }).strict();
export const validOldMobileResult = z.object({
  /** One-time proof that the old mobile was verified; needed by /user/change/mobile. */
  ticket: z.string(),
  expiresInSeconds: z.number().int(),
});

export const changeMobileBody = z
  .object({
    ticket: stringField().min(1, { error: 'field.required' }).max(200),
    mobile: mobileField,
    code: smsCodeField,
  })
  .strict();

export const losePwdBody = z.object({ mobile: mobileField, code: smsCodeField, password: passwordField }).strict();

export const updateInfoBody = z
  .object({
    name: stringField().trim().min(1, { error: 'name.invalid' }).max(30, { error: 'name.invalid' }),
  })
  .strict();

export const userPowerSchema = z.object({
  /** Permission codes the caller holds in the active company (a sub-account: what the main account granted). */
  codes: z.array(z.string()),
  isMainAccount: z.boolean(),
  isOperator: z.boolean(),
  /** The company the caller acts for, or null before certifying/joining one. */
  company: z.object({ id: z.number().int(), name: z.string(), auditStatus: z.number().int() }).nullable(),
});
export type UserPower = z.infer<typeof userPowerSchema>;
