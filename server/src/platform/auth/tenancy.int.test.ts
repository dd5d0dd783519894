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
import { companyMembers } from '../../modules/company/tables.ts';
import { currentCompany } from './plugin.ts';

/** Route-level tenancy: `config.permission` and `config.approvedCompany` checked against the active company. */
describe('company access on routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test/sell', { config: { auth: 'user', permission: 'shop.product' } }, async (request) => ({
        companyId: currentCompany(request).companyId,
      }));
      app.get('/api/test/trade', { config: { auth: 'user', permission: 'buy.order', approvedCompany: true } }, async () => ({
        ok: true,
      }));
    });
  });
  afterAll(() => t.close());

  it('lets a main account through with its company', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id);
    const res = await t.call({ method: 'GET', url: '/api/test/sell', token: await tokenFor(t, owner.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyId: company.id });
  });

  it('refuses a user without a company', async () => {
    const loner = await createUser(t);
    const res = await t.call({ method: 'GET', url: '/api/test/sell', token: await tokenFor(t, loner.id) });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).msg).toBe('请先完成企业认证或切换到所属企业');
  });

  it('refuses a sub-account without the permission and admits one that holds it', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id);
    const buyerOnly = await createSubAccount(t, company.id, ['buy.cart', 'buy.order']);
    const seller = await createSubAccount(t, company.id, ['shop.product']);
    const refused = await t.call({ method: 'GET', url: '/api/test/sell', token: await tokenFor(t, buyerOnly.id) });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).msg).toBe('您没有此操作的权限，请联系企业主账号授权');
    const admitted = await t.call({ method: 'GET', url: '/api/test/sell', token: await tokenFor(t, seller.id) });
    expect(admitted.statusCode).toBe(200);
  });

  it('treats a disabled membership as no company at once', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id);
    const sub = await createSubAccount(t, company.id, ['shop.product']);
    const token = await tokenFor(t, sub.id);
    expect((await t.call({ method: 'GET', url: '/api/test/sell', token })).statusCode).toBe(200);
    await t.ctx.db.update(companyMembers).set({ status: 0 }).where(eq(companyMembers.userId, sub.id));
    expect((await t.call({ method: 'GET', url: '/api/test/sell', token })).statusCode).toBe(403);
    const power = await t.call({ method: 'GET', url: '/api/user/getUserPower', token });
    expect(power.json().data).toMatchObject({ codes: [], isMainAccount: false, company: null });
  });

  it('requires an approved company for trading calls', async () => {
    const owner = await createUser(t);
    await createCompany(t, owner.id, { auditStatus: 0 });
    const token = await tokenFor(t, owner.id);
    const res = await t.call({ method: 'GET', url: '/api/test/trade', token });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).msg).toBe('企业认证审核通过后才能进行此操作');
    expect((await t.call({ method: 'GET', url: '/api/test/sell', token })).statusCode).toBe(200);
  });

  it('reports a sub-account’s granted codes from getUserPower', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id, { name: '权限测试有限公司' });
    const sub = await createSubAccount(t, company.id, ['buy.order', 'buy.cart']);
    const res = await t.call({ method: 'GET', url: '/api/user/getUserPower', token: await tokenFor(t, sub.id) });
    expect(res.json().data).toEqual({
      codes: ['buy.cart', 'buy.order'],
      isMainAccount: false,
      isOperator: false,
      company: { id: company.id, name: '权限测试有限公司', auditStatus: 1, roles: [] },
    });
  });
});
