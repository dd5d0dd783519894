import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { SEED_CATEGORIES } from '../../db/seed/catalogue-categories.ts';
import { seedCategories } from '../../db/seed/shops.ts';
import { shops } from '../shop/tables.ts';
import { insertProduct } from '../shop/test-kit.ts';
import { categories } from './tables.ts';

/**
 * The category tree visitors browse and sellers pick from (SPEC §7 "Public and catalogue"),
 * and the operator's editor.
 */
describe('categories', () => {
  let t: TestApp;
  let op: string;
  let userToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    userToken = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const call = (url: string, payload?: Record<string, unknown>, token: string | undefined = op) =>
    t.call({ method: 'POST', url: `/api/admin/category/${url}`, token, payload });
  let seq = 0;
  const unique = (base: string) => `${base}${++seq}`;
  async function create(name: string, parentId?: number | null, extra: Record<string, unknown> = {}) {
    const res = await call('save', { name, ...(parentId === undefined ? {} : { parentId }), ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; level: number; sortOrder: number; parentId: number | null };
  }

  it('seeds the demo tree once, with English names', async () => {
    await seedCategories(t.ctx);
    await seedCategories(t.ctx);
    const rows = await t.ctx.db.select().from(categories);
    const expected = SEED_CATEGORIES.reduce((n, c) => n + 1 + (c.children?.length ?? 0), 0);
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.nameEn)).toBe(true);
  });

  describe('GET /homepage/product/category/tree', () => {
    it('answers the enabled tree in order without login; a disabled category hides its subtree', async () => {
      const res = await t.call({ method: 'GET', url: '/api/homepage/product/category/tree' });
      expect(res.statusCode).toBe(200);
      const tree = res.json().data as { name: string; level: number; children: { name: string; level: number }[] }[];
      expect(tree.map((n) => n.name).slice(0, 2)).toEqual(['醇类', '芳烃']);
      expect(tree[0]?.children.map((c) => c.name).slice(0, 3)).toEqual(['甲醇', '乙醇', '乙二醇']);
      expect(tree[0]?.children[0]?.level).toBe(2);
      const [aromatics] = await t.ctx.db.select().from(categories).where(eq(categories.name, '芳烃'));
      expect((await call('disable', { id: aromatics?.id })).statusCode).toBe(200);
      const after = (await t.call({ method: 'GET', url: '/api/homepage/product/category/tree' })).json().data;
      expect(after.map((n: { name: string }) => n.name)).not.toContain('芳烃');
      const picker = (await t.call({ method: 'POST', url: '/api/product/productSelectCategory' })).json().data;
      expect(picker.map((n: { name: string }) => n.name)).not.toContain('甲苯');
      expect((await call('enable', { id: aromatics?.id })).statusCode).toBe(200);
    });
  });

  describe('POST /product/productSelectCategory', () => {
    it('answers the leaves with their path without login; keyword matches any name on the path', async () => {
      const res = await t.call({ method: 'POST', url: '/api/product/productSelectCategory', payload: {} });
      expect(res.statusCode).toBe(200);
      const methanol = res.json().data.find((c: { name: string }) => c.name === '甲醇');
      expect(methanol).toMatchObject({ level: 2, pathName: '醇类 / 甲醇', pathNameEn: 'Alcohols / Methanol' });
      expect(methanol.path.map((p: { name: string }) => p.name)).toEqual(['醇类', '甲醇']);
      expect(res.json().data.some((c: { name: string }) => c.name === '醇类')).toBe(false);
      const alcohols = await t.call({ method: 'POST', url: '/api/product/productSelectCategory', payload: { keyword: '醇类' } });
      expect(alcohols.json().data.map((c: { name: string }) => c.name)).toContain('乙二醇');
      const en = await t.call({ method: 'POST', url: '/api/product/productSelectCategory', payload: { keyword: 'styrene' } });
      expect(en.json().data.map((c: { name: string }) => c.name)).toEqual(['苯乙烯', '聚苯乙烯']);
      const bad = await t.call({ method: 'POST', url: '/api/product/productSelectCategory', payload: { keyword: 1 } });
      expect(errorOf(bad)).toMatchObject({ status: 400, field: 'keyword' });
    });
  });

  describe('operator editor', () => {
    it('creates, renames and lists categories with product counts', async () => {
      const top = await create(unique('测试大类'), null, { nameEn: 'Test' });
      expect(top).toMatchObject({ level: 1, parentId: null });
      const child = await create(unique('测试小类'), top.id);
      expect(child).toMatchObject({ level: 2, parentId: top.id, sortOrder: 0 });
      const second = await create(unique('测试小类'), top.id);
      expect(second.sortOrder).toBe(1);
      const renamed = await call('save', { id: child.id, name: unique('改名小类'), sortOrder: 5 });
      expect(renamed.json()).toMatchObject({ msg: '更新成功', data: { id: child.id, sortOrder: 5, parentId: top.id } });
      const tree = await t.call({ method: 'GET', url: '/api/admin/category/tree', token: op });
      const node = tree.json().data.find((n: { id: number }) => n.id === top.id);
      expect(node.children.map((c: { id: number }) => c.id)).toEqual([second.id, child.id]);
      expect(node).toMatchObject({ enabled: true, productCount: 0 });
    });

    it('keeps sibling names unique and the depth at three levels (409)', async () => {
      const name = unique('同名类');
      const a = await create(name);
      const dup = await call('save', { name });
      expect(errorOf(dup)).toMatchObject({ status: 409, field: 'name' });
      expect(errorOf(dup).msg).toContain(name);
      const b = await create(unique('二级'), a.id);
      const c = await create(unique('三级'), b.id);
      expect(c.level).toBe(3);
      const tooDeep = await call('save', { name: unique('四级'), parentId: c.id });
      expect(errorOf(tooDeep)).toMatchObject({ status: 409, msg: '分类最多 3 级，不能再添加或移入下级分类' });
    });

    it('moves a category, refusing its own subtree and a move past three levels', async () => {
      const a = await create(unique('移动甲'));
      const b = await create(unique('移动乙'), a.id);
      const c = await create(unique('移动丙'), b.id);
      const other = await create(unique('移动丁'));
      const otherChild = await create(unique('移动戊'), other.id);
      expect(errorOf(await call('move', { id: a.id, parentId: c.id, sortOrder: 0 }))).toMatchObject({
        status: 409,
        msg: '不能把分类移到它自己或它的下级分类下',
      });
      // a spans three levels: it cannot go under anything.
      expect(errorOf(await call('move', { id: a.id, parentId: other.id, sortOrder: 0 })).status).toBe(409);
      const moved = await call('move', { id: b.id, parentId: other.id, sortOrder: 3 });
      expect(moved.json()).toMatchObject({ msg: '分类已移动', data: { parentId: other.id, sortOrder: 3, level: 2 } });
      expect(errorOf(await call('move', { id: b.id, parentId: otherChild.id, sortOrder: 0 })).status).toBe(409);
      const toTop = await call('move', { id: c.id, parentId: null, sortOrder: 0 });
      expect(toTop.json().data).toMatchObject({ parentId: null, level: 1 });
      expect(errorOf(await call('move', { id: b.id, parentId: 99_999_999, sortOrder: 0 }))).toMatchObject({
        status: 400,
        field: 'parentId',
      });
      expect(errorOf(await call('move', { id: b.id, parentId: a.id }))).toMatchObject({ status: 400, field: 'sortOrder' });
      expect(errorOf(await call('move', { id: 99_999_999, parentId: null, sortOrder: 0 })).status).toBe(404);
    });

    it('deletes an empty category and refuses one with children or products (409)', async () => {
      const parent = await create(unique('删除父'));
      const child = await create(unique('删除子'), parent.id);
      const withChildren = await call('del', { id: parent.id });
      expect(errorOf(withChildren)).toMatchObject({ status: 409, msg: '该分类下还有 1 个子分类，请先删除或移走子分类' });
      const owner = await createUser(t);
      const company = await createCompany(t, owner.id);
      const [shop] = await t.ctx.db
        .insert(shops)
        .values({
          companyId: company.id,
          name: unique('分类测试店'),
          contactName: '赵六',
          contactMobile: '13912345678',
          auditStatus: 1,
        })
        .returning();
      await insertProduct(t, { shopId: shop?.id ?? 0, companyId: company.id, categoryId: child.id, name: '乙二醇' });
      expect(errorOf(await call('del', { id: child.id }))).toMatchObject({ status: 409, msg: '该分类下还有 1 个商品，不能删除' });
      const tree = await t.call({ method: 'GET', url: '/api/admin/category/tree', token: op });
      const node = tree.json().data.find((n: { id: number }) => n.id === parent.id);
      expect(node.children[0]).toMatchObject({ id: child.id, productCount: 1 });
      const empty = await create(unique('删除空'));
      const deleted = await call('del', { id: empty.id });
      expect(deleted.json()).toMatchObject({ msg: '删除成功', data: null });
      expect(errorOf(await call('del', { id: empty.id })).status).toBe(404);
      expect(errorOf(await call('del', { id: 'x' }))).toMatchObject({ status: 400, field: 'id' });
    });

    it('enables and disables, 409 when already in that state', async () => {
      const c = await create(unique('启停'));
      expect(errorOf(await call('enable', { id: c.id }))).toMatchObject({ status: 409, msg: '该分类当前状态为已启用' });
      const off = await call('disable', { id: c.id });
      expect(off.json()).toMatchObject({ msg: '分类已停用', data: { enabled: false } });
      expect(errorOf(await call('disable', { id: c.id }))).toMatchObject({ status: 409, msg: '该分类当前状态为已停用' });
      expect(errorOf(await call('enable', { id: 99_999_999 })).status).toBe(404);
    });

    it('answers 400 naming the field', async () => {
      expect(errorOf(await call('save', { name: '' }))).toMatchObject({ status: 400, field: 'name' });
      expect(errorOf(await call('save', { name: 'x'.repeat(31) }))).toMatchObject({ status: 400, field: 'name' });
      expect(errorOf(await call('save', { name: 'ok', sortOrder: -1 }))).toMatchObject({ status: 400, field: 'sortOrder' });
      expect(errorOf(await call('save', { name: 'ok', parentId: 99_999_999 }))).toMatchObject({ status: 400, field: 'parentId' });
      expect(errorOf(await call('save', { name: 'ok', color: 'red' }))).toMatchObject({ status: 400, field: 'color' });
      expect(errorOf(await call('save', { id: 99_999_999, name: 'ok' })).status).toBe(404);
    });

    it('is for the operator only', async () => {
      const c = await create(unique('权限'));
      for (const [method, url, payload] of [
        ['GET', '/api/admin/category/tree', undefined],
        ['POST', '/api/admin/category/save', { name: unique('越权') }],
        ['POST', '/api/admin/category/del', { id: c.id }],
        ['POST', '/api/admin/category/enable', { id: c.id }],
        ['POST', '/api/admin/category/disable', { id: c.id }],
        ['POST', '/api/admin/category/move', { id: c.id, parentId: null, sortOrder: 1 }],
      ] as const) {
        expect(errorOf(await t.call({ method, url, token: userToken, payload })).status, url).toBe(403);
        expect(errorOf(await t.call({ method, url, payload })).status, url).toBe(401);
      }
      const [row] = await t.ctx.db.select().from(categories).where(eq(categories.id, c.id));
      expect(row?.enabled).toBe(true);
    });
  });
});
