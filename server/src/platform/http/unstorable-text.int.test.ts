import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { errorLogs, usualLogs } from '../logs/tables.ts';

describe('text the database cannot store', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  it('is refused with 400 naming the field, in a body, a nested body, a query and a form post', async () => {
    const login = await t.call({ method: 'POST', url: '/api/user/pwd/login', payload: { userName: 'a\u0000', password: 'x' } });
    expect(errorOf(login)).toMatchObject({
      status: 400,
      field: 'userName',
      msg: '参数错误：userName 含有无法保存的字符（空字符或不完整的 Unicode 字符）',
    });
    const profile = await t.call({ method: 'POST', url: '/api/user/update/info', token, payload: { name: '王\ud800' } });
    expect(errorOf(profile)).toMatchObject({ status: 400, field: 'name' });
    const news = await t.call({
      method: 'POST',
      url: '/api/news/list',
      payload: { keyword: '\u0000', pageNum: 1, pageSize: 10 },
    });
    expect(errorOf(news)).toMatchObject({ status: 400, field: 'keyword' });
    const nested = await t.call({ method: 'POST', url: '/api/news/list', payload: { filters: [{ note: 'x\u0000' }] } });
    expect(errorOf(nested)).toMatchObject({ status: 400, field: 'filters.0.note' });
    const query = await t.call({ method: 'GET', url: '/api/health', query: { probe: '\u0000' } });
    expect(errorOf(query)).toMatchObject({ status: 400, field: 'probe' });
    const form = await t.call({
      method: 'POST',
      url: '/api/user/pwd/login',
      payload: 'userName=%00&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(errorOf(form)).toMatchObject({ status: 400, field: 'userName' });
    const english = await t.call({
      method: 'POST',
      url: '/api/user/pwd/login',
      headers: { language: 'en' },
      payload: { userName: 'a\u0000', password: 'x' },
    });
    expect(errorOf(english).msg).toBe(
      'Invalid input: userName holds characters that cannot be stored (a NUL character or an incomplete Unicode character)',
    );
    // Whole characters outside the basic plane are text like any other.
    const emoji = await t.call({ method: 'POST', url: '/api/user/update/info', token, payload: { name: '王🧪' } });
    expect(emoji.statusCode).toBe(200);
  });

  it('is stored by the logs as given, visibly, without losing the rest of their batch', async () => {
    t.ctx.logs.addError({
      method: 'POST',
      url: '/x',
      message: 'bad \u0000 byte',
      stack: 'half \ud800 here',
      createdAt: new Date(),
    });
    t.ctx.logs.addUsual({ event: 'test.nul', detail: 'detail \u0000', createdAt: new Date() });
    t.ctx.logs.addUsual({ event: 'test.plain', detail: 'ok', createdAt: new Date() });
    await t.ctx.logs.flush();
    const [error] = await t.ctx.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1);
    expect(error).toMatchObject({ message: 'bad \\u0000 byte', stack: 'half \ufffd here' });
    const usual = await t.ctx.db.select().from(usualLogs).orderBy(desc(usualLogs.id)).limit(2);
    expect(usual.map((row) => [row.event, row.detail])).toEqual([
      ['test.plain', 'ok'],
      ['test.nul', 'detail \\u0000'],
    ]);
  });
});
