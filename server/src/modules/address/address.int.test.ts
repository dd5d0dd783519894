import { ADDRESS_LIMIT } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
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
import { companyAddresses } from './tables.ts';

const SHANGHAI = { provinceCode: '310000', cityCode: '310100', areaCode: '310115' } as const;
const SHENZHEN = { provinceCode: '440000', cityCode: '440300', areaCode: '440305' } as const;

const addressInput = (overrides: Record<string, unknown> = {}) => ({
  contactName: '张三',
  contactMobile: '13800138000',
  ...SHANGHAI,
  detail: '张江路 1 号',
  ...overrides,
});

describe('company addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/company/address/${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

  /** A main account of a fresh approved company, with its token. */
  async function owner() {
    const user = await createUser(t);
    const company = await createCompany(t, user.id);
    return { user, company, token: await tokenFor(t, user.id) };
  }

  async function save(token: string, overrides: Record<string, unknown> = {}) {
    const res = await post('saveAddress', token, addressInput(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; isDefault: boolean };
  }

  const list = async (token: string) => {
    const res = await post('selectAddress', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; isDefault: boolean }[];
  };

  const defaultsOf = async (companyId: number) =>
    t.ctx.db
      .select({ id: companyAddresses.id })
      .from(companyAddresses)
      .where(
        and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.isDefault, true), isNull(companyAddresses.deletedAt)),
      );

  describe('saveAddress', () => {
    it('resolves the place names, makes the first address the default and answers 新增成功', async () => {
      const { token } = await owner();
      const res = await post('saveAddress', token, addressInput());
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('新增成功');
      expect(res.json().data).toMatchObject({
        contactName: '张三',
        contactMobile: '13800138000',
        ...SHANGHAI,
        province: '上海市',
        city: '上海市',
        area: '浦东新区',
        detail: '张江路 1 号',
        fullAddress: '上海市浦东新区张江路 1 号',
        isDefault: true,
      });
      const second = await save(token, { ...SHENZHEN, contactMobile: '0755-86001234', detail: '科技园 2 栋' });
      expect(second).toMatchObject({ isDefault: false, province: '广东省', city: '深圳市', area: '南山区' });
      expect(second).toMatchObject({ fullAddress: '广东省深圳市南山区科技园 2 栋' });
    });

    it('makes a new address saved with isDefault the only default', async () => {
      const { token, company } = await owner();
      const first = await save(token);
      const second = await save(token, { isDefault: true });
      expect(second.isDefault).toBe(true);
      expect(await defaultsOf(company.id)).toEqual([{ id: second.id }]);
      expect((await list(token)).map((a) => [a.id, a.isDefault])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
    });

    it('refuses codes that are not one province → city → area chain, naming the field', async () => {
      const { token } = await owner();
      const cases = [
        [{ provinceCode: '990000' }, 'provinceCode', '所选省份不存在'],
        [{ cityCode: '440300' }, 'cityCode', '所选城市不属于所选省份'],
        [{ areaCode: '440305' }, 'areaCode', '所选区县不属于所选城市'],
        [{ cityCode: '31010' }, 'cityCode', undefined],
      ] as const;
      for (const [overrides, field, msg] of cases) {
        const res = await post('saveAddress', token, addressInput(overrides));
        expect(errorOf(res)).toMatchObject({ status: 400, field });
        if (msg) expect(errorOf(res).msg).toBe(msg);
      }
    });

    it('refuses bad input with 400 naming the field', async () => {
      const { token } = await owner();
      const cases = [
        [{ contactMobile: '12345' }, 'contactMobile'],
        [{ contactMobile: '010-123' }, 'contactMobile'],
        [{ contactName: '' }, 'contactName'],
        [{ contactName: 'x'.repeat(31) }, 'contactName'],
        [{ detail: '   ' }, 'detail'],
        [{ isDefault: 'yes' }, 'isDefault'],
        [{ extra: 1 }, 'extra'],
      ] as const;
      for (const [overrides, field] of cases) {
        expect(errorOf(await post('saveAddress', token, addressInput(overrides))), field).toMatchObject({ status: 400, field });
      }
      const res = await post('saveAddress', token, addressInput({ contactMobile: 'abc' }));
      expect(errorOf(res).msg).toBe('参数错误：contactMobile 须为手机号或固定电话（如 010-12345678）');
      const { detail: _, ...withoutDetail } = addressInput();
      expect(errorOf(await post('saveAddress', token, withoutDetail))).toMatchObject({ status: 400, field: 'detail' });
      expect(await list(token)).toEqual([]);
    });

    it(`refuses more than ${ADDRESS_LIMIT} addresses per company with 409`, async () => {
      const { token, company, user } = await owner();
      await t.ctx.db.insert(companyAddresses).values(
        Array.from({ length: ADDRESS_LIMIT }, (_, i) => ({
          companyId: company.id,
          contactName: '张三',
          contactMobile: '13800138000',
          ...SHANGHAI,
          provinceName: '上海市',
          cityName: '上海市',
          areaName: '浦东新区',
          detail: `仓库 ${i}`,
          isDefault: i === 0,
          createdBy: user.id,
        })),
      );
      const res = await post('saveAddress', token, addressInput());
      expect(errorOf(res)).toMatchObject({ status: 409, msg: `每个企业最多保存 ${ADDRESS_LIMIT} 个地址` });
      // A deleted address frees its place.
      const [one] = await list(token);
      expect((await post('del', token, { id: one?.id })).statusCode).toBe(200);
      expect((await post('saveAddress', token, addressInput())).statusCode).toBe(200);
    });
  });

  describe('selectAddress', () => {
    it('lists only the active company’s addresses, the default first', async () => {
      const a = await owner();
      const b = await owner();
      const first = await save(a.token);
      const second = await save(a.token);
      await save(b.token);
      const mine = await list(a.token);
      expect(mine.map((x) => x.id)).toEqual([first.id, second.id]);
      expect(mine[0]?.isDefault).toBe(true);
      expect(await list((await owner()).token)).toEqual([]);
    });
  });

  describe('updateAddress', () => {
    it('replaces the fields and can make the address the default', async () => {
      const { token, company } = await owner();
      const first = await save(token);
      const second = await save(token);
      const res = await post('updateAddress', token, {
        id: second.id,
        ...addressInput({ ...SHENZHEN, contactName: '李四', detail: '深南大道 100 号', isDefault: true }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('更新成功');
      expect(res.json().data).toMatchObject({ id: second.id, contactName: '李四', city: '深圳市', isDefault: true });
      expect(await defaultsOf(company.id)).toEqual([{ id: second.id }]);
      // false leaves the default where it is.
      const kept = await post('updateAddress', token, { id: second.id, ...addressInput({ isDefault: false }) });
      expect(kept.json().data.isDefault).toBe(true);
      expect((await list(token)).map((x) => x.id)).toEqual([second.id, first.id]);
    });

    it('answers 404 for another company’s address and 400 for bad input', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await save(b.token);
      const res = await post('updateAddress', a.token, { id: theirs.id, ...addressInput({ detail: '篡改' }) });
      expect(errorOf(res)).toMatchObject({ status: 404 });
      const mine = await save(a.token);
      expect(
        errorOf(await post('updateAddress', a.token, { id: mine.id, ...addressInput({ areaCode: '110101' }) })),
      ).toMatchObject({
        status: 400,
        field: 'areaCode',
      });
      expect(errorOf(await post('updateAddress', a.token, addressInput()))).toMatchObject({ status: 400, field: 'id' });
      expect(errorOf(await post('updateAddress', a.token, { id: 'x', ...addressInput() }))).toMatchObject({
        status: 400,
        field: 'id',
      });
    });
  });

  describe('del', () => {
    it('deletes an address; deleting the default promotes the newest remaining one', async () => {
      const { token, company } = await owner();
      const first = await save(token);
      const second = await save(token);
      const third = await save(token);
      const res = await post('del', token, { id: first.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ msg: '删除成功', data: null });
      expect(await defaultsOf(company.id)).toEqual([{ id: third.id }]);
      expect((await list(token)).map((x) => x.id)).toEqual([third.id, second.id]);
      // Gone: a second delete, an update or a default call all answer 404.
      expect(errorOf(await post('del', token, { id: first.id })).status).toBe(404);
      expect(errorOf(await post('default', token, { id: first.id })).status).toBe(404);
    });

    it('answers 404 for another company’s address and 400 without an id', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await save(b.token);
      expect(errorOf(await post('del', a.token, { id: theirs.id })).status).toBe(404);
      expect(await list(b.token)).toHaveLength(1);
      expect(errorOf(await post('del', a.token, {}))).toMatchObject({ status: 400, field: 'id' });
    });
  });

  describe('default', () => {
    it('makes one address the only default (form-encoded id accepted); repeating it changes nothing', async () => {
      const { token, company } = await owner();
      const first = await save(token);
      const second = await save(token);
      const res = await t.call({
        method: 'POST',
        url: '/api/company/address/default',
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${second.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ msg: '已设为默认地址', data: { id: second.id, isDefault: true } });
      expect(await defaultsOf(company.id)).toEqual([{ id: second.id }]);
      expect((await post('default', token, { id: second.id })).statusCode).toBe(200);
      expect(await defaultsOf(company.id)).toEqual([{ id: second.id }]);
      expect((await list(token)).map((x) => x.id)).toEqual([second.id, first.id]);
    });

    it('leaves exactly one default when calls race', async () => {
      const { token, company } = await owner();
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) ids.push((await save(token)).id);
      const results = await Promise.all(ids.map((id) => post('default', token, { id })));
      expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
      expect(await defaultsOf(company.id)).toHaveLength(1);
    });

    it('is enforced by the database: a second default cannot be written', async () => {
      const { token, company } = await owner();
      await save(token);
      const second = await save(token);
      await expect(
        t.ctx.db.update(companyAddresses).set({ isDefault: true }).where(eq(companyAddresses.id, second.id)),
      ).rejects.toThrow();
      expect(await defaultsOf(company.id)).toHaveLength(1);
    });

    it('answers 404 for another company’s address and 400 for a bad id', async () => {
      const a = await owner();
      const b = await owner();
      await save(b.token);
      const theirs = await save(b.token);
      expect(errorOf(await post('default', a.token, { id: theirs.id })).status).toBe(404);
      expect((await list(b.token)).find((x) => x.id === theirs.id)?.isDefault).toBe(false);
      expect(errorOf(await post('default', a.token, { id: -1 }))).toMatchObject({ status: 400, field: 'id' });
    });
  });

  describe('access', () => {
    const calls = [
      ['selectAddress', undefined],
      ['saveAddress', addressInput()],
      ['updateAddress', { id: 1, ...addressInput() }],
      ['del', { id: 1 }],
      ['default', { id: 1 }],
    ] as const;

    it('answers 401 without a login and E_300 for a bad token', async () => {
      for (const [url, payload] of calls) {
        expect(errorOf(await post(url, undefined, payload)), url).toMatchObject({ status: 401 });
        expect(errorOf(await post(url, 'not-a-token', payload)), url).toMatchObject({ status: 401, code: 'E_300' });
      }
    });

    it('answers 403 to a user without a company and to a sub-account without company.address', async () => {
      const loner = await createUser(t);
      const lonerToken = await tokenFor(t, loner.id);
      const { company, token } = await owner();
      const existing = await save(token);
      const buyer = await createSubAccount(t, company.id, ['buy.cart', 'buy.order']);
      const buyerToken = await tokenFor(t, buyer.id);
      for (const [url, payload] of calls) {
        const body = payload && 'id' in payload ? { ...payload, id: existing.id } : payload;
        expect(errorOf(await post(url, lonerToken, body)), url).toMatchObject({
          status: 403,
          msg: '请先完成企业认证或切换到所属企业',
        });
        expect(errorOf(await post(url, buyerToken, body)), url).toMatchObject({
          status: 403,
          msg: '您没有此操作的权限，请联系企业主账号授权',
        });
      }
      expect(await list(token)).toHaveLength(1);
    });

    it('lets a sub-account holding company.address manage the company’s addresses', async () => {
      const { company, token } = await owner();
      const clerk = await createSubAccount(t, company.id, ['company.address']);
      const clerkToken = await tokenFor(t, clerk.id);
      const saved = await save(clerkToken);
      expect((await list(token)).map((x) => x.id)).toEqual([saved.id]);
    });
  });
  it('is listed in /api/docs/json', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['selectAddress', 'saveAddress', 'updateAddress', 'del', 'default'].map((p) => `/company/address/${p}`))
      expect(docs.paths, path).toHaveProperty([`/api${path}`]);
  });
});
