import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

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

  it('solves a captcha once and refuses the same challenge again', async () => {
    const get = await t.call({ method: 'GET', url: '/api/captcha/get' });
    expect(get.json().data.image).toContain('<svg');
    const { captchaId } = get.json().data;
    const wrong = await t.call({ method: 'POST', url: '/api/captcha/check', payload: { captchaId, answer: 'zzzz' } });
    expect(wrong.statusCode).toBe(400);
    const again = await t.call({ method: 'POST', url: '/api/captcha/check', payload: { captchaId, answer: 'zzzz' } });
    expect(again.json().msg).toBe('验证码已过期，请刷新');
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
