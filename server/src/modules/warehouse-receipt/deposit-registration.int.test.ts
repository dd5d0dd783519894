import { chinaDate } from '@hgsc/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { depositApplications, warehouseReceipts } from './tables.ts';
import { apiOf, depositInput, keeperWithWarehouse, party, productAt, registration, uploadPdf } from './test-kit.ts';

describe('deposit, registration and audit of warehouse receipts', () => {
  let t: TestApp;
  let operator: string;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let holder: Awaited<ReturnType<typeof party>>;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator', name: '审核员' })).id);
    keeper = await keeperWithWarehouse(t);
    holder = await party(t, '持单化工有限公司');
    productId = (await productAt(t, keeper.warehouse.id)).id;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);

  async function receivedDeposit(overrides: Record<string, unknown> = {}) {
    const deposit = await ok(
      '/wr/warehouse/receipt/deposit',
      holder.token,
      depositInput(keeper.warehouse.id, productId, overrides),
    );
    const qcReportKey = await uploadPdf(t, keeper.token);
    return ok('/wr/deposit/receive', keeper.token, {
      id: deposit.id,
      actualQty: '99.8560',
      actualPieces: 0,
      arrivalDate: chinaDate(),
      qcReportKey,
      quality: '纯度 99.95%，水分 0.05%',
    });
  }

  it('takes goods from the application to an issued receipt, each step by its party, the timeline naming them', async () => {
    const applied = await ok('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
    expect(applied).toMatchObject({ status: 'pending', statusLabel: '待收货', side: 'applicant', actions: ['withdraw'] });
    expect(applied.depositNo).toMatch(/^RK\d{8}\d{6}$/);

    const queue = await ok('/wr/deposit/list', keeper.token, { as: 'keeper', status: 'pending' });
    expect(queue.records.map((d: { id: number }) => d.id)).toContain(applied.id);
    expect(queue.records.find((d: { id: number }) => d.id === applied.id)).toMatchObject({
      side: 'keeper',
      actions: ['receive', 'refuse'],
    });

    const qcReportKey = await uploadPdf(t, keeper.token);
    const received = await ok('/wr/deposit/receive', keeper.token, {
      id: applied.id,
      actualQty: '99.8560',
      actualPieces: 0,
      arrivalDate: chinaDate(),
      qcReportKey,
      quality: '纯度 99.95%',
    });
    expect(received).toMatchObject({ status: 'received', actualQty: '99.8560', actions: ['register'] });

    const registered = await ok('/wr/warehouse/receipt/save', keeper.token, { depositId: applied.id, ...registration });
    expect(registered).toMatchObject({
      status: 'pendingAudit',
      quantity: '99.8560',
      holderCompanyName: '持单化工有限公司',
      depositorCompanyName: '持单化工有限公司',
      storageStart: chinaDate(),
      location: '3 号罐',
      qcReportKey,
      sides: ['keeper'],
      actions: ['update'],
    });
    expect(registered.receiptNo).toMatch(/^WR\d{14}$/);
    const counts = await ok('/wr/warehouse/receipt/tab/counts', holder.token, {});
    expect(counts.aduittab).toBeGreaterThanOrEqual(1);

    const rejected = await ok('/admin/wr/receipt/reject', operator, { id: registered.id, reason: '损耗标准与合同不符' });
    expect(rejected).toMatchObject({ status: 'rejected', auditReason: '损耗标准与合同不符' });
    const nopass = await ok('/wr/warehouse/receipt/list/nopasstab', holder.token, {});
    expect(nopass.records.map((r: { id: number }) => r.id)).toContain(registered.id);

    const resubmitted = await ok('/wr/warehouse/receipt/update', keeper.token, {
      id: registered.id,
      ...registration,
      lossStandard: '千分之二',
      quality: '纯度 99.95%',
      qcReportKey,
    });
    expect(resubmitted).toMatchObject({ status: 'pendingAudit', lossStandard: '千分之二', auditReason: null });

    const approved = await ok('/admin/wr/receipt/approve', operator, { id: registered.id });
    expect(approved).toMatchObject({ status: 'active', statusLabel: '已生效', feeRate: '1.0000' });
    expect(approved.issuedAt).not.toBeNull();
    const held = await ok('/wr/warehouse/receipt/info', holder.token, { id: registered.id });
    expect(held).toMatchObject({ sides: ['holder'], actions: ['split', 'lock'] });
    // Stored today, one day counted: 99.856 t × 1 元 × 1 day.
    expect(held.fees).toMatchObject({ days: 1, amount: '99.86' });
    const pass = await ok('/wr/warehouse/receipt/list/passtab', holder.token, {});
    expect(pass.records.map((r: { id: number }) => r.id)).toContain(registered.id);

    const timeline = await ok('/nodeOperationLog/list', holder.token, { bizType: 'warehouseReceipt', bizId: registered.id });
    expect(timeline.map((row: { action: string; actorRole: string }) => `${row.action}:${row.actorRole}`)).toEqual([
      'register:keeper',
      'reject:operator',
      'update:keeper',
      'approve:operator',
    ]);
    expect(timeline[1].actorName).toBe('审核员');
    const depositLog = await ok('/nodeOperationLog/list', keeper.token, { bizType: 'deposit', bizId: applied.id });
    expect(depositLog.map((row: { action: string }) => row.action)).toEqual(['apply', 'receive', 'register']);
    expect(
      (await post('/nodeOperationLog/list', (await party(t, '路人化工')).token, { bizType: 'deposit', bizId: applied.id }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses another warehouse’s keeper (404), a sub-account without the permission (403) and a step out of turn (409)', async () => {
    const applied = await ok('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
    const stranger = await keeperWithWarehouse(t, '别家仓储有限公司');
    const qcReportKey = await uploadPdf(t, stranger.token);
    const receive = { id: applied.id, actualQty: '100', actualPieces: 0, arrivalDate: chinaDate(), qcReportKey, quality: '合格' };
    expect(errorOf(await post('/wr/deposit/receive', stranger.token, receive))).toMatchObject({
      status: 404,
      msg: '入库申请不存在',
    });

    const clerk = await tokenFor(t, (await createSubAccount(t, keeper.company.id, ['warehouse.register'])).id);
    expect((await post('/wr/deposit/receive', clerk, receive)).statusCode).toBe(403);
    const buyerClerk = await tokenFor(t, (await createSubAccount(t, holder.company.id, ['receipt.view'])).id);
    expect(
      (await post('/wr/warehouse/receipt/deposit', buyerClerk, depositInput(keeper.warehouse.id, productId))).statusCode,
    ).toBe(403);

    const ownReport = await uploadPdf(t, keeper.token);
    await ok('/wr/deposit/receive', keeper.token, { ...receive, qcReportKey: ownReport });
    expect(errorOf(await post('/wr/deposit/receive', keeper.token, { ...receive, qcReportKey: ownReport }))).toMatchObject({
      status: 409,
      msg: '入库申请当前状态为「已收货待登记」，不能执行此操作',
    });
    expect(errorOf(await post('/wr/warehouse/receipt/revocation', holder.token, { id: applied.id })).status).toBe(409);
    // The holder cannot register its own receipt: it is not the keeper, so there is no such deposit to register.
    expect(
      errorOf(await post('/wr/warehouse/receipt/save', holder.token, { depositId: applied.id, ...registration })).status,
    ).toBe(404);
  });

  it('answers 400 naming the field, and a QC report someone else uploaded is refused', async () => {
    const bad = await post(
      '/wr/warehouse/receipt/deposit',
      holder.token,
      depositInput(keeper.warehouse.id, productId, { declaredQty: '1.00001' }),
    );
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'declaredQty' });
    const plate = await post(
      '/wr/warehouse/receipt/deposit',
      holder.token,
      depositInput(keeper.warehouse.id, productId, { vehiclePlates: 'ABC' }),
    );
    expect(errorOf(plate)).toMatchObject({ status: 400, field: 'vehiclePlates' });
    const past = await post(
      '/wr/warehouse/receipt/deposit',
      holder.token,
      depositInput(keeper.warehouse.id, productId, { expectedArrival: '2020-01-01' }),
    );
    expect(errorOf(past)).toMatchObject({ status: 400, field: 'expectedArrival' });

    const applied = await ok('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
    const holdersPdf = await uploadPdf(t, holder.token);
    const res = await post('/wr/deposit/receive', keeper.token, {
      id: applied.id,
      actualQty: '100',
      actualPieces: 0,
      arrivalDate: chinaDate(),
      qcReportKey: holdersPdf,
      quality: '合格',
    });
    expect(errorOf(res)).toMatchObject({ status: 400, field: 'qcReportKey' });
  });

  it('leaves nothing half-written when a registration is refused: the deposit still waits, no receipt exists', async () => {
    const received = await receivedDeposit();
    const res = await post('/wr/warehouse/receipt/save', keeper.token, {
      depositId: received.id,
      ...registration,
      termEnd: '2020-01-01',
    });
    expect(errorOf(res)).toMatchObject({ status: 400, field: 'termEnd' });
    const [deposit] = await t.ctx.db.select().from(depositApplications).where(eq(depositApplications.id, received.id));
    expect(deposit?.status).toBe('received');
    const [receipts] = await t.ctx.db
      .select({ n: count() })
      .from(warehouseReceipts)
      .where(eq(warehouseReceipts.depositId, received.id));
    expect(receipts?.n).toBe(0);
    await ok('/wr/warehouse/receipt/save', keeper.token, { depositId: received.id, ...registration });
    // One deposit, one receipt.
    expect((await post('/wr/warehouse/receipt/save', keeper.token, { depositId: received.id, ...registration })).statusCode).toBe(
      409,
    );
  });

  it('lets the applicant withdraw while nothing was received, and lists it among the ended applications', async () => {
    const applied = await ok('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
    const withdrawn = await ok('/wr/warehouse/receipt/revocation', holder.token, { id: applied.id });
    expect(withdrawn).toMatchObject({ status: 'withdrawn', actions: [] });
    const ended = await ok('/wr/warehouse/receipt/cancel/list', holder.token, {});
    expect(ended.records.map((d: { id: number }) => d.id)).toContain(applied.id);
    const refused = await ok('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
    expect(await ok('/wr/deposit/refuse', keeper.token, { id: refused.id, reason: '车辆无危运资质' })).toMatchObject({
      status: 'refused',
      refuseReason: '车辆无危运资质',
    });
  });

  it('registers goods already in stock to a certified depositor named by credit code', async () => {
    const qcReportKey = await uploadPdf(t, keeper.token);
    const fast = {
      warehouseId: keeper.warehouse.id,
      productId,
      depositorCreditCode: holder.company.creditCode,
      brand: '宁夏宝丰',
      batchNo: 'FS-001',
      packing: 0,
      pieces: 0,
      quantity: '300',
      storageStart: chinaDate(),
      quality: '合格',
      qcReportKey,
      ...registration,
    };
    const receipt = await ok('/wr/warehouse/receipt/fast/save', keeper.token, fast);
    expect(receipt).toMatchObject({ status: 'pendingAudit', depositId: null, holderCompanyName: '持单化工有限公司' });
    const stranger = await keeperWithWarehouse(t, '另一仓储有限公司');
    expect(
      (
        await post('/wr/warehouse/receipt/fast/save', stranger.token, {
          ...fast,
          qcReportKey: await uploadPdf(t, stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      errorOf(
        await post('/wr/warehouse/receipt/fast/save', keeper.token, { ...fast, depositorCreditCode: '91310115MA1H000000' }),
      ),
    ).toMatchObject({
      status: 400,
    });
  });

  it('asks the company to affirm a newly published receipt agreement before it deposits', async () => {
    const v = await ok('/bs/agreement/template/update', operator, { type: 'receipt', title: '仓单协议', content: '# 条款' });
    const res = await post('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
    expect(errorOf(res)).toMatchObject({ status: 403, data: { error: 'RECEIPT_AGREEMENT_REQUIRED', version: v.version } });
    await ok('/wr/agreement/template/affirm', holder.token, { version: v.version });
    await ok('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
  });
});
