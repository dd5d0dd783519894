import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { apiLogs } from '../../platform/logs/tables.ts';

describe('logs (blade-log)', () => {
  let t: TestApp;
  let operatorToken = '';
  let userToken = '';

  beforeAll(async () => {
    t = await createTestApp();
    operatorToken = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    userToken = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string | number> = {}, token: string | null = operatorToken) =>
    t.call({
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      ...(token ? { token } : {}),
    });

  it('lists business events newest first, in pages, including the latest unflushed one', async () => {
    for (let i = 1; i <= 12; i++) t.app.logEvent(null, 'test.event', { n: i });
    const first = await get('/api/blade-log/usual/list', { current: 1, size: 10 });
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
    expect(page.records).toHaveLength(10);
    expect(JSON.parse(page.records[0].detail)).toEqual({ n: 12 });
    expect(page.records[0]).toMatchObject({ event: 'test.event', userId: null });
    expect(Number.isNaN(Date.parse(page.records[0].createdAt))).toBe(false);
    const second = (await get('/api/blade-log/usual/list', { current: 2, size: 10 })).json().data;
    expect(second.records.map((r: { detail: string }) => JSON.parse(r.detail).n)).toEqual([2, 1]);

    const detail = await get('/api/blade-log/usual/detail', { id: page.records[0].id });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual(page.records[0]);
  });

  it('lists API requests, the latest first', async () => {
    await t.call({ method: 'GET', url: '/api/health', headers: { 'user-agent': 'log-test-agent' } });
    const res = await get('/api/blade-log/api/list');
    expect(res.statusCode).toBe(200);
    const records = res.json().data.records as { id: number; url: string }[];
    expect(records.map((r) => r.id)).toEqual([...records.map((r) => r.id)].sort((a, b) => b - a));
    // The health call is the newest entry, or just behind a log call whose own entry raced ahead.
    const latest = records.slice(0, 2).find((r) => r.url === '/api/health') as { id: number; userAgent?: string };
    expect(latest).toMatchObject({ method: 'GET', url: '/api/health', route: '/api/health', status: 200 });
    expect(latest.userAgent).toBe('log-test-agent');
    const detail = await get('/api/blade-log/api/detail', { id: latest.id });
    expect(detail.json().data).toMatchObject({ id: latest.id, url: '/api/health' });
    // Every column survives the batch's JSON round trip.
    const [stored] = await t.ctx.db.select().from(apiLogs).where(eq(apiLogs.id, latest.id));
    expect(stored).toMatchObject({ method: 'GET', status: 200, userAgent: 'log-test-agent', userId: null });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((stored?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('lists unexpected errors without the stack, and shows it in the detail', async () => {
    t.app.logError(null, new Error('boom for the log test'));
    const res = await get('/api/blade-log/error/list');
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().data.records;
    expect(latest.message).toBe('boom for the log test');
    expect(latest.stack).toBeUndefined();
    const detail = await get('/api/blade-log/error/detail', { id: latest.id });
    expect(detail.json().data.stack).toContain('boom for the log test');
  });

  it('needs a login', async () => {
    for (const kind of ['usual', 'api', 'error']) {
      const list = await get(`/api/blade-log/${kind}/list`, {}, null);
      expect(list.statusCode).toBe(401);
      expect(list.json().code).toBe(401);
      const detail = await get(`/api/blade-log/${kind}/detail`, { id: 1 }, 'expired-token');
      expect(detail.statusCode).toBe(401);
      expect(detail.json().code).toBe('E_300');
    }
  });

  it('is for operators only', async () => {
    for (const kind of ['usual', 'api', 'error']) {
      const list = await get(`/api/blade-log/${kind}/list`, {}, userToken);
      expect(list.statusCode).toBe(403);
      expect(list.json().msg).toBe('仅平台运营人员可访问');
      const detail = await get(`/api/blade-log/${kind}/detail`, { id: 1 }, userToken);
      expect(detail.statusCode).toBe(403);
    }
  });

  it('answers 400 naming the field for bad paging or ids', async () => {
    const size = await get('/api/blade-log/api/list', { size: 7 });
    expect(size.statusCode).toBe(400);
    expect(size.json().data.field).toBe('size');
    const current = await get('/api/blade-log/usual/list', { current: 0 });
    expect(current.json().data.field).toBe('current');
    const id = await get('/api/blade-log/error/detail', { id: 'abc' });
    expect(id.statusCode).toBe(400);
    expect(id.json().data.field).toBe('id');
    const missing = await get('/api/blade-log/error/detail');
    expect(missing.json().data.field).toBe('id');
  });

  it('answers 404 for an unknown entry', async () => {
    for (const kind of ['usual', 'api', 'error']) {
      const res = await get(`/api/blade-log/${kind}/detail`, { id: 99_999_999 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(404);
    }
  });
});
