import { chinaDate } from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../../test/harness.ts';
import { boxesOverlap, inspectPdf, inspectPdfLayout } from '../../../../test/pdf-inspect.ts';
import { nodeOperationLogs } from '../../../platform/flow/tables.ts';
import { apiOf, depositInput, keeperWithWarehouse, party, productAt, registration, uploadPdf } from '../test-kit.ts';

describe('the title certificate (货权证书) and its public check', () => {
  let t: TestApp;
  let operator: string;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let holder: Awaited<ReturnType<typeof party>>;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    keeper = await keeperWithWarehouse(t);
    holder = await party(t, '上海华采化工贸易有限公司');
    productId = (await productAt(t, keeper.warehouse.id)).id;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  const check = (code: string) => t.call({ method: 'GET', url: `/api/wrSportWms/searchHuoquanCertificateCode?code=${code}` });

  async function pendingReceipt() {
    const deposit = await ok('/wr/warehouse/receipt/deposit', holder.token, depositInput(keeper.warehouse.id, productId));
    await ok('/wr/deposit/receive', keeper.token, {
      id: deposit.id,
      actualQty: '50',
      actualPieces: 0,
      arrivalDate: chinaDate(),
      qcReportKey: await uploadPdf(t, keeper.token),
      quality: '纯度 99.95%',
    });
    return ok('/wr/warehouse/receipt/save', keeper.token, { depositId: deposit.id, ...registration });
  }

  it('draws the certificate of a receipt in force: its elements, both seals’ places and the link to the check', async () => {
    const pending = await pendingReceipt();
    expect(pending.certificateCode).toBeNull();
    expect(errorOf(await post('/wr/warehouse/receipt/certificate/download', holder.token, { id: pending.id }))).toMatchObject({
      status: 409,
      msg: '仓单当前状态为「待审核」，不能出具货权证书',
    });
    const issued = await ok('/admin/wr/receipt/approve', operator, { id: pending.id });
    expect(issued.certificateCode).toMatch(/^[A-Z2-9]{16}$/);

    const res = await post('/wr/warehouse/receipt/certificate/download', holder.token, { id: pending.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = await inspectPdf(res.rawPayload);
    const text = pdf.pages[0]?.text ?? '';
    for (const fact of [
      issued.receiptNo,
      issued.certificateCode,
      '上海华采化工贸易有限公司',
      '测试仓储有限公司',
      '50吨',
      '千分之三',
      '3号罐',
    ])
      expect(text).toContain(fact.replace(/\s+/g, ''));
    expect(text).toContain(`/huoquanCertificate?code=${issued.certificateCode}`);
    // The platform's seal (the keeper has no approved seal here: its place says so rather than showing a made-up one).
    expect(pdf.pages[0]?.imageCount).toBe(1);
    expect(text).toContain('保管人尚无审核通过的电子印章');
    // Nothing is printed over anything else: no two runs of text share ink, no text lies under the seal.
    const [layout] = await inspectPdfLayout(res.rawPayload);
    const runs = (layout?.texts ?? []).filter((run) => run.text.trim() !== '');
    const clashes = runs.flatMap((a, i) =>
      runs
        .slice(i + 1)
        .filter((b) => boxesOverlap(a, b))
        .map((b) => `${a.text} × ${b.text}`),
    );
    expect(clashes).toEqual([]);
    for (const image of layout?.images ?? [])
      expect(runs.filter((run) => boxesOverlap(run, image)).map((r) => r.text)).toEqual([]);

    const other = await party(t, '旁观化工');
    expect((await post('/wr/warehouse/receipt/certificate/download', other.token, { id: pending.id })).statusCode).toBe(404);
  });

  it('tells anyone scanning it whether the receipt stands, masking the holder; a split parent no longer does', async () => {
    const receipt = await ok('/admin/wr/receipt/approve', operator, { id: (await pendingReceipt()).id });
    const valid = await check(receipt.certificateCode);
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toMatchObject({
      receiptNo: receipt.receiptNo,
      verdict: 'valid',
      verdictText: '仓单有效：货物由保管人保管，持单人如下',
      holderMasked: '上**公司',
      quantity: '50.0000',
      chainIntact: true,
      steps: 2,
    });
    expect(valid.json().data.latestHash).toMatch(/^[0-9a-f]{64}$/);

    const children = await ok('/wr/warehouse/receipt/splitWr', holder.token, { id: receipt.id, quantities: ['20', '30'] });
    expect((await check(receipt.certificateCode)).json().data).toMatchObject({ verdict: 'notInForce', statusLabel: '已拆分' });
    expect(children[0].certificateCode).not.toBe(receipt.certificateCode);
    expect((await check(children[0].certificateCode)).json().data).toMatchObject({ verdict: 'valid', quantity: '20.0000' });
    expect(errorOf(await check('NOSUCHCODE234567'))).toMatchObject({ status: 404, msg: '未找到该货权证书，请核对证书编码' });
  });

  it('says so when the receipt’s log was altered behind the platform’s back', async () => {
    const receipt = await ok('/admin/wr/receipt/approve', operator, { id: (await pendingReceipt()).id });
    // The log is append-only: only someone at the database itself, its trigger switched off, could change it.
    await t.ctx.db.execute(sql`alter table node_operation_logs disable trigger node_operation_logs_append_only`);
    try {
      await t.ctx.db
        .update(nodeOperationLogs)
        .set({ detail: sql`jsonb_set(${nodeOperationLogs.detail}, '{quantity}', '"5000"')` })
        .where(
          and(
            eq(nodeOperationLogs.bizType, 'warehouseReceipt'),
            eq(nodeOperationLogs.bizId, receipt.id),
            eq(nodeOperationLogs.action, 'register'),
          ),
        );
    } finally {
      await t.ctx.db.execute(sql`alter table node_operation_logs enable trigger node_operation_logs_append_only`);
    }
    const tampered = (await check(receipt.certificateCode)).json().data;
    expect(tampered).toMatchObject({ verdict: 'tampered', chainIntact: false });
    expect(tampered.verdictText).toContain('不可信');
  });
});
