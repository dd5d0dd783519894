import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { captchaChallenges } from '../../platform/captcha/tables.ts';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health in the envelope with the version header', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-app-version']).toBeTruthy();
    expect(res.json()).toMatchObject({ code: 200, success: true, data: { status: 'ok' } });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t.call({ method: 'POST', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false, msg: '接口不存在', data: { error: 'NOT_FOUND' } });
  });

  it('answers in English when asked', async () => {
    const res = await t.call({ method: 'POST', url: '/api/no/such/call', headers: { language: 'en' } });
    expect(res.json().msg).toBe('No such API');
  });

  it('names the field of invalid input', async () => {
    const res = await t.call({ method: 'POST', url: '/api/captcha/check', payload: { captchaId: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('answer');
    expect(res.json().msg).toContain('answer');
  });

  it('answers every invalid input with catalogue messages, naming the field', async () => {
    const login = (payload: object, headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: '/api/user/pwd/login', payload, headers });
    const cases: [LightMyRequestResponse, string, string][] = [
      // A too long value is not "required"; an unknown key is named; zod's English never shows.
      [await login({ userName: 'a'.repeat(65), password: 'x' }), 'userName', '参数错误：userName 长度超出限制'],
      [await login({ userName: 'a', password: 'x', role: 'operator' }), 'role', '参数错误：role 是未知字段'],
      [await login({ userName: 5, password: 'x' }), 'userName', '参数错误：userName 格式不正确'],
      [await login({ password: 'x' }), 'userName', '参数错误：userName 不能为空'],
      [
        await t.call({ method: 'POST', url: '/api/captcha/check', payload: { captchaId: 'x', answer: 'abcd', x: 1 } }),
        'x',
        '参数错误：x 是未知字段',
      ],
    ];
    for (const [res, field, msg] of cases) {
      expect(res.json(), msg).toMatchObject({ code: 400, success: false, msg, data: { error: 'VALIDATION', field } });
    }
    const en = await login({ userName: 'a'.repeat(65), password: 'x' }, { language: 'en' });
    expect(en.json().msg).toBe('Invalid input: userName is too long');
  });

  it('answers a malformed, unsupported or oversized body with catalogue messages', async () => {
    const post = (payload: string, contentType: string, language = 'zh') =>
      t.call({ method: 'POST', url: '/api/user/pwd/login', payload, headers: { 'content-type': contentType, language } });
    expect((await post('{bad', 'application/json')).json()).toMatchObject({ code: 400, msg: '请求内容格式不正确' });
    expect((await post('', 'application/json', 'en')).json()).toMatchObject({ code: 400, msg: 'The request body is malformed' });
    const xml = await post('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, msg: '不支持的请求内容类型' });
    const big = await post(JSON.stringify({ userName: 'x'.repeat(3 * 1024 * 1024) }), 'application/json');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, msg: '请求内容过大' });
  });

  it('solves a captcha once and refuses the same challenge again', async () => {
    const get = await t.call({ method: 'GET', url: '/api/captcha/get' });
    expect(get.json().data.image).toContain('<svg');
    const { captchaId } = get.json().data;
    const wrong = await t.call({ method: 'POST', url: '/api/captcha/check', payload: { captchaId, answer: 'zzzz' } });
    expect(wrong.statusCode).toBe(400);
    const again = await t.call({ method: 'POST', url: '/api/captcha/check', payload: { captchaId, answer: 'zzzz' } });
    expect(again.json().msg).toBe('验证码已过期，请刷新');
  });

  it('draws no more than CAPTCHA_MAX_PER_IP_PER_MINUTE challenges a minute for one address', async () => {
    const get = (remoteAddress: string) => t.call({ method: 'GET', url: '/api/captcha/get', remoteAddress });
    for (let i = 0; i < t.ctx.config.CAPTCHA_MAX_PER_IP_PER_MINUTE; i += 1) expect((await get('10.77.0.1')).statusCode).toBe(200);
    const [{ n: before } = { n: 0 }] = await t.ctx.db.select({ n: count() }).from(captchaChallenges);
    const refused = await get('10.77.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    const [{ n: after } = { n: 0 }] = await t.ctx.db.select({ n: count() }).from(captchaChallenges);
    expect(after).toBe(before);
    // Another address is not held back by the first one's use.
    expect((await get('10.77.0.2')).statusCode).toBe(200);
  });

  it('lists every call of the foundation in the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const operations = Object.entries(res.json().paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = [
      // SPEC §7 "User"
      'POST /api/user/pwd/login',
      'POST /api/user/sms/login',
      'GET /api/user/send/login/code',
      'POST /api/user/send/register/code',
      'GET /api/user/send/change/pwd/code',
      'GET /api/user/send/change/mobile/code',
      'POST /api/user/change/mobile',
      'POST /api/user/send/bind/mobile/code',
      'POST /api/user/valid/old/mobile',
      'POST /api/user/change/pwd',
      'POST /api/user/register',
      'POST /api/user/check/username',
      'POST /api/user/check/mobile/exist',
      'POST /api/user/check/mobile',
      'POST /api/user/logout',
      'POST /api/user/update/avatar',
      'POST /api/user/update/info',
      'GET /api/user/send/lose/code',
      'POST /api/user/lose/pwd',
      'GET /api/user/info',
      'GET /api/user/getUserPower',
      // captcha, files, places, logs
      'GET /api/captcha/get',
      'POST /api/captcha/check',
      'POST /api/oss/upload/img',
      'POST /api/oss/upload/file',
      'POST /api/oss/upload/pdf',
      'POST /api/encry/upload/img',
      'POST /api/encry/upload/pdf',
      'GET /api/seeView',
      'GET /api/seeEncryptionView',
      'GET /api/province/list',
      'GET /api/city/list',
      'GET /api/area/list',
      'GET /api/city/selectByName',
      ...['usual', 'api', 'error'].flatMap((log) => [`GET /api/blade-log/${log}/list`, `GET /api/blade-log/${log}/detail`]),
    ];
    expect(operations).toEqual(expect.arrayContaining(expected));
  });
});
