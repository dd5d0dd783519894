import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { products } from '../product/tables.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { eventsOf } from '../user/test-kit.ts';

type Card = { id: number; name: string };

/** The operator's chemical dictionary, and the catalogue search reading keywords through it. */
describe('chemical dictionary', () => {
  let t: TestApp;
  let operatorToken: string;
  let userToken: string;
  const ids = { methanol: 0, sodium: 0, methanolAlias: 0, ethanol: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    operatorToken = await tokenFor(t, (await createUser(t, { role: 'operator', name: '词典运营' })).id);
    userToken = await tokenFor(t, (await createUser(t)).id);
    const categoryId = (await createCategory(t, { name: '醇类' })).id;
    const seller = await createSeller(t);
    ids.methanol = (await putProduct(t, seller, categoryId, { name: '甲醇 优等品', casNumber: '67-56-1' })).id;
    ids.sodium = (await putProduct(t, seller, categoryId, { name: '甲醇钠溶液', casNumber: '124-41-4' })).id;
    // An offer of methanol whose name says neither 甲醇 nor methanol.
    ids.methanolAlias = (await putProduct(t, seller, categoryId, { name: 'MeOH 精制 AA级', casNumber: '67-56-1' })).id;
    ids.ethanol = (await putProduct(t, seller, categoryId, { name: '无水乙醇', casNumber: '64-17-5' })).id;
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>, token = operatorToken) =>
    t.call({ method: 'POST', url: '/api/admin/chemical/save', token, payload });
  const search = async (keyword: string, sort?: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/search/searchPage',
      payload: { keyword, size: 50, ...(sort ? { sort } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.records as Card[]).map((card) => card.id);
  };
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const methanolEntry = {
    casNumber: '67-56-1',
    nameZh: '甲醇',
    nameEn: 'Methanol',
    formula: 'CH3OH',
    synonyms: ['木醇', '木精', 'Methyl alcohol'],
  };

  it('is kept by operators only, and checks what it is given', async () => {
    expect(errorOf(await t.call({ method: 'POST', url: '/api/admin/chemical/save', payload: methanolEntry })).status).toBe(401);
    expect(errorOf(await save(methanolEntry, userToken)).status).toBe(403);
    expect(errorOf(await t.call({ method: 'POST', url: '/api/admin/chemical/list', token: userToken, payload: {} })).status).toBe(
      403,
    );
    expect(errorOf(await save({ ...methanolEntry, casNumber: '67-56-2' }))).toMatchObject({ status: 400, field: 'casNumber' });
    expect(errorOf(await save({ ...methanolEntry, formula: 'CH3OX' }))).toMatchObject({
      status: 400,
      field: 'formula',
      data: { reason: '不是有效的分子式（如 CH3OH、Ca(OH)2、CuSO4·5H2O）' },
    });
    expect(errorOf(await save({ ...methanolEntry, synonyms: ['木醇', ' 木 醇 '] }))).toMatchObject({
      status: 400,
      field: 'synonyms.1',
    });
    expect(errorOf(await save({ ...methanolEntry, synonyms: ['methanol'] }))).toMatchObject({ status: 400, field: 'synonyms.0' });
    expect(errorOf(await save({ ...methanolEntry, id: 1 }))).toMatchObject({ status: 400, field: 'version' });
  });

  it('saves an entry, refuses a second of one CAS number, and lists it by any name', async () => {
    const saved = await save(methanolEntry);
    expect(saved.json()).toMatchObject({
      msg: '化学品已保存，搜索将在一分钟内按新词条查找',
      data: { casNumber: '67-56-1', hillFormula: 'CH4O', version: 1, updatedBy: '词典运营', synonyms: methanolEntry.synonyms },
    });
    expect(errorOf(await save({ ...methanolEntry, nameZh: '工业甲醇' }))).toMatchObject({
      status: 409,
      msg: 'CAS 号 67-56-1 已在词典中（甲醇）',
    });
    for (const keyword of ['木精', 'methyl alcohol', '67561', '甲', 'CH4O']) {
      const list = await t.call({ method: 'POST', url: '/api/admin/chemical/list', token: operatorToken, payload: { keyword } });
      expect(
        list.json().data.records.map((c: { casNumber: string }) => c.casNumber),
        keyword,
      ).toEqual(['67-56-1']);
    }
    expect((await eventsOf(t, 'chemical.save')).map((e) => e.detail)).toContainEqual({
      id: saved.json().data.id,
      casNumber: '67-56-1',
      version: 1,
    });
  });

  it('finds the offers of a chemical by its English name, a synonym or its formula, whatever the offers are called', async () => {
    const methanol = sorted([ids.methanol, ids.methanolAlias]);
    for (const keyword of ['methanol', 'Methanol', 'METHYL ALCOHOL', '木醇', 'CH3OH', 'CH4O', 'ＣＨ３ＯＨ'])
      expect(sorted(await search(keyword)), keyword).toEqual(methanol);
    // 甲醇 itself: the name holds it (甲醇钠 too), and the dictionary adds the offer named otherwise.
    expect(sorted(await search('甲醇'))).toEqual(sorted([ids.methanol, ids.sodium, ids.methanolAlias]));
  });

  it('reads a CAS number typed without its dashes or with spaces, and no other number as one', async () => {
    const methanol = sorted([ids.methanol, ids.methanolAlias]);
    expect(sorted(await search('67561'))).toEqual(methanol);
    expect(sorted(await search('67 56 1'))).toEqual(methanol);
    expect(sorted(await search('67-56-1'))).toEqual(methanol);
    expect(await search('67562')).toEqual([]);
  });

  it('finds a name holding a number that happens to check as a CAS number, after that CAS number', async () => {
    // 50000 checks as 50-00-0 (formaldehyde).
    const seller = await createSeller(t);
    const categoryId = (await createCategory(t, { name: '高分子' })).id;
    const formaldehyde = await putProduct(t, seller, categoryId, { name: '甲醛溶液 37%', casNumber: '50-00-0', daysAgo: 1 });
    const peg = await putProduct(t, seller, categoryId, { name: '聚乙二醇 分子量50000', casNumber: '25322-68-3' });
    try {
      expect(await search('50000')).toEqual([formaldehyde.id, peg.id]);
      // With its dashes it is a CAS number only.
      expect(await search('50-00-0')).toEqual([formaldehyde.id]);
    } finally {
      await t.ctx.db.delete(products).where(inArray(products.id, [formaldehyde.id, peg.id]));
    }
  });

  it('tells formulas apart by their case: CO is carbon monoxide, Co cobalt', async () => {
    for (const entry of [
      { casNumber: '630-08-0', nameZh: '一氧化碳', nameEn: 'Carbon monoxide', formula: 'CO' },
      { casNumber: '7440-48-4', nameZh: '钴', nameEn: 'Cobalt', formula: 'Co' },
    ])
      expect((await save(entry)).statusCode).toBe(200);
    const resolve = async (keyword: string) =>
      (
        (await t.call({ method: 'GET', url: '/api/admin/chemical/resolve', token: operatorToken, query: { keyword } })).json()
          .data.chemicals as { casNumber: string }[]
      ).map((chemical) => chemical.casNumber);
    expect(await resolve('CO')).toEqual(['630-08-0']);
    expect(await resolve('Co')).toEqual(['7440-48-4']);
    expect(await resolve('co')).toEqual([]);
    expect(await resolve('cobalt')).toEqual(['7440-48-4']);
  });

  it('ranks by relevance by default: the name itself, then names holding it, then the dictionary, newest first in each', async () => {
    const exact = await putProduct(t, await createSeller(t), (await createCategory(t, { name: '其他醇' })).id, {
      name: '甲醇',
      casNumber: '67-56-1',
      daysAgo: 3,
    });
    // The name itself (the oldest offer), names holding 甲醇 newest first, the offer only the dictionary names last.
    const holding = [ids.methanol, ids.sodium].sort((a, b) => b - a);
    expect(await search('甲醇')).toEqual([exact.id, ...holding, ids.methanolAlias]);
    expect(await search('甲醇', 'relevance')).toEqual([exact.id, ...holding, ids.methanolAlias]);
    // Newest first, the exact name is last: it is the oldest.
    expect((await search('甲醇', 'newest')).at(-1)).toBe(exact.id);
    // Without a keyword, relevance is the newest first.
    const all = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { size: 50 } });
    const newest = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { size: 50, sort: 'newest' } });
    expect(all.json().data.records).toEqual(newest.json().data.records);
  });

  it('reads an edited entry at once in the process that saved it, and forgets a deleted one', async () => {
    const list = await t.call({
      method: 'POST',
      url: '/api/admin/chemical/list',
      token: operatorToken,
      payload: { keyword: '甲醇' },
    });
    const entry = list.json().data.records[0] as { id: number; version: number };
    expect(await search('甲基醇')).toEqual([]);
    const edited = await save({
      ...methanolEntry,
      id: entry.id,
      version: entry.version,
      synonyms: [...methanolEntry.synonyms, '甲基醇'],
    });
    expect(edited.json().data.version).toBe(2);
    expect(sorted(await search('甲基醇'))).toHaveLength(3);
    // A save over the version another operator replaced.
    expect(errorOf(await save({ ...methanolEntry, id: entry.id, version: 1 }))).toMatchObject({
      status: 409,
      msg: '该化学品已被修改为第 2 版，请刷新后在最新内容上修改',
    });
    const resolved = await t.call({
      method: 'GET',
      url: '/api/admin/chemical/resolve',
      token: operatorToken,
      query: { keyword: 'CH3OH' },
    });
    expect(resolved.json().data).toMatchObject({ casNumber: null, chemicals: [{ casNumber: '67-56-1', nameZh: '甲醇' }] });
    const typed = await t.call({
      method: 'GET',
      url: '/api/admin/chemical/resolve',
      token: operatorToken,
      query: { keyword: '67 56 1' },
    });
    expect(typed.json().data).toMatchObject({ casNumber: '67-56-1', chemicals: [] });

    const deleted = await t.call({
      method: 'POST',
      url: '/api/admin/chemical/delete',
      token: operatorToken,
      payload: { id: entry.id },
    });
    expect(deleted.json()).toMatchObject({ code: 200, msg: '化学品已从词典删除' });
    expect(await search('甲基醇')).toEqual([]);
    expect(await search('methanol')).toEqual([]);
    const again = await t.call({
      method: 'POST',
      url: '/api/admin/chemical/delete',
      token: operatorToken,
      payload: { id: entry.id },
    });
    expect(errorOf(again)).toMatchObject({ status: 404, msg: '词典中没有这个化学品' });
    expect(errorOf(await save({ ...methanolEntry, id: entry.id, version: 2 })).status).toBe(404);
  });
});
