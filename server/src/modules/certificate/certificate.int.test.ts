import { CERTIFICATE_LIMIT, chinaDate, expiryStateOf } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../../test/files.ts';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { certificateAuditLogs, companyCertificates } from './tables.ts';
import { hasValidDangerousGoodsLicence } from './valid-licence.ts';

const DAY_MS = 24 * 3600 * 1000;
/** The calendar day (China) `days` from today. */
const day = (days: number) => chinaDate(new Date(Date.now() + days * DAY_MS));

describe('dangerous-goods certificates', () => {
  let t: TestApp;
  let operatorToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const operator = await createUser(t, { role: 'operator', name: '运营小王' });
    operatorToken = await tokenFor(t, operator.id);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const get = (url: string, token: string | undefined, query: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api${url}`, query, ...(token ? { token } : {}) });

  /** An /encry upload of the user (the scan). */
  const upload = async (userId: number, { encrypted = true, pdf = false } = {}) =>
    (
      await storeBytes(t.ctx, {
        bytes: pdf ? tinyPdf() : tinyPng(),
        fileName: 'scan',
        kind: pdf ? 'pdf' : 'img',
        encrypted,
        ownerUserId: userId,
      })
    ).key;

  async function owner() {
    const user = await createUser(t, { name: '主账号' });
    const company = await createCompany(t, user.id);
    return { user, company, token: await tokenFor(t, user.id) };
  }

  let numberSeq = 0;
  const certInput = async (userId: number, overrides: Record<string, unknown> = {}) => {
    numberSeq += 1;
    return {
      type: 'hazchem_business',
      number: `沪(浦)危化经字〔2024〕${String(numberSeq).padStart(6, '0')}`,
      scope: '甲醇、乙醇、苯（不带储存设施经营）',
      validFrom: day(-365),
      validTo: day(365 * 2),
      fileKey: await upload(userId),
      ...overrides,
    };
  };

  type Cert = { id: number; auditStatus: number | null; auditStatusLabel: string; expiryState: string; fileKey: string };
  const saveOk = async (token: string, body: Record<string, unknown>) => {
    const res = await post('/company/dangerous/cert/save', token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Cert;
  };
  const submitOk = async (token: string, id: number) => {
    const res = await post('/company/dangerous/cert/submit', token, { id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Cert;
  };
  const audit = (id: number, approve: boolean, reason?: string) =>
    post('/admin/certificate/audit', operatorToken, { id, approve, ...(reason ? { reason } : {}) });
  const listOf = async (token: string, headers: Record<string, string> = {}) => {
    const res = await t.call({ method: 'POST', url: '/api/company/dangerous/cert/list', token, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as (Cert & Record<string, unknown>)[];
  };

  /** A company holding an approved certificate. */
  async function approved(overrides: Record<string, unknown> = {}) {
    const o = await owner();
    const cert = await saveOk(o.token, await certInput(o.user.id, overrides));
    await submitOk(o.token, cert.id);
    expect((await audit(cert.id, true)).statusCode).toBe(200);
    return { ...o, cert };
  }

  describe('save', () => {
    it('saves a draft with labels, expiry and the scan’s preview URL, and keeps the history', async () => {
      const { user, token } = await owner();
      const body = await certInput(user.id);
      const res = await post('/company/dangerous/cert/save', token, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().msg).toBe('证书已保存');
      const cert = res.json().data;
      expect(cert).toMatchObject({
        type: 'hazchem_business',
        typeLabel: '危险化学品经营许可证',
        number: body.number,
        scope: body.scope,
        validFrom: body.validFrom,
        validTo: body.validTo,
        fileKey: body.fileKey,
        fileUrl: `/api/seeEncryptionView?key=${body.fileKey}&type=png`,
        auditStatus: null,
        auditStatusLabel: '未提交',
        auditReason: null,
        expiryState: 'valid',
        expiryLabel: '有效',
        daysToExpiry: 730,
        submittedAt: null,
      });
      const history = await t.ctx.db.select().from(certificateAuditLogs).where(eq(certificateAuditLogs.certificateId, cert.id));
      expect(history).toMatchObject([{ action: 'create', auditStatus: null, snapshot: { number: body.number } }]);
    });

    it('accepts a PDF scan and every catalogue type; labels follow the language', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(
        token,
        await certInput(user.id, { type: 'road_transport', fileKey: await upload(user.id, { pdf: true }) }),
      );
      expect(cert).toMatchObject({ type: 'road_transport' });
      const [en] = await listOf(token, { language: 'en' });
      expect(en).toMatchObject({
        typeLabel: 'Road Dangerous Goods Transport Permit',
        auditStatusLabel: 'Not submitted',
        expiryLabel: 'Valid',
      });
      for (const type of ['hazchem_production', 'hazchem_registration', 'precursor_filing', 'industrial_production']) {
        await saveOk(token, await certInput(user.id, { type }));
      }
      expect(await listOf(token)).toHaveLength(5);
    });

    it('edits a draft and a rejected certificate; under review or approved → 409', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      const edited = await saveOk(token, {
        ...(await certInput(user.id, { scope: '甲醇' })),
        id: cert.id,
        fileKey: cert.fileKey,
      });
      expect(edited).toMatchObject({ id: cert.id, scope: '甲醇', fileKey: cert.fileKey });

      await submitOk(token, cert.id);
      const pending = await post('/company/dangerous/cert/save', token, { ...(await certInput(user.id)), id: cert.id });
      expect(errorOf(pending)).toMatchObject({ status: 409, msg: '证书审核中，不能修改' });

      expect((await audit(cert.id, false, '扫描件不清晰')).statusCode).toBe(200);
      const fixed = await saveOk(token, { ...(await certInput(user.id)), id: cert.id });
      expect(fixed).toMatchObject({ auditStatus: 2, auditStatusLabel: '审核未通过', auditReason: '扫描件不清晰' });
      await submitOk(token, cert.id);
      expect((await audit(cert.id, true)).statusCode).toBe(200);
      const onApproved = await post('/company/dangerous/cert/save', token, { ...(await certInput(user.id)), id: cert.id });
      expect(errorOf(onApproved)).toMatchObject({ status: 409, msg: '证书已审核通过，不能修改；如需更换请新增证书' });
    });

    it('refuses bad input with 400 naming the field', async () => {
      const { user, token } = await owner();
      const cases: [Record<string, unknown>, string][] = [
        [{ type: 'driving_licence' }, 'type'],
        [{ number: '' }, 'number'],
        [{ number: 'x'.repeat(65) }, 'number'],
        [{ scope: '  ' }, 'scope'],
        [{ validFrom: '2024-02-30' }, 'validFrom'],
        [{ validTo: '2030/01/01' }, 'validTo'],
        [{ validFrom: day(10), validTo: day(10) }, 'validTo'],
        [{ validFrom: day(10), validTo: day(5) }, 'validTo'],
        [{ fileKey: '../etc/passwd' }, 'fileKey'],
        [{ id: 0 }, 'id'],
        [{ extra: true }, 'extra'],
      ];
      for (const [overrides, field] of cases) {
        const res = await post('/company/dangerous/cert/save', token, await certInput(user.id, overrides));
        expect(errorOf(res), JSON.stringify(overrides)).toMatchObject({ status: 400, field });
      }
      const backwards = await post(
        '/company/dangerous/cert/save',
        token,
        await certInput(user.id, { validFrom: day(10), validTo: day(5) }),
      );
      expect(errorOf(backwards).msg).toBe('参数错误：validTo 须晚于有效期开始日期');
      const { scope: _, ...noScope } = await certInput(user.id);
      expect(errorOf(await post('/company/dangerous/cert/save', token, noScope))).toMatchObject({ status: 400, field: 'scope' });
      expect(await listOf(token)).toEqual([]);
    });

    it('refuses a certificate whose last valid day has passed (400 validTo)', async () => {
      const { user, token } = await owner();
      const res = await post(
        '/company/dangerous/cert/save',
        token,
        await certInput(user.id, { validFrom: day(-400), validTo: day(-1) }),
      );
      expect(errorOf(res)).toMatchObject({ status: 400, field: 'validTo', msg: '证书有效期已过，请上传有效的证书' });
      // The last valid day itself is still acceptable.
      await saveOk(token, await certInput(user.id, { validFrom: day(-400), validTo: day(0) }));
    });

    it('refuses a scan that is not the caller’s encrypted image or PDF (400 fileKey)', async () => {
      const { user, token } = await owner();
      const stranger = await createUser(t);
      const cases = [await upload(stranger.id), await upload(user.id, { encrypted: false }), 'missing-file.png'];
      for (const fileKey of cases) {
        const res = await post('/company/dangerous/cert/save', token, await certInput(user.id, { fileKey }));
        expect(errorOf(res), fileKey).toMatchObject({
          status: 400,
          field: 'fileKey',
          msg: '证书扫描件须为您通过加密上传的图片或 PDF',
        });
      }
    });

    it('refuses a second live certificate of the same type and number with 409', async () => {
      const { user, token } = await owner();
      const body = await certInput(user.id);
      const first = await saveOk(token, body);
      const again = await post('/company/dangerous/cert/save', token, { ...body, fileKey: await upload(user.id) });
      expect(errorOf(again)).toMatchObject({ status: 409, field: 'number', msg: '已存在同类型、同编号的证书' });
      // Another company may hold the same number; a removed one frees it.
      const other = await owner();
      await saveOk(other.token, { ...body, fileKey: await upload(other.user.id) });
      expect((await post('/company/dangerous/cert/remove', token, { id: first.id })).statusCode).toBe(200);
      await saveOk(token, { ...body, fileKey: await upload(user.id) });
    });

    it(`refuses more than ${CERTIFICATE_LIMIT} certificates per company with 409`, async () => {
      const { user, company, token } = await owner();
      const fileKey = await upload(user.id);
      await t.ctx.db.insert(companyCertificates).values(
        Array.from({ length: CERTIFICATE_LIMIT }, (_, i) => ({
          companyId: company.id,
          type: 'hazchem_registration',
          number: `REG-${i}`,
          scope: '登记',
          validFrom: day(-1),
          validTo: day(100),
          fileKey,
        })),
      );
      const res = await post('/company/dangerous/cert/save', token, await certInput(user.id));
      expect(errorOf(res)).toMatchObject({ status: 409, msg: `每个企业最多保存 ${CERTIFICATE_LIMIT} 个证书` });
    });

    it('answers 404 when editing another company’s certificate', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await saveOk(b.token, await certInput(b.user.id));
      const res = await post('/company/dangerous/cert/save', a.token, { ...(await certInput(a.user.id)), id: theirs.id });
      expect(errorOf(res).status).toBe(404);
    });
  });

  describe('submit', () => {
    it('sends a draft to review (审核中) and refuses to submit it twice or once approved', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      const res = await post('/company/dangerous/cert/submit', token, { id: cert.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ msg: '已提交审核', data: { auditStatus: 0, auditStatusLabel: '审核中' } });
      expect(res.json().data.submittedAt).toEqual(expect.any(String));
      expect(errorOf(await post('/company/dangerous/cert/submit', token, { id: cert.id }))).toMatchObject({
        status: 409,
        msg: '证书已在审核中，请勿重复提交',
      });
      expect((await audit(cert.id, true)).statusCode).toBe(200);
      expect(errorOf(await post('/company/dangerous/cert/submit', token, { id: cert.id }))).toMatchObject({
        status: 409,
        msg: '证书已审核通过，无需再次提交',
      });
    });

    it('refuses a draft that expired while it waited (409)', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      await t.ctx.db
        .update(companyCertificates)
        .set({ validFrom: day(-100), validTo: day(-1) })
        .where(eq(companyCertificates.id, cert.id));
      expect(errorOf(await post('/company/dangerous/cert/submit', token, { id: cert.id }))).toMatchObject({
        status: 409,
        msg: '证书已过期，不能提交审核',
      });
    });

    it('answers 404 for another company’s certificate and 400 for a bad id', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await saveOk(b.token, await certInput(b.user.id));
      expect(errorOf(await post('/company/dangerous/cert/submit', a.token, { id: theirs.id })).status).toBe(404);
      expect((await listOf(b.token))[0]?.auditStatus).toBeNull();
      expect(errorOf(await post('/company/dangerous/cert/submit', a.token, { id: 'abc' }))).toMatchObject({
        status: 400,
        field: 'id',
      });
    });
  });

  describe('list', () => {
    it('lists the company’s certificates, newest first, with their expiry state', async () => {
      const { user, token } = await owner();
      const valid = await saveOk(token, await certInput(user.id));
      const expiring = await saveOk(token, await certInput(user.id, { validTo: day(29) }));
      const future = await saveOk(token, await certInput(user.id, { validFrom: day(3), validTo: day(400) }));
      const expired = await saveOk(token, await certInput(user.id));
      await t.ctx.db
        .update(companyCertificates)
        .set({ validTo: day(-1) })
        .where(eq(companyCertificates.id, expired.id));
      const other = await owner();
      await saveOk(other.token, await certInput(other.user.id));
      const rows = await listOf(token);
      expect(rows.map((r) => [r.id, r.expiryState, r.expiryLabel, r.daysToExpiry])).toEqual([
        [expired.id, 'expired', '已过期', -1],
        [future.id, 'notYetValid', '未生效', 400],
        [expiring.id, 'expiring', '即将过期', 29],
        [valid.id, 'valid', '有效', 730],
      ]);
      expect(await listOf((await owner()).token)).toEqual([]);
    });

    it('computes expiry with both dates inclusive and 30 days of warning', () => {
      expect(expiryStateOf('2025-01-01', '2025-12-31', '2024-12-31')).toBe('notYetValid');
      expect(expiryStateOf('2025-01-01', '2025-12-31', '2025-01-01')).toBe('valid');
      expect(expiryStateOf('2025-01-01', '2025-12-31', '2025-12-01')).toBe('valid');
      expect(expiryStateOf('2025-01-01', '2025-12-31', '2025-12-02')).toBe('expiring');
      expect(expiryStateOf('2025-01-01', '2025-12-31', '2025-12-31')).toBe('expiring');
      expect(expiryStateOf('2025-01-01', '2025-12-31', '2026-01-01')).toBe('expired');
      expect(chinaDate(new Date('2025-03-01T15:59:59Z'))).toBe('2025-03-01');
      expect(chinaDate(new Date('2025-03-01T16:00:00Z'))).toBe('2025-03-02');
    });
  });

  describe('remove', () => {
    it('removes a draft, a rejected and an approved certificate, but not one under review (409)', async () => {
      const { user, token } = await owner();
      const draft = await saveOk(token, await certInput(user.id));
      const pending = await saveOk(token, await certInput(user.id));
      await submitOk(token, pending.id);
      const res = await post('/company/dangerous/cert/remove', token, { id: pending.id });
      expect(errorOf(res)).toMatchObject({ status: 409, msg: '证书审核中，不能删除' });

      expect((await post('/company/dangerous/cert/remove', token, { id: draft.id })).json()).toMatchObject({
        code: 200,
        msg: '删除成功',
      });
      expect((await audit(pending.id, true)).statusCode).toBe(200);
      expect((await post('/company/dangerous/cert/remove', token, { id: pending.id })).statusCode).toBe(200);
      expect(await listOf(token)).toEqual([]);
      // Removed is gone for every call, but its history stays.
      expect(errorOf(await post('/company/dangerous/cert/remove', token, { id: draft.id })).status).toBe(404);
      const history = await post('/company/dangerous/cert/history', token, { id: pending.id });
      expect(history.json().data.map((h: { action: string }) => h.action)).toEqual(['create', 'submit', 'approve', 'remove']);
    });

    it('answers 404 for another company’s certificate and 400 without an id', async () => {
      const a = await owner();
      const b = await owner();
      const theirs = await saveOk(b.token, await certInput(b.user.id));
      expect(errorOf(await post('/company/dangerous/cert/remove', a.token, { id: theirs.id })).status).toBe(404);
      expect(await listOf(b.token)).toHaveLength(1);
      expect(errorOf(await post('/company/dangerous/cert/remove', a.token, {}))).toMatchObject({ status: 400, field: 'id' });
    });
  });

  describe('history', () => {
    it('lists every change with actor and reason; another company’s answers 404', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      await submitOk(token, cert.id);
      await audit(cert.id, false, '有效期与扫描件不符');
      await saveOk(token, await certInput(user.id, { id: cert.id, scope: '乙醇' }));
      const res = await post('/company/dangerous/cert/history', token, { id: cert.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject([
        { action: 'create', actionLabel: '新增', auditStatus: null, actorName: '主账号' },
        { action: 'submit', auditStatus: 0 },
        { action: 'reject', actionLabel: '审核未通过', auditStatus: 2, reason: '有效期与扫描件不符', actorName: '运营小王' },
        { action: 'update', auditStatus: 2, snapshot: { scope: '乙醇' } },
      ]);
      const other = await owner();
      expect(errorOf(await post('/company/dangerous/cert/history', other.token, { id: cert.id })).status).toBe(404);
      const admin = await get('/admin/certificate/history', operatorToken, { id: String(cert.id) });
      expect(admin.json().data).toHaveLength(4);
      expect(errorOf(await get('/admin/certificate/history', token, { id: String(cert.id) })).status).toBe(403);
      expect(errorOf(await get('/admin/certificate/history', operatorToken, { id: '999999999' })).status).toBe(404);
    });
  });

  describe('operator audit', () => {
    it('lists submitted certificates with the company, narrowed by status', async () => {
      const { user, token, company } = await owner();
      const draft = await saveOk(token, await certInput(user.id));
      const pending = await saveOk(token, await certInput(user.id));
      await submitOk(token, pending.id);
      const res = await get('/admin/certificate/audit/list', operatorToken, { status: '0', size: '200' });
      expect(res.statusCode, res.body).toBe(200);
      const records = res.json().data.records as { id: number }[];
      expect(records.find((r) => r.id === pending.id)).toMatchObject({
        companyId: company.id,
        companyName: company.name,
        creditCode: company.creditCode,
        auditStatus: 0,
        auditStatusLabel: '审核中',
      });
      expect(records.find((r) => r.id === draft.id)).toBeUndefined();
      // A queue is worked from its oldest submission, as the company, shop and seal queues are.
      const later = await saveOk(token, await certInput(user.id));
      await submitOk(token, later.id);
      const queue = await get('/admin/certificate/audit/list', operatorToken, { status: '0', size: '200' });
      const order = (queue.json().data.records as { id: number }[]).map((r) => r.id);
      expect(order.indexOf(pending.id)).toBeLessThan(order.indexOf(later.id));
      const all = await get('/admin/certificate/audit/list', operatorToken);
      expect(all.json().data).toMatchObject({ current: 1, size: 10 });
      expect(all.json().data.total).toBeGreaterThanOrEqual(1);
      expect(errorOf(await get('/admin/certificate/audit/list', operatorToken, { status: '3' }))).toMatchObject({
        status: 400,
        field: 'status',
      });
      expect(errorOf(await get('/admin/certificate/audit/list', operatorToken, { size: '7' }))).toMatchObject({
        status: 400,
        field: 'size',
      });
    });

    it('approves and rejects with a reason; the company sees the outcome', async () => {
      const { user, token } = await owner();
      const a = await saveOk(token, await certInput(user.id));
      const b = await saveOk(token, await certInput(user.id));
      await submitOk(token, a.id);
      await submitOk(token, b.id);
      const approvedRes = await audit(a.id, true);
      expect(approvedRes.json()).toMatchObject({ msg: '已审核通过', data: { auditStatus: 1, auditStatusLabel: '审核通过' } });
      const rejected = await audit(b.id, false, '证书编号与扫描件不一致');
      expect(rejected.json()).toMatchObject({ msg: '已驳回', data: { auditStatus: 2, auditReason: '证书编号与扫描件不一致' } });
      const rows = await listOf(token);
      expect(rows.find((r) => r.id === b.id)).toMatchObject({
        auditStatusLabel: '审核未通过',
        auditReason: '证书编号与扫描件不一致',
      });
      // Resubmitted, the old reason no longer shows.
      expect(await submitOk(token, b.id)).toMatchObject({ auditStatus: 0, auditReason: null });
    });

    it('needs a reason to reject (400 reason) and refuses to audit what is not under review (409)', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      expect(errorOf(await audit(cert.id, true))).toMatchObject({ status: 409, msg: '证书尚未提交审核，不能审核' });
      await submitOk(token, cert.id);
      const noReason = await audit(cert.id, false);
      expect(errorOf(noReason)).toMatchObject({ status: 400, field: 'reason', msg: '参数错误：reason 驳回时须填写原因' });
      expect(
        errorOf(await post('/admin/certificate/audit', operatorToken, { id: cert.id, approve: false, reason: '   ' })),
      ).toMatchObject({
        status: 400,
        field: 'reason',
      });
      expect(errorOf(await post('/admin/certificate/audit', operatorToken, { id: cert.id, approve: 'yes' }))).toMatchObject({
        status: 400,
        field: 'approve',
      });
      expect((await audit(cert.id, false, '不清晰')).statusCode).toBe(200);
      expect(errorOf(await audit(cert.id, true))).toMatchObject({ status: 409, msg: '证书已审核未通过，须企业修改后重新提交' });
      await submitOk(token, cert.id);
      expect((await audit(cert.id, true)).statusCode).toBe(200);
      expect(errorOf(await audit(cert.id, false, '再驳回'))).toMatchObject({ status: 409, msg: '证书已审核通过，不能重复审核' });
      expect(errorOf(await audit(999_999_999, true)).status).toBe(404);
    });

    it('lets one of two racing audits win; the other answers 409', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      await submitOk(token, cert.id);
      const results = await Promise.all([audit(cert.id, true), audit(cert.id, false, '驳回')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const decisions = await t.ctx.db.select().from(certificateAuditLogs).where(eq(certificateAuditLogs.certificateId, cert.id));
      expect(decisions.filter((d) => d.action === 'approve' || d.action === 'reject')).toHaveLength(1);
    });

    it('refuses non-operators (403) and anonymous callers (401)', async () => {
      const { user, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      await submitOk(token, cert.id);
      for (const res of [
        await get('/admin/certificate/audit/list', token),
        await post('/admin/certificate/audit', token, { id: cert.id, approve: true }),
      ]) {
        expect(errorOf(res)).toMatchObject({ status: 403 });
      }
      expect(errorOf(await get('/admin/certificate/audit/list', undefined)).status).toBe(401);
      expect(errorOf(await post('/admin/certificate/audit', undefined, { id: cert.id, approve: true })).status).toBe(401);
      expect((await listOf(token))[0]?.auditStatus).toBe(0);
    });
  });

  describe('hasValidDangerousGoodsLicence', () => {
    const at = (date: string, time = '12:00:00') => new Date(`${date}T${time}+08:00`);

    it('is true only for an approved, unexpired 危险化学品经营许可证, boundary days included', async () => {
      const { company, cert } = await approved({ validFrom: day(-10), validTo: day(20) });
      await t.ctx.db
        .update(companyCertificates)
        .set({ validFrom: '2025-01-01', validTo: '2025-12-31' })
        .where(eq(companyCertificates.id, cert.id));
      const check = (on: Date) => hasValidDangerousGoodsLicence(t.ctx, company.id, on);
      expect(await check(at('2024-12-31', '23:59:59'))).toBe(false);
      expect(await check(at('2025-01-01', '00:00:00'))).toBe(true);
      expect(await check(at('2025-06-30'))).toBe(true);
      expect(await check(at('2025-12-31', '23:59:59'))).toBe(true);
      expect(await check(at('2026-01-01', '00:00:00'))).toBe(false);
      // The day is China's: 2025-12-31T16:00Z is already 2026-01-01 in Beijing.
      expect(await check(new Date('2025-12-31T15:59:59Z'))).toBe(true);
      expect(await check(new Date('2025-12-31T16:00:00Z'))).toBe(false);
    });

    it('defaults to now and counts an expired certificate as none', async () => {
      const { company, cert } = await approved();
      expect(await hasValidDangerousGoodsLicence(t.ctx, company.id)).toBe(true);
      await t.ctx.db
        .update(companyCertificates)
        .set({ validFrom: day(-400), validTo: day(-1) })
        .where(eq(companyCertificates.id, cert.id));
      expect(await hasValidDangerousGoodsLicence(t.ctx, company.id)).toBe(false);
      await t.ctx.db
        .update(companyCertificates)
        .set({ validTo: day(0) })
        .where(eq(companyCertificates.id, cert.id));
      expect(await hasValidDangerousGoodsLicence(t.ctx, company.id)).toBe(true);
    });

    it('ignores drafts, certificates under review or rejected, other types, removed ones and other companies', async () => {
      const { user, company, token } = await owner();
      const check = () => hasValidDangerousGoodsLicence(t.ctx, company.id);
      const draft = await saveOk(token, await certInput(user.id));
      expect(await check()).toBe(false);
      await submitOk(token, draft.id);
      expect(await check()).toBe(false);
      await audit(draft.id, false, '不清晰');
      expect(await check()).toBe(false);
      const other = await saveOk(token, await certInput(user.id, { type: 'hazchem_registration' }));
      await submitOk(token, other.id);
      await audit(other.id, true);
      expect(await check()).toBe(false);
      const licensed = await approved();
      expect(await hasValidDangerousGoodsLicence(t.ctx, licensed.company.id)).toBe(true);
      expect(await check()).toBe(false);
      await post('/company/dangerous/cert/remove', licensed.token, { id: licensed.cert.id });
      expect(await hasValidDangerousGoodsLicence(t.ctx, licensed.company.id)).toBe(false);
    });

    it('can run inside a caller’s transaction', async () => {
      const { company } = await approved();
      const inside = await t.ctx.db.transaction((tx) => hasValidDangerousGoodsLicence({ db: tx }, company.id));
      expect(inside).toBe(true);
    });
  });

  describe('scan access', () => {
    const view = (key: string, token: string) => t.call({ method: 'GET', url: '/api/seeEncryptionView', query: { key }, token });

    it('lets the company’s members holding company.certificate and the operator see the scan, and nobody else', async () => {
      const { user, company, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      const member = await createSubAccount(t, company.id, ['company.certificate']);
      const buyer = await createSubAccount(t, company.id, ['buy.order']);
      const stranger = await createUser(t);
      const otherOwner = await owner();
      expect((await view(cert.fileKey, token)).statusCode).toBe(200);
      expect((await view(cert.fileKey, await tokenFor(t, member.id))).statusCode).toBe(200);
      expect((await view(cert.fileKey, operatorToken)).statusCode).toBe(200);
      expect((await view(cert.fileKey, await tokenFor(t, buyer.id))).statusCode).toBe(404);
      expect((await view(cert.fileKey, await tokenFor(t, stranger.id))).statusCode).toBe(404);
      expect((await view(cert.fileKey, otherOwner.token)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    const calls = (id: number, body: Record<string, unknown>) =>
      [
        ['/company/dangerous/cert/save', body],
        ['/company/dangerous/cert/submit', { id }],
        ['/company/dangerous/cert/list', undefined],
        ['/company/dangerous/cert/remove', { id }],
        ['/company/dangerous/cert/history', { id }],
      ] as const;

    it('answers 401 without a login and E_300 for a bad token', async () => {
      for (const [url, payload] of calls(1, { type: 'hazchem_business' })) {
        expect(errorOf(await post(url, undefined, payload)), url).toMatchObject({ status: 401 });
        expect(errorOf(await post(url, 'bad-token', payload)), url).toMatchObject({ status: 401, code: 'E_300' });
      }
    });

    it('answers 403 to a sub-account without company.certificate and to a user without a company', async () => {
      const { user, company, token } = await owner();
      const cert = await saveOk(token, await certInput(user.id));
      const buyer = await createSubAccount(t, company.id, ['buy.order', 'company.address']);
      const buyerToken = await tokenFor(t, buyer.id);
      const loner = await createUser(t);
      const lonerToken = await tokenFor(t, loner.id);
      for (const [url, payload] of calls(cert.id, await certInput(buyer.id))) {
        expect(errorOf(await post(url, buyerToken, payload)), url).toMatchObject({
          status: 403,
          msg: '您没有此操作的权限，请联系企业主账号授权',
        });
        expect(errorOf(await post(url, lonerToken, payload)), url).toMatchObject({ status: 403 });
      }
      expect(await listOf(token)).toHaveLength(1);
    });

    it('lets a sub-account holding company.certificate manage certificates with its own uploads', async () => {
      const { company, token } = await owner();
      const clerk = await createSubAccount(t, company.id, ['company.certificate']);
      const clerkToken = await tokenFor(t, clerk.id);
      const cert = await saveOk(clerkToken, await certInput(clerk.id));
      await submitOk(clerkToken, cert.id);
      expect((await listOf(token)).map((c) => c.id)).toEqual([cert.id]);
    });
  });
  it('is listed in /api/docs/json', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/company/dangerous/cert/save',
      '/company/dangerous/cert/submit',
      '/company/dangerous/cert/list',
      '/company/dangerous/cert/remove',
      '/company/dangerous/cert/history',
      '/admin/certificate/audit/list',
      '/admin/certificate/audit',
      '/admin/certificate/history',
    ])
      expect(docs.paths, path).toHaveProperty([`/api${path}`]);
  });
});
