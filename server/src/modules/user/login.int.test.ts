import { USER_STATUS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, freshIp, lastSmsCode, solveCaptcha, type TestApp } from '../../../test/harness.ts';
import { sessions } from '../../platform/auth/tables.ts';
import { sha256Hex } from '../../platform/security/hashing.ts';
import { LOGIN_MAX_FAILS_PER_IP } from './login-throttle.ts';
import { users } from './tables.ts';
import { eventsOf, pwdLogin, sendPublicCode, setCookies } from './test-kit.ts';

describe('user: login and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /user/pwd/login', () => {
    it('logs in by user name and sets the session and CSRF cookies', async () => {
      const user = await createUser(t, { name: '张三' });
      const res = await pwdLogin(t, user.userName, user.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, success: true, msg: '登录成功' });
      const { token, csrfToken, expiresAt, userInfo } = body.data;
      expect(token).toMatch(/^[\w-]{40,}$/);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      expect(userInfo).toMatchObject({
        id: user.id,
        userName: user.userName,
        name: '张三',
        mobile: user.mobile,
        mobileMasked: `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`,
        avatar: null,
        role: 'user',
        status: 1,
      });
      expect(userInfo).not.toHaveProperty('passwordHash');

      const cookies = setCookies(res);
      expect(cookies['hgsc-access-token']?.value).toBe(token);
      expect(cookies['hgsc-access-token']?.attributes).toEqual(
        expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=604800']),
      );
      expect(cookies['hgsc-access-token']?.attributes).not.toContain('secure');
      expect(cookies['hgsc-csrf-token']?.value).toBe(csrfToken);
      expect(cookies['hgsc-csrf-token']?.attributes).toEqual(
        expect.arrayContaining(['samesite=lax', 'path=/', 'max-age=604800']),
      );
      expect(cookies['hgsc-csrf-token']?.attributes).not.toContain('httponly');

      // The token is stored hashed only.
      const [stored] = await t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(token)));
      expect(stored?.userId).toBe(user.id);
      const info = await t.call({ method: 'GET', url: '/api/user/info', token });
      expect(info.json().data.id).toBe(user.id);

      const events = await eventsOf(t, 'user.login');
      expect(events.some((e) => e.detail?.userId === user.id && e.detail?.method === 'password')).toBe(true);
    });

    it('accepts the mobile in the userName field and issues a new token at every login', async () => {
      const user = await createUser(t);
      const first = await pwdLogin(t, user.mobile, user.password);
      const second = await pwdLogin(t, user.mobile, user.password);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.json().data.token).not.toBe(second.json().data.token);
      for (const res of [first, second]) {
        const info = await t.call({ method: 'GET', url: '/api/user/info', token: res.json().data.token });
        expect(info.statusCode).toBe(200);
      }
    });

    it('accepts the user name in any case: names are unique regardless of case', async () => {
      const user = await createUser(t, { userName: 'MixedCase_01' });
      const res = await pwdLogin(t, 'mixedcase_01', user.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.userInfo.userName).toBe('MixedCase_01');
    });

    it('answers an unknown account and a wrong password alike', async () => {
      const user = await createUser(t);
      const wrong = await pwdLogin(t, user.userName, 'Wrong-pass-1');
      const unknown = await pwdLogin(t, 'nobody_here_42', 'Wrong-pass-1');
      for (const res of [wrong, unknown]) {
        expect(errorOf(res)).toMatchObject({ status: 400, code: 400, msg: '用户名或密码错误', field: undefined });
      }
      expect(wrong.json()).toEqual(unknown.json());
      expect(setCookies(wrong)).toEqual({});
    });

    it('tells a disabled account only after the right password', async () => {
      const user = await createUser(t);
      await t.ctx.db.update(users).set({ status: USER_STATUS.DISABLED }).where(eq(users.id, user.id));
      const wrong = await pwdLogin(t, user.userName, 'Wrong-pass-1');
      expect(errorOf(wrong)).toMatchObject({ status: 400, msg: '用户名或密码错误' });
      const right = await pwdLogin(t, user.userName, user.password);
      expect(errorOf(right)).toMatchObject({ status: 403, code: 403, msg: '账号已被停用，请联系平台' });
      expect(setCookies(right)).toEqual({});
    });

    it('throttles an account after 5 failures: the 6th try is refused even with the right password', async () => {
      const user = await createUser(t);
      for (let i = 0; i < 5; i += 1) {
        // A different address each time: the account limit holds regardless of where guesses come from.
        expect(errorOf(await pwdLogin(t, user.userName, `Wrong-pass-${i}`)).status).toBe(400);
      }
      const sixth = await pwdLogin(t, user.userName, user.password);
      expect(errorOf(sixth)).toMatchObject({ status: 429, code: 429, msg: '登录失败次数过多，请 15 分钟后再试' });
      expect(sixth.json().data.retryAfterSeconds).toBeGreaterThan(0);
      // The mobile is the same account: it does not open a second counter.
      expect(errorOf(await pwdLogin(t, user.mobile, user.password)).status).toBe(429);
    });

    it('holds the account limit against parallel guesses', async () => {
      const user = await createUser(t);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => pwdLogin(t, user.userName, `Wrong-pass-${i}`).then((res) => res.statusCode)),
      );
      expect(answers.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
      expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    });

    it('throttles an unknown account the same way, so the throttle reveals nothing', async () => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(errorOf(await pwdLogin(t, 'ghost_account', `Wrong-pass-${i}`)));
      expect(answers.slice(0, 5).every((a) => a.status === 400)).toBe(true);
      expect(answers[5]).toMatchObject({ status: 429, msg: '登录失败次数过多，请 15 分钟后再试' });
    });

    it('resets the account counter after a successful login', async () => {
      const user = await createUser(t);
      for (let i = 0; i < 4; i += 1) await pwdLogin(t, user.userName, `Wrong-pass-${i}`);
      expect((await pwdLogin(t, user.userName, user.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await pwdLogin(t, user.userName, `Wrong-pass-${i}`)).statusCode).toBe(400);
      expect((await pwdLogin(t, user.userName, user.password)).statusCode).toBe(200);
    });

    it('throttles an address after 20 failures across accounts', async () => {
      const ip = freshIp();
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_IP; i += 1) {
        expect((await pwdLogin(t, `spray_user_${i}`, 'Wrong-pass-1', ip)).statusCode).toBe(400);
      }
      const user = await createUser(t);
      expect(errorOf(await pwdLogin(t, user.userName, user.password, ip))).toMatchObject({ status: 429 });
      // Another address is not affected.
      expect((await pwdLogin(t, user.userName, user.password)).statusCode).toBe(200);
    });

    it('holds the address limit against parallel failures', async () => {
      const ip = freshIp();
      const attempts = LOGIN_MAX_FAILS_PER_IP + 10;
      const captchas = await Promise.all(Array.from({ length: attempts }, () => solveCaptcha(t)));
      const answers = await Promise.all(
        captchas.map((captchaVerification, i) =>
          t
            .call({
              method: 'POST',
              url: '/api/user/pwd/login',
              remoteAddress: ip,
              payload: { userName: `parallel_spray_${i}`, password: 'Wrong-pass-1', captchaVerification },
            })
            .then((res) => res.statusCode),
        ),
      );
      expect(answers.filter((status) => status === 400).length).toBe(LOGIN_MAX_FAILS_PER_IP);
      expect(answers.filter((status) => status === 429).length).toBe(10);
    });

    it('does not count successful logins against the address', async () => {
      const ip = freshIp();
      const user = await createUser(t);
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_IP + 5; i += 1) {
        expect((await pwdLogin(t, user.userName, user.password, ip)).statusCode).toBe(200);
      }
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_IP; i += 1) {
        expect((await pwdLogin(t, `spray_after_${i}`, 'Wrong-pass-1', ip)).statusCode).toBe(400);
      }
      expect((await pwdLogin(t, user.userName, user.password, ip)).statusCode).toBe(429);
    });

    it('requires a captcha and spends it once', async () => {
      const user = await createUser(t);
      const missing = await t.call({
        method: 'POST',
        url: '/api/user/pwd/login',
        payload: { userName: user.userName, password: user.password },
      });
      expect(errorOf(missing)).toMatchObject({ status: 400, msg: '请先完成安全验证', field: 'captchaVerification' });
      const captchaVerification = await solveCaptcha(t);
      const payload = { userName: user.userName, password: user.password, captchaVerification };
      expect((await t.call({ method: 'POST', url: '/api/user/pwd/login', payload })).statusCode).toBe(200);
      const reused = await t.call({ method: 'POST', url: '/api/user/pwd/login', payload });
      expect(errorOf(reused)).toMatchObject({ status: 400, msg: '安全验证已失效，请重新验证', field: 'captchaVerification' });
    });

    it('names the invalid field', async () => {
      const noPassword = await t.call({
        method: 'POST',
        url: '/api/user/pwd/login',
        payload: { userName: 'someone', captchaVerification: 'x' },
      });
      expect(errorOf(noPassword)).toMatchObject({ status: 400, field: 'password' });
      const noName = await t.call({ method: 'POST', url: '/api/user/pwd/login', payload: { userName: '', password: 'x' } });
      expect(errorOf(noName)).toMatchObject({ status: 400, field: 'userName' });
      const extra = await t.call({
        method: 'POST',
        url: '/api/user/pwd/login',
        payload: { userName: 'someone', password: 'x', role: 'operator' },
      });
      expect(errorOf(extra)).toMatchObject({ status: 400, field: 'role', msg: '参数错误：role 是未知字段' });
    });
  });

  describe('POST /user/sms/login and GET /user/send/login/code', () => {
    it('logs in with the code sent to a registered mobile', async () => {
      const user = await createUser(t);
      const sent = await sendPublicCode(t, 'login', user.mobile);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({
        msg: '验证码已发送',
        data: { resendAfterSeconds: 60, mobileMasked: `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}` },
      });
      const code = await lastSmsCode(t, user.mobile);
      const res = await t.call({
        method: 'POST',
        url: '/api/user/sms/login',
        payload: { mobile: user.mobile, code, captchaVerification: await solveCaptcha(t), type: 'phone' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.userInfo.id).toBe(user.id);
      expect(setCookies(res)['hgsc-access-token']?.value).toBe(res.json().data.token);
      const events = await eventsOf(t, 'user.login');
      expect(events.some((e) => e.detail?.userId === user.id && e.detail?.method === 'sms')).toBe(true);
      // The code is single use.
      const again = await t.call({
        method: 'POST',
        url: '/api/user/sms/login',
        payload: { mobile: user.mobile, code, captchaVerification: await solveCaptcha(t) },
      });
      expect(errorOf(again)).toMatchObject({ status: 400, field: 'code', msg: '验证码已失效，请重新获取' });
    });

    it('refuses to send a login code to an unregistered mobile', async () => {
      const res = await sendPublicCode(t, 'login', '13700000000');
      expect(errorOf(res)).toMatchObject({ status: 400, msg: '手机号未注册', field: 'mobile' });
    });

    it('refuses a wrong code, an unregistered mobile and a disabled account', async () => {
      const user = await createUser(t);
      await sendPublicCode(t, 'login', user.mobile);
      const code = await lastSmsCode(t, user.mobile);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await t.call({
        method: 'POST',
        url: '/api/user/sms/login',
        payload: { mobile: user.mobile, code: wrongCode, captchaVerification: await solveCaptcha(t) },
      });
      expect(errorOf(wrong)).toMatchObject({ status: 400, field: 'code', msg: '验证码错误' });
      const unknown = await t.call({
        method: 'POST',
        url: '/api/user/sms/login',
        payload: { mobile: '13700000001', code, captchaVerification: await solveCaptcha(t) },
      });
      expect(errorOf(unknown)).toMatchObject({ status: 400, field: 'mobile', msg: '手机号未注册' });
      await t.ctx.db.update(users).set({ status: USER_STATUS.DISABLED }).where(eq(users.id, user.id));
      const disabled = await t.call({
        method: 'POST',
        url: '/api/user/sms/login',
        payload: { mobile: user.mobile, code, captchaVerification: await solveCaptcha(t) },
      });
      expect(errorOf(disabled)).toMatchObject({ status: 403, msg: '账号已被停用，请联系平台' });
    });

    it('requires a captcha for the code and for the login', async () => {
      const user = await createUser(t);
      const send = await t.call({ method: 'GET', url: '/api/user/send/login/code', query: { mobile: user.mobile } });
      expect(errorOf(send)).toMatchObject({ status: 400, field: 'captchaVerification' });
      const loginRes = await t.call({
        method: 'POST',
        url: '/api/user/sms/login',
        payload: { mobile: user.mobile, code: '123456' },
      });
      expect(errorOf(loginRes)).toMatchObject({ status: 400, field: 'captchaVerification' });
    });

    it('names the invalid field', async () => {
      const badMobile = await t.call({ method: 'GET', url: '/api/user/send/login/code', query: { mobile: '12345' } });
      expect(errorOf(badMobile)).toMatchObject({ status: 400, field: 'mobile' });
      expect(badMobile.json().msg).toContain('手机号格式不正确');
      const badCode = await t.call({
        method: 'POST',
        url: '/api/user/sms/login',
        payload: { mobile: '13800138000', code: '12ab' },
      });
      expect(errorOf(badCode)).toMatchObject({ status: 400, field: 'code' });
    });
  });

  describe('POST /user/logout', () => {
    it('revokes the session and clears both cookies', async () => {
      const user = await createUser(t);
      const res = await pwdLogin(t, user.userName, user.password);
      const { token } = res.json().data;
      const out = await t.call({ method: 'POST', url: '/api/user/logout', token });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toMatchObject({ code: 200, msg: '已退出登录', data: null });
      const cleared = setCookies(out);
      for (const name of ['hgsc-access-token', 'hgsc-csrf-token']) {
        expect(cleared[name]?.value).toBe('');
        expect(cleared[name]?.attributes.some((a) => a === 'max-age=0' || a.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
      }
      const after = await t.call({ method: 'GET', url: '/api/user/info', token });
      expect(errorOf(after)).toMatchObject({ status: 401, code: 'E_300', msg: '登录已失效，请重新登录' });
      expect((await eventsOf(t, 'user.logout')).some((e) => e.detail?.userId === user.id)).toBe(true);
    });

    it('answers 401 without a session and E_300 for a garbage token', async () => {
      expect(errorOf(await t.call({ method: 'POST', url: '/api/user/logout' }))).toMatchObject({ status: 401, code: 401 });
      expect(errorOf(await t.call({ method: 'POST', url: '/api/user/logout', token: 'garbage' }))).toMatchObject({
        status: 401,
        code: 'E_300',
      });
    });
  });

  describe('cookie sessions and CSRF', () => {
    it('refuses a cookie-authenticated write without X-CSRF-Token and accepts it with the token', async () => {
      const user = await createUser(t);
      const res = await pwdLogin(t, user.userName, user.password);
      const { token, csrfToken } = res.json().data;
      const cookies = { 'hgsc-access-token': token };
      const read = await t.call({ method: 'GET', url: '/api/user/info', cookies });
      expect(read.statusCode).toBe(200);
      const noHeader = await t.call({ method: 'POST', url: '/api/user/update/info', cookies, payload: { name: '新名字' } });
      expect(errorOf(noHeader)).toMatchObject({ status: 403, code: 403, msg: '请求来源校验失败，请刷新页面后重试' });
      const wrongHeader = await t.call({
        method: 'POST',
        url: '/api/user/update/info',
        cookies,
        headers: { 'x-csrf-token': 'forged' },
        payload: { name: '新名字' },
      });
      expect(errorOf(wrongHeader).status).toBe(403);
      const withHeader = await t.call({
        method: 'POST',
        url: '/api/user/update/info',
        cookies,
        headers: { 'x-csrf-token': csrfToken },
        payload: { name: '新名字' },
      });
      expect(withHeader.statusCode).toBe(200);
      expect(withHeader.json().data.name).toBe('新名字');
      // Logout by cookie needs the header too.
      const logoutNoHeader = await t.call({ method: 'POST', url: '/api/user/logout', cookies });
      expect(errorOf(logoutNoHeader).status).toBe(403);
    });
  });
});

describe('user: login with captcha off and secure cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_ENABLED: false, COOKIE_SECURE: true });
  });
  afterAll(() => t.close());

  it('logs in without a captcha and marks the cookies Secure', async () => {
    const user = await createUser(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/user/pwd/login',
      payload: { userName: user.userName, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const cookies = setCookies(res);
    expect(cookies['hgsc-access-token']?.attributes).toContain('secure');
    expect(cookies['hgsc-csrf-token']?.attributes).toContain('secure');
  });
});
