import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { usualLogs } from '../../platform/logs/tables.ts';
import { companies } from './tables.ts';
import { certifyAs } from './test-kit.ts';

describe('operator console: company certifications (/admin/company/…)', () => {
  let t: TestApp;
  let operatorToken: string;
  let userToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const operator = await createUser(t, { role: 'operator', name: '审核员' });
    operatorToken = await tokenFor(t, operator.id);
    userToken = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = operatorToken) => t.call({ method: 'GET', url, ...(token ? { token } : {}) });
  const audit = (payload: Record<string, unknown>, token: string | null = operatorToken) =>
    t.call({ method: 'POST', url: '/api/admin/company/audit', payload, ...(token ? { token } : {}) });

  async function apply(name: string) {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const res = await certifyAs(t, token, { name });
    return { user, token, id: res.json().data.id as number };
  }

  it('walks an application through reject → resubmit → approve, keeping every step as history', async () => {
    const { token, id } = await apply('流程测试化工有限公司');
    const queue = await get(`/api/admin/company/audit/list?keyword=${encodeURIComponent('流程测试')}`);
    expect(queue.json().data.records).toEqual([
      expect.objectContaining({
        id,
        name: '流程测试化工有限公司',
        auditStatus: 0,
        auditStatusLabel: '审核中',
        provinceName: '上海市',
      }),
    ]);

    const rejected = await audit({ id, approve: false, reason: '营业执照照片不清晰，请重新上传' });
    expect(rejected.json()).toMatchObject({
      msg: '已驳回',
      data: { auditStatus: 2, auditStatusLabel: '审核未通过', auditReason: '营业执照照片不清晰，请重新上传' },
    });
    const resubmitted = await t.call({ method: 'POST', url: '/api/company/update', token, payload: { contactName: '新联系人' } });
    expect(resubmitted.json().data.auditStatus).toBe(0);
    const approved = await audit({ id, approve: true });
    expect(approved.json()).toMatchObject({
      msg: '已审核通过',
      data: { auditStatus: 1, auditStatusLabel: '审核通过', auditReason: null },
    });

    const detail = await get(`/api/admin/company/detail?id=${id}`);
    const data = detail.json().data;
    expect(data.company).toMatchObject({ id, auditStatus: 1, contactName: '新联系人' });
    expect(data.company.licenseUrl).toMatch(/^\/api\/seeEncryptionView\?key=/);
    expect(data.owner.userName).toMatch(/^u1/);
    expect(data.memberCount).toBe(1);
    expect(data.history.map((h: { action: string; auditStatus: number }) => [h.action, h.auditStatus])).toEqual([
      ['submit', 0],
      ['reject', 2],
      ['resubmit', 0],
      ['approve', 1],
    ]);
    expect(data.history[1]).toMatchObject({ byOperator: true, actorName: '审核员', reason: '营业执照照片不清晰，请重新上传' });
    expect(data.history[2].snapshot).toMatchObject({ contactName: '新联系人', auditStatus: 0 });

    // The operator can open the licence scan through the link.
    const scan = await get(data.company.licenseUrl);
    expect(scan.statusCode).toBe(200);
    // The applicant now acts for a certified company, and the profile is public.
    expect((await t.call({ method: 'GET', url: `/api/company/information?id=${id}` })).statusCode).toBe(200);
    await t.ctx.logs.flush();
    const events = await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, 'admin.company.approve'));
    expect(events.some((e) => JSON.parse(e.detail ?? '{}').companyId === id)).toBe(true);
  });

  it('refuses to audit an application that is not under review (409 naming its state)', async () => {
    const { id } = await apply('已审状态有限公司');
    await audit({ id, approve: true });
    const again = await audit({ id, approve: false, reason: '重复审核' });
    expect(errorOf(again)).toMatchObject({ status: 409, msg: '该企业认证当前状态为「审核通过」，不能审核' });
    const { id: other } = await apply('已驳回状态有限公司');
    await audit({ id: other, approve: false, reason: '不符合要求' });
    expect(errorOf(await audit({ id: other, approve: true }))).toMatchObject({
      status: 409,
      msg: '该企业认证当前状态为「审核未通过」，不能审核',
    });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, other));
    expect(row?.auditStatus).toBe(2);
  });

  it('lets one of two simultaneous audits win; the other answers 409 and writes no history', async () => {
    const { id } = await apply('并发审核化工有限公司');
    const results = await Promise.all([audit({ id, approve: true }), audit({ id, approve: false, reason: '同时驳回' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = await get(`/api/admin/company/detail?id=${id}`);
    expect(detail.json().data.history.map((h: { action: string }) => h.action)).toHaveLength(2);
  });

  it('needs a reason to reject, and valid input (400 naming the field)', async () => {
    const { id } = await apply('缺少原因有限公司');
    expect(errorOf(await audit({ id, approve: false }))).toMatchObject({
      status: 400,
      field: 'reason',
      msg: expect.stringContaining('驳回时请填写原因'),
    });
    expect(errorOf(await audit({ id, approve: false, reason: '   ' }))).toMatchObject({ status: 400, field: 'reason' });
    expect(errorOf(await audit({ id, approve: 'yes' }))).toMatchObject({ status: 400, field: 'approve' });
    expect(errorOf(await audit({ approve: true }))).toMatchObject({ status: 400, field: 'id' });
    expect(errorOf(await audit({ id: 99999999, approve: true }))).toMatchObject({ status: 404 });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.auditStatus).toBe(0);
  });

  it('serves the queue oldest first, filtered by status; every company newest first', async () => {
    const a = await apply('队列甲有限公司');
    const b = await apply('队列乙有限公司');
    await t.ctx.db
      .update(companies)
      .set({ submittedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(companies.id, b.id));
    const queue = await get(`/api/admin/company/audit/list?size=200&keyword=${encodeURIComponent('队列')}`);
    expect(queue.json().data.records.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);

    await audit({ id: a.id, approve: true });
    const approvedQueue = await get(`/api/admin/company/audit/list?status=1&keyword=${encodeURIComponent('队列')}`);
    expect(approvedQueue.json().data.records.map((r: { id: number }) => r.id)).toEqual([a.id]);

    const owner = await createUser(t);
    const direct = await createCompany(t, owner.id, { name: '队列丙有限公司' });
    const all = await get(`/api/admin/company/list?keyword=${encodeURIComponent('队列')}`);
    expect(all.json().data.records.map((r: { id: number }) => r.id)).toEqual([direct.id, b.id, a.id]);
    const approvedOnly = await get(`/api/admin/company/list?status=1&keyword=${encodeURIComponent('队列')}`);
    expect(approvedOnly.json().data.total).toBe(2);
    const byCode = await get(`/api/admin/company/list?keyword=${direct.creditCode}`);
    expect(byCode.json().data.records).toEqual([expect.objectContaining({ id: direct.id, ownerUserName: owner.userName })]);

    expect(errorOf(await get('/api/admin/company/audit/list?status=5'))).toMatchObject({ status: 400, field: 'status' });
    expect(errorOf(await get('/api/admin/company/list?size=11'))).toMatchObject({ status: 400, field: 'size' });
    expect(errorOf(await get('/api/admin/company/detail?id=99999999'))).toMatchObject({ status: 404 });
    expect(errorOf(await get('/api/admin/company/detail'))).toMatchObject({ status: 400, field: 'id' });
  });

  it('is for operators only (403), and needs a login (401)', async () => {
    const { id } = await apply('权限检查有限公司');
    for (const url of ['/api/admin/company/audit/list', '/api/admin/company/list', `/api/admin/company/detail?id=${id}`]) {
      expect(errorOf(await get(url, userToken))).toMatchObject({ status: 403, msg: '仅平台运营人员可访问' });
      expect(errorOf(await get(url, null))).toMatchObject({ status: 401 });
    }
    expect(errorOf(await audit({ id, approve: true }, userToken))).toMatchObject({ status: 403 });
    expect(errorOf(await audit({ id, approve: true }, null))).toMatchObject({ status: 401 });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.auditStatus).toBe(0);
  });

  it('lists every company, operator and OCR call in the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    const calls: [string, string, string][] = [
      ['post', '/api/company/certification', 'company'],
      ['post', '/api/company/update', 'company'],
      ['get', '/api/company/audit', 'company'],
      ['post', '/api/company/audit', 'company'],
      ['get', '/api/company/authorization/info', 'company'],
      ['post', '/api/company/authorization/info', 'company'],
      ['get', '/api/company/info', 'company'],
      ['get', '/api/company/information', 'company'],
      ['post', '/api/company/change/company', 'company'],
      ['get', '/api/company/my/list', 'company'],
      ['get', '/api/company/passCompanyList', 'company'],
      ['post', '/api/company/upload/pdf', 'company'],
      ['post', '/api/ocr/upload', 'ocr'],
      ['get', '/api/admin/company/audit/list', 'admin'],
      ['get', '/api/admin/company/list', 'admin'],
      ['get', '/api/admin/company/detail', 'admin'],
      ['post', '/api/admin/company/audit', 'admin'],
    ];
    for (const [method, path, tag] of calls) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    }
  });
});
