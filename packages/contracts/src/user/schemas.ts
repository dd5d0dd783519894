import { z } from 'zod';
import { agreementAcceptanceFields } from '../agreement.ts';
import { emptySchema } from '../envelope.ts';
import {
  captchaVerificationField,
  loginPasswordField,
  mobileField,
  passwordField,
  smsCodeField,
  stringField,
  userNameField,
} from '../fields.ts';
import { COMPANY_ROLES } from '../permissions.ts';
import { defineRoute } from '../route.ts';

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
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      auditStatus: z.number().int(),
      /** What the operator made the company besides a trader (keeper: a warehouse company). */
      roles: z.array(z.enum(COMPANY_ROLES)),
    })
    .nullable(),
});
export type UserPower = z.infer<typeof userPowerSchema>;

const tags = ['user'];

/** SPEC §7 "User": login, registration, codes, password, mobile, profile. */
export const userRoutes = {
  // ── login and logout ──────────────────────────────────────────────────────────────────────────
  pwdLogin: defineRoute({
    method: 'POST',
    path: '/user/pwd/login',
    input: pwdLoginBody,
    answer: loginResultSchema,
    summary: 'Log in with user name (or mobile) and password',
    tags,
    auth: 'public',
  }),
  smsLogin: defineRoute({
    method: 'POST',
    path: '/user/sms/login',
    input: smsLoginBody,
    answer: loginResultSchema,
    summary: 'Log in with mobile and SMS code',
    tags,
    auth: 'public',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/user/logout',
    answer: emptySchema,
    summary: 'Log out: revoke the session, clear the cookies',
    tags,
  }),

  // ── SMS codes ─────────────────────────────────────────────────────────────────────────────────
  sendLoginCode: defineRoute({
    method: 'GET',
    path: '/user/send/login/code',
    input: sendCodeToMobileQuery,
    answer: sendCodeResult,
    summary: 'Send a login code to a registered mobile',
    tags,
    auth: 'public',
  }),
  sendLoseCode: defineRoute({
    method: 'GET',
    path: '/user/send/lose/code',
    input: sendCodeToMobileQuery,
    answer: sendCodeResult,
    summary: 'Send a forgotten-password code to a registered mobile',
    tags,
    auth: 'public',
  }),
  sendRegisterCode: defineRoute({
    method: 'POST',
    path: '/user/send/register/code',
    input: sendCodeToMobileBody,
    answer: sendCodeResult,
    summary: 'Send a registration code to a mobile not yet registered (form or JSON)',
    tags,
    auth: 'public',
  }),
  sendChangePwdCode: defineRoute({
    method: 'GET',
    path: '/user/send/change/pwd/code',
    input: sendCodeToSelfQuery,
    answer: sendCodeResult,
    summary: 'Send a password-change code to the own mobile',
    tags,
  }),
  sendChangeMobileCode: defineRoute({
    method: 'GET',
    path: '/user/send/change/mobile/code',
    input: sendCodeToSelfQuery,
    answer: sendCodeResult,
    summary: 'Send a code to the own (old) mobile before changing it',
    tags,
  }),
  sendBindMobileCode: defineRoute({
    method: 'POST',
    path: '/user/send/bind/mobile/code',
    input: sendCodeToMobileBody,
    answer: sendCodeResult,
    summary: 'Send a code to the new mobile (refused when it is registered)',
    tags,
  }),

  // ── mobile change ─────────────────────────────────────────────────────────────────────────────
  validOldMobile: defineRoute({
    method: 'POST',
    path: '/user/valid/old/mobile',
    input: validOldMobileBody,
    answer: validOldMobileResult,
    summary: 'Verify the old mobile by its code; yields a one-time ticket',
    tags,
  }),
  changeMobile: defineRoute({
    method: 'POST',
    path: '/user/change/mobile',
    input: changeMobileBody,
    answer: userInfoSchema,
    summary: 'Change the mobile with the old-mobile ticket and the new mobile code',
    tags,
  }),

  // ── passwords ─────────────────────────────────────────────────────────────────────────────────
  changePwd: defineRoute({
    method: 'POST',
    path: '/user/change/pwd',
    input: changePwdBody,
    answer: changePwdResult,
    summary: 'Change the password (current password + code); ends every session',
    tags,
  }),
  losePwd: defineRoute({
    method: 'POST',
    path: '/user/lose/pwd',
    input: losePwdBody,
    answer: emptySchema,
    summary: 'Reset a forgotten password with the code sent to the mobile; ends every session',
    tags,
    auth: 'public',
  }),

  // ── registration and checks ───────────────────────────────────────────────────────────────────
  register: defineRoute({
    method: 'POST',
    path: '/user/register',
    input: registerBody,
    answer: userInfoSchema,
    summary: 'Register with user name, mobile, code and password',
    tags,
    auth: 'public',
  }),
  checkUserName: defineRoute({
    method: 'POST',
    path: '/user/check/username',
    input: checkUserNameBody,
    answer: availabilityResult,
    summary: 'Is a user name taken?',
    tags,
    auth: 'public',
  }),
  /** Two readings of one lookup: free for registration, or registered (the answer keeps only `exists`). */
  checkMobile: defineRoute({
    method: 'POST',
    path: '/user/check/mobile',
    input: checkMobileBody,
    answer: availabilityResult,
    summary: 'Is a mobile valid and free for registration?',
    tags,
    auth: 'public',
  }),
  checkMobileExist: defineRoute({
    method: 'POST',
    path: '/user/check/mobile/exist',
    input: checkMobileBody,
    answer: existsResult,
    summary: 'Is a mobile registered?',
    tags,
    auth: 'public',
  }),

  // ── profile ───────────────────────────────────────────────────────────────────────────────────
  info: defineRoute({ method: 'GET', path: '/user/info', answer: userInfoSchema, summary: 'The logged-in user', tags }),
  power: defineRoute({
    method: 'GET',
    path: '/user/getUserPower',
    answer: userPowerSchema,
    summary: 'Permission codes of the logged-in user',
    tags,
  }),
  updateInfo: defineRoute({
    method: 'POST',
    path: '/user/update/info',
    input: updateInfoBody,
    answer: userInfoSchema,
    summary: 'Update the display name',
    tags,
  }),
  updateAvatar: defineRoute({
    method: 'POST',
    path: '/user/update/avatar',
    upload: true,
    answer: userInfoSchema,
    summary: 'Upload a new avatar (multipart field "file": png, jpg, jpeg, bmp; 40 MB)',
    tags,
  }),
};
