import { type LoginResult, userRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentAuth } from '../../platform/auth/plugin.ts';
import { requestFile } from '../../platform/files/request-file.ts';
import { command, query } from '../../platform/http/endpoint.ts';
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

const metaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * Why these use cases open their transactions themselves. A password is hashed or checked (argon2, tens of ms)
 * and an SMS is sent outside the database; and what a refused call wrote must stay written: a wrong code's try
 * (the fifth burns it) and a spent captcha would roll back with the refusal in a transaction of the call's, and a
 * code could then be guessed without end.
 */
const OWN = { ownTransactions: true } as const;
const SENDS_SMS = { ...OWN, message: 'sms.sent' } as const;

/** Both logins answer alike: the session cookies, the login event and the result. */
const loggedIn = (method: 'password' | 'sms') =>
  ({
    ...OWN,
    message: 'user.loggedIn',
    log: { event: 'user.login', detail: (answer: LoginResult) => ({ userId: answer.userInfo.id, method }) },
  }) as const;

/** SPEC §7 "User": login, registration, codes, password, mobile, profile. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  // ── login and logout ────────────────────────────────────────────────────────────────────────
  command(
    app,
    routes.pwdLogin,
    async ({ ctx, request, reply, input }) => {
      const { result } = await loginWithPassword(ctx, input, metaOf(request));
      setSessionCookies(reply, ctx.config, result);
      return result;
    },
    loggedIn('password'),
  );

  command(
    app,
    routes.smsLogin,
    async ({ ctx, request, reply, input }) => {
      const { result } = await loginWithSms(ctx, input, metaOf(request));
      setSessionCookies(reply, ctx.config, result);
      return result;
    },
    loggedIn('sms'),
  );

  command(
    app,
    routes.logout,
    async ({ ctx, request, reply }) => {
      await logout(ctx.db, currentAuth(request).sessionId);
      clearSessionCookies(reply, ctx.config);
      return null;
    },
    { message: 'user.loggedOut', log: { event: 'user.logout', detail: (_, call) => ({ userId: call.user.id }) } },
  );

  // ── SMS codes ───────────────────────────────────────────────────────────────────────────────
  command(
    app,
    routes.sendLoginCode,
    ({ ctx, request, input }) => sendCodeToRegisteredMobile(ctx, { ...input, purpose: 'login', ip: request.ip }),
    SENDS_SMS,
  );
  command(
    app,
    routes.sendLoseCode,
    ({ ctx, request, input }) => sendCodeToRegisteredMobile(ctx, { ...input, purpose: 'lose_pwd', ip: request.ip }),
    SENDS_SMS,
  );
  command(
    app,
    routes.sendRegisterCode,
    ({ ctx, request, input }) => sendRegisterCode(ctx, { ...input, ip: request.ip }),
    SENDS_SMS,
  );
  command(
    app,
    routes.sendChangePwdCode,
    ({ ctx, request, user, input }) => sendOwnMobileCode(ctx, user, { ...input, purpose: 'change_pwd', ip: request.ip }),
    SENDS_SMS,
  );
  command(
    app,
    routes.sendChangeMobileCode,
    ({ ctx, request, user, input }) => sendOwnMobileCode(ctx, user, { ...input, purpose: 'change_mobile_old', ip: request.ip }),
    SENDS_SMS,
  );
  command(
    app,
    routes.sendBindMobileCode,
    ({ ctx, request, user, input }) => sendBindMobileCode(ctx, user, { ...input, ip: request.ip }),
    SENDS_SMS,
  );

  // ── mobile change ───────────────────────────────────────────────────────────────────────────
  command(app, routes.validOldMobile, ({ ctx, request, input }) => verifyOldMobile(ctx, currentAuth(request), input.code), OWN);

  command(
    app,
    routes.changeMobile,
    async ({ ctx, request, input }) => toUserInfo(await changeMobile(ctx, currentAuth(request), input)),
    {
      ...OWN,
      message: 'user.mobileChanged',
      log: { event: 'user.mobileChange', detail: (_, call) => ({ userId: call.user.id }) },
    },
  );

  // ── passwords ───────────────────────────────────────────────────────────────────────────────
  command(
    app,
    routes.changePwd,
    async ({ ctx, reply, user, input }) => {
      await changePassword(ctx, user, input);
      clearSessionCookies(reply, ctx.config);
      return { reLogin: true as const };
    },
    {
      ...OWN,
      message: 'user.passwordChanged',
      log: { event: 'user.passwordChange', detail: (_, call) => ({ userId: call.user.id }) },
    },
  );

  command(
    app,
    routes.losePwd,
    async ({ ctx, request, input }) => {
      const user = await resetPassword(ctx, input);
      // Logged here: the record names the account, which the empty answer does not.
      app.logEvent(request, 'user.passwordReset', { userId: user.id });
      return null;
    },
    { ...OWN, message: 'user.passwordReset' },
  );

  // ── registration and checks ─────────────────────────────────────────────────────────────────
  command(app, routes.register, async ({ ctx, request, input }) => toUserInfo(await register(ctx, input, request.ip)), {
    ...OWN,
    message: 'user.registered',
    log: { event: 'user.register', detail: (answer) => ({ userId: answer.id }) },
  });

  query(app, routes.checkUserName, ({ ctx, request, input }) => checkUserName(ctx, input.userName, request.ip));
  query(app, routes.checkMobile, ({ ctx, request, input }) => checkMobile(ctx, input.mobile, request.ip));
  query(app, routes.checkMobileExist, ({ ctx, request, input }) => checkMobile(ctx, input.mobile, request.ip));

  // ── profile ─────────────────────────────────────────────────────────────────────────────────
  query(app, routes.info, async ({ user }) => toUserInfo(user));
  query(app, routes.power, ({ ctx, request }) => userPower(ctx.db, currentAuth(request)));

  command(app, routes.updateInfo, async ({ ctx, user, input }) => toUserInfo(await updateInfo(ctx.db, user, input)), {
    message: 'user.infoUpdated',
  });

  // The image is read and stored outside the database before its one write.
  command(
    app,
    routes.updateAvatar,
    async ({ ctx, request, user }) => toUserInfo(await updateAvatar(ctx, user, await requestFile(request))),
    { ...OWN, message: 'user.avatarUpdated' },
  );
};
