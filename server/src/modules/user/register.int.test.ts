import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  freshIp,
  lastSmsCode,
  newMobile,
  solveCaptcha,
  type TestApp,
} from '../../../test/harness.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { verifyPassword } from '../../platform/security/password.ts';
import { CHECK_MAX_PER_IP } from './check-availability.ts';
import { users } from './tables.ts';
import { eventsOf, pwdLogin } from './test-kit.ts';

describe('user: registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An address that has made every check call it may in this window. */
  async function exhaustChecks(): Promise<string> {
    const ip = freshIp();
    for (let i = 0; i < CHECK_MAX_PER_IP; i += 1) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/check/mobile/exist',
        remoteAddress: ip,
        payload: { mobile: newMobile() },
      });
      expect(res.statusCode).toBe(200);
    }
    return ip;
  }

  async function sendRegisterCode(mobile: string) {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/send/register/code',
      remoteAddress: freshIp(),
      payload: { mobile, captchaVerification: await solveCaptcha(t) },
    });
    expect(res.statusCode).toBe(200);
    return lastSmsCode(t, mobile);
  }

  describe('POST /user/send/register/code', () => {
    it('sends a code to a free mobile, form-encoded or JSON', async () => {
      const mobile = newMobile();
      const form = await t.call({
        method: 'POST',
        url: '/api/user/send/register/code',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ mobile, captchaVerification: await solveCaptcha(t) }).toString(),
      });
      expect(form.statusCode).toBe(200);
      expect(form.json()).toMatchObject({ msg: '验证码已发送', data: { resendAfterSeconds: 60 } });
      expect(await lastSmsCode(t, mobile)).toMatch(/^\d{6}$/);
      const json = await t.call({
        method: 'POST',
        url: '/api/user/send/register/code',
        payload: { mobile: newMobile(), captchaVerification: await solveCaptcha(t) },
      });
      expect(json.statusCode).toBe(200);
    });

    it('refuses a registered mobile, a missing captcha and a bad mobile', async () => {
      const user = await createUser(t);
      const taken = await t.call({
        method: 'POST',
        url: '/api/user/send/register/code',
        payload: { mobile: user.mobile, captchaVerification: await solveCaptcha(t) },
      });
      expect(errorOf(taken)).toMatchObject({ status: 409, code: 409, msg: '手机号已被注册', field: 'mobile' });
      const noCaptcha = await t.call({ method: 'POST', url: '/api/user/send/register/code', payload: { mobile: newMobile() } });
      expect(errorOf(noCaptcha)).toMatchObject({ status: 400, field: 'captchaVerification' });
      const badMobile = await t.call({
        method: 'POST',
        url: '/api/user/send/register/code',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'mobile=2345&captchaVerification=x',
      });
      expect(errorOf(badMobile)).toMatchObject({ status: 400, field: 'mobile' });
    });
  });

  describe('POST /user/register', () => {
    it('registers a user who can then log in', async () => {
      const mobile = newMobile();
      const code = await sendRegisterCode(mobile);
      const res = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userName: `reg${mobile}`, mobile, code, password: 'Secret2026' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        msg: '注册成功',
        data: { userName: `reg${mobile}`, name: `reg${mobile}`, mobile, role: 'user', status: 1, avatar: null },
      });
      const [row] = await t.ctx.db.select().from(users).where(eq(users.mobile, mobile));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? '', 'Secret2026')).toBe(true);
      expect((await pwdLogin(t, `reg${mobile}`, 'Secret2026')).statusCode).toBe(200);
      expect((await eventsOf(t, 'user.register')).some((e) => e.detail?.userId === row?.id)).toBe(true);
    });

    it('keeps a given nickname', async () => {
      const mobile = newMobile();
      const code = await sendRegisterCode(mobile);
      const res = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userName: `nick${mobile}`, mobile, code, password: 'Secret2026', name: '王五' },
      });
      expect(res.json().data.name).toBe('王五');
    });

    it('refuses a taken user name (any case) before spending the code', async () => {
      await createUser(t, { userName: 'TakenName' });
      const mobile = newMobile();
      const code = await sendRegisterCode(mobile);
      const taken = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userName: 'takenname', mobile, code, password: 'Secret2026' },
      });
      expect(errorOf(taken)).toMatchObject({ status: 409, msg: '用户名已被注册', field: 'userName' });
      // The code was not consumed: the same code works with a free name.
      const ok = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userName: `free${mobile}`, mobile, code, password: 'Secret2026' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a taken mobile and a wrong code', async () => {
      const user = await createUser(t);
      const taken = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userName: 'another_one', mobile: user.mobile, code: '123456', password: 'Secret2026' },
      });
      expect(errorOf(taken)).toMatchObject({ status: 409, msg: '手机号已被注册', field: 'mobile' });

      const mobile = newMobile();
      const code = await sendRegisterCode(mobile);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userName: `wrong${mobile}`, mobile, code: wrongCode, password: 'Secret2026' },
      });
      expect(errorOf(wrong)).toMatchObject({ status: 400, msg: '验证码错误', field: 'code' });
      const [row] = await t.ctx.db.select().from(users).where(eq(users.mobile, mobile));
      expect(row).toBeUndefined();
    });

    it('refuses a code sent for another purpose', async () => {
      // A bind-mobile code sent to a free number cannot register that number.
      const user = await createUser(t);
      const token = (await pwdLogin(t, user.userName, user.password)).json().data.token;
      const mobile = newMobile();
      const sent = await t.call({
        method: 'POST',
        url: '/api/user/send/bind/mobile/code',
        token,
        payload: { mobile, captchaVerification: await solveCaptcha(t) },
      });
      expect(sent.statusCode).toBe(200);
      const bindCode = await lastSmsCode(t, mobile);
      const res = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userName: `purpose${mobile}`, mobile, code: bindCode, password: 'Secret2026' },
      });
      expect(errorOf(res)).toMatchObject({ status: 400, field: 'code', msg: '验证码已失效，请重新获取' });
    });

    it('lets only one of two parallel registrations of the same name through', async () => {
      const [a, b] = [newMobile(), newMobile()];
      const codes = [await sendRegisterCode(a), await sendRegisterCode(b)];
      const answers = await Promise.all(
        [a, b].map((mobile, i) =>
          t.call({
            method: 'POST',
            url: '/api/user/register',
            payload: { userName: 'race_name', mobile, code: codes[i], password: 'Secret2026' },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(errorOf(answers.find((res) => res.statusCode === 409)!)).toMatchObject({ field: 'userName' });
    });

    it('lets only one of two parallel registrations of names differing only in case through', async () => {
      const [a, b] = [newMobile(), newMobile()];
      const codes = [await sendRegisterCode(a), await sendRegisterCode(b)];
      const answers = await Promise.all(
        [
          [a, 'Case_Race'],
          [b, 'case_race'],
        ].map(([mobile, userName], i) =>
          t.call({
            method: 'POST',
            url: '/api/user/register',
            payload: { userName, mobile, code: codes[i], password: 'Secret2026' },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(errorOf(answers.find((res) => res.statusCode === 409)!)).toMatchObject({ field: 'userName', msg: '用户名已被注册' });
      const rows = await t.ctx.db.select().from(users).where(sql`lower(${users.userName}) = 'case_race'`);
      expect(rows).toHaveLength(1);
    });

    it('counts against the per-address limit of the check calls, since it answers "taken" as they do', async () => {
      const ip = await exhaustChecks();
      const user = await createUser(t);
      const probe = await t.call({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: ip,
        payload: { userName: 'probe_name', mobile: user.mobile, code: '123456', password: 'Secret2026' },
      });
      expect(errorOf(probe)).toMatchObject({ status: 429, msg: '操作过于频繁，请稍后再试' });
    });

    it('recognises a unique violation of the database driver', async () => {
      const user = await createUser(t);
      const error = await t.ctx.db
        .insert(users)
        .values({ userName: `dup${user.mobile}`, mobile: user.mobile, name: 'x', passwordHash: 'x' })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(violatedUniqueConstraint(error)).toBe('users_mobile_unique');
      expect(violatedUniqueConstraint(new Error('other'))).toBeUndefined();
    });

    it('names the invalid field', async () => {
      const base = { userName: 'valid_name', mobile: newMobile(), code: '123456', password: 'Secret2026' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, userName: '9starts_with_digit' }, 'userName'],
        [{ ...base, userName: 'ab' }, 'userName'],
        [{ ...base, mobile: '1380013800' }, 'mobile'],
        [{ ...base, code: '12345' }, 'code'],
        [{ ...base, password: 'onlyletters' }, 'password'],
        [{ ...base, password: 'Sh0rt' }, 'password'],
        [{ ...base, name: 'x'.repeat(31) }, 'name'],
      ];
      for (const [payload, field] of cases) {
        const res = await t.call({ method: 'POST', url: '/api/user/register', payload });
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field });
      }
      const weak = await t.call({ method: 'POST', url: '/api/user/register', payload: { ...base, password: 'onlyletters' } });
      expect(weak.json().msg).toContain('密码须为 8-32 位，且同时包含字母和数字');
    });
  });

  describe('checks', () => {
    it('POST /user/check/username tells whether a name is taken, regardless of case', async () => {
      await createUser(t, { userName: 'CheckMe' });
      const taken = await t.call({ method: 'POST', url: '/api/user/check/username', payload: { userName: 'checkme' } });
      expect(taken.json()).toMatchObject({ code: 200, data: { exists: true, available: false } });
      const free = await t.call({ method: 'POST', url: '/api/user/check/username', payload: { userName: 'nobody_yet' } });
      expect(free.json().data).toEqual({ exists: false, available: true });
      const bad = await t.call({ method: 'POST', url: '/api/user/check/username', payload: { userName: '1' } });
      expect(errorOf(bad)).toMatchObject({ status: 400, field: 'userName' });
    });

    it('POST /user/check/mobile answers available for a valid free number only', async () => {
      const user = await createUser(t);
      const taken = await t.call({ method: 'POST', url: '/api/user/check/mobile', payload: { mobile: user.mobile } });
      expect(taken.json().data).toEqual({ exists: true, available: false });
      const free = await t.call({
        method: 'POST',
        url: '/api/user/check/mobile',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `mobile=${newMobile()}`,
      });
      expect(free.json().data).toEqual({ exists: false, available: true });
      const bad = await t.call({ method: 'POST', url: '/api/user/check/mobile', payload: { mobile: '10000000000' } });
      expect(errorOf(bad)).toMatchObject({ status: 400, field: 'mobile' });
    });

    it('POST /user/check/mobile/exist tells whether a number is registered', async () => {
      const user = await createUser(t);
      const yes = await t.call({ method: 'POST', url: '/api/user/check/mobile/exist', payload: { mobile: user.mobile } });
      expect(yes.json().data).toEqual({ exists: true });
      const no = await t.call({ method: 'POST', url: '/api/user/check/mobile/exist', payload: { mobile: newMobile() } });
      expect(no.json().data).toEqual({ exists: false });
      const bad = await t.call({ method: 'POST', url: '/api/user/check/mobile/exist', payload: {} });
      expect(errorOf(bad)).toMatchObject({ status: 400, field: 'mobile' });
    });

    it('limits the checks per address', async () => {
      const ip = await exhaustChecks();
      const over = await t.call({
        method: 'POST',
        url: '/api/user/check/username',
        remoteAddress: ip,
        payload: { userName: 'abcd' },
      });
      expect(errorOf(over)).toMatchObject({ status: 429, msg: '操作过于频繁，请稍后再试' });
      const other = await t.call({
        method: 'POST',
        url: '/api/user/check/username',
        remoteAddress: freshIp(),
        payload: { userName: 'abcd' },
      });
      expect(other.statusCode).toBe(200);
    });
  });
});
