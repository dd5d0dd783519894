import { type MessageKey, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../../test/harness.ts';
import { inspectPdf } from '../../../../test/pdf-inspect.ts';
import { runDueJobs } from '../../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../../platform/notify/deliver.ts';
import { checkPdfSignature } from '../../../platform/pdf/pades.ts';
import { contractEvidence } from '../../contract/evidence/tables.ts';
import { apiOf } from '../../warehouse-receipt/test-kit.ts';
import { receiptOrders } from '../tables.ts';
import { type DealSides, receiptDealSides, signAs, signingCode, takenOrder } from './test-kit.ts';

const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

describe('the receipt sale contract (仓单转让合同)', () => {
  let t: TestApp;
  let sides: DealSides;
  beforeAll(async () => {
    t = await createTestApp();
    sides = await receiptDealSides(t);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, token: string, payload?: Record<string, unknown>) => apiOf(t).post(url, token, payload);
  const ok = (url: string, token: string, payload?: Record<string, unknown>) => apiOf(t).ok(url, token, payload);
  const info = (token: string, id: number) => ok('/wr/contract/confirm/info', token, { id });
  const pdfOf = async (token: string, id: number, url = '/api/wr/contract/contract/download') => {
    const res = await t.call({ method: 'POST', url, token, payload: { id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    return res.rawPayload;
  };
  const textOf = async (pdf: Buffer) => (await inspectPdf(pdf)).pages.map((page) => page.text).join('');
  const orderRow = async (id: number) => (await t.ctx.db.select().from(receiptOrders).where(eq(receiptOrders.id, id)))[0];

  it('is drawn up when the seller takes the order, and each side sees it with its own steps', async () => {
    const order = await takenOrder(t, sides);
    const digits = order.orderNo.replace(/\D/g, '');
    expect(order).toMatchObject({ status: 'accepted', contractNo: `CD${digits}-1`, contractStatus: 'generated' });

    const seller = await info(sides.seller.token, order.id);
    expect(seller).toMatchObject({
      orderId: order.id,
      orderStatus: 'accepted',
      party: 'seller',
      buyerCompanyName: '受让化工有限公司',
      sellerCompanyName: '出让化工有限公司',
      receiptNo: order.receiptNo,
      quantity: '20.0000',
      unit: '吨',
      unitPrice: '2350.50',
      amount: '47010.00',
      terms: { paymentDays: 3, transferDays: 2, otherTerms: null },
      contract: { contractNo: `CD${digits}-1`, version: 1, status: 'generated', statusLabel: '待签署', signatures: [] },
      actions: ['draw', 'sign', 'cancel'],
      transferConfirmed: false,
    });
    expect(await info(sides.buyer.token, order.id)).toMatchObject({ party: 'buyer', actions: ['sign', 'cancel'] });
    expect(await ok('/wr/contract/confirm/template/info', sides.buyer.token, { id: order.id })).toEqual({
      paymentDays: 3,
      transferDays: 2,
      otherTerms: null,
    });

    // The PDF says what the receipt deal is: the receipt, where it lies, the fee split and the transfer terms.
    const text = await textOf(await pdfOf(sides.buyer.token, order.id));
    for (const expected of [
      '仓单转让合同',
      `合同编号：CD${digits}-1`,
      `仓单编号：${order.receiptNo}`,
      '合同测试仓储有限公司一号库',
      '保管人：合同测试仓储有限公司',
      '品牌/生产厂家：兖矿国宏',
      '卖方承担至仓库确认过户之日（含）的仓储费，此后由买方承担',
      '卖方确认收款后2日内发起过户，经仓库保管人确认后仓单权属转移（《民法典》第九百一十条）',
      '本合同生效之日起3日内',
      '47,010.00',
      'UN1230',
    ])
      expect(text.replace(/\s+/g, ''), expected).toContain(expected.replace(/\s+/g, ''));
  });

  it('is not found for the keeper and strangers, and refuses a sub-account without the permission', async () => {
    const order = await takenOrder(t, sides);
    for (const token of [sides.keeper.token, sides.stranger.token]) {
      expect(errorOf(await post('/wr/contract/confirm/info', token, { id: order.id }))).toMatchObject({
        status: 404,
        msg: said('receiptOrder.notFound'),
      });
      expect((await post('/wr/contract/contract/download', token, { id: order.id })).statusCode).toBe(404);
      expect((await post('/wr/contract/sign/code', token, { id: order.id })).statusCode).toBe(404);
    }
    // A reader may read it, not sign it; one holding neither may not read it.
    const reader = await tokenFor(t, (await createSubAccount(t, sides.buyer.company.id, ['contract.view'])).id);
    expect(await info(reader, order.id)).toMatchObject({ party: 'buyer' });
    expect(errorOf(await post('/wr/contract/sign/code', reader, { id: order.id })).status).toBe(403);
    const payer = await tokenFor(t, (await createSubAccount(t, sides.buyer.company.id, ['finance.pay'])).id);
    expect(errorOf(await post('/wr/contract/confirm/info', payer, { id: order.id })).status).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/wr/contract/confirm/info', payload: { id: order.id } })).statusCode).toBe(
      401,
    );
  });

  it('lets the seller alone word the terms while nobody signed: each wording is a new version', async () => {
    const order = await takenOrder(t, sides);
    const terms = {
      id: order.id,
      paymentDays: 5,
      transferDays: 3,
      otherTerms: '双方另行约定：{{totalAmount}} 以发票为准\n## 不是条款',
    };
    expect(errorOf(await post('/wr/contract/confirm/template/update', sides.buyer.token, terms))).toMatchObject({
      status: 409,
      msg: said('receiptContract.sellerDraws'),
    });
    const redrawn = await ok('/wr/contract/confirm/template/update', sides.seller.token, terms);
    expect(redrawn).toMatchObject({
      terms: { paymentDays: 5, transferDays: 3, otherTerms: terms.otherTerms },
      contract: { version: 2, status: 'generated' },
      actions: ['draw', 'sign', 'cancel'],
    });
    expect(await ok('/wr/contract/confirm/template/info', sides.buyer.token, { id: order.id })).toMatchObject({
      paymentDays: 5,
      transferDays: 3,
    });
    // The seller's words are printed as words: no placeholder filled, no article made of them.
    const text = (await textOf(await pdfOf(sides.seller.token, order.id))).replace(/\s+/g, '');
    expect(text).toContain('本合同生效之日起5日内');
    expect(text).toContain('卖方确认收款后3日内发起过户');
    expect(text).toContain('双方另行约定：｛｛totalAmount｝｝以发票为准');
    expect(text).toContain('＃＃不是条款');
    const log = await ok('/nodeOperationLog/list', sides.seller.token, { bizType: 'receiptOrder', bizId: order.id });
    expect(log.map((row: { action: string }) => row.action)).toEqual([
      'apply',
      'take',
      'generateContract',
      'cancelContract',
      'generateContract',
    ]);
    const withdrawn = await t.ctx.db.select().from(contractEvidence).where(eq(contractEvidence.subjectId, order.id));
    expect(withdrawn.some((entry) => entry.event === 'cancelled' && entry.subjectKind === 'receiptOrder')).toBe(true);
  });

  it('is signed by both with their seals: the second signature seals it and the order waits for payment', async () => {
    const order = await takenOrder(t, sides);
    const { code } = await signingCode(t, sides.buyer, order.id);
    const headers = { 'idempotency-key': `receipt-sign-${order.id}` };
    const sign = () =>
      t.call({
        method: 'POST',
        url: '/api/wr/contract/sign/contract',
        token: sides.buyer.token,
        payload: { id: order.id, code },
        headers,
      });
    const first = await sign();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      contract: { status: 'partlySigned', signatures: [{ party: 'buyer', companyName: '受让化工有限公司' }] },
      actions: ['cancel'],
    });
    // A retry with the same key answers the first signature (its code is used up).
    const retry = await sign();
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    // Signed once by the buyer: neither another signature of its side nor new terms.
    expect(errorOf((await signingCode(t, sides.buyer, order.id)).sent)).toMatchObject({
      status: 409,
      msg: said('contract.notYourTurn'),
    });
    expect(
      errorOf(
        await post('/wr/contract/confirm/template/update', sides.seller.token, { id: order.id, paymentDays: 5, transferDays: 2 }),
      ),
    ).toMatchObject({ status: 409, msg: said('receiptContract.signedAlready') });

    const second = await signAs(t, sides.seller, order.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ orderStatus: 'signed', contract: { status: 'signed' }, actions: [] });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'signed' });
    expect(row?.signedAt).toBeTruthy();

    // The final document is PAdES-signed over the whole file and bears both seals.
    const pdf = await pdfOf(sides.seller.token, order.id);
    expect(checkPdfSignature(pdf)).toMatchObject({ signed: true, valid: true, coversWholeFile: true });
    const inspected = await inspectPdf(pdf);
    expect(inspected.pages.reduce((sum, page) => sum + page.imageCount, 0)).toBeGreaterThanOrEqual(2);
    expect(inspected.pages.map((page) => page.text).join('')).toContain('电子签署证据页');

    const log = await ok('/nodeOperationLog/list', sides.buyer.token, { bizType: 'receiptOrder', bizId: order.id });
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'apply',
      'take',
      'generateContract',
      'signContract',
      'signContract',
      'completeContract',
    ]);

    // Signed, the contract's steps are the order's state's to refuse.
    expect(errorOf((await signingCode(t, sides.buyer, order.id)).sent)).toMatchObject({
      status: 409,
      msg: said('receiptOrder.wrongStatus', { status: said('receiptOrderStatus.signed') }),
    });
    expect(errorOf(await post('/wr/contract/cancel', sides.buyer.token, { id: order.id, reason: '不签了' })).status).toBe(409);

    // Told: the buyer of the contract drawn up, both of the contract signed.
    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const titles = async (token: string) =>
      ((await ok('/notification/list', token, { current: 1, size: 100 })).records as { title: string }[]).map((n) => n.title);
    const params = {
      seller: '出让化工有限公司',
      buyer: '受让化工有限公司',
      orderNo: order.orderNo,
      contractNo: order.contractNo,
    };
    expect(await titles(sides.buyer.token)).toEqual(
      expect.arrayContaining([said('notify.receiptOrder.contract', params), said('notify.receiptOrder.signed', params)]),
    );
    expect(await titles(sides.seller.token)).toContain(said('notify.receiptOrder.signed', params));
  });

  it('is refused by the buyer with its reason; the seller draws it up again', async () => {
    const order = await takenOrder(t, sides);
    const refused = await ok('/wr/contract/cancel', sides.buyer.token, { id: order.id, reason: '单价需再议' });
    expect(refused).toMatchObject({
      orderStatus: 'accepted',
      contract: { version: 1, status: 'cancelled', cancelReason: '单价需再议' },
      actions: [],
    });
    expect(await info(sides.seller.token, order.id)).toMatchObject({ actions: ['draw'] });
    expect(errorOf((await signingCode(t, sides.seller, order.id)).sent)).toMatchObject({
      status: 409,
      msg: said('receiptContract.notDrawn'),
    });
    expect(errorOf(await post('/wr/contract/contract/download', sides.buyer.token, { id: order.id })).status).toBe(409);
    const evidence = await t.ctx.db.select().from(contractEvidence).where(eq(contractEvidence.subjectId, order.id));
    expect(evidence.filter((entry) => entry.subjectKind === 'receiptOrder').map((entry) => entry.event)).toContain('refused');

    // The terms as their view answers them (no terms of the parties' own: null) are sent back as they are.
    const again = await ok('/wr/contract/confirm/template/update', sides.seller.token, {
      id: order.id,
      paymentDays: 3,
      transferDays: 2,
      otherTerms: null,
    });
    expect(again).toMatchObject({ contract: { version: 2, status: 'generated' }, actions: ['draw', 'sign', 'cancel'] });
  });

  it('answers bad input with 400 naming the field', async () => {
    const order = await takenOrder(t, sides);
    const update = (body: Record<string, unknown>) =>
      post('/wr/contract/confirm/template/update', sides.seller.token, {
        id: order.id,
        paymentDays: 3,
        transferDays: 2,
        ...body,
      });
    expect(errorOf(await update({ paymentDays: 0 }))).toMatchObject({ status: 400, field: 'paymentDays' });
    expect(errorOf(await update({ transferDays: 31 }))).toMatchObject({ status: 400, field: 'transferDays' });
    expect(errorOf(await update({ otherTerms: '长'.repeat(1001) }))).toMatchObject({ status: 400, field: 'otherTerms' });
    expect(errorOf(await post('/wr/contract/cancel', sides.buyer.token, { id: order.id, reason: ' ' }))).toMatchObject({
      status: 400,
      field: 'reason',
    });
    expect(errorOf(await post('/wr/contract/sign/contract', sides.buyer.token, { id: order.id, code: 'abc' })).status).toBe(400);
    expect(errorOf(await post('/wr/contract/confirm/info', sides.buyer.token, { id: 'x' })).status).toBe(400);
    // A code that is not the one sent.
    const { code } = await signingCode(t, sides.buyer, order.id);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(errorOf(await post('/wr/contract/sign/contract', sides.buyer.token, { id: order.id, code: wrong })).status).toBe(400);
  });

  it('lists the company’s contracts by their newest version, by status and by number', async () => {
    const order = await takenOrder(t, sides);
    const list = (token: string, query: Record<string, unknown> = {}) =>
      ok('/wr/contract/list', token, { current: 1, size: 50, ...query });
    const mine = await list(sides.seller.token, { party: 'seller' });
    expect(mine.records[0]).toMatchObject({ orderId: order.id, party: 'seller', contract: { version: 1 } });
    expect(mine.total).toBeGreaterThanOrEqual(5);
    // One row per order, whatever versions it had.
    expect(new Set(mine.records.map((r: { orderId: number }) => r.orderId)).size).toBe(mine.records.length);
    expect((await list(sides.buyer.token, { party: 'seller' })).total).toBe(0);
    const signed = await list(sides.buyer.token, { status: 'signed' });
    expect(signed.records.length).toBeGreaterThan(0);
    expect(signed.records.every((r: { contract: { status: string } }) => r.contract.status === 'signed')).toBe(true);
    expect(
      (await list(sides.buyer.token, { keyword: order.contractNo })).records.map((r: { orderId: number }) => r.orderId),
    ).toEqual([order.id]);
    expect((await list(sides.stranger.token)).total).toBe(0);
  });

  it('gives the transfer confirmation once the keeper confirmed, to both sides and the keeper', async () => {
    const order = await takenOrder(t, sides);
    const business = '/api/wr/contract/business/download';
    expect(errorOf(await post('/wr/contract/business/download', sides.buyer.token, { id: order.id }))).toMatchObject({
      status: 409,
      msg: said('receiptContract.transferNotConfirmed'),
    });
    // The keeper sees the order only once asked to confirm its transfer.
    expect((await post('/wr/contract/business/download', sides.keeper.token, { id: order.id })).statusCode).toBe(404);
    // The transfer itself is another use case's: its outcome written here.
    await t.ctx.db
      .update(receiptOrders)
      .set({
        status: 'done',
        transferAskedAt: new Date('2026-03-02T01:00:00Z'),
        transferredAt: new Date('2026-03-02T02:30:00Z'),
        sellerStorageFee: '120.00',
        feeSplitDate: '2026-03-02',
      })
      .where(eq(receiptOrders.id, order.id));
    for (const token of [sides.buyer.token, sides.seller.token, sides.keeper.token]) {
      const text = (await textOf(await pdfOf(token, order.id, business))).replace(/\s+/g, '');
      for (const expected of [
        '仓单过户确认书',
        order.orderNo,
        order.contractNo,
        order.receiptNo,
        '出让化工有限公司',
        '受让化工有限公司',
        '47,010.00元',
        '2026-03-0210:30:00',
        '120.00元（计至2026-03-02，含当日）',
      ])
        expect(text, expected).toContain(expected);
    }
    expect(await info(sides.buyer.token, order.id)).toMatchObject({ transferConfirmed: true });
    expect((await post('/wr/contract/business/download', sides.stranger.token, { id: order.id })).statusCode).toBe(404);
    const keeperClerk = await tokenFor(t, (await createSubAccount(t, sides.keeper.company.id, ['warehouse.receive'])).id);
    expect((await post('/wr/contract/business/download', keeperClerk, { id: order.id })).statusCode).toBe(403);
  });
});
