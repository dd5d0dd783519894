import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  login,
  newMobile,
  solveCaptcha,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { currentCompany } from '../../platform/auth/plugin.ts';
import { sessions } from '../../platform/auth/tables.ts';
import { usualLogs } from '../../platform/logs/tables.ts';
import { companyMembers } from '../company/tables.ts';
import { users } from '../user/tables.ts';

type Payload = Record<string, unknown>;

describe('sub-accounts', () => {
  let t: TestApp;
  /** The main account of an approved company. */
  let owner: { id: number; token: string; companyId: number; mobile: string };
  /** Another company, for the "another company's sub-account" checks. */
  let other: { id: number; token: string; companyId: number };
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test/sell', { config: { auth: 'user', permission: 'shop.product' } }, async (request) => ({
        companyId: currentCompany(request).companyId,
      }));
    });
    const o = await createUser(t, { name: '主账号' });
    const company = await createCompany(t, o.id, { name: '子账号测试化工有限公司' });
    owner = { id: o.id, token: await tokenFor(t, o.id), companyId: company.id, mobile: o.mobile };
    const x = await createUser(t);
    const otherCompany = await createCompany(t, x.id, { name: '另一家化工有限公司' });
    other = { id: x.id, token: await tokenFor(t, x.id), companyId: otherCompany.id };
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Payload, token: string | null = owner.token) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, ...(token ? { token } : {}) });
  const get = (url: string, query: Record<string, string | number>, token: string | null = owner.token) =>
    t.call({
      method: 'GET',
      url: `/api${url}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      ...(token ? { token } : {}),
    });
  const newSub = (overrides: Payload = {}) => {
    seq += 1;
    return {
      userName: `sub${process.pid % 10000}x${seq}`,
      mobile: newMobile(),
      name: `子账号${seq}`,
      password: 'Sub12345678',
      permissions: ['buy.order', 'buy.cart'],
      ...overrides,
    };
  };
  /** Creates a sub-account through the API as `token` and answers its id. */
  const save = async (overrides: Payload = {}, token = owner.token) => {
    const body = newSub(overrides);
    const res = await post('/user/subaccount/save', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return { ...body, id: res.json().data.id as number };
  };
  const sell = (token: string) => t.call({ method: 'GET', url: '/api/test/sell', token });
  const power = async (token: string) => (await get('/user/getUserPower', {}, token)).json().data;
  const loginAs = (userName: string, password: string) =>
    solveCaptcha(t).then((captchaVerification) =>
      t.call({ method: 'POST', url: '/api/user/pwd/login', payload: { userName, password, captchaVerification } }),
    );
  const events = async (event: string) => {
    await t.ctx.logs.flush();
    return (await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, event))).map((e) => ({
      userId: e.userId,
      detail: JSON.parse(e.detail ?? '{}'),
    }));
  };

  it('lists every sub-account and invitation call in the OpenAPI document', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      '/api/user/subaccount/save',
      '/api/user/subaccount/list',
      '/api/user/subaccount/enable',
      '/api/user/subaccount/disable',
      '/api/user/subaccount/reset/pwd',
      '/api/user/subaccount/update',
      '/api/user/subaccount/info',
      '/api/user/subCheckMobileExist',
      '/api/user/subaccount/invite',
      '/api/user/subaccount/invite/list',
      '/api/user/subaccount/invite/cancel',
      '/api/user/invite/info',
      '/api/user/invite/accept',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(docs.json().paths['/api/user/subaccount/list'])).toEqual(expect.arrayContaining(['get', 'post']));
  });

  describe('POST /user/subaccount/save', () => {
    it('creates an account that exists for the company and logs in with only its permissions', async () => {
      const body = newSub({ permissions: ['buy.order', 'buy.cart', 'buy.order'] });
      const res = await post('/user/subaccount/save', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, msg: '子账号已创建' });
      const sub = res.json().data;
      expect(sub).toEqual({
        id: expect.any(Number),
        userName: body.userName,
        name: body.name,
        mobile: body.mobile,
        mobileMasked: `${body.mobile.slice(0, 3)}****${body.mobile.slice(-4)}`,
        status: 1,
        permissions: ['buy.cart', 'buy.order'],
        owned: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [user] = await t.ctx.db.select().from(users).where(eq(users.id, sub.id));
      expect(user).toMatchObject({ ownerCompanyId: owner.companyId, activeCompanyId: owner.companyId, status: 1 });
      const [member] = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, sub.id));
      expect(member).toMatchObject({
        companyId: owner.companyId,
        isMain: false,
        status: 1,
        permissions: ['buy.cart', 'buy.order'],
      });

      const token = await login(t, body.userName, body.password);
      expect(await power(token)).toEqual({
        codes: ['buy.cart', 'buy.order'],
        isMainAccount: false,
        isOperator: false,
        company: { id: owner.companyId, name: '子账号测试化工有限公司', auditStatus: 1, roles: [] },
      });
      // Only buy permissions: a seller call made directly is refused.
      const refused = await sell(token);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).msg).toBe('您没有此操作的权限，请联系企业主账号授权');
      expect((await sell(owner.token)).statusCode).toBe(200);

      expect(await events('subaccount.create')).toContainEqual({
        userId: owner.id,
        detail: { companyId: owner.companyId, subUserId: sub.id, permissions: ['buy.cart', 'buy.order'] },
      });
    });

    it('answers 400 naming the field for invalid input, including an unknown permission code', async () => {
      const unknown = await post('/user/subaccount/save', newSub({ permissions: ['buy.order', 'shop.everything'] }));
      expect(errorOf(unknown)).toMatchObject({
        status: 400,
        field: 'permissions',
        msg: '参数错误：permissions 包含未知的权限代码',
      });
      const cases: [Payload, string][] = [
        [newSub({ mobile: '12345' }), 'mobile'],
        [newSub({ userName: '1bad' }), 'userName'],
        [newSub({ password: 'short' }), 'password'],
        [newSub({ name: '' }), 'name'],
        [newSub({ permissions: 'buy.order' }), 'permissions'],
        [{ ...newSub(), isMain: true }, 'isMain'],
      ];
      for (const [body, field] of cases) {
        const res = await post('/user/subaccount/save', body);
        expect(errorOf(res), field).toMatchObject({ status: 400, field });
      }
      const { password: _p, ...withoutPassword } = newSub();
      expect(errorOf(await post('/user/subaccount/save', withoutPassword))).toMatchObject({ status: 400, field: 'password' });
    });

    it('answers 409 naming the field when the user name or mobile is taken', async () => {
      const existing = await createUser(t);
      const byName = await post('/user/subaccount/save', newSub({ userName: existing.userName.toUpperCase() }));
      expect(errorOf(byName)).toMatchObject({ status: 409, field: 'userName', msg: '用户名已被注册' });
      const byMobile = await post('/user/subaccount/save', newSub({ mobile: existing.mobile }));
      expect(errorOf(byMobile)).toMatchObject({ status: 409, field: 'mobile', msg: '手机号已被注册' });
    });

    it('refuses without login, with a bad token, without a company, and for a sub-account without the permission', async () => {
      expect(errorOf(await post('/user/subaccount/save', newSub(), null))).toMatchObject({ status: 401, code: 401 });
      expect(errorOf(await post('/user/subaccount/save', newSub(), 'not-a-token'))).toMatchObject({ status: 401, code: 'E_300' });
      const loner = await createUser(t);
      const noCompany = await post('/user/subaccount/save', newSub(), await tokenFor(t, loner.id));
      expect(errorOf(noCompany)).toMatchObject({ status: 403, msg: '请先完成企业认证或切换到所属企业' });
      const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
      const denied = await post('/user/subaccount/save', newSub(), await tokenFor(t, buyer.id));
      expect(errorOf(denied)).toMatchObject({ status: 403, msg: '您没有此操作的权限，请联系企业主账号授权' });
    });
  });

  describe('list and info', () => {
    it('lists the company’s sub-accounts only, never the main account, with keyword, status and paging', async () => {
      const o = await createUser(t);
      const company = await createCompany(t, o.id);
      const token = await tokenFor(t, o.id);
      const a = await save({ name: '采购员甲' }, token);
      const b = await save({ name: '销售员乙', permissions: ['shop.product'] }, token);
      await post('/user/subaccount/disable', { id: b.id }, token);
      await save({}, other.token);

      const all = await get('/user/subaccount/list', {}, token);
      expect(all.statusCode).toBe(200);
      expect(all.json().data).toMatchObject({ total: 2, size: 10, current: 1, pages: 1 });
      expect(all.json().data.records.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
      expect(all.json().data.records.map((r: { id: number }) => r.id)).not.toContain(o.id);

      const ids = async (query: Record<string, string | number>) =>
        (await get('/user/subaccount/list', query, token)).json().data.records.map((r: { id: number }) => r.id);
      expect(await ids({ keyword: '采购' })).toEqual([a.id]);
      expect(await ids({ keyword: b.mobile.slice(-6) })).toEqual([b.id]);
      expect(await ids({ keyword: a.userName.toUpperCase() })).toEqual([a.id]);
      expect(await ids({ status: 0 })).toEqual([b.id]);
      expect(await ids({ status: 1 })).toEqual([a.id]);
      expect(await ids({ status: '' })).toEqual([b.id, a.id]);

      const posted = await post('/user/subaccount/list', { current: 2, size: 10 }, token);
      expect(posted.json().data).toMatchObject({ records: [], total: 2, current: 2 });
      expect(posted.json().data.records).toEqual([]);
      expect((await post('/user/subaccount/list', { status: 1 }, token)).json().data.total).toBe(1);
      expect(company.id).toBeGreaterThan(0);
    });

    it('answers 400 for bad list input and refuses callers without the permission', async () => {
      expect(errorOf(await get('/user/subaccount/list', { size: 15 }))).toMatchObject({ status: 400, field: 'size' });
      expect(errorOf(await get('/user/subaccount/list', { status: 2 }))).toMatchObject({ status: 400, field: 'status' });
      expect(errorOf(await get('/user/subaccount/list', {}, null)).status).toBe(401);
      const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
      expect(errorOf(await get('/user/subaccount/list', {}, await tokenFor(t, buyer.id))).status).toBe(403);
      expect(errorOf(await post('/user/subaccount/list', {}, await tokenFor(t, buyer.id))).status).toBe(403);
    });

    it('shows one sub-account; another company’s is not found; the main account is not a sub-account', async () => {
      const sub = await save({ permissions: ['contract.view'] });
      const res = await get('/user/subaccount/info', { id: sub.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: sub.id, userName: sub.userName, permissions: ['contract.view'], owned: true });
      expect(errorOf(await get('/user/subaccount/info', { id: sub.id }, other.token))).toMatchObject({
        status: 404,
        msg: '数据不存在',
      });
      expect(errorOf(await get('/user/subaccount/info', { id: 999_999_999 })).status).toBe(404);
      expect(errorOf(await get('/user/subaccount/info', { id: owner.id }))).toMatchObject({
        status: 403,
        msg: '主账号不能通过子账号管理进行操作',
      });
      expect(errorOf(await get('/user/subaccount/info', { id: 'x' }))).toMatchObject({ status: 400, field: 'id' });
      expect(errorOf(await get('/user/subaccount/info', { id: sub.id }, null)).status).toBe(401);
      const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
      expect(errorOf(await get('/user/subaccount/info', { id: sub.id }, await tokenFor(t, buyer.id))).status).toBe(403);
    });
  });

  describe('enable and disable', () => {
    it('disabling ends the open session at once and blocks login; enabling lets it back in', async () => {
      const sub = await save({ permissions: ['shop.product'] });
      const token = await login(t, sub.userName, sub.password);
      expect((await sell(token)).statusCode).toBe(200);

      const res = await post('/user/subaccount/disable', { id: sub.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ msg: '子账号已停用，其登录已全部失效', data: { id: sub.id, status: 0 } });
      const after = await sell(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('E_300');
      const open = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, sub.id));
      expect(open.every((s) => s.revokedAt !== null)).toBe(true);

      const refused = await loginAs(sub.userName, sub.password);
      expect(errorOf(refused)).toMatchObject({ status: 403, msg: '子账号已被企业停用，请联系企业主账号' });

      const again = await post('/user/subaccount/disable', { id: sub.id });
      expect(errorOf(again)).toMatchObject({ status: 409, msg: '该子账号当前状态为「停用」，无需再次停用' });

      const enabled = await post('/user/subaccount/enable', { id: sub.id });
      expect(enabled.json()).toMatchObject({ msg: '子账号已启用', data: { status: 1 } });
      const back = await login(t, sub.userName, sub.password);
      expect((await sell(back)).statusCode).toBe(200);
      expect(errorOf(await post('/user/subaccount/enable', { id: sub.id }))).toMatchObject({
        status: 409,
        msg: '该子账号当前状态为「启用」，无需再次启用',
      });

      expect((await events('subaccount.disable')).some((e) => e.detail.subUserId === sub.id)).toBe(true);
      expect((await events('subaccount.enable')).some((e) => e.detail.subUserId === sub.id)).toBe(true);
    });

    it('cannot lift a ban the operator imposed', async () => {
      const sub = await save({ permissions: ['shop.product'] });
      await post('/user/subaccount/disable', { id: sub.id });
      // The operator bans the account while the company has it disabled.
      await t.ctx.db.update(users).set({ status: 0 }).where(eq(users.id, sub.id));
      expect((await post('/user/subaccount/enable', { id: sub.id })).statusCode).toBe(200);
      const refused = await loginAs(sub.userName, sub.password);
      expect(errorOf(refused)).toMatchObject({ status: 403, msg: '账号已被停用，请联系平台' });
    });

    it('only switches off the membership of a member who joined with their own account', async () => {
      const member = await createUser(t);
      await t.ctx.db
        .insert(companyMembers)
        .values({ companyId: owner.companyId, userId: member.id, permissions: ['shop.product'] });
      await t.ctx.db.update(users).set({ activeCompanyId: owner.companyId }).where(eq(users.id, member.id));
      const token = await tokenFor(t, member.id);
      expect((await sell(token)).statusCode).toBe(200);
      const res = await post('/user/subaccount/disable', { id: member.id });
      expect(res.json().data).toMatchObject({ status: 0, owned: false });
      expect(errorOf(await sell(token)).code).toBe('E_300');
      // Their own account still logs in, but no longer acts for the company.
      const back = await login(t, member.userName, member.password);
      expect(await power(back)).toMatchObject({ company: null });
      expect((await sell(back)).statusCode).toBe(403);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.status).toBe(1);
    });

    it('never acts on the main account, another company’s sub-account, or without the permission', async () => {
      for (const action of ['enable', 'disable'] as const) {
        expect(errorOf(await post(`/user/subaccount/${action}`, { id: owner.id })), action).toMatchObject({
          status: 403,
          msg: '主账号不能通过子账号管理进行操作',
        });
        const foreign = await save({}, other.token);
        expect(errorOf(await post(`/user/subaccount/${action}`, { id: foreign.id })).status).toBe(404);
        expect(errorOf(await post(`/user/subaccount/${action}`, {})).field).toBe('id');
        expect(errorOf(await post(`/user/subaccount/${action}`, { id: foreign.id }, null)).status).toBe(401);
        const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
        const sub = await save();
        expect(errorOf(await post(`/user/subaccount/${action}`, { id: sub.id }, await tokenFor(t, buyer.id))).status).toBe(403);
      }
      const [main] = await t.ctx.db
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, owner.companyId), eq(companyMembers.userId, owner.id)));
      expect(main?.status).toBe(1);
    });
  });

  describe('POST /user/subaccount/reset/pwd', () => {
    it('sets a new password and ends the sub-account’s sessions', async () => {
      const sub = await save();
      const token = await login(t, sub.userName, sub.password);
      const res = await post('/user/subaccount/reset/pwd', { id: sub.id, password: 'NewPass2024' });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('子账号密码已重置，其登录已全部失效');
      expect(errorOf(await get('/user/info', {}, token)).code).toBe('E_300');
      expect(errorOf(await loginAs(sub.userName, sub.password))).toMatchObject({ status: 400, msg: '用户名或密码错误' });
      expect(await login(t, sub.userName, 'NewPass2024')).toEqual(expect.any(String));
      expect((await events('subaccount.resetPassword')).some((e) => e.detail.subUserId === sub.id)).toBe(true);
    });

    it('refuses bad input, the main account, another company’s and an invited member’s account', async () => {
      const sub = await save();
      expect(errorOf(await post('/user/subaccount/reset/pwd', { id: sub.id, password: 'abc' }))).toMatchObject({
        status: 400,
        field: 'password',
      });
      expect(errorOf(await post('/user/subaccount/reset/pwd', { id: owner.id, password: 'NewPass2024' })).status).toBe(403);
      const foreign = await save({}, other.token);
      expect(errorOf(await post('/user/subaccount/reset/pwd', { id: foreign.id, password: 'NewPass2024' })).status).toBe(404);
      const member = await createUser(t);
      await t.ctx.db.insert(companyMembers).values({ companyId: owner.companyId, userId: member.id, permissions: [] });
      expect(errorOf(await post('/user/subaccount/reset/pwd', { id: member.id, password: 'NewPass2024' }))).toMatchObject({
        status: 403,
        msg: '该成员是受邀加入的独立账号，不能由企业重置密码或修改姓名',
      });
      expect(errorOf(await post('/user/subaccount/reset/pwd', { id: sub.id, password: 'NewPass2024' }, null)).status).toBe(401);
      const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
      const denied = await post(
        '/user/subaccount/reset/pwd',
        { id: sub.id, password: 'NewPass2024' },
        await tokenFor(t, buyer.id),
      );
      expect(denied.statusCode).toBe(403);
    });
  });

  describe('POST /user/subaccount/update', () => {
    it('changes permissions with effect on the sub-account’s next request, and its name', async () => {
      const sub = await save({ permissions: ['buy.order'] });
      const token = await login(t, sub.userName, sub.password);
      expect((await sell(token)).statusCode).toBe(403);
      const res = await post('/user/subaccount/update', { id: sub.id, permissions: ['shop.product', 'buy.order'] });
      expect(res.json()).toMatchObject({ msg: '子账号已更新', data: { permissions: ['buy.order', 'shop.product'] } });
      expect((await sell(token)).statusCode).toBe(200);
      expect((await power(token)).codes).toEqual(['buy.order', 'shop.product']);

      const renamed = await post('/user/subaccount/update', { id: sub.id, name: '新名字' });
      expect(renamed.json().data).toMatchObject({ name: '新名字', permissions: ['buy.order', 'shop.product'] });
      await post('/user/subaccount/update', { id: sub.id, permissions: [] });
      expect((await sell(token)).statusCode).toBe(403);
      expect((await power(token)).codes).toEqual([]);
      expect((await events('subaccount.update')).some((e) => e.detail.subUserId === sub.id && e.detail.name === '新名字')).toBe(
        true,
      );
    });

    it('answers 400/403/404 for bad input, the main account, another company and callers without the permission', async () => {
      const sub = await save();
      expect(errorOf(await post('/user/subaccount/update', { id: sub.id, permissions: ['nope'] }))).toMatchObject({
        status: 400,
        field: 'permissions',
      });
      expect(errorOf(await post('/user/subaccount/update', { id: sub.id }))).toMatchObject({
        status: 400,
        field: 'permissions',
        msg: '参数错误：permissions 请至少修改姓名或权限中的一项',
      });
      expect(errorOf(await post('/user/subaccount/update', { id: sub.id, name: 'x'.repeat(31) })).field).toBe('name');
      expect(errorOf(await post('/user/subaccount/update', { id: owner.id, permissions: [] })).status).toBe(403);
      const foreign = await save({}, other.token);
      expect(errorOf(await post('/user/subaccount/update', { id: foreign.id, permissions: [] })).status).toBe(404);
      expect(errorOf(await post('/user/subaccount/update', { id: sub.id, name: 'a' }, null)).status).toBe(401);
      const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
      expect(errorOf(await post('/user/subaccount/update', { id: sub.id, name: 'a' }, await tokenFor(t, buyer.id))).status).toBe(
        403,
      );
    });
  });

  describe('a sub-account that manages sub-accounts', () => {
    it('grants only what it holds, manages only narrower accounts, never the main account or itself', async () => {
      const manager = await save({ permissions: ['company.subaccount', 'buy.order', 'buy.cart'] });
      const token = await tokenFor(t, manager.id);
      const narrow = await save({ permissions: ['buy.order'] }, token);
      expect(narrow.id).toBeGreaterThan(0);
      expect((await post('/user/subaccount/update', { id: narrow.id, permissions: ['buy.cart'] }, token)).statusCode).toBe(200);
      expect((await post('/user/subaccount/disable', { id: narrow.id }, token)).statusCode).toBe(200);

      const tooMuch = await post('/user/subaccount/save', newSub({ permissions: ['shop.product'] }), token);
      expect(errorOf(tooMuch)).toMatchObject({ status: 403, field: 'permissions', msg: '不能授予超出自己权限范围的权限' });
      const raise = await post('/user/subaccount/update', { id: narrow.id, permissions: ['finance.pay'] }, token);
      expect(errorOf(raise)).toMatchObject({ status: 403, field: 'permissions' });

      const broad = await save({ permissions: ['buy.order', 'finance.pay'] });
      for (const [url, body] of [
        ['/user/subaccount/disable', { id: broad.id }],
        ['/user/subaccount/reset/pwd', { id: broad.id, password: 'Taken12345' }],
        ['/user/subaccount/update', { id: broad.id, permissions: ['buy.order'] }],
      ] as const) {
        expect(errorOf(await post(url, body, token)), url).toMatchObject({
          status: 403,
          msg: '该子账号拥有您没有的权限，只有主账号或权限更全的账号可以管理它',
        });
      }
      expect(errorOf(await post('/user/subaccount/disable', { id: owner.id }, token)).msg).toBe(
        '主账号不能通过子账号管理进行操作',
      );
      expect(errorOf(await post('/user/subaccount/update', { id: manager.id, permissions: [] }, token))).toMatchObject({
        status: 403,
        msg: '不能通过子账号管理操作自己的账号',
      });
      // Its own view lists the company's sub-accounts, never the main account.
      const listed = (await get('/user/subaccount/list', { size: 200 }, token))
        .json()
        .data.records.map((r: { id: number }) => r.id);
      expect(listed).toEqual(expect.arrayContaining([manager.id, narrow.id, broad.id]));
      expect(listed).not.toContain(owner.id);
    });
  });

  describe('POST /user/subCheckMobileExist', () => {
    it('tells a free mobile from a registered user who could be invited or is already a member', async () => {
      const check = async (mobile: string, token = owner.token) =>
        (await post('/user/subCheckMobileExist', { mobile }, token)).json().data;
      expect(await check(newMobile())).toEqual({ exists: false, available: true, member: false, invitable: false });
      const stranger = await createUser(t);
      expect(await check(stranger.mobile)).toEqual({ exists: true, available: false, member: false, invitable: true });
      const sub = await save();
      expect(await check(sub.mobile)).toEqual({ exists: true, available: false, member: true, invitable: false });
      // Another company's own sub-account exists only for that company.
      expect(await check(sub.mobile, other.token)).toEqual({ exists: true, available: false, member: false, invitable: false });
      expect(await check(owner.mobile)).toMatchObject({ member: true, invitable: false });
    });

    it('answers 400 for a bad mobile and refuses callers without the permission', async () => {
      expect(errorOf(await post('/user/subCheckMobileExist', { mobile: '123' }))).toMatchObject({ status: 400, field: 'mobile' });
      expect(errorOf(await post('/user/subCheckMobileExist', { mobile: newMobile() }, null)).status).toBe(401);
      const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
      expect(errorOf(await post('/user/subCheckMobileExist', { mobile: newMobile() }, await tokenFor(t, buyer.id))).status).toBe(
        403,
      );
    });
  });
});
