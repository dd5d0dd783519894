import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { companyCertificates } from '../../modules/certificate/tables.ts';
import { createCategory, createSeller, day, grantLicence, uploadFor } from '../../modules/product/test-kit.ts';

type Seller = Awaited<ReturnType<typeof createSeller>>;

/** What the operator's shop and product audits read, and the one decision rule they share (SPEC §3's audit status). */
describe('operator audits (shared decision and history)', () => {
  let t: TestApp;
  let operatorId: number;
  let operatorToken: string;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    operatorId = (await createUser(t, { role: 'operator', name: '审核员甲' })).id;
    operatorToken = await tokenFor(t, operatorId);
    categoryId = (await createCategory(t, { name: '醇类' })).id;
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, token });
  const get = (url: string, query: Record<string, string>, token = operatorToken) =>
    t.call({ method: 'GET', url: `/api${url}`, query, token });

  async function submitProduct(seller: Seller, overrides: Record<string, unknown> = {}) {
    const res = await post('/product/save', seller.token, {
      categoryId,
      name: '审核甲醇',
      casNumber: '67-56-1',
      packaging: 0,
      price: '2450',
      minOrderQty: '10',
      stock: '300',
      deliveryPlace: '江苏南京',
      validUntil: day(60),
      images: [await uploadFor(t, seller.user.id)],
      submit: true,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number };
  }

  it('shows the shop application with the company’s licence scan and submitted certificates, and records the decision', async () => {
    const seller = await createSeller(t, { shopStatus: 0 });
    const licence = await grantLicence(t, seller.company.id);
    // A draft certificate is the company's own business, not the operator's.
    await t.ctx.db.insert(companyCertificates).values({
      companyId: seller.company.id,
      type: 'road_transport',
      number: '草稿证书-1',
      scope: '危险货物运输',
      validFrom: day(-1),
      validTo: day(300),
      fileKey: 'draft-scan.png',
      auditStatus: null,
    });
    const before = await get('/admin/shop/detail', { id: String(seller.shop.id) });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.company.licenseUrl).toContain('/seeEncryptionView');
    expect(before.json().data.certificates).toMatchObject([{ id: licence.id, auditStatus: 1, expiryState: 'valid' }]);

    const rejected = await post('/admin/shop/audit', operatorToken, {
      id: seller.shop.id,
      approve: false,
      reason: '  店铺名称不规范  ',
    });
    expect(rejected.json().data).toMatchObject({ auditStatus: 2, auditReason: '店铺名称不规范' });
    const after = await get('/admin/shop/detail', { id: String(seller.shop.id) });
    expect(after.json().data.history).toMatchObject([
      {
        action: 'reject',
        actionLabel: expect.any(String),
        auditStatus: 2,
        auditStatusLabel: '审核未通过',
        reason: '店铺名称不规范',
        byOperator: true,
        actorUserId: operatorId,
        actorName: '审核员甲',
        snapshot: { name: seller.shop.name, auditStatus: 2 },
      },
    ]);
  });

  it('shows a product with the company’s dangerous-goods licences and a history of the same shape', async () => {
    const seller = await createSeller(t);
    const expired = await grantLicence(t, seller.company.id, { validTo: day(-3) });
    await grantLicence(t, seller.company.id, { type: 'road_transport' });
    const product = await submitProduct(seller);
    const detail = await get('/admin/product/detail', { id: String(product.id) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      hasValidLicence: false,
      licences: [{ id: expired.id, type: 'hazchem_business', expiryState: 'expired' }],
    });
    expect(detail.json().data.licences).toHaveLength(1);

    expect(
      (await post('/admin/product/audit', operatorToken, { id: product.id, approve: true, reason: '忽略' })).statusCode,
    ).toBe(200);
    const { auditLogs } = (await get('/admin/product/detail', { id: String(product.id) })).json().data;
    expect(auditLogs).toMatchObject([
      { action: 'create', auditStatus: null, auditStatusLabel: '未提交', byOperator: false, actorUserId: seller.user.id },
      { action: 'submit', auditStatus: 0, auditStatusLabel: '审核中', byOperator: false },
      // An approval keeps no reason.
      {
        action: 'approve',
        auditStatus: 1,
        reason: null,
        byOperator: true,
        actorUserId: operatorId,
        snapshot: { name: '审核甲醇' },
      },
    ]);
  });

  it('narrows the product list by publish status (the operator’s on-shelf list)', async () => {
    const seller = await createSeller(t);
    const onShelf = await submitProduct(seller, { name: '上架乙醇', casNumber: '64-17-5' });
    const offShelf = await submitProduct(seller, { name: '未上架乙醇', casNumber: '64-17-5' });
    for (const { id } of [onShelf, offShelf]) await post('/admin/product/audit', operatorToken, { id, approve: true });
    expect((await post('/product/UPProduct', seller.token, { id: onShelf.id })).statusCode).toBe(200);

    const ids = async (query: Record<string, string>) =>
      (
        (await get('/admin/product/audit/list', { keyword: seller.shop.name, size: '50', ...query })).json().data.records as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await ids({ publishStatus: '1' })).toEqual([onShelf.id]);
    expect(await ids({ status: '1', publishStatus: '0' })).toEqual([offShelf.id]);
    expect((await ids({})).sort()).toEqual([onShelf.id, offShelf.id].sort());
    expect(errorOf(await get('/admin/product/audit/list', { publishStatus: '2' }))).toMatchObject({
      status: 400,
      field: 'publishStatus',
    });
  });
});
