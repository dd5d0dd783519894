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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../platform/auth/plugin.ts';
import { missingFileError } from '../../platform/files/store-upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
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

const metaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
  return request.auth;
}

/** SPEC §7 "User": login, registration, codes, password, mobile, profile. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // ── login and logout ────────────────────────────────────────────────────────────────────────
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
    async (request, reply) => {
      const { user, result } = await loginWithPassword(ctx, request.body, metaOf(request));
      setSessionCookies(reply, ctx.config, result);
      app.logEvent(request, 'user.login', { userId: user.id, method: 'password' });
      return ok(request, result, 'user.loggedIn');
    },
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
    async (request, reply) => {
      const { user, result } = await loginWithSms(ctx, request.body, metaOf(request));
      setSessionCookies(reply, ctx.config, result);
      app.logEvent(request, 'user.login', { userId: user.id, method: 'sms' });
      return ok(request, result, 'user.loggedIn');
    },
  );

  app.post(
    '/user/logout',
    {
      schema: { tags, summary: 'Log out: revoke the session, clear the cookies', response: { 200: envelopeSchema(emptySchema) } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await logout(ctx, auth.sessionId);
      clearSessionCookies(reply, ctx.config);
      app.logEvent(request, 'user.logout', { userId: auth.user.id });
      return ok(request, null, 'user.loggedOut');
    },
  );

  // ── SMS codes ───────────────────────────────────────────────────────────────────────────────
  app.get(
    '/user/send/login/code',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Send a login code to a registered mobile',
        querystring: sendCodeToMobileQuery,
        response: { 200: envelopeSchema(sendCodeResult) },
      },
    },
    async (request) =>
      ok(request, await sendCodeToRegisteredMobile(ctx, { ...request.query, purpose: 'login', ip: request.ip }), 'sms.sent'),
  );

  app.get(
    '/user/send/lose/code',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Send a forgotten-password code to a registered mobile',
        querystring: sendCodeToMobileQuery,
        response: { 200: envelopeSchema(sendCodeResult) },
      },
    },
    async (request) =>
      ok(request, await sendCodeToRegisteredMobile(ctx, { ...request.query, purpose: 'lose_pwd', ip: request.ip }), 'sms.sent'),
  );

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

  app.get(
    '/user/send/change/pwd/code',
    {
      schema: {
        tags,
        summary: 'Send a password-change code to the own mobile',
        querystring: sendCodeToSelfQuery,
        response: { 200: envelopeSchema(sendCodeResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await sendOwnMobileCode(ctx, authOf(request).user, { ...request.query, purpose: 'change_pwd', ip: request.ip }),
        'sms.sent',
      ),
  );

  app.get(
    '/user/send/change/mobile/code',
    {
      schema: {
        tags,
        summary: 'Send a code to the own (old) mobile before changing it',
        querystring: sendCodeToSelfQuery,
        response: { 200: envelopeSchema(sendCodeResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await sendOwnMobileCode(ctx, authOf(request).user, { ...request.query, purpose: 'change_mobile_old', ip: request.ip }),
        'sms.sent',
      ),
  );

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
      ok(request, await sendBindMobileCode(ctx, authOf(request).user, { ...request.body, ip: request.ip }), 'sms.sent'),
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
    async (request) => ok(request, await verifyOldMobile(ctx, authOf(request), request.body.code)),
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
      const auth = authOf(request);
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
      const { user } = authOf(request);
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
      const user = await register(ctx, request.body);
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

  app.post(
    '/user/check/mobile',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Is a mobile valid and free for registration?',
        body: checkMobileBody,
        response: { 200: envelopeSchema(availabilityResult) },
      },
    },
    async (request) => ok(request, await checkMobile(ctx, request.body.mobile, request.ip)),
  );

  app.post(
    '/user/check/mobile/exist',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Is a mobile registered?',
        body: checkMobileBody,
        response: { 200: envelopeSchema(existsResult) },
      },
    },
    async (request) => {
      const { exists } = await checkMobile(ctx, request.body.mobile, request.ip);
      return ok(request, { exists });
    },
  );

  // ── profile ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/user/info',
    { schema: { tags, summary: 'The logged-in user', response: { 200: envelopeSchema(userInfoSchema) } } },
    async (request) => ok(request, toUserInfo(authOf(request).user)),
  );

  app.get(
    '/user/getUserPower',
    { schema: { tags, summary: 'Permission codes of the logged-in user', response: { 200: envelopeSchema(userPowerSchema) } } },
    async (request) => ok(request, userPower(authOf(request).user)),
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
    async (request) => ok(request, toUserInfo(await updateInfo(ctx, authOf(request).user, request.body)), 'user.infoUpdated'),
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
      const { user } = authOf(request);
      if (!request.isMultipart()) throw missingFileError();
      const file = await request.file();
      if (!file) throw missingFileError();
      return ok(request, toUserInfo(await updateAvatar(ctx, user, file)), 'user.avatarUpdated');
    },
  );
};
