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

  it('lists the platform calls in the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/captcha/get', '/api/captcha/check']));
  });
});
