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
  type TestApp,
} from '../../../test/harness.ts';
import { smsCodes } from '../../platform/sms/tables.ts';
import { eventsOf, pwdLogin, sendOwnCode, sendPublicCode, setCookies } from './test-kit.ts';

describe('user: password change and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /user/send/change/pwd/code', () => {
    it('sends the code to the caller’s own mobile', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const res = await sendOwnCode(t, token, 'pwd');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.mobileMasked).toBe(`${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`);
      const [row] = await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, user.mobile));
      expect(row?.purpose).toBe('change_pwd');
    });

    it('answers 401 without a session and E_300 for a garbage token', async () => {
      const none = await t.call({ method: 'GET', url: '/api/user/send/change/pwd/code' });
      expect(errorOf(none)).toMatchObject({ status: 401, code: 401, msg: '请先登录' });
      const garbage = await t.call({ method: 'GET', url: '/api/user/send/change/pwd/code', token: 'not-a-token' });
      expect(errorOf(garbage)).toMatchObject({ status: 401, code: 'E_300' });
    });
  });

  describe('POST /user/change/pwd', () => {
    const changePwd = (token: string, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/user/change/pwd', token, payload });

    async function prepared() {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const other = await login(t, user.userName, user.password);
      await sendOwnCode(t, token, 'pwd');
      return { user, token, other, code: await lastSmsCode(t, user.mobile) };
    }

    it('changes the password and ends every session of the user', async () => {
      const { user, token, other, code } = await prepared();
      const res = await changePwd(token, { oldPassword: user.password, newPassword: 'Brand-new-2026', code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, msg: '密码修改成功，请重新登录', data: { reLogin: true } });
      expect(setCookies(res)['hgsc-access-token']?.value).toBe('');
      for (const revoked of [token, other]) {
        const info = await t.call({ method: 'GET', url: '/api/user/info', token: revoked });
        expect(errorOf(info)).toMatchObject({ status: 401, code: 'E_300' });
      }
      expect(errorOf(await pwdLogin(t, user.userName, user.password)).status).toBe(400);
      expect((await pwdLogin(t, user.userName, 'Brand-new-2026')).statusCode).toBe(200);
      expect((await eventsOf(t, 'user.passwordChange')).some((e) => e.detail?.userId === user.id)).toBe(true);
    });

    it('refuses a wrong current password without spending the code', async () => {
      const { user, token, code } = await prepared();
      const wrong = await changePwd(token, { oldPassword: 'Not-my-pass-1', newPassword: 'Brand-new-2026', code });
      expect(errorOf(wrong)).toMatchObject({ status: 400, msg: '原密码错误', field: 'oldPassword' });
      const same = await changePwd(token, { oldPassword: user.password, newPassword: user.password, code });
      expect(errorOf(same)).toMatchObject({ status: 400, msg: '新密码不能与原密码相同', field: 'newPassword' });
      const ok = await changePwd(token, { oldPassword: user.password, newPassword: 'Brand-new-2026', code });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a wrong code and keeps the old password', async () => {
      const { user, token, code } = await prepared();
      const res = await changePwd(token, { oldPassword: user.password, newPassword: 'Brand-new-2026', code: otherCode(code) });
      expect(errorOf(res)).toMatchObject({ status: 400, field: 'code', msg: '验证码错误' });
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).statusCode).toBe(200);
      expect((await pwdLogin(t, user.userName, user.password)).statusCode).toBe(200);
    });

    it('throttles guesses at the current password', async () => {
      const { user, token, code } = await prepared();
      for (let i = 0; i < 5; i += 1) {
        const res = await changePwd(token, { oldPassword: `Guess-${i}-abc`, newPassword: 'Brand-new-2026', code });
        expect(errorOf(res).field).toBe('oldPassword');
      }
      const sixth = await changePwd(token, { oldPassword: user.password, newPassword: 'Brand-new-2026', code });
      expect(errorOf(sixth)).toMatchObject({ status: 429, msg: '原密码错误次数过多，请 15 分钟后再试' });
    });

    it('names the invalid field and needs a session', async () => {
      const { user, token } = await prepared();
      const cases: [Record<string, unknown>, string][] = [
        [{ oldPassword: user.password, newPassword: 'short1', code: '123456' }, 'newPassword'],
        [{ oldPassword: user.password, newPassword: '12345678901', code: '123456' }, 'newPassword'],
        [{ oldPassword: '', newPassword: 'Brand-new-2026', code: '123456' }, 'oldPassword'],
        [{ oldPassword: user.password, newPassword: 'Brand-new-2026', code: 'abcdef' }, 'code'],
        [{ oldPassword: user.password, newPassword: 'Brand-new-2026' }, 'code'],
      ];
      for (const [payload, field] of cases) {
        const res = await changePwd(token, payload);
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field });
      }
      const payload = { oldPassword: user.password, newPassword: 'Brand-new-2026', code: '123456' };
      expect(errorOf(await t.call({ method: 'POST', url: '/api/user/change/pwd', payload })).status).toBe(401);
      expect(errorOf(await t.call({ method: 'POST', url: '/api/user/change/pwd', token: 'x', payload })).code).toBe('E_300');
    });
  });

  describe('GET /user/send/lose/code and POST /user/lose/pwd', () => {
    it('resets a forgotten password and ends every session', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const sent = await sendPublicCode(t, 'lose', user.mobile);
      expect(sent.statusCode).toBe(200);
      const code = await lastSmsCode(t, user.mobile);
      const res = await t.call({
        method: 'POST',
        url: '/api/user/lose/pwd',
        payload: { mobile: user.mobile, code, password: 'Reset-pass-2026' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, msg: '密码重置成功，请登录', data: null });
      expect(errorOf(await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe('E_300');
      expect((await pwdLogin(t, user.userName, 'Reset-pass-2026')).statusCode).toBe(200);
      expect((await eventsOf(t, 'user.passwordReset')).some((e) => e.detail?.userId === user.id)).toBe(true);
    });

    it('lifts a login lock-out once the owner proves the mobile', async () => {
      const user = await createUser(t);
      for (let i = 0; i < 5; i += 1) await pwdLogin(t, user.userName, `Wrong-pass-${i}`);
      expect(errorOf(await pwdLogin(t, user.userName, user.password)).status).toBe(429);
      await sendPublicCode(t, 'lose', user.mobile);
      const code = await lastSmsCode(t, user.mobile);
      await t.call({
        method: 'POST',
        url: '/api/user/lose/pwd',
        payload: { mobile: user.mobile, code, password: 'Reset-pass-2026' },
      });
      expect((await pwdLogin(t, user.userName, 'Reset-pass-2026')).statusCode).toBe(200);
    });

    it('refuses to send a code to an unregistered mobile (behind the captcha)', async () => {
      expect(errorOf(await sendPublicCode(t, 'lose', newMobile()))).toMatchObject({
        status: 400,
        msg: '手机号未注册',
        field: 'mobile',
      });
    });

    it('answers a reset for an unregistered mobile as for a registered one without a code', async () => {
      // The reset has no captcha: it must not serve as a way to tell registered numbers.
      const user = await createUser(t);
      const reset = (mobile: string) =>
        t.call({ method: 'POST', url: '/api/user/lose/pwd', payload: { mobile, code: '123456', password: 'Reset-pass-2026' } });
      const registered = await reset(user.mobile);
      const unregistered = await reset(newMobile());
      expect(errorOf(unregistered)).toMatchObject({ status: 400, field: 'code', msg: '验证码已失效，请重新获取' });
      expect(unregistered.json()).toEqual(registered.json());
    });

    it('refuses a wrong code and keeps the password', async () => {
      const user = await createUser(t);
      await sendPublicCode(t, 'lose', user.mobile);
      const code = await lastSmsCode(t, user.mobile);
      const res = await t.call({
        method: 'POST',
        url: '/api/user/lose/pwd',
        payload: { mobile: user.mobile, code: otherCode(code), password: 'Reset-pass-2026' },
      });
      expect(errorOf(res)).toMatchObject({ status: 400, field: 'code' });
      expect((await pwdLogin(t, user.userName, user.password)).statusCode).toBe(200);
    });

    it('names the invalid field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ mobile: '123', code: '123456', password: 'Reset-pass-2026' }, 'mobile'],
        [{ mobile: newMobile(), code: '1', password: 'Reset-pass-2026' }, 'code'],
        [{ mobile: newMobile(), code: '123456', password: 'weak' }, 'password'],
      ];
      for (const [payload, field] of cases) {
        const res = await t.call({ method: 'POST', url: '/api/user/lose/pwd', payload });
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field });
      }
      const badQuery = await t.call({ method: 'GET', url: '/api/user/send/lose/code', query: { mobile: 'abc' } });
      expect(errorOf(badQuery)).toMatchObject({ status: 400, field: 'mobile' });
    });
  });
});
