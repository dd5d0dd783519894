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
import { companyCertificates } from '../certificate/tables.ts';
import { productPriceHistory, products } from './tables.ts';
import { createCategory, createSeller, createShop, day, grantLicence, uploadFor } from './test-kit.ts';

type Seller = Awaited<ReturnType<typeof createSeller>>;
type Product = {
  id: number;
  unitWeightKg: string | null;
  brand: string | null;
  auditStatus: number | null;
  auditStatusLabel: string;
  auditReason: string | null;
  publishStatus: number;
  publishStatusLabel: string;
  price: string;
  stock: string;
  showcase: boolean;
  name: string;
  casNumber: string;
  images: string[];
  imageUrls: string[];
  packagingLabel: string;
  categoryName: string | null;
  provinceName: string | null;
  cityName: string | null;
  unNumber: string | null;
  hazardClass: string | null;
  hazardClassLabel: string | null;
};

describe('seller products', () => {
  let t: TestApp;
  let operatorToken: string;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    operatorToken = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    categoryId = (await createCategory(t, { name: '醇类' })).id;
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | undefined, payload: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, ...(token ? { token } : {}) });
  const get = (url: string, token: string | undefined, query: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api${url}`, query, ...(token ? { token } : {}) });

  /** A valid product body for the seller (methanol), with fresh images it uploaded. */
  async function input(seller: Seller, overrides: Record<string, unknown> = {}) {
    return {
      categoryId,
      name: '甲醇',
      casNumber: '67-56-1',
      grade: '优等品',
      purity: '99.9%',
      packaging: 6,
      unit: '吨',
      price: '1234.56',
      minOrderQty: '10',
      stock: '500.5',
      deliveryPlace: '江苏省南京市化学工业园区',
      provinceCode: '320000',
      cityCode: '320100',
      warehouse: '南京港仓库',
      validUntil: day(30),
      images: [await uploadFor(t, seller.user.id), await uploadFor(t, seller.user.id)],
      description: '国标优等品，槽车发货',
      ...overrides,
    };
  }
  /** Dangerous-good fields with an SDS the seller uploaded. */
  const dangerous = async (seller: Seller) => ({
    isDangerous: true,
    unNumber: 'UN1230',
    hazardClass: '3',
    sdsFileKey: await uploadFor(t, seller.user.id, { pdf: true }),
  });

  async function saveOk(seller: Seller, overrides: Record<string, unknown> = {}): Promise<Product> {
    const res = await post('/product/save', seller.token, await input(seller, overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  async function audit(id: number, approve: boolean, reason?: string) {
    const res = await post('/admin/product/audit', operatorToken, { id, approve, ...(reason ? { reason } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Product;
  }
  /** A product through submit and approval, off shelf. */
  async function approved(seller: Seller, overrides: Record<string, unknown> = {}) {
    const product = await saveOk(seller, { ...overrides, submit: true });
    return audit(product.id, true);
  }
  async function onShelf(seller: Seller, overrides: Record<string, unknown> = {}) {
    const product = await approved(seller, overrides);
    const res = await post('/product/UPProduct', seller.token, { id: product.id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Product;
  }
  const stored = async (id: number) => (await t.ctx.db.select().from(products).where(eq(products.id, id)))[0];

  describe('POST /product/save', () => {
    it('asks a unit that is not a weight for its net weight, and compares its price per tonne', async () => {
      const seller = await createSeller(t);
      const refused = await post(
        '/product/save',
        seller.token,
        await input(seller, { unit: '桶', price: '415.00', minOrderQty: '1', stock: '20' }),
      );
      expect(errorOf(refused)).toMatchObject({ status: 400, field: 'unitWeightKg' });
      const drum = await saveOk(seller, { unit: '桶', unitWeightKg: '160', price: '415.00', minOrderQty: '1', stock: '20' });
      expect(drum.unitWeightKg).toMatch(/^160(\.0+)?$/);
      expect((await stored(drum.id))?.tonnePrice).toBe('2593.75');
      // A weight unit converts by itself: a net weight sent with it is not kept.
      const kilo = await saveOk(seller, { unit: '千克', unitWeightKg: '25', price: '6.50', minOrderQty: '25', stock: '500' });
      expect(kilo.unitWeightKg).toBeNull();
      expect((await stored(kilo.id))?.tonnePrice).toBe('6500.00');
      expect((await stored((await saveOk(seller)).id))?.tonnePrice).toBe('1234.56');
    });

    it('keeps the producer trimmed, and none for an empty one; refuses one too long', async () => {
      const seller = await createSeller(t);
      expect((await saveOk(seller, { brand: ' 万华化学 ' })).brand).toBe('万华化学');
      expect((await saveOk(seller, { brand: '' })).brand).toBeNull();
      const tooLong = await post('/product/save', seller.token, await input(seller, { brand: '厂'.repeat(51) }));
      expect(errorOf(tooLong)).toMatchObject({ status: 400, field: 'brand' });
    });

    it('creates a draft with its first price in the history', async () => {
      const seller = await createSeller(t);
      const res = await post('/product/save', seller.token, await input(seller));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.msg).toBe('商品已保存');
      const product = body.data as Product;
      expect(product).toMatchObject({
        auditStatus: null,
        auditStatusLabel: '未提交',
        publishStatus: 0,
        publishStatusLabel: '未上架',
        price: '1234.56',
        casNumber: '67-56-1',
        packagingLabel: '槽罐',
        categoryName: '醇类',
        provinceName: '江苏省',
        unNumber: null,
      });
      expect(product.stock).toMatch(/^500\.5/);
      expect(product.imageUrls[0]).toContain('/api/seeView?key=');
      const history = await t.ctx.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
      expect(history.map((h) => [h.price, h.previousPrice])).toEqual([['1234.56', null]]);
    });

    it('creates and submits with submit: true', async () => {
      const seller = await createSeller(t);
      const res = await post('/product/save', seller.token, { ...(await input(seller)), submit: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().msg).toBe('商品已提交审核');
      expect(res.json().data).toMatchObject({ auditStatus: 0, auditStatusLabel: '审核中' });
    });

    it('needs a login', async () => {
      const seller = await createSeller(t);
      expect(errorOf(await post('/product/save', undefined, await input(seller))).status).toBe(401);
      expect(errorOf(await post('/product/save', 'not-a-token', await input(seller)))).toMatchObject({
        status: 401,
        code: 'E_300',
      });
    });

    it('refuses a bad CAS number naming casNumber', async () => {
      const seller = await createSeller(t);
      const error = errorOf(await post('/product/save', seller.token, await input(seller, { casNumber: '67-56-2' })));
      expect(error).toMatchObject({ status: 400, field: 'casNumber' });
      expect(error.msg).toContain('CAS');
    });

    it('refuses invalid fields, naming each', async () => {
      const seller = await createSeller(t);
      const cases: [Record<string, unknown>, string][] = [
        [{ packaging: 7 }, 'packaging'],
        [{ price: '12.345' }, 'price'],
        [{ price: '0' }, 'price'],
        [{ price: 12.5 }, 'price'],
        [{ minOrderQty: '600', stock: '500' }, 'minOrderQty'],
        [{ stock: '-1' }, 'stock'],
        [{ images: [] }, 'images'],
        [{ name: '' }, 'name'],
        [{ validUntil: '2024-02-30' }, 'validUntil'],
        [{ isDangerous: true, hazardClass: '3', sdsFileKey: 'a.pdf' }, 'unNumber'],
        [{ isDangerous: true, unNumber: 'UN12', hazardClass: '3', sdsFileKey: 'a.pdf' }, 'unNumber'],
        [{ isDangerous: true, unNumber: 'UN1230', hazardClass: '10', sdsFileKey: 'a.pdf' }, 'hazardClass'],
        [{ isDangerous: true, unNumber: 'UN1230', hazardClass: '3' }, 'sdsFileKey'],
        [{ provinceCode: '320000', cityCode: '310100' }, 'cityCode'],
        [{ provinceCode: '990000', cityCode: undefined }, 'provinceCode'],
        [{ categoryId: 999999 }, 'categoryId'],
        [{ extra: 1 }, 'extra'],
      ];
      for (const [overrides, field] of cases) {
        const error = errorOf(await post('/product/save', seller.token, await input(seller, overrides)));
        expect({ overrides, ...error }).toMatchObject({ status: 400, field });
      }
      // Out of stock (0) allows any minimum order quantity.
      await saveOk(seller, { stock: '0', minOrderQty: '20' });
    });

    it('accepts only public images and an SDS PDF the caller uploaded', async () => {
      const seller = await createSeller(t);
      const other = await createUser(t);
      const theirs = await uploadFor(t, other.id);
      const encrypted = await uploadFor(t, seller.user.id, { encrypted: true });
      const pdf = await uploadFor(t, seller.user.id, { pdf: true });
      for (const images of [[theirs], [encrypted], [pdf], ['missing-key.png']]) {
        expect(errorOf(await post('/product/save', seller.token, await input(seller, { images })))).toMatchObject({
          status: 400,
          field: 'images',
        });
      }
      const image = await uploadFor(t, seller.user.id);
      expect(errorOf(await post('/product/save', seller.token, await input(seller, { images: [image, image] })))).toMatchObject({
        status: 400,
        field: 'images',
      });
      const sds = { ...(await dangerous(seller)), sdsFileKey: await uploadFor(t, seller.user.id) };
      expect(errorOf(await post('/product/save', seller.token, await input(seller, sds)))).toMatchObject({
        status: 400,
        field: 'sdsFileKey',
      });
    });

    it('refuses a disabled category', async () => {
      const seller = await createSeller(t);
      const disabled = await createCategory(t, { name: '停用分类', enabled: false });
      expect(errorOf(await post('/product/save', seller.token, await input(seller, { categoryId: disabled.id })))).toMatchObject({
        status: 400,
        field: 'categoryId',
      });
    });

    it('refuses to submit an offer whose validity has passed, storing nothing', async () => {
      const seller = await createSeller(t);
      const body = await input(seller, { validUntil: day(-1), name: '过期甲醇', submit: true });
      expect(errorOf(await post('/product/save', seller.token, body))).toMatchObject({ status: 400, field: 'validUntil' });
      expect(await t.ctx.db.select().from(products).where(eq(products.name, '过期甲醇'))).toEqual([]);
      // As a draft it may be kept.
      await saveOk(seller, { validUntil: day(-1), name: '过期甲醇' });
    });

    it('needs an open shop of an approved company', async () => {
      const pending = await createSeller(t, { shopStatus: 0 });
      expect(errorOf(await post('/product/save', pending.token, await input(pending)))).toMatchObject({
        status: 403,
        msg: '店铺入驻申请审核中，审核通过后才能发布和管理商品',
      });
      const rejected = await createSeller(t, { shopStatus: 2 });
      expect(errorOf(await post('/product/save', rejected.token, await input(rejected))).status).toBe(403);
      const noShop = await createUser(t);
      await createCompany(t, noShop.id);
      const token = await tokenFor(t, noShop.id);
      expect(errorOf(await post('/product/save', token, await input(pending)))).toMatchObject({
        status: 403,
        msg: '您的企业尚未开通店铺，请先申请入驻',
      });
      const unapproved = await createUser(t);
      const company = await createCompany(t, unapproved.id, { auditStatus: 0 });
      await createShop(t, company.id);
      expect(errorOf(await post('/product/save', await tokenFor(t, unapproved.id), await input(pending))).status).toBe(403);
    });

    it('refuses a sub-account without shop.product and admits one holding it', async () => {
      const seller = await createSeller(t);
      const without = await createSubAccount(t, seller.company.id, ['shop.manage']);
      const error = errorOf(await post('/product/save', await tokenFor(t, without.id), await input(seller)));
      expect(error.status).toBe(403);
      const holder = await createSubAccount(t, seller.company.id, ['shop.product']);
      const res = await post(
        '/product/save',
        await tokenFor(t, holder.id),
        await input(seller, { images: [await uploadFor(t, holder.id)] }),
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it('submits a dangerous good only while the company holds a valid approved licence', async () => {
      const seller = await createSeller(t);
      const body = async () => ({ ...(await input(seller, await dangerous(seller))), name: '危险甲醇', submit: true });
      const refused = errorOf(await post('/product/save', seller.token, await body()));
      expect(refused).toMatchObject({ status: 403 });
      expect(refused.msg).toContain('危险化学品经营许可证');
      expect(await t.ctx.db.select().from(products).where(eq(products.shopId, seller.shop.id))).toEqual([]);
      // An expired, a pending and a different certificate do not count.
      await grantLicence(t, seller.company.id, { validTo: day(-1) });
      await grantLicence(t, seller.company.id, { auditStatus: 0 });
      await grantLicence(t, seller.company.id, { type: 'road_transport' });
      expect(errorOf(await post('/product/save', seller.token, await body())).status).toBe(403);
      // A draft needs no licence yet.
      const draft = await post('/product/save', seller.token, { ...(await body()), submit: false });
      expect(draft.statusCode, draft.body).toBe(200);
      await grantLicence(t, seller.company.id);
      const res = await post('/product/save', seller.token, await body());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        auditStatus: 0,
        isDangerous: true,
        unNumber: 'UN1230',
        hazardClassLabel: '第3类 易燃液体',
      });
    });
  });

  describe('POST /product/update', () => {
    it('edits a draft and keeps it a draft; submit: true sends it to audit', async () => {
      const seller = await createSeller(t);
      const product = await saveOk(seller);
      const res = await post('/product/update', seller.token, {
        ...(await input(seller, { name: '甲醇（改）' })),
        id: product.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ msg: '商品已修改', data: { name: '甲醇（改）', auditStatus: null } });
      const submitted = await post('/product/update', seller.token, { ...(await input(seller)), id: product.id, submit: true });
      expect(submitted.json()).toMatchObject({ msg: '商品已提交审核', data: { auditStatus: 0 } });
    });

    it('keeps the images the product already has', async () => {
      const seller = await createSeller(t);
      const product = await saveOk(seller);
      const res = await post('/product/update', seller.token, {
        ...(await input(seller, { images: product.images })),
        id: product.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses to edit a product under review (409)', async () => {
      const seller = await createSeller(t);
      const product = await saveOk(seller, { submit: true });
      const error = errorOf(await post('/product/update', seller.token, { ...(await input(seller)), id: product.id }));
      expect(error).toMatchObject({ status: 409, msg: '商品审核中，不能修改，请先撤回审核' });
    });

    it('sends an edited on-shelf product off shelf and back to audit, recording a changed price', async () => {
      const seller = await createSeller(t);
      const product = await onShelf(seller);
      const res = await post('/product/update', seller.token, { ...(await input(seller, { price: '1300' })), id: product.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        msg: '商品已修改，已下架并重新提交审核',
        data: { auditStatus: 0, publishStatus: 0, price: '1300.00' },
      });
      const history = await t.ctx.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
      expect(history.map((h) => h.price)).toEqual(['1234.56', '1300.00']);
    });

    it('edits a rejected product, which stays rejected until resubmitted', async () => {
      const seller = await createSeller(t);
      const product = await saveOk(seller, { submit: true });
      await audit(product.id, false, '图片不清晰');
      const res = await post('/product/update', seller.token, { ...(await input(seller)), id: product.id });
      expect(res.json().data).toMatchObject({ auditStatus: 2, auditReason: '图片不清晰' });
      const again = await post('/product/update', seller.token, { ...(await input(seller)), id: product.id, submit: true });
      expect(again.json().data).toMatchObject({ auditStatus: 0, auditReason: null });
    });

    it('answers 404 for another shop’s product, 401 without login, 400 for invalid input', async () => {
      const seller = await createSeller(t);
      const other = await createSeller(t);
      const product = await saveOk(other);
      expect(errorOf(await post('/product/update', seller.token, { ...(await input(seller)), id: product.id })).status).toBe(404);
      expect(errorOf(await post('/product/update', undefined, { ...(await input(seller)), id: product.id })).status).toBe(401);
      const mine = await saveOk(seller);
      expect(
        errorOf(
          await post('/product/update', seller.token, { ...(await input(seller, { casNumber: '7732-18-4' })), id: mine.id }),
        ),
      ).toMatchObject({ status: 400, field: 'casNumber' });
      expect(errorOf(await post('/product/update', seller.token, await input(seller)))).toMatchObject({
        status: 400,
        field: 'id',
      });
      const sub = await createSubAccount(t, seller.company.id, []);
      expect(
        errorOf(await post('/product/update', await tokenFor(t, sub.id), { ...(await input(seller)), id: mine.id })).status,
      ).toBe(403);
    });
  });

  describe('GET /product/info', () => {
    it('shows the product with its audit and price history', async () => {
      const seller = await createSeller(t);
      const product = await saveOk(seller, { submit: true });
      await audit(product.id, false, 'CAS 号与品名不符');
      const res = await get('/product/info', seller.token, { id: String(product.id) });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.auditLogs.map((l: { action: string }) => l.action)).toEqual(['create', 'submit', 'reject']);
      expect(data.auditLogs[2]).toMatchObject({ reason: 'CAS 号与品名不符', actionLabel: '审核未通过', auditStatus: 2 });
      expect(data.priceHistory).toMatchObject([{ price: '1234.56', previousPrice: null }]);
    });

    it('answers 404 for another shop’s product, 401 without login, 400 for a bad id, 403 without the permission', async () => {
      const seller = await createSeller(t);
      const other = await saveOk(await createSeller(t));
      expect(errorOf(await get('/product/info', seller.token, { id: String(other.id) })).status).toBe(404);
      expect(errorOf(await get('/product/info', undefined, { id: String(other.id) })).status).toBe(401);
      expect(errorOf(await get('/product/info', seller.token, { id: 'abc' }))).toMatchObject({ status: 400, field: 'id' });
      const sub = await createSubAccount(t, seller.company.id, ['shop.order']);
      expect(errorOf(await get('/product/info', await tokenFor(t, sub.id), { id: String(other.id) })).status).toBe(403);
    });
  });

  describe('the seller’s lists', () => {
    it('splits products into on offer, not yet approved and the sale list', async () => {
      const seller = await createSeller(t);
      const draft = await saveOk(seller, { name: '草稿乙醇', casNumber: '64-17-5' });
      const pending = await saveOk(seller, { submit: true, name: '待审苯', casNumber: '71-43-2' });
      const rejected = await saveOk(seller, { submit: true });
      await audit(rejected.id, false, '资料不全');
      const off = await approved(seller);
      const on = await onShelf(seller, { name: '上架甲醇' });
      await saveOk(await createSeller(t)); // another shop's product is never listed
      const ids = async (url: string, body: Record<string, unknown> = {}) => {
        const res = await post(url, seller.token, body);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data.records as Product[]).map((p) => p.id).sort((a, b) => a - b);
      };
      expect(await ids('/product/selectofferinfo')).toEqual([on.id]);
      expect(await ids('/product/selectauditinfo')).toEqual([draft.id, pending.id, rejected.id]);
      expect(await ids('/product/selectauditinfo', { state: 'draft' })).toEqual([draft.id]);
      expect(await ids('/product/selectauditinfo', { state: '2' })).toEqual([rejected.id]);
      expect(await ids('/product/secletsaleinfo')).toEqual([off.id, on.id]);
      expect(await ids('/product/secletsaleinfo', { publishStatus: 0 })).toEqual([off.id]);
      expect(await ids('/product/selectauditinfo', { keyword: '乙醇' })).toEqual([draft.id]);
      expect(await ids('/product/selectauditinfo', { keyword: '71-43' })).toEqual([pending.id]);
      const page = (await post('/product/selectauditinfo', seller.token, { state: '2' })).json().data;
      expect(page).toMatchObject({ total: 1, current: 1, size: 10, pages: 1, records: [{ auditReason: '资料不全' }] });
    });

    it('refuses bad paging and filters, no login and a sub-account without the permission', async () => {
      const seller = await createSeller(t);
      const sub = await createSubAccount(t, seller.company.id, ['shop.manage']);
      for (const url of ['/product/selectofferinfo', '/product/selectauditinfo', '/product/secletsaleinfo']) {
        expect(errorOf(await post(url, seller.token, { size: 20 }))).toMatchObject({ status: 400, field: 'size' });
        expect(errorOf(await post(url, undefined)).status).toBe(401);
        expect(errorOf(await post(url, await tokenFor(t, sub.id))).status).toBe(403);
      }
      expect(errorOf(await post('/product/selectauditinfo', seller.token, { state: '1' }))).toMatchObject({
        status: 400,
        field: 'state',
      });
      expect(errorOf(await post('/product/secletsaleinfo', seller.token, { publishStatus: 3 }))).toMatchObject({
        status: 400,
        field: 'publishStatus',
      });
    });
  });

  describe('shelf', () => {
    it('puts only an approved product on shelf (409 naming the state otherwise)', async () => {
      const seller = await createSeller(t);
      const draft = await saveOk(seller);
      expect(errorOf(await post('/product/UPProduct', seller.token, { id: draft.id }))).toMatchObject({
        status: 409,
        msg: '商品未提交审核，审核通过后才能上架',
      });
      const pending = await saveOk(seller, { submit: true });
      expect(errorOf(await post('/product/UPProduct', seller.token, { id: pending.id }))).toMatchObject({
        status: 409,
        msg: '商品审核中，审核通过后才能上架',
      });
      const product = await approved(seller);
      const res = await post('/product/UPProduct', seller.token, { id: product.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ msg: '商品已上架', data: { publishStatus: 1, publishStatusLabel: '已上架' } });
      expect(errorOf(await post('/product/UPProduct', seller.token, { id: product.id }))).toMatchObject({
        status: 409,
        msg: '商品已上架',
      });
    });

    it('refuses an expired offer', async () => {
      const seller = await createSeller(t);
      const product = await approved(seller);
      await t.ctx.db
        .update(products)
        .set({ validUntil: day(-1) })
        .where(eq(products.id, product.id));
      expect(errorOf(await post('/product/UPProduct', seller.token, { id: product.id })).status).toBe(409);
    });

    it('puts a dangerous good on shelf only while the licence is valid', async () => {
      const seller = await createSeller(t);
      const licence = await grantLicence(t, seller.company.id);
      const product = await approved(seller, await dangerous(seller));
      await t.ctx.db
        .update(companyCertificates)
        .set({ validTo: day(-1) })
        .where(eq(companyCertificates.id, licence.id));
      const refused = errorOf(await post('/product/UPProduct', seller.token, { id: product.id }));
      expect(refused.status).toBe(403);
      expect(refused.msg).toContain('危险化学品经营许可证');
      expect((await stored(product.id))?.publishStatus).toBe(0);
      await grantLicence(t, seller.company.id);
      const res = await post('/product/UPProduct', seller.token, { id: product.id });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('takes an on-shelf product off shelf; 409 when not on shelf', async () => {
      const seller = await createSeller(t);
      const product = await onShelf(seller);
      const res = await post('/product/DownProduct', seller.token, { id: product.id });
      expect(res.json()).toMatchObject({ msg: '商品已下架', data: { publishStatus: 0, auditStatus: 1 } });
      expect(errorOf(await post('/product/DownProduct', seller.token, { id: product.id }))).toMatchObject({
        status: 409,
        msg: '商品未上架',
      });
    });

    it('answers 404 for another shop’s product, 401 without login, 400 for a bad id, 403 without the permission', async () => {
      const seller = await createSeller(t);
      const other = await createSeller(t);
      const theirs = await onShelf(other);
      const sub = await createSubAccount(t, seller.company.id, ['shop.manage']);
      for (const url of ['/product/UPProduct', '/product/DownProduct', '/product/revocation']) {
        expect(errorOf(await post(url, seller.token, { id: theirs.id })).status).toBe(404);
        expect(errorOf(await post(url, undefined, { id: theirs.id })).status).toBe(401);
        expect(errorOf(await post(url, seller.token, { id: 0 }))).toMatchObject({ status: 400, field: 'id' });
        expect(errorOf(await post(url, await tokenFor(t, sub.id), { id: theirs.id })).status).toBe(403);
      }
      expect((await stored(theirs.id))?.publishStatus).toBe(1);
    });
  });

  describe('POST /product/revocation', () => {
    it('withdraws a pending audit back to a draft; 409 for any other state', async () => {
      const seller = await createSeller(t);
      const pending = await saveOk(seller, { submit: true });
      const res = await post('/product/revocation', seller.token, { id: pending.id });
      expect(res.json()).toMatchObject({ msg: '已撤回审核，商品回到未提交状态', data: { auditStatus: null } });
      expect(errorOf(await post('/product/revocation', seller.token, { id: pending.id }))).toMatchObject({
        status: 409,
        msg: '商品未提交审核，无需撤回',
      });
      const product = await approved(seller);
      expect(errorOf(await post('/product/revocation', seller.token, { id: product.id }))).toMatchObject({
        status: 409,
        msg: '商品已审核通过，不能撤回审核',
      });
    });
  });

  describe('POST /product/update/price', () => {
    it('changes the price exactly, keeps the history and is live on shelf at once', async () => {
      const seller = await createSeller(t);
      const product = await onShelf(seller);
      const res = await post('/product/update/price', seller.token, { id: product.id, price: '1234.57' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ msg: '价格已更新', data: { price: '1234.57', publishStatus: 1, auditStatus: 1 } });
      await post('/product/update/price', seller.token, { id: product.id, price: '9999999999999999.99' });
      await post('/product/update/price', seller.token, { id: product.id, price: '0.3' });
      const history = await t.ctx.db
        .select()
        .from(productPriceHistory)
        .where(eq(productPriceHistory.productId, product.id))
        .orderBy(productPriceHistory.id);
      expect(history.map((h) => [h.previousPrice, h.price])).toEqual([
        [null, '1234.56'],
        ['1234.56', '1234.57'],
        ['1234.57', '9999999999999999.99'],
        ['9999999999999999.99', '0.30'],
      ]);
      const info = (await get('/product/info', seller.token, { id: String(product.id) })).json().data;
      expect(info.price).toBe('0.30');
      expect(info.priceHistory).toHaveLength(4);
      // The same price again adds nothing.
      await post('/product/update/price', seller.token, { id: product.id, price: '0.30' });
      expect(await t.ctx.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, product.id))).toHaveLength(
        4,
      );
    });

    it('refuses a product under review, bad prices, another shop’s product, no login, no permission', async () => {
      const seller = await createSeller(t);
      const pending = await saveOk(seller, { submit: true });
      expect(errorOf(await post('/product/update/price', seller.token, { id: pending.id, price: '1' }))).toMatchObject({
        status: 409,
        msg: '商品审核中，不能修改价格，请先撤回审核',
      });
      const draft = await saveOk(seller);
      for (const price of ['12.345', '0', '-1', '1e3', 12]) {
        expect(errorOf(await post('/product/update/price', seller.token, { id: draft.id, price }))).toMatchObject({
          status: 400,
          field: 'price',
        });
      }
      const theirs = await saveOk(await createSeller(t));
      expect(errorOf(await post('/product/update/price', seller.token, { id: theirs.id, price: '1' })).status).toBe(404);
      expect(errorOf(await post('/product/update/price', undefined, { id: draft.id, price: '1' })).status).toBe(401);
      const sub = await createSubAccount(t, seller.company.id, ['shop.order']);
      expect(errorOf(await post('/product/update/price', await tokenFor(t, sub.id), { id: draft.id, price: '1' })).status).toBe(
        403,
      );
    });
  });

  describe('POST /product/category/list', () => {
    it('lists enabled categories whose ancestors are enabled', async () => {
      const seller = await createSeller(t);
      const parent = await createCategory(t, { name: '芳烃' });
      const child = await createCategory(t, { name: '纯苯', parentId: parent.id });
      const hiddenParent = await createCategory(t, { name: '停用大类', enabled: false });
      const orphan = await createCategory(t, { name: '停用大类下的子类', parentId: hiddenParent.id });
      const res = await post('/product/category/list', seller.token);
      expect(res.statusCode, res.body).toBe(200);
      const ids = (res.json().data as { id: number }[]).map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([categoryId, parent.id, child.id]));
      expect(ids).not.toContain(hiddenParent.id);
      expect(ids).not.toContain(orphan.id);
      expect(res.json().data).toContainEqual(expect.objectContaining({ id: child.id, parentId: parent.id, name: '纯苯' }));
      expect(errorOf(await post('/product/category/list', undefined)).status).toBe(401);
      const sub = await createSubAccount(t, seller.company.id, []);
      expect(errorOf(await post('/product/category/list', await tokenFor(t, sub.id))).status).toBe(403);
    });
  });

  describe('POST /product/productShow', () => {
    it('shows an on-shelf product in the showcase, up to the limit, and hides it', async () => {
      const seller = await createSeller(t);
      const product = await onShelf(seller);
      const res = await post('/product/productShow', seller.token, { id: product.id, show: true });
      expect(res.json()).toMatchObject({ msg: '商品已加入店铺展示', data: { showcase: true } });
      const hidden = await post('/product/productShow', seller.token, { id: product.id, show: false });
      expect(hidden.json()).toMatchObject({ msg: '商品已取消店铺展示', data: { showcase: false } });
      // Taking it off shelf also takes it out of the showcase.
      await post('/product/productShow', seller.token, { id: product.id, show: true });
      await post('/product/DownProduct', seller.token, { id: product.id });
      expect((await stored(product.id))?.showcase).toBe(false);
      expect(errorOf(await post('/product/productShow', seller.token, { id: product.id, show: true }))).toMatchObject({
        status: 409,
        msg: '只有已上架的商品才能在店铺中展示',
      });
    });

    it('refuses a ninth showcase product', async () => {
      const seller = await createSeller(t);
      const product = await onShelf(seller);
      const filler = await stored(product.id);
      if (!filler) throw new Error('missing');
      const { id: _id, ...copy } = filler;
      for (let i = 0; i < 8; i++) await t.ctx.db.insert(products).values({ ...copy, showcase: true });
      expect(errorOf(await post('/product/productShow', seller.token, { id: product.id, show: true }))).toMatchObject({
        status: 409,
        msg: '店铺最多展示 8 个商品，请先取消其他商品的展示',
      });
    });

    it('answers 404 for another shop’s product, 401 without login, 400 for bad input, 403 without the permission', async () => {
      const seller = await createSeller(t);
      const theirs = await onShelf(await createSeller(t));
      expect(errorOf(await post('/product/productShow', seller.token, { id: theirs.id, show: true })).status).toBe(404);
      expect(errorOf(await post('/product/productShow', undefined, { id: theirs.id, show: true })).status).toBe(401);
      expect(errorOf(await post('/product/productShow', seller.token, { id: theirs.id }))).toMatchObject({
        status: 400,
        field: 'show',
      });
      const sub = await createSubAccount(t, seller.company.id, ['shop.manage']);
      expect(errorOf(await post('/product/productShow', await tokenFor(t, sub.id), { id: theirs.id, show: true })).status).toBe(
        403,
      );
    });
  });
});
