import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { companyCertificates } from '../certificate/tables.ts';
import { productAuditLogs } from './tables.ts';
import { createCategory, createSeller, day, grantLicence, uploadFor } from './test-kit.ts';

type Seller = Awaited<ReturnType<typeof createSeller>>;

describe('operator product audit', () => {
  let t: TestApp;
  let operatorToken: string;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    operatorToken = await tokenFor(t, (await createUser(t, { role: 'operator', name: '运营小李' })).id);
    categoryId = (await createCategory(t, { name: '芳烃' })).id;
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | undefined, payload: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, ...(token ? { token } : {}) });
  const get = (url: string, token: string | undefined, query: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api${url}`, query, ...(token ? { token } : {}) });

  async function submitted(seller: Seller, overrides: Record<string, unknown> = {}) {
    const res = await post('/product/save', seller.token, {
      categoryId,
      name: '纯苯',
      casNumber: '71-43-2',
      packaging: 1,
      price: '6800',
      minOrderQty: '1',
      stock: '100',
      deliveryPlace: '上海化学工业区',
      validUntil: day(60),
      images: [await uploadFor(t, seller.user.id)],
      submit: true,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; auditStatus: number };
  }
  const audit = (id: number, approve: boolean, reason?: string, token = operatorToken) =>
    post('/admin/product/audit', token, { id, approve, ...(reason ? { reason } : {}) });

  it('lists submitted products with company and shop, narrowed by status and keyword', async () => {
    const seller = await createSeller(t);
    const draft = await post('/product/save', seller.token, {
      categoryId,
      name: '草稿甲苯',
      casNumber: '108-88-3',
      packaging: 1,
      price: '5000',
      minOrderQty: '1',
      stock: '0',
      deliveryPlace: '宁波',
      images: [await uploadFor(t, seller.user.id)],
    });
    expect(draft.statusCode).toBe(200);
    const pending = await submitted(seller, { name: '队列纯苯' });
    const res = await get('/admin/product/audit/list', operatorToken, { status: '0', keyword: '队列' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 1,
      records: [{ id: pending.id, companyId: seller.company.id, shopName: seller.shop.name, auditStatusLabel: '审核中' }],
    });
    // A queue is worked from its oldest submission, as the company, shop and seal queues are.
    const later = await submitted(seller, { name: '队列纯苯二' });
    const queue = await get('/admin/product/audit/list', operatorToken, { status: '0', keyword: '队列' });
    expect((queue.json().data.records as { id: number }[]).map((r) => r.id)).toEqual([pending.id, later.id]);
    const byCompany = await get('/admin/product/audit/list', operatorToken, { keyword: seller.company.name, size: '50' });
    const ids = (byCompany.json().data.records as { id: number }[]).map((r) => r.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(draft.json().data.id);
    expect(errorOf(await get('/admin/product/audit/list', operatorToken, { status: '5' }))).toMatchObject({
      status: 400,
      field: 'status',
    });
    expect(errorOf(await get('/admin/product/audit/list', undefined)).status).toBe(401);
    expect(errorOf(await get('/admin/product/audit/list', seller.token)).status).toBe(403);
  });

  it('shows any product’s detail with the licence state', async () => {
    const seller = await createSeller(t);
    const product = await submitted(seller);
    const res = await get('/admin/product/detail', operatorToken, { id: String(product.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: product.id,
      companyName: seller.company.name,
      hasValidLicence: false,
      auditLogs: [{ action: 'create' }, { action: 'submit' }],
    });
    await grantLicence(t, seller.company.id);
    expect((await get('/admin/product/detail', operatorToken, { id: String(product.id) })).json().data.hasValidLicence).toBe(
      true,
    );
    expect(errorOf(await get('/admin/product/detail', operatorToken, { id: '99999999' })).status).toBe(404);
    expect(errorOf(await get('/admin/product/detail', operatorToken, { id: 'x' }))).toMatchObject({ status: 400, field: 'id' });
    expect(errorOf(await get('/admin/product/detail', seller.token, { id: String(product.id) })).status).toBe(403);
  });

  it('approves and rejects with a reason, kept in the history; only a product under review', async () => {
    const seller = await createSeller(t);
    const product = await submitted(seller);
    expect(errorOf(await audit(product.id, false))).toMatchObject({ status: 400, field: 'reason' });
    const rejected = await audit(product.id, false, '包装描述与图片不符');
    expect(rejected.json()).toMatchObject({ msg: '商品已驳回', data: { auditStatus: 2, auditReason: '包装描述与图片不符' } });
    expect(errorOf(await audit(product.id, true))).toMatchObject({ status: 409, msg: '商品已审核未通过，不能重复审核' });
    const logs = await t.ctx.db.select().from(productAuditLogs).where(eq(productAuditLogs.productId, product.id));
    expect(logs.map((l) => [l.action, l.reason])).toEqual([
      ['create', null],
      ['submit', null],
      ['reject', '包装描述与图片不符'],
    ]);
    const other = await submitted(seller);
    const approved = await audit(other.id, true);
    expect(approved.json()).toMatchObject({ msg: '商品已审核通过', data: { auditStatus: 1, publishStatus: 0 } });
    expect(errorOf(await audit(other.id, false, '重复'))).toMatchObject({ status: 409, msg: '商品已审核通过，不能重复审核' });
    expect(errorOf(await audit(99999999, true)).status).toBe(404);
    expect(errorOf(await audit(other.id, true, undefined, seller.token)).status).toBe(403);
    expect(errorOf(await audit(other.id, true, undefined, '')).status).toBe(401);
  });

  it('re-checks the licence when approving a dangerous good', async () => {
    const seller = await createSeller(t);
    const licence = await grantLicence(t, seller.company.id);
    const product = await submitted(seller, {
      name: '甲醇',
      casNumber: '67-56-1',
      isDangerous: true,
      unNumber: 'un1230',
      hazardClass: '3',
      sdsFileKey: await uploadFor(t, seller.user.id, { pdf: true }),
    });
    await t.ctx.db.update(companyCertificates).set({ auditStatus: 2 }).where(eq(companyCertificates.id, licence.id));
    const refused = errorOf(await audit(product.id, true));
    expect(refused.status).toBe(403);
    expect(refused.msg).toContain('危险化学品经营许可证');
    await grantLicence(t, seller.company.id);
    const res = await audit(product.id, true);
    expect(res.json().data).toMatchObject({ auditStatus: 1, unNumber: 'UN1230' });
  });

  it('forces an on-shelf product off shelf as rejected with the reason', async () => {
    const seller = await createSeller(t);
    const product = await submitted(seller);
    await audit(product.id, true);
    expect(errorOf(await post('/admin/product/forceDown', operatorToken, { id: product.id, reason: '虚假宣传' }))).toMatchObject({
      status: 409,
      msg: '商品未上架',
    });
    expect((await post('/product/UPProduct', seller.token, { id: product.id })).statusCode).toBe(200);
    expect(errorOf(await post('/admin/product/forceDown', operatorToken, { id: product.id }))).toMatchObject({
      status: 400,
      field: 'reason',
    });
    expect(errorOf(await post('/admin/product/forceDown', seller.token, { id: product.id, reason: '违规' })).status).toBe(403);
    const res = await post('/admin/product/forceDown', operatorToken, { id: product.id, reason: '虚假宣传' });
    expect(res.json()).toMatchObject({
      msg: '商品已强制下架',
      data: { publishStatus: 0, auditStatus: 2, auditReason: '虚假宣传' },
    });
    expect(errorOf(await post('/product/UPProduct', seller.token, { id: product.id })).status).toBe(409);
    expect(errorOf(await post('/admin/product/forceDown', operatorToken, { id: 99999999, reason: '违规' })).status).toBe(404);
  });
});
