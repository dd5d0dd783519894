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
import { seedShopAgreement } from '../../db/seed/shops.ts';
import { shopAuditLogs, shops } from './tables.ts';
import { createCategory, insertProduct, uploadImage } from './test-kit.ts';

/** SPEC §7 "Shop and product" (shop calls): shop entry, audit, the shop profile and the public shop pages. */
describe('shops', () => {
  let t: TestApp;
  let operatorToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedShopAgreement(t.ctx);
    const operator = await createUser(t, { role: 'operator' });
    operatorToken = await tokenFor(t, operator.id);
  });
  afterAll(() => t.close());

  let nameSeq = 0;
  const application = (extra: Record<string, unknown> = {}) => ({
    name: `测试店铺${process.pid}-${++nameSeq}`,
    intro: '常年供应乙二醇',
    mainProducts: '乙二醇、甲醇',
    contactName: '赵六',
    contactMobile: '13912345678',
    contactPhone: '021-5555 1234',
    provinceCode: '320000',
    cityCode: '320500',
    areaCode: '320506',
    address: '吴中大道 1 号',
    agreementVersion: 1,
    ...extra,
  });

  /** A certified company's main account with a session. */
  async function seller(auditStatus: 0 | 1 | 2 = 1) {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id, { auditStatus });
    return { owner, company, token: await tokenFor(t, owner.id) };
  }

  const register = (token: string | undefined, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/shop/register', token, payload });
  const audit = (payload: Record<string, unknown>, token = operatorToken) =>
    t.call({ method: 'POST', url: '/api/admin/shop/audit', token, payload });

  /** A seller whose shop is open (applied and approved). */
  async function openShop() {
    const s = await seller();
    const res = await register(s.token, application());
    expect(res.statusCode).toBe(200);
    const shopId = res.json().data.id as number;
    expect((await audit({ id: shopId, approve: true })).statusCode).toBe(200);
    return { ...s, shopId };
  }

  describe('GET /shop/agreement/info', () => {
    it('answers the current entry agreement without login', async () => {
      const res = await t.call({ method: 'GET', url: '/api/shop/agreement/info' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ version: 1, title: '化工商城店铺入驻协议' });
      expect(res.json().data.content).toContain('入驻条件');
      expect((await t.call({ method: 'POST', url: '/api/shop/agreement/info' })).json().data.version).toBe(1);
    });
  });

  describe('POST /shop/register', () => {
    it('files the application under review with its history, logo and agreement version', async () => {
      const s = await seller();
      const logoKey = await uploadImage(t, s.owner.id);
      const res = await register(s.token, application({ logoKey }));
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('店铺入驻申请已提交，请等待平台审核');
      const shop = res.json().data;
      expect(shop).toMatchObject({
        companyId: s.company.id,
        auditStatus: 0,
        auditStatusLabel: '审核中',
        open: false,
        entryAgreementVersion: 1,
        provinceName: '江苏省',
        logoKey,
      });
      expect(shop.logoUrl).toContain('/api/seeView?key=');
      const history = await t.ctx.db.select().from(shopAuditLogs).where(eq(shopAuditLogs.shopId, shop.id));
      expect(history.map((h) => h.action)).toEqual(['submit']);
    });

    it('needs a login', async () => {
      expect(errorOf(await register(undefined, application())).status).toBe(401);
      const bad = await register('not-a-token', application());
      expect(errorOf(bad)).toMatchObject({ status: 401, code: 'E_300' });
    });

    it('refuses a company that is not certified (403) and a user without a company', async () => {
      const pending = await seller(0);
      const res = await register(pending.token, application());
      expect(errorOf(res)).toMatchObject({ status: 403, msg: '企业认证审核通过后才能进行此操作' });
      const loner = await createUser(t);
      expect(errorOf(await register(await tokenFor(t, loner.id), application())).status).toBe(403);
    });

    it('refuses a sub-account without shop.manage and admits one holding it', async () => {
      const s = await seller();
      const buyer = await createSubAccount(t, s.company.id, ['buy.order', 'shop.product']);
      const refused = await register(await tokenFor(t, buyer.id), application());
      expect(errorOf(refused)).toMatchObject({ status: 403, msg: '您没有此操作的权限，请联系企业主账号授权' });
      const manager = await createSubAccount(t, s.company.id, ['shop.manage']);
      expect((await register(await tokenFor(t, manager.id), application())).statusCode).toBe(200);
    });

    it('answers 400 naming the field', async () => {
      const s = await seller();
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'name'],
        [{ contactMobile: '123' }, 'contactMobile'],
        [{ contactPhone: 'call me' }, 'contactPhone'],
        [{ provinceCode: '12' }, 'provinceCode'],
        [{ cityCode: '330200' }, 'cityCode'],
        [{ agreementVersion: undefined }, 'agreementVersion'],
        [{ logoKey: 'no-such-file.png' }, 'logoKey'],
        [{ extra: 1 }, 'extra'],
      ];
      for (const [change, field] of cases) {
        const res = await register(s.token, application(change));
        expect(errorOf(res), field).toMatchObject({ status: 400, field });
      }
      // An encrypted upload (a licence scan) is not a public image.
      const secret = await uploadImage(t, s.owner.id, true);
      expect(errorOf(await register(s.token, application({ logoKey: secret }))).field).toBe('logoKey');
      // Another user's image is not the caller's to use.
      const other = await createUser(t);
      const foreign = await uploadImage(t, other.id);
      expect(errorOf(await register(s.token, application({ bannerKey: foreign }))).field).toBe('bannerKey');
      expect(await t.ctx.db.select().from(shops).where(eq(shops.companyId, s.company.id))).toHaveLength(0);
    });

    it('refuses an agreement version that is not the current one (409)', async () => {
      const s = await seller();
      const res = await register(s.token, application({ agreementVersion: 2 }));
      expect(errorOf(res)).toMatchObject({ status: 409, field: 'agreementVersion' });
      expect(errorOf(res).msg).toContain('当前为第 1 版');
    });

    it('allows one shop per company (409 naming its state) and a live name once', async () => {
      const s = await seller();
      const first = application();
      expect((await register(s.token, first)).statusCode).toBe(200);
      const again = await register(s.token, application());
      expect(errorOf(again)).toMatchObject({ status: 409 });
      expect(errorOf(again).msg).toContain('审核中');
      const other = await seller();
      const taken = await register(other.token, application({ name: first.name }));
      expect(errorOf(taken)).toMatchObject({ status: 409, field: 'name', msg: '店铺名称已被使用，请换一个名称' });
    });
  });

  describe('GET /shop/entry/info and /shop/audit', () => {
    it('tells a user without a company why they cannot apply', async () => {
      const loner = await createUser(t);
      const res = await t.call({ method: 'GET', url: '/api/shop/entry/info', token: await tokenFor(t, loner.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        company: null,
        canApply: false,
        reason: '请先完成企业认证',
        shop: null,
        agreementVersion: 1,
      });
    });

    it('shows a certified company without a shop that it may apply, and one under review that it may not', async () => {
      const s = await seller();
      const before = await t.call({ method: 'POST', url: '/api/shop/entry/info', token: s.token });
      expect(before.json().data).toMatchObject({ canApply: true, reason: null, shop: null, company: { id: s.company.id } });
      const pending = await seller(0);
      const notYet = await t.call({ method: 'GET', url: '/api/shop/entry/info', token: pending.token });
      expect(notYet.json().data).toMatchObject({ canApply: false, reason: '企业认证审核通过后才能申请开店' });
    });

    it('shows the application, the operator’s reason and the history after a rejection', async () => {
      const s = await seller();
      const shopId = (await register(s.token, application())).json().data.id;
      await audit({ id: shopId, approve: false, reason: '店铺标志不清晰' });
      const entry = await t.call({ method: 'GET', url: '/api/shop/entry/info', token: s.token });
      expect(entry.json().data).toMatchObject({
        canApply: false,
        shop: { id: shopId, auditStatus: 2, auditStatusLabel: '审核未通过', auditReason: '店铺标志不清晰' },
      });
      expect(entry.json().data.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'reject']);
      const view = await t.call({ method: 'GET', url: `/api/shop/audit?id=${shopId}`, token: s.token });
      expect(view.json().data.shop).toMatchObject({ id: shopId, auditReason: '店铺标志不清晰' });
      expect(view.json().data.history[1]).toMatchObject({ action: 'reject', byOperator: true, reason: '店铺标志不清晰' });
      const viaPost = await t.call({ method: 'POST', url: '/api/shop/audit', token: s.token, payload: {} });
      expect(viaPost.json().data.shop.id).toBe(shopId);
    });

    it('answers shop null before an application, and 404 for another company’s shop', async () => {
      const s = await seller();
      const empty = await t.call({ method: 'GET', url: '/api/shop/audit', token: s.token });
      expect(empty.json().data).toEqual({ shop: null, history: [] });
      const other = await openShop();
      const res = await t.call({ method: 'GET', url: `/api/shop/audit?id=${other.shopId}`, token: s.token });
      expect(errorOf(res).status).toBe(404);
    });

    it('needs a login, shop.manage and a valid id', async () => {
      expect((await t.call({ method: 'GET', url: '/api/shop/entry/info' })).statusCode).toBe(401);
      expect((await t.call({ method: 'GET', url: '/api/shop/audit' })).statusCode).toBe(401);
      const s = await seller();
      const sub = await createSubAccount(t, s.company.id, ['buy.order']);
      const subToken = await tokenFor(t, sub.id);
      expect(errorOf(await t.call({ method: 'GET', url: '/api/shop/entry/info', token: subToken })).status).toBe(403);
      expect(errorOf(await t.call({ method: 'GET', url: '/api/shop/audit', token: subToken })).status).toBe(403);
      const bad = await t.call({ method: 'GET', url: '/api/shop/audit?id=abc', token: s.token });
      expect(errorOf(bad)).toMatchObject({ status: 400, field: 'id' });
    });
  });

  describe('POST /shop/update', () => {
    const update = (token: string | undefined, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/shop/update', token, payload });

    it('edits an application under review in place and resubmits a rejected one', async () => {
      const s = await seller();
      const shopId = (await register(s.token, application())).json().data.id;
      const edited = await update(s.token, { intro: '新的简介' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ msg: '店铺申请已修改', data: { intro: '新的简介', auditStatus: 0 } });
      await audit({ id: shopId, approve: false, reason: '名称不规范' });
      const resubmitted = await update(s.token, { name: `更正店铺${process.pid}-${++nameSeq}` });
      expect(resubmitted.json()).toMatchObject({ msg: '已修改并重新提交审核', data: { auditStatus: 0, auditReason: null } });
      const history = await t.ctx.db.select().from(shopAuditLogs).where(eq(shopAuditLogs.shopId, shopId));
      expect(history.map((h) => h.action)).toEqual(['submit', 'update', 'reject', 'resubmit']);
    });

    it('refuses an open shop (409 naming its state)', async () => {
      const s = await openShop();
      const res = await update(s.token, { name: '改名' });
      expect(errorOf(res)).toMatchObject({ status: 409 });
      expect(errorOf(res).msg).toContain('审核通过');
    });

    it('answers 404 before an application, 400 naming the field, 401 without login, 403 without shop.manage', async () => {
      const s = await seller();
      expect(errorOf(await update(s.token, { intro: 'x' })).status).toBe(404);
      await register(s.token, application());
      expect(errorOf(await update(s.token, { contactMobile: 'abc' }))).toMatchObject({ status: 400, field: 'contactMobile' });
      expect(errorOf(await update(s.token, { areaCode: '110101' }))).toMatchObject({ status: 400, field: 'areaCode' });
      expect(errorOf(await update(s.token, { cityCode: '330200' }))).toMatchObject({ status: 400, field: 'cityCode' });
      expect(errorOf(await update(undefined, { intro: 'x' })).status).toBe(401);
      const sub = await createSubAccount(t, s.company.id, ['shop.product']);
      expect(errorOf(await update(await tokenFor(t, sub.id), { intro: 'x' })).status).toBe(403);
    });
  });

  describe('POST /shop/save', () => {
    const save = (token: string | undefined, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/shop/save', token, payload });

    it('edits an open shop’s display fields without a new audit', async () => {
      const s = await openShop();
      const bannerKey = await uploadImage(t, s.owner.id);
      const res = await save(s.token, { intro: '现货常备', bannerKey, contactPhone: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        msg: '店铺资料已保存',
        data: { intro: '现货常备', bannerKey, contactPhone: null, auditStatus: 1 },
      });
      const profile = await t.call({ method: 'GET', url: `/api/shop/info?id=${s.shopId}` });
      expect(profile.json().data).toMatchObject({ intro: '现货常备' });
      const history = await t.ctx.db.select().from(shopAuditLogs).where(eq(shopAuditLogs.shopId, s.shopId));
      expect(history.map((h) => h.action)).toEqual(['submit', 'approve', 'save']);
    });

    it('does not accept the name (400) and refuses a shop that is not open (409)', async () => {
      const s = await openShop();
      expect(errorOf(await save(s.token, { name: '新名字' }))).toMatchObject({ status: 400, field: 'name' });
      const pending = await seller();
      await register(pending.token, application());
      const res = await save(pending.token, { intro: 'x' });
      expect(errorOf(res)).toMatchObject({ status: 409, msg: '店铺当前状态为审核中，开店后才能修改店铺资料' });
    });

    it('answers 404 without a shop, 401 without login, 403 for a sub-account without shop.manage', async () => {
      const s = await seller();
      expect(errorOf(await save(s.token, { intro: 'x' })).status).toBe(404);
      expect(errorOf(await save(undefined, { intro: 'x' })).status).toBe(401);
      const open = await openShop();
      const sub = await createSubAccount(t, open.company.id, ['shop.product']);
      expect(errorOf(await save(await tokenFor(t, sub.id), { intro: 'x' })).status).toBe(403);
    });
  });

  describe('public shop pages', () => {
    it('GET /shop/info shows an open shop without login, with company intro and on-shelf product count', async () => {
      const s = await openShop();
      const category = await createCategory(t);
      await insertProduct(t, { shopId: s.shopId, companyId: s.company.id, categoryId: category.id, name: '乙二醇' });
      await insertProduct(t, {
        shopId: s.shopId,
        companyId: s.company.id,
        categoryId: category.id,
        name: '甲醇',
        publishStatus: 0,
      });
      const res = await t.call({ method: 'GET', url: `/api/shop/info?id=${s.shopId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: s.shopId,
        companyId: s.company.id,
        companyName: s.company.name,
        productCount: 1,
        provinceName: '江苏省',
        cityName: '苏州市',
      });
      const viaPost = await t.call({ method: 'POST', url: '/api/shop/info', payload: { id: s.shopId } });
      expect(viaPost.json().data.id).toBe(s.shopId);
    });

    it('GET /shop/info answers 404 for a shop not open and 400 for a bad id', async () => {
      const s = await seller();
      const shopId = (await register(s.token, application())).json().data.id;
      expect(errorOf(await t.call({ method: 'GET', url: `/api/shop/info?id=${shopId}` })).status).toBe(404);
      expect(errorOf(await t.call({ method: 'GET', url: '/api/shop/info?id=0' }))).toMatchObject({ status: 400, field: 'id' });
    });

    it('POST /shop/select lists open shops only, by keyword, paged', async () => {
      const a = await openShop();
      const pending = await seller();
      await register(pending.token, application({ mainProducts: '独一无二的产品' }));
      const [aRow] = await t.ctx.db.select().from(shops).where(eq(shops.id, a.shopId));
      const byName = await t.call({ method: 'POST', url: '/api/shop/select', payload: { keyword: aRow?.name } });
      expect(byName.statusCode).toBe(200);
      expect(byName.json().data.records.map((r: { id: number }) => r.id)).toEqual([a.shopId]);
      const none = await t.call({ method: 'POST', url: '/api/shop/select', payload: { keyword: '独一无二' } });
      expect(none.json().data.total).toBe(0);
      // Two Chinese characters are a keyword too.
      const short = await t.call({ method: 'POST', url: '/api/shop/select', payload: { keyword: '测试', size: 10 } });
      expect(short.json().data.total).toBeGreaterThan(0);
      const all = await t.call({ method: 'POST', url: '/api/shop/select' });
      expect(all.json().data).toMatchObject({ current: 1, size: 10 });
      expect(errorOf(await t.call({ method: 'POST', url: '/api/shop/select', payload: { size: 7 } }))).toMatchObject({
        status: 400,
        field: 'size',
      });
    });

    it('POST /shop/product/list shows an open shop’s on-shelf products, sorted, without login', async () => {
      const s = await openShop();
      const category = await createCategory(t);
      const base = { shopId: s.shopId, companyId: s.company.id, categoryId: category.id };
      await insertProduct(t, { ...base, name: '乙二醇', price: '4500.00', salesCount: 1 });
      await insertProduct(t, { ...base, name: '甲醇', price: '2300.50', salesCount: 9, casNumber: '67-56-1' });
      await insertProduct(t, { ...base, name: '下架品', publishStatus: 0 });
      await insertProduct(t, { ...base, name: '审核中品', auditStatus: 0, publishStatus: 0 });
      const list = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/shop/product/list', payload });
      const cheap = await list({ id: s.shopId, sort: 'priceAsc' });
      expect(cheap.statusCode).toBe(200);
      expect(cheap.json().data.total).toBe(2);
      expect(cheap.json().data.records.map((r: { name: string }) => r.name)).toEqual(['甲醇', '乙二醇']);
      expect(cheap.json().data.records[0]).toMatchObject({
        price: '2300.50',
        packagingLabel: '槽罐',
        categoryName: category.name,
      });
      const hot = await list({ id: s.shopId, sort: 'hot' });
      expect(hot.json().data.records[0].name).toBe('甲醇');
      const byCas = await list({ id: s.shopId, keyword: '67-56' });
      expect(byCas.json().data.records.map((r: { name: string }) => r.name)).toEqual(['甲醇']);
      expect(errorOf(await list({ id: s.shopId, sort: 'cheapest' }))).toMatchObject({ status: 400, field: 'sort' });
      const pending = await seller();
      const pendingId = (await register(pending.token, application())).json().data.id;
      expect(errorOf(await list({ id: pendingId })).status).toBe(404);
    });

    it('POST /shop/own/product/list shows the caller’s products in every state, filtered', async () => {
      const s = await openShop();
      const category = await createCategory(t);
      const base = { shopId: s.shopId, companyId: s.company.id, categoryId: category.id };
      await insertProduct(t, { ...base, name: '在售乙二醇' });
      await insertProduct(t, { ...base, name: '草稿甲醇', auditStatus: null, publishStatus: 0 });
      await insertProduct(t, { ...base, name: '待审苯乙烯', auditStatus: 0, publishStatus: 0 });
      const own = (payload: Record<string, unknown>, token = s.token) =>
        t.call({ method: 'POST', url: '/api/shop/own/product/list', token, payload });
      const all = await own({});
      expect(all.statusCode).toBe(200);
      expect(all.json().data.total).toBe(3);
      const drafts = await own({ auditStatus: -1 });
      expect(drafts.json().data.records).toMatchObject([{ name: '草稿甲醇', auditStatus: null, auditStatusLabel: '草稿' }]);
      const onShelf = await own({ publishStatus: 1 });
      expect(onShelf.json().data.records).toMatchObject([{ name: '在售乙二醇', publishStatusLabel: '已上架' }]);
      expect((await own({ keyword: '苯乙' })).json().data.total).toBe(1);
      expect(errorOf(await own({ auditStatus: 5 }))).toMatchObject({ status: 400, field: 'auditStatus' });
      // Another company sees its own (none), never this shop's.
      const other = await seller();
      expect(errorOf(await own({}, other.token)).status).toBe(404);
      const otherOpen = await openShop();
      expect((await own({}, otherOpen.token)).json().data.total).toBe(0);
      expect(errorOf(await t.call({ method: 'POST', url: '/api/shop/own/product/list', payload: {} })).status).toBe(401);
      const sub = await createSubAccount(t, s.company.id, ['buy.order']);
      expect(errorOf(await own({}, await tokenFor(t, sub.id))).status).toBe(403);
      // The products' own permission (商品管理, as /product/info asks), not the shop's.
      const products = await createSubAccount(t, s.company.id, ['shop.product']);
      expect((await own({}, await tokenFor(t, products.id))).json().data.total).toBe(3);
      const shopOnly = await createSubAccount(t, s.company.id, ['shop.manage']);
      expect(errorOf(await own({}, await tokenFor(t, shopOnly.id))).status).toBe(403);
    });
  });

  describe('operator console', () => {
    it('lists the queue, shows the detail, approves once (409 the second time)', async () => {
      const s = await seller();
      const shop = (await register(s.token, application())).json().data;
      const queue = await t.call({ method: 'GET', url: '/api/admin/shop/audit/list?size=200', token: operatorToken });
      expect(queue.statusCode).toBe(200);
      expect(queue.json().data.records.some((r: { id: number }) => r.id === shop.id)).toBe(true);
      const detail = await t.call({ method: 'GET', url: `/api/admin/shop/detail?id=${shop.id}`, token: operatorToken });
      expect(detail.json().data).toMatchObject({
        shop: { id: shop.id },
        company: { id: s.company.id, auditStatusLabel: '审核通过' },
      });
      const approved = await audit({ id: shop.id, approve: true });
      expect(approved.json()).toMatchObject({ msg: '店铺已审核通过，店铺已开通', data: { auditStatus: 1, open: true } });
      const again = await audit({ id: shop.id, approve: false, reason: 'x' });
      expect(errorOf(again)).toMatchObject({ status: 409, msg: '该店铺申请当前状态为审核通过，不能审核' });
      const list = await t.call({
        method: 'GET',
        url: `/api/admin/shop/list?status=1&keyword=${encodeURIComponent(shop.name)}`,
        token: operatorToken,
      });
      expect(list.json().data.records).toMatchObject([{ id: shop.id, auditStatusLabel: '审核通过', productCount: 0 }]);
    });

    it('requires a reason to reject, a known id, and the operator', async () => {
      const s = await seller();
      const shop = (await register(s.token, application())).json().data;
      expect(errorOf(await audit({ id: shop.id, approve: false }))).toMatchObject({ status: 400, field: 'reason' });
      expect(errorOf(await audit({ id: 99_999_999, approve: true })).status).toBe(404);
      expect(
        errorOf(await t.call({ method: 'GET', url: '/api/admin/shop/detail?id=99999999', token: operatorToken })).status,
      ).toBe(404);
      expect(errorOf(await t.call({ method: 'GET', url: '/api/admin/shop/list?status=9', token: operatorToken })).field).toBe(
        'status',
      );
      for (const [method, url] of [
        ['GET', '/api/admin/shop/audit/list'],
        ['GET', '/api/admin/shop/list'],
        ['GET', `/api/admin/shop/detail?id=${shop.id}`],
        ['POST', '/api/admin/shop/audit'],
        ['POST', '/api/admin/shop/agreement/publish'],
      ] as const) {
        const payload = method === 'POST' ? { id: shop.id, approve: true, title: 't', content: 'c' } : undefined;
        expect(errorOf(await t.call({ method, url, token: s.token, payload })).status, url).toBe(403);
        expect(errorOf(await t.call({ method, url, payload })).status, url).toBe(401);
      }
    });

    it('publishes a new entry agreement version that later applications must accept', async () => {
      const published = await t.call({
        method: 'POST',
        url: '/api/admin/shop/agreement/publish',
        token: operatorToken,
        payload: { title: '店铺入驻协议（第二版）', content: '# 第二版\n\n条款' },
      });
      expect(published.json()).toMatchObject({ msg: '新版《店铺入驻协议》已发布', data: { version: 2 } });
      const s = await seller();
      expect(errorOf(await register(s.token, application({ agreementVersion: 1 }))).status).toBe(409);
      expect((await register(s.token, application({ agreementVersion: 2 }))).statusCode).toBe(200);
      expect(
        errorOf(
          await t.call({
            method: 'POST',
            url: '/api/admin/shop/agreement/publish',
            token: operatorToken,
            payload: { title: '' },
          }),
        ).status,
      ).toBe(400);
    });
  });
});
