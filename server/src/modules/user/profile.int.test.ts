import { ALL_PERMISSION_CODES, PERMISSION_GROUPS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tinyPng } from '../../../test/files.ts';
import { createCompany, createTestApp, createUser, errorOf, login, type TestApp } from '../../../test/harness.ts';
import { sessions } from '../../platform/auth/tables.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { sha256Hex } from '../../platform/security/hashing.ts';
import { users } from './tables.ts';

/** Every /user call that needs a session, with a body valid enough to reach the auth check. */
const USER_CALLS = [
  { method: 'GET', url: '/api/user/info' },
  { method: 'GET', url: '/api/user/getUserPower' },
  { method: 'POST', url: '/api/user/update/info', payload: { name: 'x' } },
  { method: 'POST', url: '/api/user/update/avatar' },
  { method: 'POST', url: '/api/user/logout' },
  { method: 'GET', url: '/api/user/send/change/pwd/code' },
  { method: 'GET', url: '/api/user/send/change/mobile/code' },
  { method: 'POST', url: '/api/user/valid/old/mobile', payload: { code: '123456' } },
  { method: 'POST', url: '/api/user/send/bind/mobile/code', payload: { mobile: '13900000000' } },
  { method: 'POST', url: '/api/user/change/mobile', payload: { ticket: 'x', mobile: '13900000000', code: '123456' } },
  { method: 'POST', url: '/api/user/change/pwd', payload: { oldPassword: 'x', newPassword: 'Abcdefg123', code: '123456' } },
] as const;

const PUBLIC_CALLS = [
  '/api/user/pwd/login',
  '/api/user/sms/login',
  '/api/user/send/login/code',
  '/api/user/send/register/code',
  '/api/user/send/lose/code',
  '/api/user/lose/pwd',
  '/api/user/register',
  '/api/user/check/username',
  '/api/user/check/mobile',
  '/api/user/check/mobile/exist',
];

describe('user: profile, power and session checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('every call that needs a session', () => {
    it('answers 401 without a token', async () => {
      for (const call of USER_CALLS) {
        const res = await t.call({ ...call });
        expect(errorOf(res), call.url).toMatchObject({ status: 401, code: 401, msg: '请先登录' });
      }
    });

    it('answers E_300 for a garbage, a revoked and an expired token', async () => {
      const user = await createUser(t);
      const revoked = await login(t, user.userName, user.password);
      await t.ctx.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, sha256Hex(revoked)));
      const expired = await login(t, user.userName, user.password);
      await t.ctx.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, sha256Hex(expired)));
      for (const token of ['garbage', revoked, expired]) {
        for (const call of USER_CALLS) {
          const res = await t.call({ ...call, token });
          expect(errorOf(res), `${call.url} ${token}`).toMatchObject({
            status: 401,
            code: 'E_300',
            msg: '登录已失效，请重新登录',
          });
        }
      }
    });

    it('ends the session of a user who gets disabled', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      await t.ctx.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
      expect(errorOf(await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe('E_300');
    });
  });

  describe('GET /user/info', () => {
    it('answers the logged-in user', async () => {
      const user = await createUser(t, { name: '李四' });
      const token = await login(t, user.userName, user.password);
      const res = await t.call({ method: 'GET', url: '/api/user/info', token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: user.id,
        userName: user.userName,
        name: '李四',
        mobile: user.mobile,
        mobileMasked: `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`,
        avatar: null,
        role: 'user',
        status: 1,
        createdAt: user.createdAt.toISOString(),
      });
    });
  });

  describe('POST /user/update/info', () => {
    it('updates the display name', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const res = await t.call({ method: 'POST', url: '/api/user/update/info', token, payload: { name: '  化工小王  ' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ msg: '个人信息已更新', data: { name: '化工小王' } });
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).json().data.name).toBe('化工小王');
    });

    it('names the invalid field', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      for (const payload of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(31) }, {}]) {
        const res = await t.call({ method: 'POST', url: '/api/user/update/info', token, payload });
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field: 'name' });
      }
      const extra = await t.call({
        method: 'POST',
        url: '/api/user/update/info',
        token,
        payload: { name: 'ok', role: 'operator' },
      });
      expect(errorOf(extra).status).toBe(400);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe('user');
    });
  });

  describe('GET /user/getUserPower', () => {
    it('gives a main account the whole catalogue but the keeper’s codes, which only a warehouse company holds', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const res = await t.call({ method: 'GET', url: '/api/user/getUserPower', token });
      expect(res.statusCode).toBe(200);
      const power = res.json().data;
      const traderCodes = ALL_PERMISSION_CODES.filter((code) => !code.startsWith('warehouse.'));
      expect(power).toEqual({ codes: traderCodes, isMainAccount: true, isOperator: false, company: null });
      for (const group of Object.keys(PERMISSION_GROUPS).filter((g) => g !== 'warehouse')) {
        expect(
          power.codes.some((code: string) => code.startsWith(`${group}.`)),
          group,
        ).toBe(true);
      }
      expect(power.codes).not.toContain('operator');

      const company = await createCompany(t, user.id);
      const { keeperCompanies } = await import('../warehouse/tables.ts');
      await t.ctx.db.insert(keeperCompanies).values({ companyId: company.id });
      const keeper = (await t.call({ method: 'GET', url: '/api/user/getUserPower', token })).json().data;
      expect(keeper.codes).toEqual([...ALL_PERMISSION_CODES]);
      expect(keeper.company).toMatchObject({ id: company.id, roles: ['keeper'] });
    });

    it('gives the operator only the operator code', async () => {
      const operator = await createUser(t, { role: 'operator' });
      const token = await login(t, operator.userName, operator.password);
      const res = await t.call({ method: 'GET', url: '/api/user/getUserPower', token });
      expect(res.json().data).toEqual({ codes: ['operator'], isMainAccount: false, isOperator: true, company: null });
    });
  });

  describe('POST /user/update/avatar', () => {
    const uploadAvatar = (token: string, file: Parameters<typeof multipart>[0]) =>
      t.call({ method: 'POST', url: '/api/user/update/avatar', token, ...multipart(file) });

    it('stores an image and answers its URL in userInfo.avatar', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const res = await uploadAvatar(token, { filename: 'me.png', contentType: 'image/png', data: tinyPng() });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('头像已更新');
      const avatar: string = res.json().data.avatar;
      const key = new URL(avatar, 'http://x').searchParams.get('key') ?? '';
      expect(avatar).toBe(`/api/seeView?key=${encodeURIComponent(key)}&type=img`);
      const [file] = await t.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
      expect(file).toMatchObject({ ownerUserId: user.id, kind: 'img', mime: 'image/png', encrypted: false });
      expect(await t.ctx.storage.get(key)).toEqual(tinyPng());
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).json().data.avatar).toBe(avatar);
    });

    it('refuses a file that is not an image, by its bytes', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const res = await uploadAvatar(token, {
        filename: 'fake.png',
        contentType: 'image/png',
        data: Buffer.from('<script>alert(1)</script>'),
      });
      expect(errorOf(res)).toMatchObject({ status: 415, msg: '上传图片格式不对!上传图片只能是 jpg、jpeg、png 格式' });
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).json().data.avatar).toBeNull();
    });

    it('asks for a file when none is sent', async () => {
      const user = await createUser(t);
      const token = await login(t, user.userName, user.password);
      const json = await t.call({ method: 'POST', url: '/api/user/update/avatar', token, payload: { avatar: 'x' } });
      expect(errorOf(json)).toMatchObject({ status: 400, field: 'file', msg: '请选择要上传的文件' });
      const empty = await uploadAvatar(token, { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) });
      expect(errorOf(empty)).toMatchObject({ status: 400, field: 'file' });
      const otherField = await uploadAvatar(token, {
        field: 'image',
        filename: 'me.png',
        contentType: 'image/png',
        data: tinyPng(),
      });
      expect(errorOf(otherField)).toMatchObject({ status: 400, field: 'file', msg: '请选择要上传的文件' });
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).json().data.avatar).toBeNull();
    });
  });

  it('lists every /user call with tag and summary in the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    const expected = [...USER_CALLS.map((c) => c.url), ...PUBLIC_CALLS];
    for (const url of expected) {
      const operations = Object.values(paths[url] ?? {});
      expect(operations.length, url).toBeGreaterThan(0);
      for (const operation of operations) {
        expect(operation.tags, url).toEqual(['user']);
        expect(operation.summary, url).toBeTruthy();
      }
    }
  });
});
