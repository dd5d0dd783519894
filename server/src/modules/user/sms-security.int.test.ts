import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  freshIp,
  lastSmsCode,
  login,
  newMobile,
  otherCode,
  solveCaptcha,
  type TestApp,
} from '../../../test/harness.ts';
import { smsCodes, smsOutbox } from '../../platform/sms/tables.ts';
import { sendOwnCode, sendPublicCode } from './test-kit.ts';

describe('user: SMS code security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function smsLogin(mobile: string, code: string) {
    return t.call({
      method: 'POST',
      url: '/api/user/sms/login',
      payload: { mobile, code, captchaVerification: await solveCaptcha(t) },
    });
  }

  it('stores only a hash of the code and writes the message to the outbox', async () => {
    const user = await createUser(t);
    await sendPublicCode(t, 'login', user.mobile);
    const code = await lastSmsCode(t, user.mobile);
    const [row] = await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, user.mobile));
    expect(row?.codeHash).not.toContain(code);
    const [message] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
    expect(message?.content).toContain(code);
    expect(message?.purpose).toBe('login');
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t);
    await sendPublicCode(t, 'login', user.mobile);
    const code = await lastSmsCode(t, user.mobile);
    await t.ctx.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(smsCodes.mobile, user.mobile), eq(smsCodes.purpose, 'login')));
    expect(errorOf(await smsLogin(user.mobile, code))).toMatchObject({
      status: 400,
      field: 'code',
      msg: '验证码已失效，请重新获取',
    });
  });

  it('burns a code after 5 wrong tries, so the right code no longer works', async () => {
    const user = await createUser(t);
    await sendPublicCode(t, 'login', user.mobile);
    const code = await lastSmsCode(t, user.mobile);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(errorOf(await smsLogin(user.mobile, otherCode(code))).msg);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('验证码错误'));
    expect(answers[4]).toBe('验证码错误次数过多，请重新获取');
    expect(errorOf(await smsLogin(user.mobile, code))).toMatchObject({
      status: 400,
      field: 'code',
      msg: '验证码已失效，请重新获取',
    });
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const user = await createUser(t);
    await sendPublicCode(t, 'login', user.mobile);
    const code = await lastSmsCode(t, user.mobile);
    for (let i = 0; i < 4; i += 1) await smsLogin(user.mobile, otherCode(code));
    expect((await smsLogin(user.mobile, code)).statusCode).toBe(200);
  });

  it('refuses a resend within 60 seconds with the seconds to wait', async () => {
    const user = await createUser(t);
    expect((await sendPublicCode(t, 'login', user.mobile)).statusCode).toBe(200);
    const again = await sendPublicCode(t, 'login', user.mobile);
    const error = errorOf(again);
    expect(error).toMatchObject({ status: 429, code: 429 });
    const seconds = error.data.retryAfterSeconds as number;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(error.msg).toBe(`发送过于频繁，请 ${seconds} 秒后再试`);
    // After the minute the resend is allowed and replaces the old code.
    const first = await lastSmsCode(t, user.mobile);
    await t.ctx.db
      .update(smsCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(smsCodes.mobile, user.mobile));
    expect((await sendPublicCode(t, 'login', user.mobile)).statusCode).toBe(200);
    const second = await lastSmsCode(t, user.mobile);
    if (second !== first) expect(errorOf(await smsLogin(user.mobile, first)).status).toBe(400);
    expect((await smsLogin(user.mobile, second)).statusCode).toBe(200);
  });

  it('sends one code when the same number asks in parallel', async () => {
    const user = await createUser(t);
    const captchas = await Promise.all(Array.from({ length: 5 }, () => solveCaptcha(t)));
    const answers = await Promise.all(
      captchas.map((captchaVerification) =>
        t.call({
          method: 'GET',
          url: '/api/user/send/login/code',
          remoteAddress: freshIp(),
          query: { mobile: user.mobile, captchaVerification },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const sent = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
    expect(sent).toHaveLength(1);
  });

  it('does not let an undelivered code block the resend or count against the caps', async () => {
    const user = await createUser(t);
    const send = t.ctx.sms.send.bind(t.ctx.sms);
    t.ctx.sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      expect(errorOf(await sendPublicCode(t, 'login', user.mobile))).toMatchObject({ status: 500, code: 500 });
    } finally {
      t.ctx.sms.send = send;
    }
    expect(await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, user.mobile))).toEqual([]);
    expect((await sendPublicCode(t, 'login', user.mobile)).statusCode).toBe(200);
    expect((await smsLogin(user.mobile, await lastSmsCode(t, user.mobile))).statusCode).toBe(200);
  });

  it('does not let a code of one purpose serve another', async () => {
    const user = await createUser(t);
    await sendPublicCode(t, 'lose', user.mobile);
    const loseCode = await lastSmsCode(t, user.mobile);
    expect(errorOf(await smsLogin(user.mobile, loseCode))).toMatchObject({ status: 400, field: 'code' });
  });

  it('requires a fresh captcha for every code-sending call', async () => {
    const user = await createUser(t);
    const token = await login(t, user.userName, user.password);
    const calls = [
      { method: 'GET' as const, url: '/api/user/send/login/code', query: { mobile: user.mobile } },
      { method: 'GET' as const, url: '/api/user/send/lose/code', query: { mobile: user.mobile } },
      { method: 'POST' as const, url: '/api/user/send/register/code', payload: { mobile: newMobile() } },
      { method: 'GET' as const, url: '/api/user/send/change/pwd/code', token },
      { method: 'GET' as const, url: '/api/user/send/change/mobile/code', token },
      { method: 'POST' as const, url: '/api/user/send/bind/mobile/code', token, payload: { mobile: newMobile() } },
    ];
    for (const call of calls) {
      const res = await t.call({ ...call, remoteAddress: freshIp() });
      expect(errorOf(res), call.url).toMatchObject({ status: 400, field: 'captchaVerification', msg: '请先完成安全验证' });
    }
    // A spent captcha does not open a second call.
    const captchaVerification = await solveCaptcha(t);
    const first = await t.call({
      method: 'POST',
      url: '/api/user/send/register/code',
      payload: { mobile: newMobile(), captchaVerification },
    });
    expect(first.statusCode).toBe(200);
    const reused = await t.call({
      method: 'POST',
      url: '/api/user/send/register/code',
      payload: { mobile: newMobile(), captchaVerification },
    });
    expect(errorOf(reused)).toMatchObject({ status: 400, field: 'captchaVerification', msg: '安全验证已失效，请重新验证' });
    const forged = await t.call({
      method: 'GET',
      url: '/api/user/send/change/pwd/code',
      token,
      query: { captchaVerification: 'made-up' },
    });
    expect(errorOf(forged)).toMatchObject({ status: 400, field: 'captchaVerification' });
  });
});

describe('user: SMS daily caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_DAILY_CAP_PER_PHONE: 3, SMS_DAILY_CAP_PER_IP: 4 });
  });
  afterAll(() => t.close());

  it('caps the codes a phone receives per day, across purposes', async () => {
    const user = await createUser(t);
    const token = await login(t, user.userName, user.password);
    expect((await sendPublicCode(t, 'login', user.mobile)).statusCode).toBe(200);
    expect((await sendPublicCode(t, 'lose', user.mobile)).statusCode).toBe(200);
    expect((await sendOwnCode(t, token, 'pwd')).statusCode).toBe(200);
    const over = await sendOwnCode(t, token, 'mobile');
    expect(errorOf(over)).toMatchObject({ status: 429, msg: '该手机号今日获取验证码次数已达上限' });
  });

  it('caps the codes one address asks for per day', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) {
      const user = await createUser(t);
      expect((await sendPublicCode(t, 'login', user.mobile, ip)).statusCode).toBe(200);
    }
    const user = await createUser(t);
    const over = await sendPublicCode(t, 'login', user.mobile, ip);
    expect(errorOf(over)).toMatchObject({ status: 429, msg: '当前网络今日获取验证码次数已达上限' });
    expect((await sendPublicCode(t, 'login', user.mobile, freshIp())).statusCode).toBe(200);
  });

  it('holds the per-address cap against parallel requests', async () => {
    const ip = freshIp();
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const captchas = await Promise.all(users.map(() => solveCaptcha(t)));
    const answers = await Promise.all(
      users.map((user, i) =>
        t.call({
          method: 'GET',
          url: '/api/user/send/login/code',
          remoteAddress: ip,
          query: { mobile: user.mobile, captchaVerification: captchas[i] as string },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(4);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(res)).toMatchObject({ status: 429, msg: '当前网络今日获取验证码次数已达上限' });
    }
  });
});
