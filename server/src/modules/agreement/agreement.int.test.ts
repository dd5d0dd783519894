import type { AgreementType } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createTestApp,
  createUser,
  errorOf,
  freshIp,
  lastSmsCode,
  newMobile,
  solveCaptcha,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { users } from '../user/tables.ts';
import { eventsOf } from '../user/test-kit.ts';
import { agreementAcceptances } from './tables.ts';

const BASE = '/api/bs/agreement/template';
const INFO = { user: `${BASE}/user/agreement/info`, privacy: `${BASE}/privacy/agreement/info` } as const;
const SELECT = `${BASE}/agreement/select`;
const UPDATE = `${BASE}/update`;
const ACCEPT = '/api/user/update/version';
/** A route of another domain, behind login and a company (like /company/info). */
const PROTECTED = '/api/test/company-info';
/** A logged-in route without a company. */
const ME = '/api/test/me';

describe('agreements', () => {
  let t: TestApp;
  let operatorToken: string;

  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get(PROTECTED, { config: { auth: 'user' } }, async (request) => ({
        companyName: currentCompany(request).companyName,
      }));
      app.get(ME, { config: { auth: 'user' } }, async (request) => ({ id: currentUser(request).id }));
    });
    const operator = await createUser(t, { role: 'operator', name: '运营小王' });
    operatorToken = await tokenFor(t, operator.id);
  });
  afterAll(() => t.close());

  async function publish(type: AgreementType, title = type === 'user' ? '用户协议' : '隐私政策', content = '# 条款\n\n内容') {
    const res = await t.call({ method: 'POST', url: UPDATE, token: operatorToken, payload: { type, title, content } });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; version: number; current: boolean; publishedBy: string };
  }

  async function currentVersions() {
    const [user, privacy] = await Promise.all([
      t.call({ method: 'GET', url: INFO.user }),
      t.call({ method: 'GET', url: INFO.privacy }),
    ]);
    return { userAgreementVersion: user.json().data?.version ?? 0, privacyVersion: privacy.json().data?.version ?? 0 };
  }

  /** A user with an approved company who has accepted the current versions. */
  async function companyUser() {
    const user = await createUser(t);
    await createCompany(t, user.id, { name: `协议测试化工${user.id}` });
    const token = await tokenFor(t, user.id);
    const accepted = await t.call({ method: 'POST', url: ACCEPT, token, payload: await currentVersions() });
    expect(accepted.statusCode).toBe(200);
    return { user, token };
  }

  describe('before any version is published', () => {
    it('answers null from both info calls and asks nobody to accept anything', async () => {
      for (const url of Object.values(INFO)) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await t.call({ method, url });
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ code: 200, success: true, data: null });
        }
      }
      const user = await createUser(t);
      await createCompany(t, user.id);
      const token = await tokenFor(t, user.id);
      expect((await t.call({ method: 'GET', url: PROTECTED, token })).statusCode).toBe(200);
      const accept = await t.call({
        method: 'POST',
        url: ACCEPT,
        token,
        payload: { userAgreementVersion: 0, privacyVersion: 0 },
      });
      expect(accept.json().data).toEqual({
        userAgreementVersion: 0,
        privacyVersion: 0,
        currentUserAgreementVersion: 0,
        currentPrivacyVersion: 0,
        pending: false,
      });
    });
  });

  describe('POST /bs/agreement/template/update', () => {
    it('publishes versions counting up per type and keeps the old ones read-only', async () => {
      const first = await publish('user', '化工商城用户协议', '# 用户协议\n\n第一版');
      expect(first).toMatchObject({
        type: 'user',
        version: 1,
        current: true,
        publishedBy: '运营小王',
        title: '化工商城用户协议',
      });
      const privacy = await publish('privacy');
      expect(privacy).toMatchObject({ type: 'privacy', version: 1 });
      const second = await publish('user', '化工商城用户协议', '# 用户协议\n\n第二版');
      expect(second.version).toBe(2);

      const list = await t.call({ method: 'GET', url: SELECT, token: operatorToken, query: { type: 'user' } });
      const records = list.json().data.records as { version: number; current: boolean; content: string }[];
      expect(records.map((r) => [r.version, r.current])).toEqual([
        [2, true],
        [1, false],
      ]);
      expect(records[1]?.content).toBe('# 用户协议\n\n第一版');
      expect((await eventsOf(t, 'agreement.publish')).map((e) => e.detail)).toContainEqual({
        type: 'user',
        version: 2,
        id: second.id,
      });
    });

    it('answers the success message of the type', async () => {
      const res = await t.call({
        method: 'POST',
        url: UPDATE,
        token: operatorToken,
        payload: { type: 'privacy', title: '隐私政策', content: '正文' },
      });
      expect(res.json().msg).toBe('新版《隐私政策》已发布，用户须同意后才能继续使用');
    });

    it('gives each of two parallel publications its own version', async () => {
      const before = (await currentVersions()).privacyVersion;
      const answers = await Promise.all([publish('privacy', 'A', 'a'), publish('privacy', 'B', 'b')]);
      expect(answers.map((a) => a.version).sort()).toEqual([before + 1, before + 2]);
    });

    it('refuses invalid input naming the field', async () => {
      const cases = [
        [{ type: 'terms', title: 't', content: 'c' }, 'type'],
        [{ type: 'user', title: '', content: 'c' }, 'title'],
        [{ type: 'user', title: 'x'.repeat(101), content: 'c' }, 'title'],
        [{ type: 'user', title: 't' }, 'content'],
        [{ type: 'user', title: 't', content: 'c', version: 9 }, 'version'],
      ] as const;
      for (const [payload, field] of cases) {
        const res = await t.call({ method: 'POST', url: UPDATE, token: operatorToken, payload });
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field });
      }
      expect(errorOf(await t.call({ method: 'POST', url: UPDATE, token: operatorToken, payload: { type: 'x' } })).msg).toContain(
        '须为 user（用户协议）、privacy（隐私政策）或 receipt（仓单协议）',
      );
    });

    it('is for operators only', async () => {
      const { token } = await companyUser();
      const payload = { type: 'user', title: 't', content: 'c' };
      expect(errorOf(await t.call({ method: 'POST', url: UPDATE, token, payload }))).toMatchObject({ status: 403, code: 403 });
      expect(errorOf(await t.call({ method: 'POST', url: UPDATE, payload }))).toMatchObject({ status: 401, code: 401 });
      expect(errorOf(await t.call({ method: 'POST', url: UPDATE, token: 'not-a-token', payload }))).toMatchObject({
        status: 401,
        code: 'E_300',
      });
    });
  });

  describe('…/agreement/select', () => {
    it('pages every version of both types, newest first, by GET or POST', async () => {
      const all = await t.call({ method: 'GET', url: SELECT, token: operatorToken, query: { size: '10', current: '1' } });
      const page = all.json().data;
      expect(page.total).toBeGreaterThanOrEqual(6);
      expect(new Set(page.records.map((r: { type: string }) => r.type))).toEqual(new Set(['user', 'privacy']));
      const ids = page.records.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(page.records.filter((r: { current: boolean }) => r.current)).toHaveLength(2);

      const posted = await t.call({ method: 'POST', url: SELECT, token: operatorToken, payload: { type: 'privacy', size: 10 } });
      expect(posted.statusCode).toBe(200);
      expect(posted.json().data.records.every((r: { type: string }) => r.type === 'privacy')).toBe(true);
      const bodiless = await t.call({ method: 'POST', url: SELECT, token: operatorToken });
      expect(bodiless.json().data).toMatchObject({ current: 1, size: 10, total: page.total });
      const second = await t.call({ method: 'POST', url: SELECT, token: operatorToken, payload: { current: 2, size: 10 } });
      expect(second.json().data).toMatchObject({ current: 2, size: 10, total: page.total });
    });

    it('refuses a bad page size or type, non-operators and anonymous callers', async () => {
      expect(errorOf(await t.call({ method: 'GET', url: SELECT, token: operatorToken, query: { size: '7' } }))).toMatchObject({
        status: 400,
        field: 'size',
      });
      expect(errorOf(await t.call({ method: 'GET', url: SELECT, token: operatorToken, query: { type: 'x' } }))).toMatchObject({
        status: 400,
        field: 'type',
      });
      const { token } = await companyUser();
      expect((await t.call({ method: 'GET', url: SELECT, token })).statusCode).toBe(403);
      expect((await t.call({ method: 'POST', url: SELECT, token, payload: {} })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: SELECT })).statusCode).toBe(401);
    });
  });

  describe('info calls', () => {
    it('answer the current text publicly and the caller’s accepted version with a session', async () => {
      const anonymous = await t.call({ method: 'POST', url: INFO.user });
      const data = anonymous.json().data;
      expect(data).toMatchObject({ type: 'user', title: '化工商城用户协议', acceptedVersion: null });
      expect(data.version).toBe((await currentVersions()).userAgreementVersion);
      expect(Number.isNaN(Date.parse(data.publishedAt))).toBe(false);

      const { token } = await companyUser();
      const mine = await t.call({ method: 'GET', url: INFO.privacy, token });
      expect(mine.json().data.acceptedVersion).toBe(mine.json().data.version);
    });
  });

  describe('POST /user/update/version and the gate', () => {
    it('stops a user who has not accepted the current versions until they accept', async () => {
      const user = await createUser(t);
      await createCompany(t, user.id, { name: '门禁测试化工有限公司' });
      const token = await tokenFor(t, user.id);
      const current = await currentVersions();

      const blocked = await t.call({ method: 'GET', url: PROTECTED, token });
      expect(errorOf(blocked)).toMatchObject({
        status: 403,
        code: 403,
        msg: '平台协议已更新，请阅读并同意最新的《用户协议》和《隐私政策》后继续使用',
        data: { error: 'AGREEMENT_REQUIRED', ...current },
      });
      const english = await t.call({ method: 'GET', url: PROTECTED, token, headers: { 'accept-language': 'en' } });
      expect(errorOf(english).msg).toContain('accept the latest User Agreement and Privacy Policy');

      // What is needed to read and accept stays open.
      for (const url of ['/api/user/info', '/api/user/getUserPower', INFO.user, INFO.privacy]) {
        expect((await t.call({ method: 'GET', url, token })).statusCode, url).toBe(200);
      }

      const accepted = await t.call({ method: 'POST', url: ACCEPT, token, payload: current, remoteAddress: '10.9.8.7' });
      expect(accepted.json()).toMatchObject({
        msg: '已同意最新的用户协议和隐私政策',
        data: {
          ...current,
          currentUserAgreementVersion: current.userAgreementVersion,
          currentPrivacyVersion: current.privacyVersion,
          pending: false,
        },
      });
      const passed = await t.call({ method: 'GET', url: PROTECTED, token });
      expect(passed.json()).toEqual({ companyName: '门禁测试化工有限公司' });

      const evidence = await t.ctx.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, user.id));
      expect(evidence.map((e) => [e.type, e.version, e.via, e.ip]).sort()).toEqual(
        [
          ['privacy', current.privacyVersion, 'accept', '10.9.8.7'],
          ['user', current.userAgreementVersion, 'accept', '10.9.8.7'],
        ].sort(),
      );
      expect(
        (await eventsOf(t, 'agreement.accept')).some((e) => e.detail?.userAgreementVersion === current.userAgreementVersion),
      ).toBe(true);
    });

    it('asks again after the operator publishes a new version, and refuses accepting the old one', async () => {
      const { token } = await companyUser();
      expect((await t.call({ method: 'GET', url: PROTECTED, token })).statusCode).toBe(200);
      const old = await currentVersions();

      const next = await publish('user', '化工商城用户协议', '# 用户协议\n\n新增危险化学品条款');
      const blocked = await t.call({ method: 'GET', url: PROTECTED, token });
      expect(errorOf(blocked)).toMatchObject({
        status: 403,
        data: { error: 'AGREEMENT_REQUIRED', userAgreementVersion: next.version, privacyVersion: old.privacyVersion },
      });

      const stale = await t.call({ method: 'POST', url: ACCEPT, token, payload: old });
      expect(errorOf(stale)).toMatchObject({
        status: 409,
        code: 409,
        msg: `《用户协议》当前为第 ${next.version} 版，您同意的不是当前版本，请刷新页面后重新阅读并同意`,
        field: 'userAgreementVersion',
      });
      expect((await t.call({ method: 'GET', url: PROTECTED, token })).statusCode).toBe(403);

      const accept = await t.call({
        method: 'POST',
        url: ACCEPT,
        token,
        payload: { userAgreementVersion: next.version, privacyVersion: old.privacyVersion },
      });
      expect(accept.statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: PROTECTED, token })).statusCode).toBe(200);
    });

    it('refuses a version newer than the current one', async () => {
      const { token } = await companyUser();
      const current = await currentVersions();
      const res = await t.call({
        method: 'POST',
        url: ACCEPT,
        token,
        payload: { ...current, privacyVersion: current.privacyVersion + 1 },
      });
      expect(errorOf(res)).toMatchObject({ status: 409, field: 'privacyVersion' });
    });

    it('never stops operators', async () => {
      const operator = await createUser(t, { role: 'operator' });
      const token = await tokenFor(t, operator.id);
      expect((await t.call({ method: 'GET', url: ME, token })).json()).toEqual({ id: operator.id });
      // …while a user in the same state is stopped on the same route.
      const user = await createUser(t);
      expect(errorOf(await t.call({ method: 'GET', url: ME, token: await tokenFor(t, user.id) })).data.error).toBe(
        'AGREEMENT_REQUIRED',
      );
    });

    it('refuses invalid input naming the field, and anonymous callers', async () => {
      const { token } = await companyUser();
      const current = await currentVersions();
      const cases = [
        [{ privacyVersion: 1 }, 'userAgreementVersion'],
        [{ userAgreementVersion: 'abc', privacyVersion: 1 }, 'userAgreementVersion'],
        [{ userAgreementVersion: 1, privacyVersion: -1 }, 'privacyVersion'],
        [{ userAgreementVersion: 1.5, privacyVersion: 1 }, 'userAgreementVersion'],
        [{ ...current, extra: true }, 'extra'],
      ] as const;
      for (const [payload, field] of cases) {
        const res = await t.call({ method: 'POST', url: ACCEPT, token, payload });
        expect(errorOf(res), JSON.stringify(payload)).toMatchObject({ status: 400, field });
      }
      expect(errorOf(await t.call({ method: 'POST', url: ACCEPT, payload: current }))).toMatchObject({ status: 401 });
    });

    it('accepts form posts (versions as strings)', async () => {
      const user = await createUser(t);
      const token = await tokenFor(t, user.id);
      const current = await currentVersions();
      const res = await t.call({
        method: 'POST',
        url: ACCEPT,
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          userAgreementVersion: String(current.userAgreementVersion),
          privacyVersion: String(current.privacyVersion),
        }).toString(),
      });
      expect(res.json().data.pending).toBe(false);
    });
  });

  describe('registration', () => {
    async function registerCode(mobile: string) {
      const sent = await t.call({
        method: 'POST',
        url: '/api/user/send/register/code',
        remoteAddress: freshIp(),
        payload: { mobile, captchaVerification: await solveCaptcha(t) },
      });
      expect(sent.statusCode).toBe(200);
      return lastSmsCode(t, mobile);
    }
    const register = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/user/register', remoteAddress: freshIp(), payload });

    it('records acceptance of the versions shown on the form', async () => {
      const mobile = newMobile();
      const code = await registerCode(mobile);
      const current = await currentVersions();
      const res = await register({ userName: `agr${mobile}`, mobile, code, password: 'Secret2026', ...current });
      expect(res.statusCode).toBe(200);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.mobile, mobile));
      expect(row).toMatchObject({
        acceptedUserAgreementVersion: current.userAgreementVersion,
        acceptedPrivacyVersion: current.privacyVersion,
      });
      const evidence = await t.ctx.db
        .select()
        .from(agreementAcceptances)
        .where(eq(agreementAcceptances.userId, row?.id ?? 0));
      expect(evidence.map((e) => e.via)).toEqual(['register', 'register']);
      await createCompany(t, row?.id ?? 0);
      const token = await tokenFor(t, row?.id ?? 0);
      expect((await t.call({ method: 'GET', url: PROTECTED, token })).statusCode).toBe(200);
    });

    it('refuses stale versions before spending the code (409: reload)', async () => {
      const mobile = newMobile();
      const code = await registerCode(mobile);
      const current = await currentVersions();
      const stale = await register({
        userName: `stale${mobile}`,
        mobile,
        code,
        password: 'Secret2026',
        ...current,
        userAgreementVersion: current.userAgreementVersion - 1,
      });
      expect(errorOf(stale)).toMatchObject({
        status: 409,
        msg: `《用户协议》已更新为第 ${current.userAgreementVersion} 版，请刷新页面，阅读最新协议后再注册`,
        field: 'userAgreementVersion',
      });
      expect(await t.ctx.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
      const fresh = await register({ userName: `stale${mobile}`, mobile, code, password: 'Secret2026', ...current });
      expect(fresh.statusCode).toBe(200);
    });

    it('leaves a user who did not send versions to accept at the first call', async () => {
      const mobile = newMobile();
      const code = await registerCode(mobile);
      const res = await register({ userName: `none${mobile}`, mobile, code, password: 'Secret2026' });
      expect(res.statusCode).toBe(200);
      const token = await tokenFor(t, res.json().data.id);
      expect(errorOf(await t.call({ method: 'GET', url: PROTECTED, token })).data.error).toBe('AGREEMENT_REQUIRED');
    });

    it('refuses a malformed version naming the field', async () => {
      const res = await register({
        userName: 'bad_version',
        mobile: newMobile(),
        code: '123456',
        password: 'Secret2026',
        privacyVersion: 'x',
      });
      expect(errorOf(res)).toMatchObject({ status: 400, field: 'privacyVersion' });
    });
  });
});
