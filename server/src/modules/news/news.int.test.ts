import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { uploadImage } from '../shop/test-kit.ts';
import { eventsOf } from '../user/test-kit.ts';
import { newsArticles } from './tables.ts';

type Card = { id: number; title: string; categoryId: number; categoryName: string; coverUrl: string | null; pinned: boolean };
type Admin = Card & { status: string; content: string; publishedAt: string | null; updatedBy: string | null; viewCount: number };
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

describe('news', () => {
  let t: TestApp;
  let op: string;
  let operatorId: number;
  let userToken: string;
  let market: number; // 价格行情
  let policy: number; // 政策法规

  beforeAll(async () => {
    t = await createTestApp();
    const operator = await createUser(t, { role: 'operator', name: '资讯编辑' });
    operatorId = operator.id;
    op = await tokenFor(t, operator.id);
    userToken = await tokenFor(t, (await createUser(t)).id);
    market = (await saveCategory({ name: '价格行情', nameEn: 'Prices', sortOrder: 2 })).json().data.id;
    policy = (await saveCategory({ name: '政策法规', nameEn: 'Policy', sortOrder: 1 })).json().data.id;
  });
  afterAll(() => t.close());

  const pub = (url: string, payload?: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/news/${url}`, ...(payload ? { payload } : {}) });
  /** `token` null = no login. */
  const admin = (url: string, payload: Record<string, unknown>, token: string | null = op) =>
    t.call({ method: 'POST', url: `/api/admin/news/${url}`, ...(token ? { token } : {}), payload });
  const saveCategory = (payload: Record<string, unknown>) => admin('category/save', payload);
  const article = (over: Record<string, unknown> = {}) => ({
    categoryId: market,
    title: '甲醇港口库存回落，华东现货价格小幅上涨',
    summary: '本周华东港口甲醇库存下降，现货报价上调 30 元/吨。',
    content: '## 行情综述\n\n本周华东港口甲醇库存较上周下降 4.2 万吨。',
    ...over,
  });
  const saveOk = async (over: Record<string, unknown> = {}) => {
    const res = await admin('save', article(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Admin;
  };
  const published = async (over: Record<string, unknown> = {}) => {
    const saved = await saveOk(over);
    const res = await admin('publish', { id: saved.id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Admin;
  };
  const setPublishedAt = (id: number, at: string) =>
    t.ctx.db
      .update(newsArticles)
      .set({ publishedAt: new Date(at) })
      .where(eq(newsArticles.id, id));

  describe('operator articles', () => {
    it('saves a draft, edits it, publishes, unpublishes and republishes keeping the first publishing time', async () => {
      const cover = await uploadImage(t, operatorId);
      const res = await admin('save', article({ coverKey: cover, source: '化工商城研究院', author: '李明', pinned: true }));
      expect(res.json()).toMatchObject({
        code: 200,
        msg: '资讯已保存',
        data: {
          status: 'draft',
          publishedAt: null,
          categoryName: '价格行情',
          source: '化工商城研究院',
          author: '李明',
          pinned: true,
        },
      });
      const id = res.json().data.id as number;
      expect(res.json().data.coverUrl).toContain(cover);
      expect((await eventsOf(t, 'news.create')).at(-1)?.detail).toEqual({ articleId: id });

      const edited = await admin('save', article({ id, title: '甲醇库存回落', source: '', coverKey: null }));
      expect(edited.json().data).toMatchObject({ id, title: '甲醇库存回落', source: null, coverKey: null, status: 'draft' });

      const pubRes = await admin('publish', { id });
      expect(pubRes.json()).toMatchObject({ msg: '资讯已发布', data: { status: 'published', updatedBy: '资讯编辑' } });
      const firstAt = pubRes.json().data.publishedAt as string;
      expect(Number.isNaN(Date.parse(firstAt))).toBe(false);

      // An edit keeps a published article published.
      expect((await admin('save', article({ id, title: '甲醇库存回落（更新）' }))).json().data.status).toBe('published');

      const down = await admin('unpublish', { id });
      expect(down.json()).toMatchObject({ msg: '资讯已下架', data: { status: 'unpublished' } });
      const again = await admin('publish', { id });
      expect(again.json().data).toMatchObject({ status: 'published', publishedAt: firstAt });
      await admin('del', { id });
    });

    it('answers 409 naming the state for a wrong transition, and 404 for a missing article', async () => {
      const draft = await saveOk();
      expect(errorOf(await admin('unpublish', { id: draft.id }))).toMatchObject({
        status: 409,
        msg: '该资讯当前状态为草稿，不能下架',
        data: { status: 'draft' },
      });
      await admin('publish', { id: draft.id });
      expect(errorOf(await admin('publish', { id: draft.id }))).toMatchObject({
        status: 409,
        msg: '该资讯当前状态为已发布',
        data: { status: 'published' },
      });
      await admin('unpublish', { id: draft.id });
      expect(errorOf(await admin('unpublish', { id: draft.id }))).toMatchObject({
        status: 409,
        msg: '该资讯当前状态为已下架',
        data: { status: 'unpublished' },
      });
      for (const url of ['publish', 'unpublish', 'del']) {
        expect(errorOf(await admin(url, { id: 999_999 }))).toMatchObject({ status: 404, msg: '资讯不存在' });
      }
      expect(errorOf(await admin('save', article({ id: 999_999 })))).toMatchObject({ status: 404, msg: '资讯不存在' });
      await admin('del', { id: draft.id });
    });

    it('answers 400 naming the field for invalid input', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [article({ title: '  ' }), 'title'],
        [article({ title: 'x'.repeat(101) }), 'title'],
        [article({ summary: undefined }), 'summary'],
        [article({ content: '' }), 'content'],
        [article({ categoryId: 'abc' }), 'categoryId'],
        [article({ categoryId: 999_999 }), 'categoryId'],
        [article({ coverKey: '../etc/passwd' }), 'coverKey'],
        [article({ coverKey: 'nosuchfile.png' }), 'coverKey'],
        [article({ pinned: 'yes' }), 'pinned'],
        [article({ extra: 1 }), 'extra'],
      ];
      for (const [payload, field] of cases) {
        const res = await admin('save', payload);
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field });
      }
      // A private (encrypted) upload is not a cover.
      const secret = await uploadImage(t, operatorId, true);
      expect(errorOf(await admin('save', article({ coverKey: secret })))).toMatchObject({ status: 400, field: 'coverKey' });
      for (const url of ['publish', 'unpublish', 'del']) {
        expect(errorOf(await admin(url, { id: 'x' }))).toMatchObject({ status: 400, field: 'id' });
      }
      const list = await t.call({ method: 'GET', url: '/api/admin/news/list', token: op, query: { status: 'gone' } });
      expect(errorOf(list)).toMatchObject({ status: 400, field: 'status' });
    });

    it('is for operators only: 401 without login, E_300 for a bad token, 403 for a user', async () => {
      const calls: [string, Record<string, unknown>][] = [
        ['save', article()],
        ['publish', { id: 1 }],
        ['unpublish', { id: 1 }],
        ['del', { id: 1 }],
        ['category/save', { name: '新分类', nameEn: 'New' }],
        ['category/del', { id: 1 }],
      ];
      for (const [url, payload] of calls) {
        expect(errorOf(await admin(url, payload, null)).status, url).toBe(401);
        expect(errorOf(await admin(url, payload, userToken)).status, url).toBe(403);
        expect(errorOf(await admin(url, payload, 'bad-token')), url).toMatchObject({ status: 401, code: 'E_300' });
      }
      for (const url of ['/api/admin/news/list', '/api/admin/news/category/list']) {
        expect(errorOf(await t.call({ method: 'GET', url })).status).toBe(401);
        expect(errorOf(await t.call({ method: 'GET', url, token: userToken })).status).toBe(403);
      }
    });

    it('lists every state for the operator, filtered and paged', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 12; i += 1) ids.push((await saveOk({ title: `乙二醇周评 第${i + 1}期`, categoryId: policy })).id);
      await admin('publish', { id: ids[0] });
      const get = (query: Record<string, string>) => t.call({ method: 'GET', url: '/api/admin/news/list', token: op, query });
      const page2 = (await get({ categoryId: String(policy), size: '10', current: '2' })).json().data as Page<Admin>;
      expect(page2).toMatchObject({ total: 12, size: 10, current: 2, pages: 2 });
      expect(page2.records).toHaveLength(2);
      const drafts = (await get({ categoryId: String(policy), status: 'draft' })).json().data as Page<Admin>;
      expect(drafts.total).toBe(11);
      const kw = (await get({ keyword: '第12期' })).json().data as Page<Admin>;
      expect(kw.records.map((r) => r.id)).toEqual([ids[11]]);
      for (const id of ids) await admin('del', { id });
      expect(((await get({ categoryId: String(policy) })).json().data as Page<Admin>).total).toBe(0);
      expect(errorOf(await get({ size: '7' }))).toMatchObject({ status: 400, field: 'size' });
    });
  });

  describe('operator categories', () => {
    it('creates, renames, lists with counts, refuses a taken name and deletes only empty categories', async () => {
      const created = await saveCategory({ name: '行业资讯', nameEn: 'Industry', sortOrder: 0 });
      expect(created.json()).toMatchObject({
        msg: '资讯分类已保存',
        data: { name: '行业资讯', nameEn: 'Industry', articleCount: 0, totalCount: 0 },
      });
      const id = created.json().data.id as number;
      expect(errorOf(await saveCategory({ name: '行业资讯', nameEn: 'Dup' }))).toMatchObject({
        status: 409,
        field: 'name',
        msg: '已有名为“行业资讯”的资讯分类',
      });
      expect(errorOf(await saveCategory({ id: market, name: '行业资讯', nameEn: 'Dup' })).status).toBe(409);
      const renamed = await saveCategory({ id, name: '行业动态', nameEn: 'Industry news', sortOrder: 5 });
      expect(renamed.json().data).toMatchObject({ id, name: '行业动态', sortOrder: 5 });

      const a = await saveOk({ categoryId: id });
      await published({ categoryId: id });
      const list = await t.call({ method: 'GET', url: '/api/admin/news/category/list', token: op });
      expect((list.json().data as { id: number }[]).find((c) => c.id === id)).toMatchObject({ articleCount: 1, totalCount: 2 });

      expect(errorOf(await admin('category/del', { id }))).toMatchObject({
        status: 409,
        msg: '该分类下还有 2 篇资讯，不能删除',
      });
      const all = (
        await t.call({ method: 'GET', url: '/api/admin/news/list', token: op, query: { categoryId: String(id) } })
      ).json().data as Page<Admin>;
      for (const r of all.records) await admin('del', { id: r.id });
      expect(all.records.map((r) => r.id)).toContain(a.id);
      expect((await admin('category/del', { id })).json()).toMatchObject({ code: 200, msg: '资讯分类已删除' });
      expect(errorOf(await admin('category/del', { id }))).toMatchObject({ status: 404, msg: '资讯分类不存在' });
      expect(errorOf(await saveCategory({ id, name: '已删除', nameEn: 'Gone' }))).toMatchObject({ status: 404 });
    });

    it('answers 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '', nameEn: 'X' }, 'name'],
        [{ name: '很'.repeat(21), nameEn: 'X' }, 'name'],
        [{ name: '新分类' }, 'nameEn'],
        [{ name: '新分类', nameEn: 'X', sortOrder: -1 }, 'sortOrder'],
        [{ id: 'a', name: '新分类', nameEn: 'X' }, 'id'],
      ];
      for (const [payload, field] of cases) expect(errorOf(await saveCategory(payload))).toMatchObject({ status: 400, field });
      expect(errorOf(await admin('category/del', {}))).toMatchObject({ status: 400, field: 'id' });
    });
  });

  describe('public calls (no login)', () => {
    let ids: { a: number; b: number; c: number; pinned: number; draft: number; down: number; other: number };
    beforeAll(async () => {
      const cover = await uploadImage(t, operatorId);
      const a = await published({ title: 'PTA 期货震荡上行', summary: '成本支撑增强' });
      const b = await published({ title: '乙二醇华东现货商谈', coverKey: cover });
      const c = await published({ title: '甲醇内地价格走弱', coverKey: cover });
      const pinned = await published({ title: '平台春节期间交易安排', pinned: true });
      const draft = await saveOk({ title: '草稿：丙烯市场展望', coverKey: cover });
      const down = await published({ title: '已下架：纯苯周报', coverKey: cover });
      await admin('unpublish', { id: down.id });
      const other = await published({ title: '危险化学品安全管理条例修订', categoryId: policy, coverKey: cover });
      await setPublishedAt(a.id, '2026-03-01T08:00:00Z');
      await setPublishedAt(b.id, '2026-03-02T08:00:00Z');
      await setPublishedAt(c.id, '2026-03-03T08:00:00Z');
      await setPublishedAt(pinned.id, '2026-02-01T08:00:00Z');
      await setPublishedAt(other.id, '2026-03-04T08:00:00Z');
      ids = { a: a.id, b: b.id, c: c.id, pinned: pinned.id, draft: draft.id, down: down.id, other: other.id };
    });

    it('POST /news/list: published only, pinned first then newest; by category and keyword; paged', async () => {
      const res = await pub('list');
      expect(res.statusCode, res.body).toBe(200);
      const all = res.json().data as Page<Card>;
      expect(all.records.map((r) => r.id)).toEqual([ids.pinned, ids.other, ids.c, ids.b, ids.a]);
      expect(all).toMatchObject({ total: 5, size: 10, current: 1, pages: 1 });
      expect(JSON.stringify(all)).not.toContain('content');

      const inMarket = (await pub('list', { categoryId: market })).json().data as Page<Card>;
      expect(inMarket.records.map((r) => r.id)).toEqual([ids.pinned, ids.c, ids.b, ids.a]);
      const kw = (await pub('list', { keyword: '成本' })).json().data as Page<Card>;
      expect(kw.records.map((r) => r.id)).toEqual([ids.a]);
      expect(((await pub('list', { keyword: '丙烯' })).json().data as Page<Card>).total).toBe(0);
      expect(((await pub('list', { keyword: '%' })).json().data as Page<Card>).total).toBe(0);

      const page2 = (await pub('list', { current: 2, size: 10 })).json().data as Page<Card>;
      expect(page2).toMatchObject({ records: [], total: 5, current: 2 });
      expect(errorOf(await pub('list', { size: 20 }))).toMatchObject({ status: 400, field: 'size' });
      expect(errorOf(await pub('list', { categoryId: 0 }))).toMatchObject({ status: 400, field: 'categoryId' });
      expect(errorOf(await pub('list', { keyword: 'x'.repeat(51) }))).toMatchObject({ status: 400, field: 'keyword' });
    });

    it('POST /news/list pages through more than one page', async () => {
      const extra: number[] = [];
      for (let i = 0; i < 6; i += 1) extra.push((await published({ title: `甲醇日评 ${i}`, categoryId: policy })).id);
      const first = (await pub('list', { categoryId: policy, size: 10, current: 1 })).json().data as Page<Card>;
      expect(first).toMatchObject({ total: 7, pages: 1 });
      const visible = (await pub('list', { size: 10, current: 2 })).json().data as Page<Card>;
      expect(visible).toMatchObject({ total: 11, pages: 2, current: 2 });
      expect(visible.records).toHaveLength(1);
      expect(visible.records[0]?.id).toBe(ids.a);
      for (const id of extra) await admin('del', { id });
    });

    it('POST /news/category/list: categories in order with published counts', async () => {
      const res = await pub('category/list');
      expect(res.statusCode, res.body).toBe(200);
      const cats = res.json().data as { id: number; name: string; articleCount: number }[];
      expect(cats.map((c) => [c.name, c.articleCount])).toEqual([
        ['政策法规', 1],
        ['价格行情', 4],
      ]);
      expect(errorOf(await pub('category/list', { x: 1 })).status).toBe(400);
    });

    it('POST /news/more: the article, previous / next in its category, more of the category; counts a view', async () => {
      const res = await pub('more', { id: ids.b });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.article).toMatchObject({ id: ids.b, title: '乙二醇华东现货商谈', viewCount: 1 });
      expect(data.article.content).toContain('行情综述');
      expect(data.previous).toMatchObject({ id: ids.a, title: 'PTA 期货震荡上行' });
      expect(data.next).toMatchObject({ id: ids.c });
      expect((data.more as Card[]).map((r) => r.id)).toEqual([ids.c, ids.a, ids.pinned]);
      expect((await pub('more', { id: ids.b })).json().data.article.viewCount).toBe(2);

      const oldest = (await pub('more', { id: ids.pinned })).json().data;
      expect(oldest.previous).toBeNull();
      expect(oldest.next).toMatchObject({ id: ids.a });
      const alone = (await pub('more', { id: ids.other })).json().data;
      expect(alone).toMatchObject({ previous: null, next: null, more: [] });

      for (const id of [ids.draft, ids.down, 999_999]) {
        expect(errorOf(await pub('more', { id }))).toMatchObject({ status: 404, msg: '资讯不存在' });
      }
      const [draftRow] = await t.ctx.db.select().from(newsArticles).where(eq(newsArticles.id, ids.draft));
      expect(draftRow?.viewCount).toBe(0);
      expect(errorOf(await pub('more', {}))).toMatchObject({ status: 400, field: 'id' });
    });

    it('POST /news/img/list: published articles with a cover', async () => {
      const res = await pub('img/list');
      expect(res.statusCode, res.body).toBe(200);
      const cards = res.json().data as Card[];
      expect(cards.map((c) => c.id)).toEqual([ids.other, ids.c, ids.b]);
      expect(cards.every((c) => c.coverUrl?.startsWith('/api/seeView?'))).toBe(true);
      expect(((await pub('img/list', { categoryId: market, size: 1 })).json().data as Card[]).map((c) => c.id)).toEqual([ids.c]);
      expect(errorOf(await pub('img/list', { size: 21 }))).toMatchObject({ status: 400, field: 'size' });
    });

    it('POST /news/roll/list: latest titles, newest first', async () => {
      const res = await pub('roll/list', { size: 3 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({ id: ids.other, title: '危险化学品安全管理条例修订', categoryName: '政策法规' }),
        expect.objectContaining({ id: ids.c }),
        expect.objectContaining({ id: ids.b }),
      ]);
      expect((await pub('roll/list')).json().data).toHaveLength(5);
      expect(errorOf(await pub('roll/list', { size: 0 }))).toMatchObject({ status: 400, field: 'size' });
    });

    it('hides an article as soon as it is unpublished', async () => {
      await admin('unpublish', { id: ids.c });
      expect(((await pub('list')).json().data as Page<Card>).records.map((r) => r.id)).not.toContain(ids.c);
      expect(errorOf(await pub('more', { id: ids.c })).status).toBe(404);
      expect(((await pub('roll/list')).json().data as Card[]).map((r) => r.id)).not.toContain(ids.c);
      await admin('publish', { id: ids.c });
    });
  });
});
