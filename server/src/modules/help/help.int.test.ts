import { EDITABLE_HELP_SLUGS, HELP_SLUGS } from '@hgsc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { eventsOf } from '../user/test-kit.ts';

describe('help centre', () => {
  let t: TestApp;
  let operatorToken: string;
  let userToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const operator = await createUser(t, { role: 'operator', name: '内容运营' });
    operatorToken = await tokenFor(t, operator.id);
    userToken = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>, token = operatorToken) =>
    t.call({ method: 'POST', url: '/api/admin/help/save', token, payload });

  describe('before anything is written', () => {
    it('has an empty menu, answers 404 for a page, and lists every slug for the operator', async () => {
      const menu = await t.call({ method: 'GET', url: '/api/help/pages' });
      expect(menu.json()).toMatchObject({ code: 200, data: [] });
      expect(errorOf(await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'aboutus' } }))).toMatchObject({
        status: 404,
        msg: '该帮助页面尚未发布内容',
      });
      expect(errorOf(await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'inagreement' } })).status).toBe(404);
      const list = await t.call({ method: 'GET', url: '/api/admin/help/list', token: operatorToken });
      const pages = list.json().data as { slug: string; version: number; editable: boolean; source: string }[];
      expect(pages.map((p) => p.slug)).toEqual([...HELP_SLUGS]);
      expect(pages.every((p) => p.version === 0)).toBe(true);
      expect(pages.filter((p) => !p.editable).map((p) => [p.slug, p.source])).toEqual([
        ['inagreement', 'agreement'],
        ['privacypolicy', 'agreement'],
      ]);
    });
  });

  describe('POST /admin/help/save', () => {
    it('saves versions, keeps the history and serves the current text publicly', async () => {
      const first = await save({ slug: 'aboutus', title: '关于我们', content: '# 关于我们\n\n第一版' });
      expect(first.json()).toMatchObject({
        msg: '帮助页面已保存',
        data: { slug: 'aboutus', version: 1, updatedBy: '内容运营', source: 'help', editable: true },
      });
      const second = await save({ slug: 'aboutus', title: '关于化工商城', content: '# 关于我们\n\n第二版', baseVersion: 1 });
      expect(second.json().data.version).toBe(2);

      const page = await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'aboutus' } });
      expect(page.json().data).toMatchObject({
        slug: 'aboutus',
        title: '关于化工商城',
        content: '# 关于我们\n\n第二版',
        version: 2,
        source: 'help',
      });
      expect(Number.isNaN(Date.parse(page.json().data.updatedAt))).toBe(false);

      const history = await t.call({
        method: 'GET',
        url: '/api/admin/help/history',
        token: operatorToken,
        query: { slug: 'aboutus' },
      });
      expect(
        history
          .json()
          .data.map((r: { version: number; title: string; content: string; savedBy: string }) => [
            r.version,
            r.title,
            r.content,
            r.savedBy,
          ]),
      ).toEqual([
        [2, '关于化工商城', '# 关于我们\n\n第二版', '内容运营'],
        [1, '关于我们', '# 关于我们\n\n第一版', '内容运营'],
      ]);
      expect((await eventsOf(t, 'help.save')).map((e) => e.detail)).toContainEqual({ slug: 'aboutus', version: 2 });
    });

    it('refuses a save based on an older version (409 naming the current one)', async () => {
      await save({ slug: 'contactus', title: '联系我们', content: '客服热线' });
      await save({ slug: 'contactus', title: '联系我们', content: '客服热线与邮箱', baseVersion: 1 });
      const stale = await save({ slug: 'contactus', title: '联系我们', content: '旧稿', baseVersion: 1 });
      expect(errorOf(stale)).toMatchObject({
        status: 409,
        code: 409,
        msg: '该页面已被修改为第 2 版，请刷新后在最新内容上编辑',
      });
      const page = await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'contactus' } });
      expect(page.json().data).toMatchObject({ content: '客服热线与邮箱', version: 2 });
      const history = await t.call({
        method: 'GET',
        url: '/api/admin/help/history',
        token: operatorToken,
        query: { slug: 'contactus' },
      });
      expect(history.json().data).toHaveLength(2);
    });

    it('lets only one of two parallel first saves of a page through', async () => {
      const answers = await Promise.all([
        save({ slug: 'businessmodel', title: 'A', content: 'a', baseVersion: 0 }),
        save({ slug: 'businessmodel', title: 'B', content: 'b', baseVersion: 0 }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses the agreement pages and invalid input, naming the field', async () => {
      const agreementPage = await save({ slug: 'inagreement', title: '用户协议', content: '正文' });
      expect(errorOf(agreementPage)).toMatchObject({ status: 400, field: 'slug' });
      expect(errorOf(agreementPage).msg).toContain('该页面显示当前的平台协议，请在协议管理中发布新版本');
      const cases = [
        [{ slug: 'nosuchpage', title: 't', content: 'c' }, 'slug'],
        [{ title: 't', content: 'c' }, 'slug'],
        [{ slug: 'index', title: '   ', content: 'c' }, 'title'],
        [{ slug: 'index', title: 't', content: '' }, 'content'],
        [{ slug: 'index', title: 't', content: 'x'.repeat(100_001) }, 'content'],
        [{ slug: 'index', title: 't', content: 'c', baseVersion: -1 }, 'baseVersion'],
        [{ slug: 'index', title: 't', content: 'c', author: 'me' }, 'author'],
      ] as const;
      for (const [payload, field] of cases) {
        expect(errorOf(await save(payload)), JSON.stringify(payload).slice(0, 80)).toMatchObject({ status: 400, field });
      }
    });

    it('is for operators only', async () => {
      const payload = { slug: 'index', title: '帮助中心', content: '欢迎' };
      expect(errorOf(await save(payload, userToken))).toMatchObject({ status: 403, code: 403 });
      expect(errorOf(await t.call({ method: 'POST', url: '/api/admin/help/save', payload }))).toMatchObject({ status: 401 });
      expect(errorOf(await save(payload, 'expired-token'))).toMatchObject({ status: 401, code: 'E_300' });
    });
  });

  describe('operator reads', () => {
    it('list and history are for operators only, and history names a valid editable slug', async () => {
      expect((await t.call({ method: 'GET', url: '/api/admin/help/list', token: userToken })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: '/api/admin/help/list' })).statusCode).toBe(401);
      const history = { method: 'GET', url: '/api/admin/help/history' } as const;
      expect((await t.call({ ...history, token: userToken, query: { slug: 'index' } })).statusCode).toBe(403);
      expect((await t.call({ ...history, query: { slug: 'index' } })).statusCode).toBe(401);
      expect(errorOf(await t.call({ ...history, token: operatorToken, query: { slug: 'nope' } }))).toMatchObject({
        status: 400,
        field: 'slug',
      });
      expect(errorOf(await t.call({ ...history, token: operatorToken, query: { slug: 'privacypolicy' } }))).toMatchObject({
        status: 400,
        field: 'slug',
      });
      const empty = await t.call({ ...history, token: operatorToken, query: { slug: 'legalnotices' } });
      expect(empty.json().data).toEqual([]);
    });
  });

  describe('agreement pages and the menu', () => {
    it('show the current agreements and list pages in menu order', async () => {
      const published = await t.call({
        method: 'POST',
        url: '/api/bs/agreement/template/update',
        token: operatorToken,
        payload: { type: 'privacy', title: '化工商城隐私政策', content: '# 隐私政策' },
      });
      expect(published.statusCode).toBe(200);
      const page = await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'privacypolicy' } });
      expect(page.json().data).toMatchObject({
        slug: 'privacypolicy',
        title: '化工商城隐私政策',
        content: '# 隐私政策',
        version: 1,
        source: 'agreement',
      });
      // No user agreement yet: that page is still empty.
      expect((await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'inagreement' } })).statusCode).toBe(404);

      await save({ slug: 'index', title: '帮助中心', content: '欢迎' });
      const menu = await t.call({ method: 'GET', url: '/api/help/pages' });
      expect(menu.json().data).toEqual([
        { slug: 'index', title: '帮助中心', source: 'help' },
        { slug: 'aboutus', title: '关于化工商城', source: 'help' },
        { slug: 'contactus', title: '联系我们', source: 'help' },
        { slug: 'businessmodel', title: expect.any(String), source: 'help' },
        { slug: 'privacypolicy', title: '化工商城隐私政策', source: 'agreement' },
      ]);
      const list = await t.call({ method: 'GET', url: '/api/admin/help/list', token: operatorToken });
      expect(list.json().data.find((p: { slug: string }) => p.slug === 'privacypolicy')).toMatchObject({
        version: 1,
        source: 'agreement',
        editable: false,
        content: '# 隐私政策',
      });
    });

    it('refuses an unknown or missing slug naming the field', async () => {
      expect(errorOf(await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'faq' } }))).toMatchObject({
        status: 400,
        field: 'slug',
      });
      expect(errorOf(await t.call({ method: 'GET', url: '/api/help/page' }))).toMatchObject({ status: 400, field: 'slug' });
    });

    it('serves pages to logged-in users and visitors alike', async () => {
      const page = await t.call({ method: 'GET', url: '/api/help/page', query: { slug: 'index' }, token: userToken });
      expect(page.statusCode).toBe(200);
      // The footer's links are read before anyone signs up: the menu and each page answer a visitor.
      await save({ slug: 'legalnotices', title: '法律声明', content: '# 法律声明' });
      expect((await t.call({ method: 'GET', url: '/api/help/pages' })).json().data).toContainEqual({
        slug: 'legalnotices',
        title: '法律声明',
        source: 'help',
      });
      for (const slug of ['index', 'aboutus', 'contactus', 'legalnotices', 'privacypolicy']) {
        const visited = await t.call({ method: 'GET', url: '/api/help/page', query: { slug } });
        expect([slug, visited.statusCode]).toEqual([slug, 200]);
      }
    });
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = await t.call({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/help/page',
      '/api/help/pages',
      '/api/admin/help/list',
      '/api/admin/help/save',
      '/api/admin/help/history',
      '/api/bs/agreement/template/user/agreement/info',
      '/api/bs/agreement/template/privacy/agreement/info',
      '/api/bs/agreement/template/agreement/select',
      '/api/bs/agreement/template/update',
      '/api/user/update/version',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(EDITABLE_HELP_SLUGS).toHaveLength(7);
  });
});
