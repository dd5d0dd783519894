import {
  availabilityResult,
  changeMobileBody,
  changePwdBody,
  changePwdResult,
  checkMobileBody,
  checkUserNameBody,
  emptySchema,
  envelopeSchema,
  existsResult,
  loginResultSchema,
  losePwdBody,
  pwdLoginBody,
  registerBody,
  sendCodeResult,
  sendCodeToMobileBody,
  sendCodeToMobileQuery,
  sendCodeToSelfQuery,
  smsLoginBody,
  updateInfoBody,
  userInfoSchema,
  userPowerSchema,
  validOldMobileBody,
  validOldMobileResult,
} from '@hgsc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth/plugin.ts';
import { requestFile } from '../../platform/files/request-file.ts';
import { ok } from '../../platform/http/envelope.ts';
import { changeMobile } from './change-mobile.ts';
import { changePassword } from './change-password.ts';
import { checkMobile, checkUserName } from './check-availability.ts';
import type { ClientMeta } from './issue-session.ts';
import { loginWithPassword } from './login-with-password.ts';
import { loginWithSms } from './login-with-sms.ts';
import { logout } from './logout.ts';
import { register } from './register.ts';
import { resetPassword } from './reset-password.ts';
import { sendBindMobileCode } from './send-bind-mobile-code.ts';
import { sendCodeToRegisteredMobile } from './send-code-to-registered-mobile.ts';
import { sendOwnMobileCode } from './send-own-mobile-code.ts';
import { sendRegisterCode } from './send-register-code.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { updateAvatar } from './update-avatar.ts';
import { updateInfo } from './update-info.ts';
import { toUserInfo } from './user-info.ts';
import { userPower } from './user-power.ts';
import { verifyOldMobile } from './verify-old-mobile.ts';

const tags = ['user'];
const PUBLIC = { auth: 'public' } as const;

type LoginOutcome = Awaited<ReturnType<typeof loginWithPassword>>;

const metaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Codes sent to a number the caller names (public, captcha first). */
const SEND_TO_REGISTERED = [
  { path: '/user/send/login/code', purpose: 'login', summary: 'Send a login code to a registered mobile' },
  { path: '/user/send/lose/code', purpose: 'lose_pwd', summary: 'Send a forgotten-password code to a registered mobile' },
] as const;

/** Codes sent to the caller's own mobile. */
const SEND_TO_OWN = [
  { path: '/user/send/change/pwd/code', purpose: 'change_pwd', summary: 'Send a password-change code to the own mobile' },
  {
    path: '/user/send/change/mobile/code',
    purpose: 'change_mobile_old',
    summary: 'Send a code to the own (old) mobile before changing it',
  },
] as const;

/** Two readings of one lookup: free for registration, or registered (the answer keeps only `exists`). */
const MOBILE_CHECKS = [
  { path: '/user/check/mobile', summary: 'Is a mobile valid and free for registration?', result: availabilityResult },
  { path: '/user/check/mobile/exist', summary: 'Is a mobile registered?', result: existsResult },
] as const;

/** SPEC §7 "User": login, registration, codes, password, mobile, profile. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // ── login and logout ────────────────────────────────────────────────────────────────────────
  /** Both logins answer alike: the session cookies, the login event and the result. */
  const loggedIn = (request: FastifyRequest, reply: FastifyReply, login: LoginOutcome, method: 'password' | 'sms') => {
    setSessionCookies(reply, ctx.config, login.result);
    app.logEvent(request, 'user.login', { userId: login.user.id, method });
    return ok(request, login.result, 'user.loggedIn');
  };

  app.post(
    '/user/pwd/login',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Log in with user name (or mobile) and password',
        body: pwdLoginBody,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) => loggedIn(request, reply, await loginWithPassword(ctx, request.body, metaOf(request)), 'password'),
  );

  app.post(
    '/user/sms/login',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Log in with mobile and SMS code',
        body: smsLoginBody,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) => loggedIn(request, reply, await loginWithSms(ctx, request.body, metaOf(request)), 'sms'),
  );

  app.post(
    '/user/logout',
    {
      schema: { tags, summary: 'Log out: revoke the session, clear the cookies', response: { 200: envelopeSchema(emptySchema) } },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      await logout(ctx, auth.sessionId);
      clearSessionCookies(reply, ctx.config);
      app.logEvent(request, 'user.logout', { userId: auth.user.id });
      return ok(request, null, 'user.loggedOut');
    },
  );

  // ── SMS codes ───────────────────────────────────────────────────────────────────────────────
  for (const send of SEND_TO_REGISTERED) {
    app.get(
      send.path,
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: send.summary,
          querystring: sendCodeToMobileQuery,
          response: { 200: envelopeSchema(sendCodeResult) },
        },
      },
      async (request) =>
        ok(
          request,
          await sendCodeToRegisteredMobile(ctx, { ...request.query, purpose: send.purpose, ip: request.ip }),
          'sms.sent',
        ),
    );
  }

  app.post(
    '/user/send/register/code',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Send a registration code to a mobile not yet registered (form or JSON)',
        body: sendCodeToMobileBody,
        response: { 200: envelopeSchema(sendCodeResult) },
      },
    },
    async (request) => ok(request, await sendRegisterCode(ctx, { ...request.body, ip: request.ip }), 'sms.sent'),
  );

  for (const send of SEND_TO_OWN) {
    app.get(
      send.path,
      {
        schema: {
          tags,
          summary: send.summary,
          querystring: sendCodeToSelfQuery,
          response: { 200: envelopeSchema(sendCodeResult) },
        },
      },
      async (request) =>
        ok(
          request,
          await sendOwnMobileCode(ctx, currentAuth(request).user, { ...request.query, purpose: send.purpose, ip: request.ip }),
          'sms.sent',
        ),
    );
  }

  app.post(
    '/user/send/bind/mobile/code',
    {
      schema: {
        tags,
        summary: 'Send a code to the new mobile (refused when it is registered)',
        body: sendCodeToMobileBody,
        response: { 200: envelopeSchema(sendCodeResult) },
      },
    },
    async (request) =>
      ok(request, await sendBindMobileCode(ctx, currentAuth(request).user, { ...request.body, ip: request.ip }), 'sms.sent'),
  );

  // ── mobile change ───────────────────────────────────────────────────────────────────────────
  app.post(
    '/user/valid/old/mobile',
    {
      schema: {
        tags,
        summary: 'Verify the old mobile by its code; yields a one-time ticket',
        body: validOldMobileBody,
        response: { 200: envelopeSchema(validOldMobileResult) },
      },
    },
    async (request) => ok(request, await verifyOldMobile(ctx, currentAuth(request), request.body.code)),
  );

  app.post(
    '/user/change/mobile',
    {
      schema: {
        tags,
        summary: 'Change the mobile with the old-mobile ticket and the new mobile code',
        body: changeMobileBody,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const updated = await changeMobile(ctx, auth, request.body);
      app.logEvent(request, 'user.mobileChange', { userId: auth.user.id });
      return ok(request, toUserInfo(updated), 'user.mobileChanged');
    },
  );

  // ── passwords ───────────────────────────────────────────────────────────────────────────────
  app.post(
    '/user/change/pwd',
    {
      schema: {
        tags,
        summary: 'Change the password (current password + code); ends every session',
        body: changePwdBody,
        response: { 200: envelopeSchema(changePwdResult) },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      await changePassword(ctx, user, request.body);
      clearSessionCookies(reply, ctx.config);
      app.logEvent(request, 'user.passwordChange', { userId: user.id });
      return ok(request, { reLogin: true as const }, 'user.passwordChanged');
    },
  );

  app.post(
    '/user/lose/pwd',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Reset a forgotten password with the code sent to the mobile; ends every session',
        body: losePwdBody,
        response: { 200: envelopeSchema(emptySchema) },
      },
    },
    async (request) => {
      const user = await resetPassword(ctx, request.body);
      app.logEvent(request, 'user.passwordReset', { userId: user.id });
      return ok(request, null, 'user.passwordReset');
    },
  );

  // ── registration and checks ─────────────────────────────────────────────────────────────────
  app.post(
    '/user/register',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Register with user name, mobile, code and password',
        body: registerBody,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => {
      const user = await register(ctx, request.body, request.ip);
      app.logEvent(request, 'user.register', { userId: user.id });
      return ok(request, toUserInfo(user), 'user.registered');
    },
  );

  app.post(
    '/user/check/username',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Is a user name taken?',
        body: checkUserNameBody,
        response: { 200: envelopeSchema(availabilityResult) },
      },
    },
    async (request) => ok(request, await checkUserName(ctx, request.body.userName, request.ip)),
  );

  for (const check of MOBILE_CHECKS) {
    app.post(
      check.path,
      {
        config: PUBLIC,
        schema: { tags, summary: check.summary, body: checkMobileBody, response: { 200: envelopeSchema(check.result) } },
      },
      async (request) => ok(request, await checkMobile(ctx, request.body.mobile, request.ip)),
    );
  }

  // ── profile ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/user/info',
    { schema: { tags, summary: 'The logged-in user', response: { 200: envelopeSchema(userInfoSchema) } } },
    async (request) => ok(request, toUserInfo(currentAuth(request).user)),
  );

  app.get(
    '/user/getUserPower',
    { schema: { tags, summary: 'Permission codes of the logged-in user', response: { 200: envelopeSchema(userPowerSchema) } } },
    async (request) => ok(request, userPower(currentAuth(request))),
  );

  app.post(
    '/user/update/info',
    {
      schema: {
        tags,
        summary: 'Update the display name',
        body: updateInfoBody,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) =>
      ok(request, toUserInfo(await updateInfo(ctx, currentAuth(request).user, request.body)), 'user.infoUpdated'),
  );

  app.post(
    '/user/update/avatar',
    {
      schema: {
        tags,
        summary: 'Upload a new avatar (multipart field "file": png, jpg, jpeg, bmp; 40 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return ok(request, toUserInfo(await updateAvatar(ctx, user, await requestFile(request))), 'user.avatarUpdated');
    },
  );
};
