import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  newMobile,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { usualLogs } from '../../platform/logs/tables.ts';
import { smsOutbox } from '../../platform/sms/tables.ts';
import { companyMembers } from '../company/tables.ts';
import { users } from '../user/tables.ts';
import { INVITE_CODE_MAX_FAILS } from './redeem-code.ts';
import { companyInvitations } from './tables.ts';

type Payload = Record<string, unknown>;

describe('invitations', () => {
  let t: TestApp;
  let owner: { id: number; token: string; companyId: number };
  let other: { id: number; token: string; companyId: number };

  beforeAll(async () => {
    t = await createTestApp();
    const o = await createUser(t, { name: '邀请人' });
    const company = await createCompany(t, o.id, { name: '邀请测试化工有限公司' });
    owner = { id: o.id, token: await tokenFor(t, o.id), companyId: company.id };
    const x = await createUser(t);
    const otherCompany = await createCompany(t, x.id, { name: '别家化工有限公司' });
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
  const invite = (body: Payload, token = owner.token) => post('/user/subaccount/invite', body, token);
  /** The last invitation SMS to a mobile: its text and the code it carries. */
  const lastInvite = async (mobile: string) => {
    const [row] = await t.ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    if (!row?.code) throw new Error(`no invitation SMS to ${mobile}`);
    return { content: row.content, purpose: row.purpose, code: row.code };
  };
  /** Invites a fresh mobile (or `mobile`) and answers the invitation id and code. */
  const invited = async (body: Payload = {}, token = owner.token) => {
    const mobile = (body.mobile as string | undefined) ?? newMobile();
    const res = await invite({ mobile, permissions: ['buy.order'], ...body }, token);
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().data.id as number, mobile, code: (await lastInvite(mobile)).code };
  };

  it('runs end to end: invite by SMS, the invitee sees and accepts it, and acts for the company', async () => {
    const invitee = await createUser(t, { name: '受邀人' });
    const res = await invite({ mobile: invitee.mobile, permissions: ['buy.order', 'buy.cart'], name: '采购小李' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: '邀请短信已发送' });
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      mobile: invitee.mobile,
      mobileMasked: `${invitee.mobile.slice(0, 3)}****${invitee.mobile.slice(-4)}`,
      name: '采购小李',
      permissions: ['buy.cart', 'buy.order'],
      status: 'pending',
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      invitedBy: { id: owner.id, name: '邀请人' },
      acceptedAt: null,
    });
    const days = (Date.parse(res.json().data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const sms = await lastInvite(invitee.mobile);
    expect(sms.purpose).toBe('invite');
    expect(sms.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(sms.content).toContain('邀请测试化工有限公司');
    expect(sms.content).toContain(`/manage/inviteuser?code=${sms.code}`);
    expect(sms.content).toContain(`邀请码 ${sms.code}`);
    // Only a keyed hash of the code is stored.
    const [stored] = await t.ctx.db.select().from(companyInvitations).where(eq(companyInvitations.id, res.json().data.id));
    expect(stored?.codeHash).not.toContain(sms.code);

    const listed = await get('/user/subaccount/invite/list', {});
    expect(listed.json().data.records[0]).toMatchObject({ id: res.json().data.id, status: 'pending' });

    const token = await tokenFor(t, invitee.id);
    const info = await get('/user/invite/info', { code: sms.code.toLowerCase() }, token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual({
      id: res.json().data.id,
      company: { id: owner.companyId, name: '邀请测试化工有限公司' },
      inviterName: '邀请人',
      mobileMasked: expect.any(String),
      permissions: ['buy.cart', 'buy.order'],
      status: 'pending',
      expiresAt: res.json().data.expiresAt,
    });

    const accepted = await post('/user/invite/accept', { code: sms.code }, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      msg: '已加入企业',
      data: {
        company: { id: owner.companyId, name: '邀请测试化工有限公司', auditStatus: 1 },
        permissions: ['buy.cart', 'buy.order'],
      },
    });
    // The company is the invitee's active one, on the same session.
    const power = await get('/user/getUserPower', {}, token);
    expect(power.json().data).toMatchObject({
      codes: ['buy.cart', 'buy.order'],
      isMainAccount: false,
      company: { id: owner.companyId },
    });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, invitee.id));
    expect(user).toMatchObject({ activeCompanyId: owner.companyId, ownerCompanyId: null });
    const subs = await get('/user/subaccount/list', { keyword: invitee.mobile });
    expect(subs.json().data.records).toEqual([expect.objectContaining({ id: invitee.id, owned: false, status: 1 })]);
    expect((await get('/user/subaccount/invite/list', { status: 'accepted' })).json().data.records[0]).toMatchObject({
      id: res.json().data.id,
      status: 'accepted',
      acceptedAt: expect.any(String),
    });

    // The code is used once.
    const again = await post('/user/invite/accept', { code: sms.code }, token);
    expect(errorOf(again)).toMatchObject({ status: 409, msg: '该邀请当前状态为「已接受」，不能再次使用' });

    await t.ctx.logs.flush();
    const events = await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, 'subaccount.inviteAccept'));
    expect(events.some((e) => e.userId === invitee.id)).toBe(true);
    const sent = await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, 'subaccount.invite'));
    expect(sent.some((e) => e.userId === owner.id)).toBe(true);
  });

  it('invites a mobile that registers later, and brings back a member the company had disabled', async () => {
    const { mobile, code } = await invited({ permissions: ['contract.view'] });
    const later = await createUser(t, { mobile });
    const token = await tokenFor(t, later.id);
    expect((await post('/user/invite/accept', { code }, token)).statusCode).toBe(200);

    await post('/user/subaccount/disable', { id: later.id });
    const check = await post('/user/subCheckMobileExist', { mobile });
    expect(check.json().data).toMatchObject({ member: true, invitable: true });
    await t.ctx.limiter.reset(`invite:send:${owner.companyId}:${mobile}`);
    const second = await invited({ mobile, permissions: ['contract.sign'] });
    const fresh = await tokenFor(t, later.id);
    expect((await post('/user/invite/accept', { code: second.code }, fresh)).statusCode).toBe(200);
    const [member] = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, later.id));
    expect(member).toMatchObject({ status: 1, permissions: ['contract.sign'] });
  });

  it('grants on acceptance only what a limited inviter still holds', async () => {
    const manager = await createSubAccount(t, owner.companyId, ['company.subaccount', 'buy.order', 'buy.cart']);
    const { code, mobile } = await invited({ permissions: ['buy.order', 'buy.cart'] }, await tokenFor(t, manager.id));
    // The main account narrows the manager before the invitee accepts.
    const narrowed = await post('/user/subaccount/update', { id: manager.id, permissions: ['company.subaccount', 'buy.cart'] });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const invitee = await createUser(t, { mobile });
    const accepted = await post('/user/invite/accept', { code }, await tokenFor(t, invitee.id));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [member] = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, invitee.id));
    expect(member?.permissions).toEqual(['buy.cart']);
  });

  it('answers 400 naming the field for invalid invitations, including an unknown permission code', async () => {
    expect(errorOf(await invite({ mobile: newMobile(), permissions: ['buy.order', 'x.y'] }))).toMatchObject({
      status: 400,
      field: 'permissions',
    });
    expect(errorOf(await invite({ mobile: '999', permissions: [] }))).toMatchObject({ status: 400, field: 'mobile' });
    expect(errorOf(await invite({ mobile: newMobile() }))).toMatchObject({ status: 400, field: 'permissions' });
    expect(errorOf(await invite({ mobile: newMobile(), permissions: [], code: 'X' }))).toMatchObject({
      status: 400,
      field: 'code',
    });
  });

  it('answers 409 for a member, another company’s own sub-account, and 429 for a resend within a minute', async () => {
    const member = await createSubAccount(t, owner.companyId, ['buy.order']);
    expect(errorOf(await invite({ mobile: member.mobile, permissions: [] }))).toMatchObject({
      status: 409,
      field: 'mobile',
      msg: '该手机号的用户已是本企业成员',
    });
    const foreign = await createSubAccount(t, other.companyId, []);
    expect(errorOf(await invite({ mobile: foreign.mobile, permissions: [] }))).toMatchObject({
      status: 409,
      msg: '该手机号是其他企业的专属子账号，不能被邀请',
    });
    const mobile = newMobile();
    await invited({ mobile });
    expect(errorOf(await invite({ mobile, permissions: [] })).status).toBe(429);
  });

  it('replaces a pending invitation to the same mobile', async () => {
    const first = await invited();
    // The resend interval has passed.
    await t.ctx.limiter.reset(`invite:send:${owner.companyId}:${first.mobile}`);
    const second = await invited({ mobile: first.mobile });
    const user = await createUser(t, { mobile: first.mobile });
    const token = await tokenFor(t, user.id);
    expect(errorOf(await post('/user/invite/accept', { code: first.code }, token))).toMatchObject({
      status: 409,
      msg: '该邀请当前状态为「已取消」，不能再使用',
    });
    expect((await post('/user/invite/accept', { code: second.code }, token)).statusCode).toBe(200);
  });

  it('refuses a code sent to another mobile (403), a wrong code (400) and an expired one (409)', async () => {
    const { id, code } = await invited();
    const stranger = await createUser(t);
    const token = await tokenFor(t, stranger.id);
    for (const res of [await get('/user/invite/info', { code }, token), await post('/user/invite/accept', { code }, token)]) {
      expect(errorOf(res)).toMatchObject({ status: 403, msg: '该邀请不是发给您当前登录的手机号的' });
    }
    expect(errorOf(await post('/user/invite/accept', { code: 'ABCDEFGHJK' }, token))).toMatchObject({
      status: 400,
      field: 'code',
      msg: '邀请码无效',
    });
    expect(errorOf(await get('/user/invite/info', { code: 'short' }, token))).toMatchObject({ status: 400, field: 'code' });
    expect(errorOf(await post('/user/invite/accept', {}, token))).toMatchObject({ status: 400, field: 'code' });

    const expiring = await invited();
    await t.ctx.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, expiring.id));
    const invitee = await createUser(t, { mobile: expiring.mobile });
    const inviteeToken = await tokenFor(t, invitee.id);
    for (const res of [
      await get('/user/invite/info', { code: expiring.code }, inviteeToken),
      await post('/user/invite/accept', { code: expiring.code }, inviteeToken),
    ]) {
      expect(errorOf(res)).toMatchObject({ status: 409, msg: '该邀请当前状态为「已过期」，请联系企业重新邀请' });
    }
    const expired = await get('/user/subaccount/invite/list', { status: 'expired' });
    expect(expired.json().data.records.map((r: { id: number }) => r.id)).toContain(expiring.id);
    expect(expired.json().data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    const [member] = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, invitee.id));
    expect(member).toBeUndefined();
  });

  it('throttles wrong codes per caller, even when the next code is right', async () => {
    const { mobile, code } = await invited();
    const guesser = await createUser(t, { mobile });
    const token = await tokenFor(t, guesser.id);
    for (let i = 0; i < INVITE_CODE_MAX_FAILS; i += 1) {
      expect((await post('/user/invite/accept', { code: 'ZZZZZZZZZZ' }, token)).statusCode).toBe(400);
    }
    const blocked = await post('/user/invite/accept', { code }, token);
    expect(errorOf(blocked)).toMatchObject({ status: 429, msg: '邀请码错误次数过多，请 15 分钟后再试' });
    expect(errorOf(await get('/user/invite/info', { code }, token)).status).toBe(429);
  });

  it('cancels a pending invitation; a second cancel is a wrong state; another company’s is not found', async () => {
    const { id, mobile, code } = await invited();
    const res = await post('/user/subaccount/invite/cancel', { id });
    expect(res.json()).toMatchObject({ msg: '邀请已取消', data: { id, status: 'cancelled' } });
    expect(errorOf(await post('/user/subaccount/invite/cancel', { id }))).toMatchObject({
      status: 409,
      msg: '该邀请当前状态为「已取消」，不能再使用',
    });
    const user = await createUser(t, { mobile });
    expect(errorOf(await post('/user/invite/accept', { code }, await tokenFor(t, user.id))).status).toBe(409);

    const foreign = await invited({}, other.token);
    expect(errorOf(await post('/user/subaccount/invite/cancel', { id: foreign.id })).status).toBe(404);
    expect(errorOf(await post('/user/subaccount/invite/cancel', { id: 'x' })).field).toBe('id');
    const foreignList = (await get('/user/subaccount/invite/list', { size: 200 })).json().data.records;
    expect(foreignList.map((r: { id: number }) => r.id)).not.toContain(foreign.id);
    expect(errorOf(await get('/user/subaccount/invite/list', { status: 'unknown' })).field).toBe('status');
  });

  it('refuses every call without login, and the management calls for a sub-account without the permission', async () => {
    const calls = [
      () => invite({ mobile: newMobile(), permissions: [] }, ''),
      () => get('/user/subaccount/invite/list', {}, null),
      () => post('/user/subaccount/invite/cancel', { id: 1 }, null),
      () => get('/user/invite/info', { code: 'ABCDEFGHJK' }, null),
      () => post('/user/invite/accept', { code: 'ABCDEFGHJK' }, null),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    expect(errorOf(await post('/user/invite/accept', { code: 'ABCDEFGHJK' }, 'bad-token')).code).toBe('E_300');

    const buyer = await createSubAccount(t, owner.companyId, ['buy.order']);
    const token = await tokenFor(t, buyer.id);
    const { id } = await invited();
    expect((await invite({ mobile: newMobile(), permissions: [] }, token)).statusCode).toBe(403);
    expect((await get('/user/subaccount/invite/list', {}, token)).statusCode).toBe(403);
    expect((await post('/user/subaccount/invite/cancel', { id }, token)).statusCode).toBe(403);

    // A sub-account holding company.subaccount invites only with codes it holds.
    const manager = await createSubAccount(t, owner.companyId, ['company.subaccount', 'buy.order']);
    const managerToken = await tokenFor(t, manager.id);
    expect(errorOf(await invite({ mobile: newMobile(), permissions: ['shop.product'] }, managerToken))).toMatchObject({
      status: 403,
      field: 'permissions',
    });
    expect((await invite({ mobile: newMobile(), permissions: ['buy.order'] }, managerToken)).statusCode).toBe(200);
  });
});
