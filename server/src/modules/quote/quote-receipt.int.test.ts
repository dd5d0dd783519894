import { chinaDate, type MessageKey, shiftDay, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../platform/notify/deliver.ts';
import { grantLicence } from '../product/test-kit.ts';
import { receiptListings } from '../receipt-listing/index.ts';
import { type DealSides, receiptDealSides, signAs } from '../receipt-order/sale-contract/test-kit.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { activeReceipt, apiOf } from '../warehouse-receipt/test-kit.ts';
import { quotes } from './tables.ts';

const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);
const HOUR = 3600 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * A quote that sells a warehouse receipt the supplier holds (仓单报价): checked against the receipt as it is offered
 * and as it is selected, and selected into a receipt order the supplier has taken, whose sale contract then follows
 * the /wr/contract/* calls as any taken order's.
 */
describe('a quote that sells a warehouse receipt', () => {
  let t: TestApp;
  let sides: DealSides;
  let receipt: { id: number; receiptNo: string };
  beforeAll(async () => {
    t = await createTestApp();
    sides = await receiptDealSides(t);
    await grantLicence(t, sides.buyer.company.id);
    receipt = await newReceipt('100');
  }, 60_000);
  afterAll(() => t?.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  function newReceipt(quantity: string) {
    return activeReceipt(
      t,
      {
        holder: sides.seller.token,
        keeper: sides.keeper.token,
        operator: sides.operator,
        warehouseId: sides.keeper.warehouse.id,
        productId: sides.product.id,
      },
      quantity,
    );
  }
  const terms = (overrides: Record<string, unknown> = {}) => ({
    buyerCompanyId: sides.buyer.company.id,
    receiptId: receipt.id,
    quantity: '60',
    minQty: '10',
    unitPrice: '2400.00',
    deliveryMode: 'transfer',
    deliveryPlace: null,
    deliveryFrom: '2026-12-05',
    deliveryTo: '2026-12-20',
    paymentTerms: 'prepay',
    validUntil: inHours(48),
    remark: '库内过户',
    ...overrides,
  });
  const receiptRow = async (id: number) =>
    (await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id)))[0];

  it('offers only the holder’s free receipts, and refuses terms the receipt cannot give', async () => {
    const mine = await ok('/cs/quote/receipts', sides.seller.token, {});
    expect(mine).toEqual([
      expect.objectContaining({ id: receipt.id, receiptNo: receipt.receiptNo, quantity: '100.0000', isDangerous: true }),
    ]);
    expect(await ok('/cs/quote/receipts', sides.buyer.token, {})).toEqual([]);
    expect(await ok('/cs/quote/is/authority', sides.seller.token, { receiptId: receipt.id })).toMatchObject({ allowed: true });
    expect(await ok('/cs/quote/is/authority', sides.buyer.token, { receiptId: receipt.id })).toMatchObject({
      allowed: false,
      reason: said('receipt.notFound'),
    });

    const refusal = async (overrides: Record<string, unknown>, token = sides.seller.token) =>
      errorOf(await post('/cs/quote/save', token, terms(overrides)));
    expect(await refusal({ deliveryMode: 'sellerDelivery' })).toMatchObject({
      status: 400,
      field: 'deliveryMode',
      data: { reason: said('quote.deliveryModeOfSubject') },
    });
    expect(await refusal({ productId: 1 })).toMatchObject({
      status: 400,
      field: 'productId',
      data: { reason: said('quote.subjectRequired') },
    });
    expect(await refusal({ receiptId: undefined })).toMatchObject({ status: 400, field: 'productId' });
    expect(await refusal({ quantity: '120' })).toMatchObject({
      status: 400,
      field: 'quantity',
      msg: said('quote.overReceipt', { available: '100' }),
    });
    expect(await refusal({ minQty: '5' })).toMatchObject({
      status: 400,
      field: 'minQty',
      msg: said('quote.minBelowSplit', { min: '10' }),
    });
    // Another company's receipt is not found; nothing was written.
    expect(await refusal({ buyerCompanyId: sides.seller.company.id }, sides.buyer.token)).toMatchObject({ status: 404 });
    expect(await t.ctx.db.select().from(quotes).where(eq(quotes.receiptId, receipt.id))).toHaveLength(0);
  });

  it('is offered, revised and selected into a receipt order the supplier has taken, never shown on the market', async () => {
    const draft = await ok('/cs/quote/save', sides.seller.token, terms());
    expect(draft).toMatchObject({
      subject: 'receipt',
      terms: {
        productId: null,
        receipt: { id: receipt.id, receiptNo: receipt.receiptNo, warehouseName: sides.keeper.warehouse.name },
        name: sides.product.name,
        unit: '吨',
        isDangerous: true,
        deliveryModeLabel: said('receiptDeliveryMode.transfer'),
        amount: '144000.00',
      },
    });
    await ok('/cs/quote/submit/quotation', sides.seller.token, { id: draft.id });
    // What an offered quote sells is fixed: a revision changes its terms only.
    const other = await newReceipt('30');
    expect(
      errorOf(await post('/cs/quote/save', sides.seller.token, { id: draft.id, ...terms({ receiptId: other.id }) })),
    ).toMatchObject({
      status: 400,
      field: 'receiptId',
      msg: said('quote.goodsFixed'),
    });
    await ok('/cs/quote/save', sides.seller.token, { id: draft.id, ...terms({ unitPrice: '2380.00' }) });
    await ok('/cs/quote/submit/quotation', sides.seller.token, { id: draft.id });

    const read = await ok('/cs/quote/info', sides.buyer.token, { id: draft.id });
    expect(read).toMatchObject({ subject: 'receipt', version: 2, actions: ['select', 'decline'] });
    const select = (payload: Record<string, unknown>) =>
      post('/cs/quote/selectQuote', sides.buyer.token, { id: draft.id, ...payload });
    expect(errorOf(await select({ version: 1, quantity: '25' }))).toMatchObject({
      status: 409,
      msg: said('quote.versionChanged', { version: 2 }),
    });
    // A part the receipt cannot give leaves everything as it was.
    expect(errorOf(await select({ version: 2, quantity: '5' }))).toMatchObject({ status: 400, field: 'quantity' });

    const selected = await select({ version: 2, quantity: '25' });
    expect(selected.statusCode, selected.body).toBe(200);
    const { quote, orderId, orderNo } = selected.json().data;
    expect(quote).toMatchObject({ status: 'selected', selectedQuantity: '25.0000', orderId, orderNo });

    const order = await ok('/wr/order/info', sides.buyer.token, { id: orderId });
    expect(order).toMatchObject({
      status: 'accepted',
      orderNo,
      quantity: '25.0000',
      unitPrice: '2380.00',
      amount: '59500.00',
      sellerCompanyName: '出让化工有限公司',
      buyerCompanyName: '受让化工有限公司',
    });
    expect(order.remark).toContain(quote.quoteNo);
    // The part bought was split off the quoted receipt and locked for the order; the rest stays the supplier's, free.
    expect(await receiptRow(receipt.id)).toMatchObject({ status: 'split' });
    const free = await ok('/cs/quote/receipts', sides.seller.token, {});
    expect(free.map((r: { quantity: string }) => r.quantity).sort()).toEqual(['30.0000', '75.0000']);
    // Its private listing was sold out at once: the market never offered it.
    const [listing] = await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.sourceReceiptId, receipt.id));
    expect(listing).toMatchObject({ status: 'soldOut', listedQty: '25.0000', soldQty: '25.0000', unitPrice: '2380.00' });
    const market = await ok('/sale/bss/receiptList', sides.buyer.token, { current: 1, size: 50 });
    expect(market.records.map((r: { id: number }) => r.id)).not.toContain(listing?.id);

    const log = await ok('/nodeOperationLog/list', sides.buyer.token, { bizType: 'receiptOrder', bizId: orderId });
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['apply', 'take']);
    expect(log[1].detail).toMatchObject({ quoteNo: quote.quoteNo, quoteVersion: 2 });

    // The supplier draws up the sale contract and both sign it, as for any taken order.
    const contract = await ok('/wr/contract/confirm/info', sides.seller.token, { id: orderId });
    expect(contract).toMatchObject({ contract: null, actions: ['draw'], quantity: '25.0000', unitPrice: '2380.00' });
    await ok('/wr/contract/confirm/template/update', sides.seller.token, {
      id: orderId,
      paymentDays: 3,
      transferDays: 2,
      otherTerms: null,
    });
    for (const side of [sides.buyer, sides.seller]) {
      const signed = await signAs(t, side, orderId);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    expect(await ok('/wr/contract/confirm/info', sides.buyer.token, { id: orderId })).toMatchObject({
      orderStatus: 'signed',
      contract: { status: 'signed' },
    });

    // Told: the supplier once, by its quote, to draw the contract up; the buyer that the order is taken.
    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const titles = async (token: string) =>
      ((await ok('/notification/list', token, { current: 1, size: 100 })).records as { title: string }[]).map((n) => n.title);
    const sellerTitles = await titles(sides.seller.token);
    expect(sellerTitles).toContain(
      said('notify.quote.selectReceipt', {
        buyer: '受让化工有限公司',
        quoteNo: quote.quoteNo,
        product: sides.product.name,
        quantity: '25 吨',
        orderNo,
      }),
    );
    expect(sellerTitles.filter((title) => title.includes(orderNo))).toHaveLength(2);
    expect((await titles(sides.buyer.token)).some((title) => title.includes(orderNo))).toBe(true);
  });

  it('is refused once the receipt is held by another deal, and to a buyer without the licence', async () => {
    const held = await newReceipt('40');
    const draft = await ok(
      '/cs/quote/save',
      sides.seller.token,
      terms({ receiptId: held.id, buyerCompanyId: null, quantity: '40' }),
    );
    await ok('/cs/quote/submit/quotation', sides.seller.token, { id: draft.id });
    // A public quote: any certified company reads it, but a dangerous good goes only to a licensed one.
    expect(
      errorOf(await post('/cs/quote/selectQuote', sides.stranger.token, { id: draft.id, version: 1, quantity: '40' })),
    ).toMatchObject({ status: 403, msg: said('quote.buyerLicenceRequired', { name: sides.product.name }) });

    // The supplier lists the receipt meanwhile: the quote no longer binds it, and selecting changes nothing.
    await ok('/sale/bss/save', sides.seller.token, {
      receiptId: held.id,
      quantity: '40',
      unitPrice: '2500',
      minQty: '10',
      step: '5',
      deliveryMode: 'transfer',
      validUntil: shiftDay(chinaDate(), 10),
    });
    expect(
      errorOf(await post('/cs/quote/selectQuote', sides.buyer.token, { id: draft.id, version: 1, quantity: '40' })).status,
    ).toBe(409);
    expect(await ok('/cs/quote/info', sides.buyer.token, { id: draft.id })).toMatchObject({ status: 'offered' });
    expect(
      errorOf(
        await post('/cs/quote/save', sides.seller.token, {
          id: draft.id,
          ...terms({ receiptId: held.id, buyerCompanyId: null, quantity: '40' }),
        }),
      ).status,
    ).toBe(409);
  });

  // Last: it publishes a receipt agreement every company must affirm.
  it('waits for the supplier’s affirmation of a new receipt agreement, told to the buyer as the supplier’s', async () => {
    const fresh = await newReceipt('20');
    const draft = await ok('/cs/quote/save', sides.seller.token, terms({ receiptId: fresh.id, quantity: '20' }));
    await ok('/cs/quote/submit/quotation', sides.seller.token, { id: draft.id });
    const v = await ok('/bs/agreement/template/update', sides.operator, {
      type: 'receipt',
      title: '仓单协议',
      content: '# 条款',
    });
    const select = () => post('/cs/quote/selectQuote', sides.buyer.token, { id: draft.id, version: 1, quantity: '20' });
    // The buyer's own agreement first, which it may affirm; then the supplier's, which it cannot.
    expect(errorOf(await select())).toMatchObject({ status: 403, data: { error: 'RECEIPT_AGREEMENT_REQUIRED' } });
    await ok('/wr/agreement/template/affirm', sides.buyer.token, { version: v.version });
    expect(errorOf(await select())).toMatchObject({ status: 409, msg: said('quote.supplierAgreementPending') });
    await ok('/wr/agreement/template/affirm', sides.seller.token, { version: v.version });
    expect((await select()).statusCode).toBe(200);
  });
});
