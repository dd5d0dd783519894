import { REGULATION_CONTENT_MAX, REGULATION_LIMIT } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { companyRegulations, companyRegulationVersions } from './tables.ts';

describe('company regulations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: `/api/company/regulation/${url}`,
      ...(token ? { token } : {}),
      ...(payload ? { payload } : {}),
    });

  async function owner(name = '制度管理员') {
    const user = await createUser(t, { name });
    const company = await createCompany(t, user.id);
    return { user, company, token: await tokenFor(t, user.id) };
  }

  type Reg = { id: number; title: string; content: string; version: number; updatedBy: string | null };
  const saveOk = async (token: string, body: Record<string, unknown>) => {
    const res = await post('save', token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Reg;
  };
  const listOf = async (token: string, body?: Record<string, unknown>) => {
    const res = await post('select/list', token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { records: Reg[]; total: number; size: number; current: number; pages: number };
  };
  const historyOf = async (token: string, id: number) => {
    const res = await post('select/history', token, { id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      id: number;
      deleted: boolean;
      versions: { version: number; title: string; content: string; editorName: string }[];
    };
  };

  describe('save', () => {
    it('creates version 1, then each save adds a version and keeps the old ones', async () => {
      const { token } = await owner();
      const res = await post('save', token, { title: '危化品仓储安全管理制度', content: '第一条 仓库须配备消防器材。' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        msg: '新增成功',
        data: { title: '危化品仓储安全管理制度', content: '第一条 仓库须配备消防器材。', version: 1, updatedBy: '制度管理员' },
      });
      const id = res.json().data.id;
      const v2 = await post('save', token, {
        id,
        title: '危化品仓储安全管理制度',
        content: '第一条 仓库须配备消防器材。\n第二条 双人双锁。',
      });
      expect(v2.json()).toMatchObject({ msg: '制度已保存', data: { id, version: 2 } });
      const v3 = await saveOk(token, { id, title: '危险化学品仓储安全管理制度', content: '修订版' });
      expect(v3).toMatchObject({ id, version: 3, title: '危险化学品仓储安全管理制度', content: '修订版' });
      const history = await historyOf(token, id);
      expect(history).toMatchObject({ id, deleted: false });
      expect(history.versions.map((v) => [v.version, v.title, v.content])).toEqual([
        [3, '危险化学品仓储安全管理制度', '修订版'],
        [2, '危化品仓储安全管理制度', '第一条 仓库须配备消防器材。\n第二条 双人双锁。'],
        [1, '危化品仓储安全管理制度', '第一条 仓库须配备消防器材。'],
      ]);
    });

    it('adds no version when nothing changed', async () => {
      const { token } = await owner();
      const reg = await saveOk(token, { title: '采购管理制度', content: '比价三家。' });
      const again = await saveOk(token, { id: reg.id, title: '  采购管理制度 ', content: '比价三家。' });
      expect(again).toMatchObject({ id: reg.id, version: 1, updatedBy: '制度管理员' });
      expect((await historyOf(token, reg.id)).versions).toHaveLength(1);
    });

    it('records who saved each version (a sub-account holding company.info may edit)', async () => {
      const { company, token } = await owner('主账号');
      const editor = await createSubAccount(t, company.id, ['company.info']);
      const reg = await saveOk(token, { title: '印章管理制度', content: '印章专人保管。' });
      const editorToken = await tokenFor(t, editor.id);
      const v2 = await saveOk(editorToken, { id: reg.id, title: '印章管理制度', content: '印章专人保管，用印登记。' });
      expect(v2).toMatchObject({ version: 2, updatedBy: '测试用户' });
      expect((await historyOf(token, reg.id)).versions.map((v) => v.editorName)).toEqual(['测试用户', '主账号']);
    });

    it('refuses bad input with 400 naming the field', async () => {
      const { token } = await owner();
      const cases: [Record<string, unknown>, string][] = [
        [{ content: '内容' }, 'title'],
        [{ title: '   ', content: '内容' }, 'title'],
        [{ title: 'x'.repeat(101), content: '内容' }, 'title'],
        [{ title: '标题' }, 'content'],
        [{ title: '标题', content: 'x'.repeat(REGULATION_CONTENT_MAX + 1) }, 'content'],
        [{ id: 'abc', title: '标题', content: '内容' }, 'id'],
        [{ title: '标题', content: '内容', version: 3 }, 'version'],
      ];
      for (const [body, field] of cases) {
        expect(errorOf(await post('save', token, body)), JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, field });
      }
      expect(errorOf(await post('save', token, { content: '内容' })).msg).toBe('参数错误：title 不能为空');
      expect((await listOf(token)).total).toBe(0);
    });

    it('answers 404 for another company’s regulation and 409 for a deleted one', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await saveOk(b.token, { title: '财务制度', content: '原文' });
      expect(errorOf(await post('save', a.token, { id: theirs.id, title: '篡改', content: '篡改' })).status).toBe(404);
      expect((await historyOf(b.token, theirs.id)).versions).toHaveLength(1);
      expect((await post('del', b.token, { id: theirs.id })).statusCode).toBe(200);
      expect(errorOf(await post('save', b.token, { id: theirs.id, title: '财务制度', content: '新版' }))).toMatchObject({
        status: 409,
        msg: '该制度已删除，不能修改',
      });
    });

    it(`refuses more than ${REGULATION_LIMIT} regulations per company with 409`, async () => {
      const { company, token } = await owner();
      await t.ctx.db
        .insert(companyRegulations)
        .values(
          Array.from({ length: REGULATION_LIMIT }, (_, i) => ({ companyId: company.id, title: `制度 ${i}`, content: '内容' })),
        );
      expect(errorOf(await post('save', token, { title: '多一项', content: '内容' }))).toMatchObject({
        status: 409,
        msg: `每个企业最多保存 ${REGULATION_LIMIT} 项制度`,
      });
    });

    it('numbers versions without gaps or duplicates when saves race', async () => {
      const { token } = await owner();
      const reg = await saveOk(token, { title: '并发制度', content: 'v1' });
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => post('save', token, { id: reg.id, title: '并发制度', content: `并发 ${i}` })),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const versions = await t.ctx.db
        .select({ version: companyRegulationVersions.version })
        .from(companyRegulationVersions)
        .where(eq(companyRegulationVersions.regulationId, reg.id));
      expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await listOf(token)).records[0]).toMatchObject({ id: reg.id, version: 6 });
    });
  });

  describe('select/list', () => {
    it('lists the company’s live regulations, current version each, last changed first, paged', async () => {
      const { token } = await owner();
      const first = await saveOk(token, { title: '安全生产责任制', content: 'v1' });
      const second = await saveOk(token, { title: '设备管理制度', content: 'v1' });
      const deleted = await saveOk(token, { title: '旧制度', content: 'v1' });
      await post('del', token, { id: deleted.id });
      await saveOk(token, { id: first.id, title: '安全生产责任制', content: 'v2' });
      await saveOk((await owner()).token, { title: '别家的制度', content: 'x' });

      const all = await listOf(token);
      expect(all).toMatchObject({ total: 2, size: 10, current: 1, pages: 1 });
      expect(all.records.map((r) => [r.id, r.version, r.content])).toEqual([
        [first.id, 2, 'v2'],
        [second.id, 1, 'v1'],
      ]);
      // Without a body, and with a form-encoded one.
      expect((await listOf(token, undefined)).total).toBe(2);
      const form = await t.call({
        method: 'POST',
        url: '/api/company/regulation/select/list',
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'current=1&size=10&keyword=设备',
      });
      expect(form.json().data.records.map((r: Reg) => r.id)).toEqual([second.id]);
      const page2 = await listOf(token, { current: 2, size: 10 });
      expect(page2).toMatchObject({ total: 2, current: 2, records: [] });
      const keyword = await listOf(token, { keyword: '100%' });
      expect(keyword.total).toBe(0);
    });

    it('refuses bad paging with 400 naming the field', async () => {
      const { token } = await owner();
      expect(errorOf(await post('select/list', token, { size: 20 }))).toMatchObject({ status: 400, field: 'size' });
      expect(errorOf(await post('select/list', token, { current: 0 }))).toMatchObject({ status: 400, field: 'current' });
      expect(errorOf(await post('select/list', token, { sort: 'x' }))).toMatchObject({ status: 400, field: 'sort' });
    });
  });

  describe('del', () => {
    it('soft-deletes: gone from the list, history still readable, a second delete answers 409', async () => {
      const { token } = await owner();
      const reg = await saveOk(token, { title: '考勤制度', content: 'v1' });
      await saveOk(token, { id: reg.id, title: '考勤制度', content: 'v2' });
      const res = await post('del', token, { id: reg.id });
      expect(res.json()).toMatchObject({ code: 200, msg: '删除成功', data: null });
      expect((await listOf(token)).total).toBe(0);
      const history = await historyOf(token, reg.id);
      expect(history).toMatchObject({ id: reg.id, deleted: true });
      expect(history.versions.map((v) => v.version)).toEqual([2, 1]);
      expect(errorOf(await post('del', token, { id: reg.id }))).toMatchObject({ status: 409, msg: '该制度已删除' });
    });

    it('answers 404 for another company’s regulation and 400 without an id', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await saveOk(b.token, { title: '财务制度', content: 'v1' });
      expect(errorOf(await post('del', a.token, { id: theirs.id })).status).toBe(404);
      expect((await listOf(b.token)).total).toBe(1);
      expect(errorOf(await post('del', a.token, {}))).toMatchObject({ status: 400, field: 'id' });
    });
  });

  describe('select/history', () => {
    it('answers 404 for another company’s regulation or an unknown id and 400 for a bad id', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await saveOk(b.token, { title: '财务制度', content: 'v1' });
      expect(errorOf(await post('select/history', a.token, { id: theirs.id })).status).toBe(404);
      expect(errorOf(await post('select/history', a.token, { id: 999_999_999 })).status).toBe(404);
      expect(errorOf(await post('select/history', a.token, { id: 0 }))).toMatchObject({ status: 400, field: 'id' });
    });
  });

  describe('access', () => {
    const calls = [
      ['select/list', undefined],
      ['save', { title: '制度', content: '内容' }],
      ['del', { id: 1 }],
      ['select/history', { id: 1 }],
    ] as const;

    it('answers 401 without a login and E_300 for a bad token', async () => {
      for (const [url, payload] of calls) {
        expect(errorOf(await post(url, undefined, payload)), url).toMatchObject({ status: 401 });
        expect(errorOf(await post(url, 'bad-token', payload)), url).toMatchObject({ status: 401, code: 'E_300' });
      }
    });

    it('answers 403 to a sub-account without company.info and to a user without a company', async () => {
      const { company, token } = await owner();
      const reg = await saveOk(token, { title: '制度', content: '内容' });
      const buyer = await createSubAccount(t, company.id, ['buy.order', 'company.address', 'company.certificate']);
      const buyerToken = await tokenFor(t, buyer.id);
      const lonerToken = await tokenFor(t, (await createUser(t)).id);
      for (const [url, payload] of calls) {
        const body = payload && 'id' in payload ? { id: reg.id } : payload;
        expect(errorOf(await post(url, buyerToken, body)), url).toMatchObject({
          status: 403,
          msg: '您没有此操作的权限，请联系企业主账号授权',
        });
        expect(errorOf(await post(url, lonerToken, body)), url).toMatchObject({
          status: 403,
          msg: '请先完成企业认证或切换到所属企业',
        });
      }
      expect((await listOf(token)).total).toBe(1);
    });
  });
  it('is listed in /api/docs/json', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['select/list', 'save', 'del', 'select/history'].map((p) => `/company/regulation/${p}`))
      expect(docs.paths, path).toHaveProperty([`/api${path}`]);
  });
});
