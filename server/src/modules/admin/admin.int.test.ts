import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, newMobile, tokenFor as sessionFor, type TestApp } from '../../../test/harness.ts';
import { sessions } from '../../platform/auth/tables.ts';
import { usualLogs } from '../../platform/logs/tables.ts';

describe('operator console', () => {
  let t: TestApp;
  let operator: { id: number; token: string };
  let plainToken = '';
  const tokenFor = (id: number) => sessionFor(t, id);

  beforeAll(async () => {
    t = await createTestApp();
    const o = await createUser(t, { role: 'operator', name: '运营小王' });
    operator = { id: o.id, token: await tokenFor(o.id) };
    plainToken = await tokenFor((await createUser(t)).id);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number>, token: string | null = operator.token) =>
    t.call({
      method: 'GET',
      url: '/api/admin/user/list',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      ...(token ? { token } : {}),
    });
  const setStatus = (action: 'enable' | 'disable', payload: unknown, token: string | null = operator.token) =>
    t.call({ method: 'POST', url: `/api/admin/user/${action}`, payload: payload as object, ...(token ? { token } : {}) });
  /** A call any logged-in user may make; its answer shows whether the token still works. */
  const probe = (token: string) =>
    t.call({ method: 'GET', url: '/api/seeEncryptionView', query: { key: 'AAAAAAAAAAAAAAAAAAAAAAAA.png' }, token });

  describe('users', () => {
    it('lists users newest first, in pages', async () => {
      const created = [];
      for (let i = 0; i < 3; i++) created.push(await createUser(t, { name: `分页用户${i}` }));
      const res = await list({ current: 1, size: 10 });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ total: 5, size: 10, current: 1, pages: 1 });
      expect(page.records.slice(0, 3).map((u: { id: number }) => u.id)).toEqual(created.map((u) => u.id).reverse());
      expect(page.records[0]).toEqual({
        id: created[2]?.id,
        userName: created[2]?.userName,
        name: '分页用户2',
        mobile: created[2]?.mobile,
        role: 'user',
        status: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(page.records[0]).not.toHaveProperty('passwordHash');
    });

    it('finds users by user name, name or mobile', async () => {
      const mobile = newMobile();
      const u = await createUser(t, { userName: 'chemTrader_01', name: '张三化工', mobile });
      const ids = async (keyword: string) =>
        (await list({ keyword })).json().data.records.map((r: { id: number }) => r.id) as number[];
      expect(await ids('CHEMtrader')).toEqual([u.id]);
      expect(await ids('三化')).toEqual([u.id]);
      expect(await ids(mobile.slice(3))).toEqual([u.id]);
      expect(await ids('nobody-like-this')).toEqual([]);
      // Pattern characters are matched literally.
      expect(await ids('%')).toEqual([]);
      expect(await ids('r_0')).toEqual([u.id]);
      expect(await ids('s_0')).toEqual([]);
      expect((await list({ keyword: '' })).json().data.total).toBeGreaterThan(1);
    });

    it('answers 400 naming the field for bad paging', async () => {
      const res = await list({ size: 15 });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('size');
      expect((await list({ keyword: 'x'.repeat(51) })).json().data.field).toBe('keyword');
    });

    it('disables a user: their sessions end at once and the token answers E_300', async () => {
      const victim = await createUser(t);
      const tokenA = await tokenFor(victim.id);
      const tokenB = await tokenFor(victim.id);
      expect((await probe(tokenA)).statusCode).toBe(404);

      const res = await setStatus('disable', { id: victim.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, msg: '账号已停用，其登录已全部失效', data: { id: victim.id, status: 0 } });
      for (const token of [tokenA, tokenB]) {
        const after = await probe(token);
        expect(after.statusCode).toBe(401);
        expect(after.json().code).toBe('E_300');
      }
      const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, victim.id));
      expect(rows.every((s) => s.revokedAt !== null)).toBe(true);

      await t.ctx.logs.flush();
      const events = await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, 'admin.user.disable'));
      expect(events.some((e) => e.userId === operator.id && JSON.parse(e.detail ?? '{}').userId === victim.id)).toBe(true);

      // Disabling twice is a wrong state.
      const again = await setStatus('disable', { id: victim.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('该账号已是停用状态');

      // Enabling lets the user log in again; the ended sessions stay ended.
      const enabled = await setStatus('enable', { id: victim.id });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toMatchObject({ msg: '账号已启用', data: { status: 1 } });
      expect((await probe(tokenA)).json().code).toBe('E_300');
      expect((await probe(await tokenFor(victim.id))).statusCode).toBe(404);
      const enabledAgain = await setStatus('enable', { id: victim.id });
      expect(enabledAgain.statusCode).toBe(409);
      expect(enabledAgain.json().msg).toBe('该账号已是启用状态');

      await t.ctx.logs.flush();
      const enableEvents = await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, 'admin.user.enable'));
      expect(enableEvents).toHaveLength(1);
    });

    it('does not let an operator disable themselves', async () => {
      const res = await setStatus('disable', { id: operator.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('不能停用自己的账号');
      expect((await probe(operator.token)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown user and 400 naming the field for bad input', async () => {
      const unknown = await setStatus('disable', { id: 99_999_999 });
      expect(unknown.statusCode).toBe(404);
      for (const [payload, field] of [
        [{}, 'id'],
        [{ id: 'abc' }, 'id'],
        [{ id: -1 }, 'id'],
      ] as const) {
        const res = await setStatus('disable', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().data.field).toBe(field);
      }
      const extra = await setStatus('enable', { id: operator.id, status: 1 });
      expect(extra.statusCode).toBe(400);
    });
  });

  describe('sms outbox', () => {
    it('lists sent messages newest first and filters by mobile', async () => {
      const m1 = newMobile();
      const m2 = newMobile();
      await t.ctx.sms.send({ mobile: m1, purpose: 'login', content: '验证码 111111', code: '111111', ip: '10.0.0.1' });
      await t.ctx.sms.send({ mobile: m2, purpose: 'register', content: '验证码 222222', code: '222222' });
      await t.ctx.sms.send({ mobile: m1, purpose: 'lose_pwd', content: '验证码 333333', code: '333333' });
      const res = await t.call({ method: 'GET', url: '/api/admin/sms/list', token: operator.token });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page.total).toBe(3);
      expect(page.records.map((r: { code: string }) => r.code)).toEqual(['333333', '222222', '111111']);
      expect(page.records[2]).toMatchObject({ mobile: m1, purpose: 'login', ip: '10.0.0.1', provider: 'outbox' });
      const filtered = await t.call({ method: 'GET', url: '/api/admin/sms/list', query: { mobile: m1 }, token: operator.token });
      expect(filtered.json().data.records.map((r: { code: string }) => r.code)).toEqual(['333333', '111111']);
      const partial = await t.call({
        method: 'GET',
        url: '/api/admin/sms/list',
        query: { mobile: m2.slice(-4), size: '30' },
        token: operator.token,
      });
      expect(partial.json().data.records.map((r: { mobile: string }) => r.mobile)).toContain(m2);
      const paged = await t.call({ method: 'GET', url: '/api/admin/sms/list', query: { current: '2' }, token: operator.token });
      expect(paged.json().data).toMatchObject({ records: [], total: 3, current: 2, pages: 1 });
    });

    it('answers 400 naming the field for a bad mobile filter', async () => {
      const res = await t.call({ method: 'GET', url: '/api/admin/sms/list', query: { mobile: '13a' }, token: operator.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('mobile');
    });
  });

  it('needs a login for every call (401, E_300 for a bad token)', async () => {
    for (const call of [
      () => list({}, null),
      () => setStatus('enable', { id: 1 }, null),
      () => setStatus('disable', { id: 1 }, null),
      () => t.call({ method: 'GET', url: '/api/admin/sms/list' }),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    }
    const bad = await list({}, 'no-such-token');
    expect(bad.json().code).toBe('E_300');
  });

  it('is for operators only (403)', async () => {
    for (const call of [
      () => list({}, plainToken),
      () => setStatus('enable', { id: 1 }, plainToken),
      () => setStatus('disable', { id: 1 }, plainToken),
      () => t.call({ method: 'GET', url: '/api/admin/sms/list', token: plainToken }),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('仅平台运营人员可访问');
    }
  });

  it('lists the console calls in the OpenAPI document', async () => {
    const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/admin/user/list'].get.tags).toEqual(['admin']);
    expect(paths['/api/admin/user/disable'].post.summary).toBeTruthy();
    expect(paths['/api/admin/sms/list'].get.summary).toBeTruthy();
    expect(paths['/api/blade-log/error/detail'].get.tags).toEqual(['logs']);
    expect(paths['/api/city/selectByName'].get.tags).toEqual(['places']);
  });
});
