import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tinyPdf } from '../../../test/files.ts';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  newCreditCode,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { errorLogs } from '../../platform/logs/tables.ts';
import { smsOutbox } from '../../platform/sms/tables.ts';
import { users } from '../user/tables.ts';
import { ACCOUNT_NOTICES_PER_HOUR } from './notify-receiving-account.ts';
import { companies, companyAuditLogs, companyMembers } from './tables.ts';
import { application, certifyAs, uploadLicence } from './test-kit.ts';

/** A credit code whose check character is wrong. */
function badCheckDigit(code: string) {
  const last = code.at(-1) === '0' ? '1' : '0';
  return code.slice(0, 17) + last;
}

describe('company certification (POST /company/certification)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the company under review, makes the caller its main account and acts for it, and writes history', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const key = await uploadLicence(t, token);
    const body = application(key, { creditCode: newCreditCode().toLowerCase() });
    const res = await t.call({ method: 'POST', url: '/api/company/certification', token, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('企业认证已提交，请等待平台审核');
    const data = res.json().data;
    expect(data).toMatchObject({
      name: body.name,
      creditCode: body.creditCode.toUpperCase(),
      auditStatus: 0,
      auditStatusLabel: '审核中',
      auditReason: null,
      provinceName: '上海市',
      areaName: '浦东新区',
      licenseFileKey: key,
      licenseUrl: `/api/seeEncryptionView?key=${key}&type=png`,
    });

    const [member] = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.companyId, data.id));
    expect(member).toMatchObject({ userId: user.id, isMain: true, status: 1 });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.activeCompanyId).toBe(data.id);
    const history = await t.ctx.db.select().from(companyAuditLogs).where(eq(companyAuditLogs.companyId, data.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'submit', auditStatus: 0, actorUserId: user.id });
    expect(history[0]?.snapshot).toMatchObject({ name: body.name, creditCode: body.creditCode.toUpperCase(), auditStatus: 0 });

    // The session now acts for the company.
    const power = await t.call({ method: 'GET', url: '/api/user/getUserPower', token });
    expect(power.json().data.company).toEqual({ id: data.id, name: body.name, auditStatus: 0, roles: [] });
    const info = await t.call({ method: 'GET', url: '/api/company/info', token });
    expect(info.json().data).toMatchObject({ id: data.id, auditStatusLabel: '审核中' });
  });

  it('needs a login', async () => {
    const res = await t.call({ method: 'POST', url: '/api/company/certification', payload: application('x.png') });
    expect(errorOf(res)).toMatchObject({ status: 401, code: 401 });
    const bad = await t.call({ method: 'POST', url: '/api/company/certification', token: 'nope', payload: application('x.png') });
    expect(errorOf(bad)).toMatchObject({ status: 401, code: 'E_300' });
  });

  it('refuses a credit code whose check digit is wrong, naming creditCode', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const res = await certifyAs(t, token, { creditCode: badCheckDigit(newCreditCode()) });
    expect(errorOf(res)).toMatchObject({ status: 400, field: 'creditCode' });
    expect(errorOf(res).msg).toContain('统一社会信用代码不正确');
    const short = await certifyAs(t, token, { creditCode: '91310115' });
    expect(errorOf(short)).toMatchObject({ status: 400, field: 'creditCode' });
  });

  it('refuses other invalid input, naming the field', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const key = await uploadLicence(t, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ contactMobile: '12345' }, 'contactMobile'],
      [{ name: '' }, 'name'],
      [{ legalPerson: undefined }, 'legalPerson'],
      [{ provinceCode: '31' }, 'provinceCode'],
      [{ provinceCode: '990000' }, 'provinceCode'],
      // 深圳 is not a city of 上海
      [{ cityCode: '440300' }, 'cityCode'],
      // 南山区 is not a district of 上海市
      [{ areaCode: '440305' }, 'areaCode'],
      [{ extra: 1 }, 'extra'],
      // Half a receiving account: the other half is missing.
      [{ bankName: '中国银行' }, 'bankAccount'],
      [{ bankAccount: '6222 0000 1111' }, 'bankName'],
    ];
    for (const [override, field] of cases) {
      const res = await t.call({
        method: 'POST',
        url: '/api/company/certification',
        token,
        payload: { ...application(key), ...override },
      });
      expect(errorOf(res), JSON.stringify(override)).toMatchObject({ status: 400, field });
    }
    expect(await t.ctx.db.select().from(companies).where(eq(companies.ownerUserId, user.id))).toHaveLength(0);
  });

  it('accepts only an encrypted licence image the caller uploaded', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const [aliceToken, bobToken] = [await tokenFor(t, alice.id), await tokenFor(t, bob.id)];
    const bobsKey = await uploadLicence(t, bobToken);
    const publicImage = await t.call({
      method: 'POST',
      url: '/api/oss/upload/img',
      token: aliceToken,
      ...multipart({ filename: 'a.png', contentType: 'image/png', data: (await import('../../../test/files.ts')).tinyPng() }),
    });
    const pdf = await t.call({
      method: 'POST',
      url: '/api/encry/upload/pdf',
      token: aliceToken,
      ...multipart({ filename: 'a.pdf', contentType: 'application/pdf', data: tinyPdf() }),
    });
    for (const key of [bobsKey, publicImage.json().data.key, pdf.json().data.key, 'nothing-here.png']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/company/certification',
        token: aliceToken,
        payload: application(key),
      });
      expect(errorOf(res)).toMatchObject({
        status: 400,
        field: 'licenseFileKey',
        msg: '营业执照须为您本人上传的加密图片，请重新上传',
      });
    }
  });

  it('refuses a credit code already certified or under review by another application (409), not a rejected one', async () => {
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    const code = newCreditCode();
    expect((await certifyAs(t, await tokenFor(t, a.id), { creditCode: code })).statusCode).toBe(200);
    const taken = await certifyAs(t, await tokenFor(t, b.id), { creditCode: code });
    expect(errorOf(taken)).toMatchObject({ status: 409, field: 'creditCode', msg: '该统一社会信用代码的企业已认证或正在审核中' });

    await t.ctx.db.update(companies).set({ auditStatus: 1 }).where(eq(companies.creditCode, code));
    expect((await certifyAs(t, await tokenFor(t, b.id), { creditCode: code })).statusCode).toBe(409);

    await t.ctx.db.update(companies).set({ auditStatus: 2, auditReason: '执照模糊' }).where(eq(companies.creditCode, code));
    expect((await certifyAs(t, await tokenFor(t, c.id), { creditCode: code })).statusCode).toBe(200);
  });

  it('allows one open application per user (409 naming its state)', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    expect((await certifyAs(t, token)).statusCode).toBe(200);
    const again = await certifyAs(t, token);
    expect(errorOf(again)).toMatchObject({ status: 409, msg: '您已有一份企业认证申请（审核中），请在原申请上修改' });
    await t.ctx.db.update(companies).set({ auditStatus: 2 }).where(eq(companies.ownerUserId, user.id));
    expect(errorOf(await certifyAs(t, token)).msg).toBe('您已有一份企业认证申请（审核未通过），请在原申请上修改');
    // Once approved, the owner may certify another company and belongs to both.
    await t.ctx.db.update(companies).set({ auditStatus: 1 }).where(eq(companies.ownerUserId, user.id));
    expect((await certifyAs(t, token)).statusCode).toBe(200);
    const mine = await t.call({ method: 'GET', url: '/api/company/my/list', token });
    expect(mine.json().data).toHaveLength(2);
  });

  it('keeps one open application when the same user submits twice at once', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const [a, b] = await Promise.all([certifyAs(t, token), certifyAs(t, token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.ctx.db.select().from(companies).where(eq(companies.ownerUserId, user.id))).toHaveLength(1);
  });

  it('refuses a sub-account (403)', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id);
    const sub = await createSubAccount(t, company.id, ['company.info']);
    const res = await certifyAs(t, await tokenFor(t, sub.id));
    expect(errorOf(res)).toMatchObject({ status: 403, msg: '子账号不能申请企业认证' });
  });
});

describe('company update (POST /company/update)', () => {
  let t: TestApp;
  let operatorToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const operator = await createUser(t, { role: 'operator' });
    operatorToken = await tokenFor(t, operator.id);
  });
  afterAll(() => t.close());

  const audit = (id: number, approve: boolean, reason?: string) =>
    t.call({ method: 'POST', url: '/api/admin/company/audit', token: operatorToken, payload: { id, approve, reason } });
  const update = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/company/update', token, payload });

  async function applicant() {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const res = await certifyAs(t, token);
    return { user, token, company: res.json().data as { id: number; creditCode: string; name: string } };
  }

  const historyOf = (companyId: number) =>
    t.ctx.db.select().from(companyAuditLogs).where(eq(companyAuditLogs.companyId, companyId)).orderBy(asc(companyAuditLogs.id));

  it('edits an application under review (history "update", still 审核中)', async () => {
    const { token, company } = await applicant();
    const res = await update(token, { name: '上海改名化工有限公司', intro: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: '企业信息已更新',
      data: { name: '上海改名化工有限公司', intro: null, auditStatus: 0 },
    });
    const history = await historyOf(company.id);
    expect(history.map((h) => h.action)).toEqual(['submit', 'update']);
    expect(history[1]?.snapshot).toMatchObject({ name: '上海改名化工有限公司' });
    // Sending the same values again changes nothing and adds no history.
    expect((await update(token, { name: '上海改名化工有限公司' })).statusCode).toBe(200);
    expect(await historyOf(company.id)).toHaveLength(2);
  });

  it('corrects a rejected application and resubmits it (back to 审核中), keeping the history', async () => {
    const { token, company } = await applicant();
    expect((await audit(company.id, false, '营业执照不清晰')).statusCode).toBe(200);
    const view = await t.call({ method: 'GET', url: '/api/company/audit', token });
    expect(view.json().data.company).toMatchObject({
      auditStatus: 2,
      auditStatusLabel: '审核未通过',
      auditReason: '营业执照不清晰',
    });

    const newKey = await uploadLicence(t, token);
    const res = await update(token, { licenseFileKey: newKey });
    expect(res.json()).toMatchObject({
      msg: '已重新提交审核',
      data: { auditStatus: 0, auditStatusLabel: '审核中', auditReason: null, licenseFileKey: newKey },
    });
    const history = await historyOf(company.id);
    expect(history.map((h) => [h.action, h.auditStatus, h.reason])).toEqual([
      ['submit', 0, null],
      ['reject', 2, '营业执照不清晰'],
      ['resubmit', 0, null],
    ]);
    // The audit view shows the same history with labels, oldest first.
    const after = await t.call({ method: 'POST', url: '/api/company/audit', token, payload: {} });
    expect(after.json().data.history.map((h: { actionLabel: string }) => h.actionLabel)).toEqual([
      '提交认证',
      '审核驳回',
      '修改后重新提交',
    ]);
    expect(after.json().data.history[1]).toMatchObject({ byOperator: true, reason: '营业执照不清晰' });
  });

  /** What the error log holds of a user's unsent receiving-account notices. */
  const unsentNotices = async (userId: number) => {
    await t.ctx.logs.flush();
    const rows = await t.ctx.db
      .select()
      .from(errorLogs)
      .where(and(eq(errorLogs.userId, userId), like(errorLogs.message, 'receiving account notice%')));
    return rows.map((row) => row.message);
  };

  it('keeps a receiving account changed while the SMS gateway is down, and puts the unsent notice in the error log', async () => {
    const { user, token, company } = await applicant();
    await audit(company.id, true);
    const gateway = t.ctx.sms;
    t.ctx.sms = {
      name: 'down',
      send: async () => {
        throw new Error('gateway timed out');
      },
    };
    try {
      const res = await update(token, { bankName: '招商银行上海分行', bankAccount: '6214 8888 0000 1234' });
      expect(res.json()).toMatchObject({ code: 200, data: { bankAccount: '6214 8888 0000 1234' } });
    } finally {
      t.ctx.sms = gateway;
    }
    const logged = await unsentNotices(user.id);
    expect(logged).toEqual([expect.stringContaining('gateway timed out')]);
    // The log names the number as the console shows numbers, masked.
    expect(logged[0]).not.toContain(user.mobile);
  });

  it('tells an account changed under review too, and at most ACCOUNT_NOTICES_PER_HOUR notices an hour', async () => {
    const { user, token } = await applicant();
    const noticesTo = async () =>
      (
        await t.ctx.db
          .select()
          .from(smsOutbox)
          .where(and(eq(smsOutbox.mobile, user.mobile), eq(smsOutbox.purpose, 'receiving_account')))
      ).length;
    for (let n = 0; n <= ACCOUNT_NOTICES_PER_HOUR; n += 1) {
      const account =
        n % 2 === 0 ? { bankName: '中国银行', bankAccount: `6222 0000 ${1000 + n}` } : { bankName: '', bankAccount: '' };
      const res = await update(token, account);
      expect(res.json(), `change ${n + 1}`).toMatchObject({ code: 200, data: { auditStatus: 0 } });
    }
    expect(await noticesTo()).toBe(ACCOUNT_NOTICES_PER_HOUR);
    expect(await unsentNotices(user.id)).toEqual([expect.stringContaining(`more than ${ACCOUNT_NOTICES_PER_HOUR} an hour`)]);
  });

  it('lets a certified company change only its contact, receiving account and introduction (409 naming a certified field)', async () => {
    const { user, token, company } = await applicant();
    /** What the main account was told by SMS of its receiving account, oldest first. */
    const accountNotices = async () =>
      (
        await t.ctx.db
          .select()
          .from(smsOutbox)
          .where(and(eq(smsOutbox.mobile, user.mobile), eq(smsOutbox.purpose, 'receiving_account')))
          .orderBy(asc(smsOutbox.id))
      ).map((message) => message.content);
    expect(company).toMatchObject({ bankName: null, bankAccount: null });
    await audit(company.id, true);
    const contact = await update(token, {
      contactName: '钱七',
      contactMobile: '13912345678',
      bankName: ' 中国工商银行上海张江支行 ',
      bankAccount: '1001 2345 6789 0123 456',
      intro: '新简介',
    });
    expect(contact.json()).toMatchObject({
      data: { contactName: '钱七', bankName: '中国工商银行上海张江支行', bankAccount: '1001 2345 6789 0123 456', auditStatus: 1 },
    });
    // Where buyers now pay is told to the main account at once, the number by its last digits only.
    expect(await accountNotices()).toEqual([expect.stringContaining('收款账户已改为中国工商银行上海张江支行，账号尾号3456')]);
    expect((await accountNotices())[0]).not.toContain('1001 2345');
    for (const bankAccount of ['1'.repeat(41), '1234567', '6222 abc 0000 1111', '6222\n00001111'])
      expect(errorOf(await update(token, { bankAccount })), bankAccount).toMatchObject({
        status: 400,
        field: 'bankAccount',
        msg: bankAccount.length > 40 ? expect.any(String) : expect.stringContaining('银行账号应为8–40位数字'),
      });
    // Half an account would print on contracts: the other half is asked for, whichever way the half comes.
    for (const [half, missing] of [
      [{ bankAccount: '' }, 'bankAccount'],
      [{ bankName: '', bankAccount: '1001 2345 6789 0123 456' }, 'bankName'],
    ] as const)
      expect(errorOf(await update(token, half)), JSON.stringify(half)).toMatchObject({
        status: 400,
        field: missing,
        msg: '开户银行和银行账号需同时填写，或都不填',
      });
    const cleared = await update(token, { bankName: '', bankAccount: '' });
    expect(cleared.json().data).toMatchObject({ bankName: null, bankAccount: null });
    // Refused halves said nothing; the clearing is told too.
    expect(await accountNotices()).toEqual([expect.any(String), expect.stringContaining('收款账户已清除')]);
    expect(errorOf(await update(token, { bankName: '中国银行' }))).toMatchObject({ status: 400, field: 'bankAccount' });
    // The table holds the rule too, for any other writer.
    await expect(t.ctx.db.update(companies).set({ bankName: '中国银行' }).where(eq(companies.id, company.id))).rejects.toThrow();
    const snapshots = (await historyOf(company.id)).map((h) => h.snapshot);
    expect(snapshots).toContainEqual(
      expect.objectContaining({ bankName: '中国工商银行上海张江支行', bankAccount: '1001 2345 6789 0123 456' }),
    );
    // Where buyers pay is the main account's to change: a sub-account with company.info changes the contact only.
    const clerk = await tokenFor(t, (await createSubAccount(t, company.id, ['company.info'])).id);
    expect(errorOf(await update(clerk, { bankAccount: '6222 0000 1111' }))).toMatchObject({
      status: 403,
      msg: '仅企业主账号可修改收款账户',
    });
    expect((await update(clerk, { contactName: '周九', bankName: '', bankAccount: '' })).statusCode).toBe(200);
    // The account sent as it was is no change: nothing more is told.
    expect(await accountNotices()).toHaveLength(2);
    const core = await update(token, { name: '别的名字有限公司', contactName: '孙八' });
    expect(errorOf(core)).toMatchObject({
      status: 409,
      msg: '企业已认证通过（审核通过），企业名称不能修改，仅可修改联系人、联系电话、收款账户和企业简介',
    });
    // Sending the certified fields unchanged (a full form) is fine.
    const same = await update(token, { name: company.name, creditCode: company.creditCode, contactName: '孙八' });
    expect(same.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: company.name, contactName: '孙八', auditStatus: 1 });
    expect((await historyOf(company.id)).map((h) => h.action)).toEqual([
      'submit',
      'approve',
      'update',
      'update',
      'update',
      'update',
    ]);
  });

  it('answers 404 for another company, 403 for a sub-account without company.info, 401 without login', async () => {
    const mine = await applicant();
    const other = await applicant();
    const res = await update(mine.token, { id: other.company.id, intro: 'x' });
    expect(errorOf(res)).toMatchObject({ status: 404 });

    const owner = await createUser(t);
    const approved = await createCompany(t, owner.id);
    const buyer = await createSubAccount(t, approved.id, ['buy.order']);
    expect(errorOf(await update(await tokenFor(t, buyer.id), { intro: 'x' }))).toMatchObject({
      status: 403,
      msg: '您没有此操作的权限，请联系企业主账号授权',
    });
    const clerk = await createSubAccount(t, approved.id, ['company.info']);
    expect((await update(await tokenFor(t, clerk.id), { intro: '由子账号维护' })).statusCode).toBe(200);

    const loner = await createUser(t);
    expect(errorOf(await update(await tokenFor(t, loner.id), { intro: 'x' }))).toMatchObject({ status: 403 });
    expect(errorOf(await t.call({ method: 'POST', url: '/api/company/update', payload: { intro: 'x' } }))).toMatchObject({
      status: 401,
    });
  });

  it('validates changed fields (check digit, region, licence)', async () => {
    const { token, company } = await applicant();
    const bad = await update(token, {
      creditCode: `${company.creditCode.slice(0, 17)}${company.creditCode.at(-1) === '0' ? '1' : '0'}`,
    });
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'creditCode' });
    expect(errorOf(await update(token, { areaCode: '440305' }))).toMatchObject({ status: 400, field: 'areaCode' });
    expect(errorOf(await update(token, { licenseFileKey: 'someone-else.png' }))).toMatchObject({
      status: 400,
      field: 'licenseFileKey',
    });
  });

  it('refuses a resubmission whose credit code another live application took meanwhile (409)', async () => {
    const first = await applicant();
    await audit(first.company.id, false, '信息有误');
    const second = await createUser(t);
    expect((await certifyAs(t, await tokenFor(t, second.id), { creditCode: first.company.creditCode })).statusCode).toBe(200);
    const res = await update(first.token, { contactName: '重提' });
    expect(errorOf(res)).toMatchObject({ status: 409, field: 'creditCode' });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, first.company.id));
    expect(row?.auditStatus).toBe(2);
  });
});

describe('the applicant’s view and standing (/company/audit, /company/authorization/info, /company/info)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers no company before any application', async () => {
    const user = await createUser(t);
    const res = await t.call({ method: 'GET', url: '/api/company/audit', token: await tokenFor(t, user.id) });
    expect(res.json().data).toEqual({ company: null, history: [] });
  });

  it('guards the audit view: login, another company (404), sub-account permission (403), bad id (400)', async () => {
    const owner = await createUser(t);
    const token = await tokenFor(t, owner.id);
    const mine = (await certifyAs(t, token)).json().data;
    const otherOwner = await createUser(t);
    const other = await createCompany(t, otherOwner.id);
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/audit' }))).toMatchObject({ status: 401 });
    expect(errorOf(await t.call({ method: 'GET', url: `/api/company/audit?id=${other.id}`, token }))).toMatchObject({
      status: 404,
    });
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/audit?id=abc', token }))).toMatchObject({
      status: 400,
      field: 'id',
    });
    const ok = await t.call({ method: 'GET', url: `/api/company/audit?id=${mine.id}`, token });
    expect(ok.json().data.company.id).toBe(mine.id);
    const sub = await createSubAccount(t, other.id, ['buy.cart']);
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/audit', token: await tokenFor(t, sub.id) }))).toMatchObject({
      status: 403,
    });
  });

  it('tells a main account it holds every permission, a sub-account what it was granted, with labels', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id, { name: '授权测试有限公司' });
    const main = await t.call({ method: 'GET', url: '/api/company/authorization/info', token: await tokenFor(t, owner.id) });
    expect(main.json().data).toMatchObject({
      companyId: company.id,
      companyName: '授权测试有限公司',
      auditStatus: 1,
      auditStatusLabel: '审核通过',
      isMain: true,
      roleLabel: '主账号',
    });
    expect(main.json().data.permissions.length).toBeGreaterThan(20);

    const sub = await createSubAccount(t, company.id, ['buy.order', 'company.address']);
    const subToken = await tokenFor(t, sub.id);
    const res = await t.call({
      method: 'POST',
      url: '/api/company/authorization/info',
      token: subToken,
      headers: { language: 'en' },
    });
    expect(res.json().data).toMatchObject({ isMain: false, roleLabel: 'Sub-account', auditStatusLabel: expect.any(String) });
    expect(res.json().data.permissions).toEqual([
      { code: 'buy.order', label: 'Purchase orders', group: 'buy', groupLabel: expect.any(String) },
      { code: 'company.address', label: 'Delivery addresses', group: 'company', groupLabel: expect.any(String) },
    ]);
    // /company/info needs company.info: this sub-account lacks it.
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/info', token: subToken }))).toMatchObject({ status: 403 });
  });

  it('refuses the company calls to a user without a company (403) and without login (401)', async () => {
    const loner = await createUser(t);
    const token = await tokenFor(t, loner.id);
    for (const url of ['/api/company/authorization/info', '/api/company/info']) {
      expect(errorOf(await t.call({ method: 'GET', url, token }))).toMatchObject({
        status: 403,
        msg: '请先完成企业认证或切换到所属企业',
      });
      expect(errorOf(await t.call({ method: 'GET', url }))).toMatchObject({ status: 401 });
    }
  });
});

describe('switching companies (POST /company/change/company, GET /company/my/list)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('switches the company every later call acts for', async () => {
    const user = await createUser(t);
    const first = await createCompany(t, user.id, { name: '甲化工有限公司' });
    const otherOwner = await createUser(t);
    const second = await createCompany(t, otherOwner.id, { name: '乙化工有限公司' });
    // The user is also a sub-account of the second company (granted company.info).
    await t.ctx.db
      .insert(companyMembers)
      .values({ companyId: second.id, userId: user.id, isMain: false, permissions: ['company.info'] });
    const token = await tokenFor(t, user.id);

    expect((await t.call({ method: 'GET', url: '/api/company/info', token })).json().data.name).toBe('甲化工有限公司');
    const list = await t.call({ method: 'GET', url: '/api/company/my/list', token });
    expect(list.json().data).toEqual([
      expect.objectContaining({ companyId: first.id, isMain: true, active: true }),
      expect.objectContaining({ companyId: second.id, isMain: false, active: false, auditStatusLabel: '审核通过' }),
    ]);

    const switched = await t.call({
      method: 'POST',
      url: '/api/company/change/company',
      token,
      payload: { companyId: second.id },
    });
    expect(switched.json()).toMatchObject({ msg: '已切换企业', data: { companyId: second.id, isMain: false } });
    expect((await t.call({ method: 'GET', url: '/api/company/info', token })).json().data.name).toBe('乙化工有限公司');
    const power = await t.call({ method: 'GET', url: '/api/user/getUserPower', token });
    expect(power.json().data).toMatchObject({ codes: ['company.info'], isMainAccount: false, company: { id: second.id } });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.activeCompanyId).toBe(second.id);

    await t.call({ method: 'POST', url: '/api/company/change/company', token, payload: { companyId: first.id } });
    expect((await t.call({ method: 'GET', url: '/api/company/info', token })).json().data.name).toBe('甲化工有限公司');
  });

  it('refuses a company the caller is not an enabled member of (404), bad input (400) and no login (401)', async () => {
    const user = await createUser(t);
    await createCompany(t, user.id);
    const token = await tokenFor(t, user.id);
    const stranger = await createUser(t);
    const foreign = await createCompany(t, stranger.id);
    const change = (payload: unknown, tk: string | null = token) =>
      t.call({ method: 'POST', url: '/api/company/change/company', payload: payload as object, ...(tk ? { token: tk } : {}) });
    expect(errorOf(await change({ companyId: foreign.id }))).toMatchObject({ status: 404, msg: '您不是该企业的成员或已被停用' });
    expect(errorOf(await change({ companyId: 999999 }))).toMatchObject({ status: 404 });

    await t.ctx.db.insert(companyMembers).values({ companyId: foreign.id, userId: user.id, status: 0 });
    expect(errorOf(await change({ companyId: foreign.id }))).toMatchObject({ status: 404 });
    const list = await t.call({ method: 'GET', url: '/api/company/my/list', token });
    expect(list.json().data.map((c: { companyId: number }) => c.companyId)).not.toContain(foreign.id);

    expect(errorOf(await change({ companyId: 'x' }))).toMatchObject({ status: 400, field: 'companyId' });
    expect(errorOf(await change({}))).toMatchObject({ status: 400, field: 'companyId' });
    expect(errorOf(await change({ companyId: foreign.id }, null))).toMatchObject({ status: 401 });
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/my/list' }))).toMatchObject({ status: 401 });
  });
});

describe('public profile, pickers and company documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the public profile of a certified company to anyone, 404 for any other', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner.id, { name: '公开资料化工有限公司' });
    await t.ctx.db
      .update(companies)
      .set({ intro: '主营甲醇', auditedAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(companies.id, company.id));
    const res = await t.call({ method: 'GET', url: `/api/company/information?id=${company.id}` });
    expect(res.json().data).toEqual({
      id: company.id,
      name: '公开资料化工有限公司',
      intro: '主营甲醇',
      provinceName: '上海市',
      cityName: '上海市',
      areaName: '浦东新区',
      certifiedAt: '2026-01-02T03:04:05.000Z',
    });
    const pendingOwner = await createUser(t);
    const pending = await createCompany(t, pendingOwner.id, { auditStatus: 0 });
    expect(errorOf(await t.call({ method: 'GET', url: `/api/company/information?id=${pending.id}` }))).toMatchObject({
      status: 404,
    });
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/information?id=0' }))).toMatchObject({
      status: 400,
      field: 'id',
    });
  });

  it('lists certified companies for pickers, by keyword and page', async () => {
    const viewer = await createUser(t);
    const token = await tokenFor(t, viewer.id);
    for (const [name, status] of [
      ['拣选甲醇贸易有限公司', 1],
      ['拣选乙二醇贸易有限公司', 1],
      ['拣选未审核有限公司', 0],
      ['拣选被驳回有限公司', 2],
    ] as const) {
      const owner = await createUser(t);
      await createCompany(t, owner.id, { name, auditStatus: status });
    }
    const res = await t.call({ method: 'GET', url: `/api/company/passCompanyList?keyword=${encodeURIComponent('拣选')}`, token });
    expect(res.json().data.total).toBe(2);
    expect(
      res
        .json()
        .data.records.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['拣选乙二醇贸易有限公司', '拣选甲醇贸易有限公司']);
    const paged = await t.call({
      method: 'GET',
      url: '/api/company/passCompanyList?current=2&size=10&keyword=%E6%8B%A3%E9%80%89',
      token,
    });
    expect(paged.json().data).toMatchObject({ records: [], total: 2, current: 2, pages: 1 });
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/passCompanyList?size=7', token }))).toMatchObject({
      status: 400,
      field: 'size',
    });
    expect(errorOf(await t.call({ method: 'GET', url: '/api/company/passCompanyList' }))).toMatchObject({ status: 401 });
  });

  it('stores company PDFs encrypted for the company’s members holding company.info and the operator, and shares the licence scan with them', async () => {
    const owner = await createUser(t);
    const ownerToken = await tokenFor(t, owner.id);
    const licenceKey = await uploadLicence(t, ownerToken);
    const company = (
      await t.call({ method: 'POST', url: '/api/company/certification', token: ownerToken, payload: application(licenceKey) })
    ).json().data;
    const clerk = await createSubAccount(t, company.id, ['company.info']);
    const buyer = await createSubAccount(t, company.id, ['buy.order']);
    const stranger = await createUser(t);
    const operator = await createUser(t, { role: 'operator' });

    const upload = (token: string | undefined, data: Buffer, contentType = 'application/pdf') =>
      t.call({
        method: 'POST',
        url: '/api/company/upload/pdf',
        ...(token ? { token } : {}),
        ...multipart({ filename: '章程.pdf', contentType, data }),
      });
    const clerkToken = await tokenFor(t, clerk.id);
    const res = await upload(clerkToken, tinyPdf('articles'));
    expect(res.statusCode).toBe(200);
    const { key, url } = res.json().data;
    expect(url).toBe(`/api/seeEncryptionView?key=${key}&type=pdf`);

    const see = async (userId: number, fileKey: string) =>
      (await t.call({ method: 'GET', url: `/api/seeEncryptionView?key=${fileKey}`, token: await tokenFor(t, userId) }))
        .statusCode;
    for (const fileKey of [key, licenceKey]) {
      expect(await see(owner.id, fileKey)).toBe(200);
      expect(await see(clerk.id, fileKey)).toBe(200);
      // A member without company.info reads neither the licence nor the company's documents.
      expect(await see(buyer.id, fileKey)).toBe(404);
      expect(await see(operator.id, fileKey)).toBe(200);
      expect(await see(stranger.id, fileKey)).toBe(404);
    }
    // A disabled member no longer sees them, its own upload included.
    await t.ctx.db
      .update(companyMembers)
      .set({ status: 0 })
      .where(and(eq(companyMembers.userId, clerk.id), eq(companyMembers.companyId, company.id)));
    expect(await see(clerk.id, key)).toBe(404);

    expect(errorOf(await upload(ownerToken, Buffer.from('not a pdf at all')))).toMatchObject({ status: 415 });
    expect(errorOf(await upload(await tokenFor(t, buyer.id), tinyPdf()))).toMatchObject({ status: 403 });
    const memberless = await createUser(t);
    expect(errorOf(await upload(await tokenFor(t, memberless.id), tinyPdf()))).toMatchObject({ status: 403 });
    expect(errorOf(await upload(undefined, tinyPdf()))).toMatchObject({ status: 401 });
  });
});
