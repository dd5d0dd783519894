import { chinaDate } from '@hgsc/contracts';
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

const dayAfter = (days: number) =>
  new Date(Date.parse(`${chinaDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const warehouseInput = (keeperCompanyId: number, overrides: Record<string, unknown> = {}) => ({
  code: `SH-T-${Math.floor(Math.random() * 1e6)}`,
  name: '测试化工库区',
  kind: 'warehouse',
  keeperCompanyId,
  provinceCode: '310000',
  cityCode: '310100',
  areaCode: '310116',
  address: '上海化学工业区目华路 1 号',
  longitude: '121.452100',
  latitude: '30.806400',
  dailyOutboundCapacity: '1200',
  dangerousGoods: true,
  contactName: '王五',
  contactPhone: '021-57126688',
  ...overrides,
});

const productInput = (overrides: Record<string, unknown> = {}) => ({
  name: `甲醇${Math.floor(Math.random() * 1e6)}`,
  grade: '优等品',
  casNumber: '67-56-1',
  hazardClass: '3',
  unNumber: 'UN1230',
  minSplitQty: '10',
  splitStep: '1',
  ...overrides,
});

describe('warehouse reference data', () => {
  let t: TestApp;
  let operator: string;
  let trader: string;
  let keeperCompanyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    const keeperUser = await createUser(t);
    keeperCompanyId = (await createCompany(t, keeperUser.id, { name: '测试仓储有限公司' })).id;
    const traderUser = await createUser(t);
    await createCompany(t, traderUser.id);
    trader = await tokenFor(t, traderUser.id);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | undefined, payload?: Record<string, unknown>, language?: string) =>
    t.call({
      method: 'POST',
      url: `/api${url}`,
      ...(token ? { token } : {}),
      ...(payload ? { payload } : {}),
      ...(language ? { headers: { language } } : {}),
    });
  const ok = async (url: string, token: string, payload?: Record<string, unknown>) => {
    const res = await post(url, token, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  describe('warehouse companies', () => {
    it('marks a certified company once, and refuses an uncertified or unknown one', async () => {
      const first = await ok('/admin/wr/keeper/mark', operator, { companyId: keeperCompanyId });
      expect(first).toMatchObject({ companyId: keeperCompanyId, companyName: '测试仓储有限公司', warehouseCount: 0 });
      await ok('/admin/wr/keeper/mark', operator, { companyId: keeperCompanyId });
      const list = await ok('/admin/wr/keeper/list', operator);
      expect(list.filter((k: { companyId: number }) => k.companyId === keeperCompanyId)).toHaveLength(1);

      const pending = await createCompany(t, (await createUser(t)).id, { auditStatus: 0 });
      expect(errorOf(await post('/admin/wr/keeper/mark', operator, { companyId: pending.id }))).toMatchObject({
        status: 409,
        msg: '只有认证通过的企业才能标记为仓储方',
      });
      expect(errorOf(await post('/admin/wr/keeper/mark', operator, { companyId: 99_999_999 })).status).toBe(404);
    });

    it('is the operator’s: a user is refused and a visitor asked to log in', async () => {
      expect((await post('/admin/wr/keeper/mark', trader, { companyId: keeperCompanyId })).statusCode).toBe(403);
      expect((await post('/admin/wr/keeper/list', undefined)).statusCode).toBe(401);
    });
  });

  describe('warehouses', () => {
    it('adds and edits a warehouse with its places named, listed by kind and keyword for users', async () => {
      const saved = await ok('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId, { code: 'SH-LIST-01' }));
      expect(saved).toMatchObject({
        code: 'SH-LIST-01',
        keeperCompanyName: '测试仓储有限公司',
        place: '上海市金山区',
        longitude: '121.452100',
        dailyOutboundCapacity: '1200.0000',
        enabled: true,
      });
      const edited = await ok(
        '/admin/wr/warehouse/save',
        operator,
        warehouseInput(keeperCompanyId, { id: saved.id, code: 'SH-LIST-01', name: '改名库区', dailyOutboundCapacity: '900.5' }),
      );
      expect(edited).toMatchObject({ id: saved.id, name: '改名库区', dailyOutboundCapacity: '900.5000' });

      const found = await ok('/wr/warehouse/select/list', trader, { keyword: 'LIST' });
      expect(found.map((w: { id: number }) => w.id)).toContain(saved.id);
      expect(await ok('/wr/factory/select/list', trader, { keyword: 'LIST' })).toEqual([]);
      await ok(
        '/admin/wr/warehouse/save',
        operator,
        warehouseInput(keeperCompanyId, { id: saved.id, code: 'SH-LIST-01', enabled: false }),
      );
      expect(await ok('/wr/warehouse/select/list', trader, { keyword: 'LIST' })).toEqual([]);
      const all = await ok('/admin/wr/warehouse/list', operator, { keyword: 'LIST', current: 1, size: 10 });
      expect(all).toMatchObject({ total: 1, records: [{ id: saved.id, enabled: false }] });
      // Closed to new deposits, it still answers the holders whose receipts name it.
      expect(await ok('/wr/warehouse/info', trader, { id: saved.id })).toMatchObject({
        code: 'SH-LIST-01',
        name: '测试化工库区',
        place: '上海市金山区',
        enabled: false,
      });
    });

    it('answers one warehouse to a signed-in user only, and an unknown id as not found', async () => {
      const saved = await ok('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId));
      expect((await post('/wr/warehouse/info', undefined, { id: saved.id })).statusCode).toBe(401);
      expect(errorOf(await post('/wr/warehouse/info', trader, { id: 99_999_999 }))).toMatchObject({
        status: 404,
        msg: '仓库不存在',
      });
      expect(errorOf(await post('/wr/warehouse/info', trader, { id: 'x' }))).toMatchObject({ status: 400, field: 'id' });
    });

    it('refuses a keeper not marked, a broken place chain, a taken code and bad coordinates, naming the field', async () => {
      const other = await createCompany(t, (await createUser(t)).id);
      expect(errorOf(await post('/admin/wr/warehouse/save', operator, warehouseInput(other.id)))).toMatchObject({
        status: 400,
        field: 'keeperCompanyId',
        msg: '该企业不是仓储方，请先在「仓储方」中标记',
      });
      expect(
        errorOf(await post('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId, { areaCode: '440305' }))),
      ).toMatchObject({ status: 400, field: 'areaCode' });
      await ok('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId, { code: 'SH-DUP-01' }));
      expect(
        errorOf(await post('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId, { code: 'SH-DUP-01' }))),
      ).toMatchObject({ status: 409, field: 'code', msg: '仓库编码已被使用' });
      expect(
        errorOf(await post('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId, { latitude: '91' }))),
      ).toMatchObject({ status: 400, field: 'latitude' });
    });

    it('keeps the mark of a company that keeps warehouses, and takes back an empty one', async () => {
      expect(errorOf(await post('/admin/wr/keeper/unmark', operator, { companyId: keeperCompanyId }))).toMatchObject({
        status: 409,
      });
      const empty = await createCompany(t, (await createUser(t)).id);
      await ok('/admin/wr/keeper/mark', operator, { companyId: empty.id });
      await ok('/admin/wr/keeper/unmark', operator, { companyId: empty.id });
      expect(errorOf(await post('/admin/wr/keeper/unmark', operator, { companyId: empty.id })).status).toBe(404);
    });

    it('gives pick-up points to a factory warehouse only', async () => {
      const factory = await ok('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId, { kind: 'factory' }));
      const point = {
        warehouseId: factory.id,
        name: '一号门',
        address: '东门',
        contactName: '赵刚',
        contactPhone: '13800138000',
      };
      const saved = await ok('/admin/wr/factory/pickup/save', operator, point);
      expect(await ok('/wr/factory/pickup/list', trader, { factoryId: factory.id })).toEqual([{ ...point, id: saved.id }]);
      const plain = await ok('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId));
      expect(errorOf(await post('/admin/wr/factory/pickup/save', operator, { ...point, warehouseId: plain.id }))).toMatchObject({
        status: 400,
        field: 'warehouseId',
        msg: '只有厂库才有提货点',
      });
      await ok('/admin/wr/factory/pickup/remove', operator, { id: saved.id });
      expect(await ok('/wr/factory/pickup/list', trader, { factoryId: factory.id })).toEqual([]);
    });
  });

  describe('receipt products, origins, modes and packing', () => {
    it('keeps the lot rules exact: the step must divide the minimum split', async () => {
      const pvc = await ok(
        '/admin/wr/product/save',
        operator,
        productInput({ name: 'PVC测试', hazardClass: undefined, unNumber: undefined, minSplitQty: '5', splitStep: '0.025' }),
      );
      expect(pvc).toMatchObject({ minSplitQty: '5.0000', splitStep: '0.0250', hazardClass: null, unit: '吨' });
      expect(
        errorOf(await post('/admin/wr/product/save', operator, productInput({ minSplitQty: '5', splitStep: '0.3' }))),
      ).toMatchObject({
        status: 400,
        field: 'minSplitQty',
        msg: '最小拆分量须为拆分步长的整数倍',
      });
      expect(errorOf(await post('/admin/wr/product/save', operator, productInput({ unNumber: undefined })))).toMatchObject({
        status: 400,
        field: 'unNumber',
      });
      expect(errorOf(await post('/admin/wr/product/save', operator, productInput({ casNumber: '67-56-2' }))).field).toBe(
        'casNumber',
      );
      const taken = productInput();
      await ok('/admin/wr/product/save', operator, taken);
      expect(errorOf(await post('/admin/wr/product/save', operator, taken))).toMatchObject({ status: 409, field: 'grade' });
    });

    it('shows users the enabled products only, and every product to the operator', async () => {
      const off = await ok('/admin/wr/product/save', operator, productInput({ name: '停用品种', enabled: false }));
      const users = await ok('/wr/product/select/list', trader, { keyword: '停用' });
      expect(users).toEqual([]);
      const all = await ok('/admin/wr/product/list', operator);
      expect(all.map((p: { id: number }) => p.id)).toContain(off.id);
    });

    it('keeps origins unique by name', async () => {
      const origin = await ok('/admin/wr/product/place/save', operator, { name: '宁夏宁东' });
      expect(errorOf(await post('/admin/wr/product/place/save', operator, { name: '宁夏宁东' }))).toMatchObject({ status: 409 });
      expect(await ok('/wr/product/place/list', trader)).toContainEqual(origin);
      await ok('/admin/wr/product/place/remove', operator, { id: origin.id });
      expect(await ok('/wr/product/place/list', trader)).not.toContainEqual(origin);
    });

    it('words the delivery modes and packing codes in the caller’s language', async () => {
      expect(await ok('/wr/product/mode/list', trader)).toEqual([
        { code: 'pickup', label: '买方自提' },
        { code: 'delivery', label: '卖方送货' },
        { code: 'transfer', label: '仓单过户' },
      ]);
      const english = (await post('/packing/list', trader, undefined, 'en')).json().data;
      expect(english).toHaveLength(7);
      expect(english[0]).toMatchObject({ code: 0 });
      expect(english[0].label).toMatch(/[A-Za-z]/);
    });
  });

  describe('storage fee schedules', () => {
    it('starts a new period after the latest, closes it the day before, and never changes one in force', async () => {
      const warehouse = await ok('/admin/wr/warehouse/save', operator, warehouseInput(keeperCompanyId));
      const product = await ok('/admin/wr/product/save', operator, productInput());
      const fees = {
        warehouseId: warehouse.id,
        productId: product.id,
        storageRate: '1.0',
        inboundFee: '14',
        outboundFee: '14',
        transferFee: '0.5',
      };
      const today = await ok('/admin/wr/warehouse/fee/save', operator, { ...fees, effectiveFrom: chinaDate() });
      expect(today).toMatchObject({ storageRate: '1.0000', inboundFee: '14.00', effectiveTo: null, productName: product.name });

      expect(
        errorOf(await post('/admin/wr/warehouse/fee/save', operator, { ...fees, effectiveFrom: dayAfter(-1) })),
      ).toMatchObject({ status: 400, field: 'effectiveFrom', msg: '生效日期不能早于今天' });
      expect(errorOf(await post('/admin/wr/warehouse/fee/save', operator, { ...fees, effectiveFrom: chinaDate() })).status).toBe(
        409,
      );

      const next = await ok('/admin/wr/warehouse/fee/save', operator, {
        ...fees,
        storageRate: '1.2',
        effectiveFrom: dayAfter(10),
      });
      const periods = await ok('/wr/warehouse/fee/list', trader, { warehouseId: warehouse.id, productId: product.id });
      expect(periods.map((p: { effectiveFrom: string; effectiveTo: string | null }) => [p.effectiveFrom, p.effectiveTo])).toEqual(
        [
          [dayAfter(10), null],
          [chinaDate(), dayAfter(9)],
        ],
      );
      const inForce = await ok('/wr/warehouse/fee/list', trader, { warehouseId: warehouse.id, on: chinaDate() });
      expect(inForce.map((p: { id: number }) => p.id)).toEqual([today.id]);

      expect(errorOf(await post('/admin/wr/warehouse/fee/remove', operator, { id: today.id }))).toMatchObject({ status: 409 });
      await ok('/admin/wr/warehouse/fee/remove', operator, { id: next.id });
      const after = await ok('/wr/warehouse/fee/list', trader, { warehouseId: warehouse.id, productId: product.id });
      expect(after).toEqual([expect.objectContaining({ id: today.id, effectiveTo: null })]);
    });

    it('answers 400 naming a rate with too many decimals', async () => {
      const res = await post('/admin/wr/warehouse/fee/save', operator, {
        warehouseId: 1,
        productId: 1,
        storageRate: '1.00001',
        inboundFee: '1',
        outboundFee: '1',
        transferFee: '1',
        effectiveFrom: chinaDate(),
      });
      expect(errorOf(res)).toMatchObject({ status: 400, field: 'storageRate' });
    });
  });

  describe('the receipt agreement', () => {
    it('asks a company to affirm the current version, refuses an old one, and keeps who affirmed', async () => {
      const owner = await createUser(t, { name: '持单企业主' });
      const company = await createCompany(t, owner.id);
      const token = await tokenFor(t, owner.id);
      expect(await ok('/wr/agreement/template/info', token)).toMatchObject({ pending: false, affirmedVersion: 0 });

      const v1 = await ok('/bs/agreement/template/update', operator, { type: 'receipt', title: '仓单协议', content: '# 第一版' });
      const status = await ok('/wr/agreement/template/checkVersion', token);
      expect(status).toMatchObject({ pending: true, affirmedVersion: 0, current: { version: v1.version, type: 'receipt' } });

      const noPermission = await tokenFor(t, (await createSubAccount(t, company.id, ['buy.order'])).id);
      expect((await post('/wr/agreement/template/affirm', noPermission, { version: v1.version })).statusCode).toBe(403);

      const affirmed = await ok('/wr/agreement/template/affirm', token, { version: v1.version });
      expect(affirmed).toMatchObject({ pending: false, affirmedVersion: v1.version, affirmedBy: '持单企业主' });

      const v2 = await ok('/bs/agreement/template/update', operator, { type: 'receipt', title: '仓单协议', content: '# 第二版' });
      expect(errorOf(await post('/wr/agreement/template/affirm', token, { version: v1.version }))).toMatchObject({
        status: 409,
        msg: `《仓单协议》当前为第 ${v2.version} 版，您确认的不是当前版本，请刷新页面后重新阅读并确认`,
      });
      expect(await ok('/wr/agreement/template/info', token)).toMatchObject({ pending: true, affirmedVersion: v1.version });
      // The user agreements are another matter: a user is not stopped by the receipt agreement.
      expect((await post('/company/address/selectAddress', token)).statusCode).toBe(200);
    });
  });
});
