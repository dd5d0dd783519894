import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  lastSmsCode,
  login,
  newMobile,
  otherCode,
  solveCaptcha,
  type TestApp,
} from '../../../test/harness.ts';
import { findLiveSession } from '../../platform/auth/sessions.ts';
import { smsCodes } from '../../platform/sms/tables.ts';
import { issueMobileTicket, MOBILE_TICKET_TTL_SECONDS } from './mobile-ticket.ts';
import { eventsOf, pwdLogin, sendOwnCode } from './test-kit.ts';

describe('user: mobile change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function loggedIn() {
    const user = await createUser(t);
    const token = await login(t, user.userName, user.password);
    return { user, token };
  }

  async function ticketFor(token: string, mobile: string): Promise<string> {
    expect((await sendOwnCode(t, token, 'mobile')).statusCode).toBe(200);
    const res = await t.call({
      method: 'POST',
      url: '/api/user/valid/old/mobile',
      token,
      payload: { code: await lastSmsCode(t, mobile) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.ticket;
  }

  async function sendBindCode(token: string, mobile: string) {
    return t.call({
      method: 'POST',
      url: '/api/user/send/bind/mobile/code',
      token,
      payload: { mobile, captchaVerification: await solveCaptcha(t) },
    });
  }

  describe('GET /user/send/change/mobile/code and POST /user/valid/old/mobile', () => {
    it('verifies the old mobile and yields a short-lived ticket', async () => {
      const { user, token } = await loggedIn();
      const sent = await sendOwnCode(t, token, 'mobile');
      expect(sent.statusCode).toBe(200);
      const code = await lastSmsCode(t, user.mobile);
      const res = await t.call({ method: 'POST', url: '/api/user/valid/old/mobile', token, payload: { code } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ticket: expect.any(String), expiresInSeconds: MOBILE_TICKET_TTL_SECONDS });
      // The code was single use.
      const again = await t.call({ method: 'POST', url: '/api/user/valid/old/mobile', token, payload: { code } });
      expect(errorOf(again)).toMatchObject({ status: 400, field: 'code' });
    });

    it('refuses a wrong code and bad input', async () => {
      const { user, token } = await loggedIn();
      await sendOwnCode(t, token, 'mobile');
      const code = await lastSmsCode(t, user.mobile);
      const wrong = await t.call({
        method: 'POST',
        url: '/api/user/valid/old/mobile',
        token,
        payload: { code: otherCode(code) },
      });
      expect(errorOf(wrong)).toMatchObject({ status: 400, field: 'code', msg: '验证码错误' });
      const bad = await t.call({ method: 'POST', url: '/api/user/valid/old/mobile', token, payload: { code: '12' } });
      expect(errorOf(bad)).toMatchObject({ status: 400, field: 'code' });
    });

    it('answers 401 without a session and E_300 for a garbage token', async () => {
      for (const call of [
        { method: 'GET' as const, url: '/api/user/send/change/mobile/code' },
        { method: 'POST' as const, url: '/api/user/valid/old/mobile', payload: { code: '123456' } },
      ]) {
        expect(errorOf(await t.call(call))).toMatchObject({ status: 401, code: 401 });
        expect(errorOf(await t.call({ ...call, token: 'garbage' }))).toMatchObject({ status: 401, code: 'E_300' });
      }
    });
  });

  describe('POST /user/send/bind/mobile/code', () => {
    it('sends the code to the new mobile', async () => {
      const { token } = await loggedIn();
      const mobile = newMobile();
      const res = await sendBindCode(token, mobile);
      expect(res.statusCode).toBe(200);
      expect(await lastSmsCode(t, mobile)).toMatch(/^\d{6}$/);
    });

    it('refuses a registered number, the own number and a bad number', async () => {
      const { user, token } = await loggedIn();
      const other = await createUser(t);
      expect(errorOf(await sendBindCode(token, other.mobile))).toMatchObject({
        status: 409,
        msg: '手机号已被注册',
        field: 'mobile',
      });
      expect(errorOf(await sendBindCode(token, user.mobile))).toMatchObject({
        status: 400,
        msg: '新手机号不能与原手机号相同',
        field: 'mobile',
      });
      expect(errorOf(await sendBindCode(token, '2000'))).toMatchObject({ status: 400, field: 'mobile' });
    });

    it('needs a session', async () => {
      const payload = { mobile: newMobile(), captchaVerification: 'x' };
      expect(errorOf(await t.call({ method: 'POST', url: '/api/user/send/bind/mobile/code', payload })).status).toBe(401);
      const garbage = await t.call({ method: 'POST', url: '/api/user/send/bind/mobile/code', token: 'garbage', payload });
      expect(errorOf(garbage).code).toBe('E_300');
    });
  });

  describe('POST /user/change/mobile', () => {
    it('changes the mobile with the ticket and the new code, once', async () => {
      const { user, token } = await loggedIn();
      const ticket = await ticketFor(token, user.mobile);
      const mobile = newMobile();
      await sendBindCode(token, mobile);
      const code = await lastSmsCode(t, mobile);
      const res = await t.call({ method: 'POST', url: '/api/user/change/mobile', token, payload: { ticket, mobile, code } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ msg: '手机号修改成功', data: { id: user.id, mobile } });
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).json().data.mobile).toBe(mobile);
      // The new number logs in, the old one no longer does.
      expect((await pwdLogin(t, mobile, user.password)).statusCode).toBe(200);
      expect(errorOf(await pwdLogin(t, user.mobile, user.password)).status).toBe(400);
      expect((await eventsOf(t, 'user.mobileChange')).some((e) => e.detail?.userId === user.id)).toBe(true);

      // The ticket served once: it is dead for any further change.
      const next = newMobile();
      await sendBindCode(token, next);
      const reused = await t.call({
        method: 'POST',
        url: '/api/user/change/mobile',
        token,
        payload: { ticket, mobile: next, code: await lastSmsCode(t, next) },
      });
      expect(errorOf(reused)).toMatchObject({ status: 400, field: 'ticket', msg: '原手机验证已失效，请重新验证原手机号' });
    });

    it('refuses a forged, expired or foreign ticket', async () => {
      const { user, token } = await loggedIn();
      const session = await findLiveSession(t.ctx.db, token);
      const mobile = newMobile();
      await sendBindCode(token, mobile);
      const code = await lastSmsCode(t, mobile);
      const subject = { userId: user.id, sessionId: session?.sessionId ?? 0, mobile: user.mobile };
      const expired = issueMobileTicket(
        t.ctx.secrets.ticket,
        subject,
        Date.now() - (MOBILE_TICKET_TTL_SECONDS + 1) * 1000,
      ).ticket;
      const forged = issueMobileTicket(Buffer.alloc(32, 7), subject).ticket;
      // A ticket of the same user's other session does not serve this one.
      const otherToken = await login(t, user.userName, user.password);
      const foreign = await ticketFor(otherToken, user.mobile);
      for (const ticket of ['garbage', expired, forged, foreign]) {
        const res = await t.call({ method: 'POST', url: '/api/user/change/mobile', token, payload: { ticket, mobile, code } });
        expect(errorOf(res), ticket).toMatchObject({ status: 400, field: 'ticket' });
      }
      // None of those spent the new-mobile code: the right ticket still goes through.
      await t.ctx.db
        .update(smsCodes)
        .set({ sentAt: new Date(Date.now() - 61_000) })
        .where(eq(smsCodes.mobile, user.mobile));
      const ticket = await ticketFor(token, user.mobile);
      const ok = await t.call({ method: 'POST', url: '/api/user/change/mobile', token, payload: { ticket, mobile, code } });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a wrong code and a number registered meanwhile', async () => {
      const { user, token } = await loggedIn();
      const ticket = await ticketFor(token, user.mobile);
      const mobile = newMobile();
      await sendBindCode(token, mobile);
      const code = await lastSmsCode(t, mobile);
      const wrong = await t.call({
        method: 'POST',
        url: '/api/user/change/mobile',
        token,
        payload: { ticket, mobile, code: otherCode(code) },
      });
      expect(errorOf(wrong)).toMatchObject({ status: 400, field: 'code' });
      await createUser(t, { mobile });
      const taken = await t.call({ method: 'POST', url: '/api/user/change/mobile', token, payload: { ticket, mobile, code } });
      expect(errorOf(taken)).toMatchObject({ status: 409, field: 'mobile', msg: '手机号已被注册' });
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).json().data.mobile).toBe(user.mobile);
    });

    it('names the invalid field and needs a session', async () => {
      const { token } = await loggedIn();
      const base = { ticket: 'x', mobile: newMobile(), code: '123456' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, ticket: '' }, 'ticket'],
        [{ ...base, mobile: '123' }, 'mobile'],
        [{ ...base, code: '1234567' }, 'code'],
        [{ mobile: base.mobile, code: base.code }, 'ticket'],
      ];
      for (const [payload, field] of cases) {
        const res = await t.call({ method: 'POST', url: '/api/user/change/mobile', token, payload });
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field });
      }
      expect(errorOf(await t.call({ method: 'POST', url: '/api/user/change/mobile', payload: base })).status).toBe(401);
      const garbage = await t.call({ method: 'POST', url: '/api/user/change/mobile', token: 'garbage', payload: base });
      expect(errorOf(garbage).code).toBe('E_300');
    });
  });
});
