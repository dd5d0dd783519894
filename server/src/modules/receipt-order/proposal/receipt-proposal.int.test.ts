import { chinaDate, type MessageKey, shiftDay, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  type TestApp,
  tokenFor,
} from '../../../../test/harness.ts';
import { runDueJobs } from '../../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../../platform/notify/deliver.ts';
import { LISTING_JOB_HANDLERS, receiptListings } from '../../receipt-listing/index.ts';
import { apiOf, keeperWithWarehouse, listedReceipt, party, productAt } from '../../warehouse-receipt/test-kit.ts';
import { receiptOrderProposals, receiptOrders } from '../tables.ts';

const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

describe('orders the operator enters for a buyer (代客下单): bind only when the buyer confirms', () => {
  let t: TestApp;
  let operator: string;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let seller: Awaited<ReturnType<typeof party>>;
  let buyer: Awaited<ReturnType<typeof party>>;
  let other: Awaited<ReturnType<typeof party>>;
  let productId: number;
  let addressId: number;
  const today = chinaDate();
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator', name: '客服小王' })).id);
    keeper = await keeperWithWarehouse(t, '代客仓储有限公司');
    seller = await party(t, '代客卖方化工有限公司');
    buyer = await party(t, '代客买方化工有限公司');
    other = await party(t, '代客旁观化工有限公司');
    productId = (await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' })).id;
    const address = await apiOf(t).ok('/company/address/saveAddress', buyer.token, {
      contactName: '钱七',
      contactMobile: '13800001111',
      provinceCode: '310000',
      cityCode: '310100',
      areaCode: '310115',
      detail: '张江路 88 号',
    });
    addressId = address.id;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  /** A listing of `quantity` t the seller delivers, at ¥3,100 a tonne (minimum 10 t, step 5 t). */
  const listing = (quantity: string, overrides: Record<string, unknown> = {}) =>
    listedReceipt(
      t,
      { holder: seller.token, keeper: keeper.token, operator, warehouseId: keeper.warehouse.id, productId },
      quantity,
      { unitPrice: '3100.00', deliveryMode: 'delivery', ...overrides },
    );
  const listingRow = async (id: number) => (await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.id, id)))[0];
  const propose = (listingId: number, quantity: string, extra: Record<string, unknown> = {}) =>
    post('/admin/order/save', operator, {
      buyerCompanyId: buyer.company.id,
      listingId,
      quantity,
      addressId,
      callerName: '钱七',
      callerPhone: '021-58880000',
      remark: '电话下单',
      ...extra,
    });

  it('finds the buyer, the listing, the price and the address for the operator, and no one else', async () => {
    const offer = await listing('100');
    const buyers = await ok('/admin/order/buyer/company', operator, { keyword: '代客买方', current: 1, size: 10 });
    expect(buyers.records).toEqual([
      expect.objectContaining({ id: buyer.company.id, name: '代客买方化工有限公司', creditCode: buyer.company.creditCode }),
    ]);
    const pending = await createCompany(t, (await createUser(t)).id, { name: '代客待审化工有限公司', auditStatus: 0 });
    expect((await ok('/admin/order/buyer/company', operator, { keyword: '代客待审' })).total).toBe(0);

    const offers = await ok('/admin/order/seller/product', operator, { keyword: offer.productName, current: 1, size: 50 });
    expect(offers.records.map((r: { id: number }) => r.id)).toContain(offer.id);
    expect(
      await ok('/admin/order/getprice', operator, { listingId: offer.id, quantity: '25', buyerCompanyId: buyer.company.id }),
    ).toMatchObject({ listingNo: offer.listingNo, quantity: '25', unitPrice: '3100.00', amount: '77500.00', unit: '吨' });
    expect(errorOf(await post('/admin/order/getprice', operator, { listingId: offer.id, quantity: '12' }))).toMatchObject({
      status: 400,
      field: 'quantity',
    });
    expect(
      errorOf(
        await post('/admin/order/getprice', operator, { listingId: offer.id, quantity: '10', buyerCompanyId: seller.company.id }),
      ),
    ).toMatchObject({ status: 409, msg: said('receiptOrder.ownListing') });
    expect(await ok('/admin/order/address', operator, { companyId: buyer.company.id })).toEqual([
      expect.objectContaining({ id: addressId, contactName: '钱七', detail: '张江路 88 号' }),
    ]);
    expect(errorOf(await post('/admin/order/address', operator, { companyId: 99_999_999 })).status).toBe(404);

    // Only operators: a trader is refused every one of these calls, a visitor asked to sign in.
    for (const [url, body] of [
      ['/admin/order/buyer/company', {}],
      ['/admin/order/seller/product', {}],
      ['/admin/order/getprice', { listingId: offer.id, quantity: '10' }],
      ['/admin/order/address', { companyId: buyer.company.id }],
      [
        '/admin/order/save',
        { buyerCompanyId: buyer.company.id, listingId: offer.id, quantity: '10', callerName: 'x', callerPhone: '13800001111' },
      ],
      ['/admin/order/proposal/list', {}],
    ] as const) {
      expect(errorOf(await post(url, buyer.token, body)).status, url).toBe(403);
      expect((await t.call({ method: 'POST', url: `/api${url}`, payload: body })).statusCode, url).toBe(401);
    }
    expect(errorOf(await propose(offer.id, '10', { buyerCompanyId: pending.id }))).toMatchObject({
      status: 409,
      msg: said('receiptProposal.buyerNotCertified'),
    });
  });

  it('enters an order that reserves nothing; the buyer’s confirmation applies at the price it was told', async () => {
    const offer = await listing('100');
    const entered = await ok('/admin/order/save', operator, {
      buyerCompanyId: buyer.company.id,
      listingId: offer.id,
      quantity: '30',
      addressId,
      callerName: '钱七',
      callerPhone: '021-58880000',
      remark: '电话下单',
    });
    expect(entered).toMatchObject({
      status: 'proposed',
      statusLabel: '待买方确认',
      expired: false,
      buyerCompanyName: '代客买方化工有限公司',
      sellerCompanyName: '代客卖方化工有限公司',
      quantity: '30.0000',
      unitPrice: '3100.00',
      amount: '93000.00',
      deliveryMode: 'delivery',
      deliveryAddress: expect.objectContaining({ contactName: '钱七', detail: '张江路 88 号' }),
      callerName: '钱七',
      callerPhone: '021-58880000',
      proposedByName: '客服小王',
      orderId: null,
      actions: ['withdraw'],
    });
    expect(entered.proposalNo).toMatch(/^DK\d{14}$/);
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '100.0000', reservedQty: '0.0000' });

    // The buyer sees it waiting, with its two answers; nobody else sees it.
    const waiting = await ok('/wr/order/proposal/list', buyer.token, { tab: 'waiting' });
    expect(waiting.records.map((r: { id: number }) => r.id)).toContain(entered.id);
    expect(await ok('/wr/order/proposal/info', buyer.token, { id: entered.id })).toMatchObject({
      actions: ['confirm', 'reject'],
    });
    expect(errorOf(await post('/wr/order/proposal/info', other.token, { id: entered.id })).status).toBe(404);
    expect(errorOf(await post('/wr/order/proposal/confirm', other.token, { id: entered.id })).status).toBe(404);
    expect(errorOf(await post('/wr/order/proposal/confirm', seller.token, { id: entered.id })).status).toBe(404);
    const reader = await createSubAccount(t, buyer.company.id, ['receipt.view']);
    const readerToken = await tokenFor(t, reader.id);
    expect((await ok('/wr/order/proposal/info', readerToken, { id: entered.id })).id).toBe(entered.id);
    expect(errorOf(await post('/wr/order/proposal/confirm', readerToken, { id: entered.id })).status).toBe(403);

    // Told in its inbox, with where to answer.
    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const inbox = (await ok('/notification/list', buyer.token, { current: 1, size: 50 })).records as {
      title: string;
      link: string;
    }[];
    expect(inbox.find((n) => n.title.includes(entered.proposalNo))?.link).toBe('/manage/toApplyFor?tab=proposals');

    const confirmed = await ok('/wr/order/proposal/confirm', buyer.token, { id: entered.id });
    expect(confirmed).toMatchObject({ status: 'confirmed', actions: [] });
    expect(confirmed.orderNo).toMatch(/^WO\d{14}$/);
    const order = await ok('/wr/order/info', buyer.token, { id: confirmed.orderId });
    expect(order).toMatchObject({
      status: 'applied',
      quantity: '30.0000',
      unitPrice: '3100.00',
      amount: '93000.00',
      remark: '电话下单',
      deliveryAddress: expect.objectContaining({ contactName: '钱七' }),
    });
    expect(await ok('/wr/order/info', seller.token, { id: order.id })).toMatchObject({ actions: ['take', 'decline'] });
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '70.0000', reservedQty: '30.0000' });
    const log = await ok('/nodeOperationLog/list', buyer.token, { bizType: 'receiptOrder', bizId: order.id });
    expect(log[0]).toMatchObject({ action: 'apply' });
    expect(JSON.stringify(log[0].detail)).toContain(entered.proposalNo);
    const steps = await ok('/nodeOperationLog/list', buyer.token, { bizType: 'receiptProposal', bizId: entered.id });
    expect(steps.map((row: { action: string }) => row.action)).toEqual(['propose', 'confirm']);
    expect(
      errorOf(await post('/nodeOperationLog/list', other.token, { bizType: 'receiptProposal', bizId: entered.id })).status,
    ).toBe(404);

    // Confirmed once: again is the state's refusal.
    expect(errorOf(await post('/wr/order/proposal/confirm', buyer.token, { id: entered.id }))).toMatchObject({
      status: 409,
      msg: said('receiptProposal.wrongStatus', { status: said('receiptProposalStatus.confirmed') }),
    });
  });

  it('refuses a confirmation that no longer holds, and writes nothing of it', async () => {
    const offer = await listing('40');
    // Repriced since: the buyer was told another price.
    const repriced = await ok('/admin/order/save', operator, {
      buyerCompanyId: buyer.company.id,
      listingId: offer.id,
      quantity: '10',
      callerName: '钱七',
      callerPhone: '13800001111',
    });
    expect(repriced.deliveryAddress).toBeNull();
    await ok('/sale/bss/update/price', seller.token, { id: offer.id, unitPrice: '3200' });
    expect(errorOf(await post('/wr/order/proposal/confirm', buyer.token, { id: repriced.id }))).toMatchObject({
      status: 409,
      msg: said('receiptProposal.priceChanged', { was: '3100.00', now: '3200.00' }),
    });
    expect(await ok('/wr/order/proposal/info', buyer.token, { id: repriced.id })).toMatchObject({
      status: 'proposed',
      listingUnitPrice: '3200.00',
      orderId: null,
    });
    expect(await listingRow(offer.id)).toMatchObject({ reservedQty: '0.0000' });

    // What is left went to another buyer meanwhile.
    const late = (await propose(offer.id, '40')).json().data;
    await ok('/wr/order/apply', other.token, { listingId: offer.id, quantity: '30' });
    expect(errorOf(await post('/wr/order/proposal/confirm', buyer.token, { id: late.id }))).toMatchObject({ status: 409 });
    expect(await ok('/wr/order/proposal/info', buyer.token, { id: late.id })).toMatchObject({ status: 'proposed' });

    // Out of time: it may only be refused or withdrawn.
    await t.ctx.db
      .update(receiptOrderProposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(receiptOrderProposals.id, late.id));
    expect(await ok('/wr/order/proposal/info', buyer.token, { id: late.id })).toMatchObject({
      expired: true,
      actions: ['reject'],
    });
    expect(errorOf(await post('/wr/order/proposal/confirm', buyer.token, { id: late.id }))).toMatchObject({
      status: 409,
      msg: said('receiptProposal.expired'),
    });
    const ended = await ok('/wr/order/proposal/list', buyer.token, { tab: 'ended', size: 50 });
    expect(ended.records.map((r: { id: number }) => r.id)).toContain(late.id);
    const orders = await t.ctx.db.select().from(receiptOrders).where(eq(receiptOrders.buyerCompanyId, buyer.company.id));
    expect(orders.every((o) => o.listingId !== offer.id)).toBe(true);
  });

  it('lets the buyer refuse with its reason and the operator withdraw; a listing ending lets what waits lapse', async () => {
    const offer = await listing('60');
    const refused = (await propose(offer.id, '10')).json().data;
    expect(errorOf(await post('/wr/order/proposal/reject', buyer.token, { id: refused.id, reason: ' ' })).field).toBe('reason');
    expect(await ok('/wr/order/proposal/reject', buyer.token, { id: refused.id, reason: '未委托下单' })).toMatchObject({
      status: 'rejected',
      endReason: '未委托下单',
    });
    expect(await ok('/admin/order/proposal/info', operator, { id: refused.id })).toMatchObject({
      status: 'rejected',
      endReason: '未委托下单',
      actions: [],
    });

    const withdrawn = (await propose(offer.id, '15')).json().data;
    expect(errorOf(await post('/admin/order/proposal/withdraw', operator, { id: withdrawn.id, reason: '' })).status).toBe(400);
    expect(await ok('/admin/order/proposal/withdraw', operator, { id: withdrawn.id, reason: '数量录错' })).toMatchObject({
      status: 'withdrawn',
      endReason: '数量录错',
    });
    expect(errorOf(await post('/wr/order/proposal/confirm', buyer.token, { id: withdrawn.id })).status).toBe(409);
    const listed = await ok('/admin/order/proposal/list', operator, { status: 'withdrawn', keyword: '代客买方' });
    expect(listed.records.map((r: { id: number }) => r.id)).toContain(withdrawn.id);

    const lapsing = (await propose(offer.id, '20')).json().data;
    await t.ctx.db
      .update(receiptListings)
      .set({ validUntil: shiftDay(today, -1) })
      .where(eq(receiptListings.id, offer.id));
    await LISTING_JOB_HANDLERS['receiptListing.expire'](t.ctx, {} as never);
    expect(await ok('/wr/order/proposal/info', buyer.token, { id: lapsing.id })).toMatchObject({
      status: 'lapsed',
      endReason: said('receiptProposal.listingEndedReason', { status: said('listingStatus.expired') }),
    });
    // A listing no longer offered cannot be entered.
    expect(errorOf(await propose(offer.id, '10')).status).toBe(404);
    expect(errorOf(await propose(offer.id, '10', { addressId: 99_999_999 })).status).toBe(404);
  });

  it('carries the buyer’s own delivery address on its own application too, never another company’s', async () => {
    const offer = await listing('30');
    expect(errorOf(await post('/wr/order/apply', other.token, { listingId: offer.id, quantity: '10', addressId })).status).toBe(
      404,
    );
    const order = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '10', addressId });
    expect(order.deliveryAddress).toMatchObject({ contactName: '钱七', fullAddress: expect.stringContaining('张江路 88 号') });
    expect(await listingRow(offer.id)).toMatchObject({ reservedQty: '10.0000' });
  });

  it('lets the buyer change where the seller delivers until the transfer is asked, telling the seller', async () => {
    const offer = await listing('30');
    const second = await ok('/company/address/saveAddress', buyer.token, {
      contactName: '孙八',
      contactMobile: '13800002222',
      provinceCode: '310000',
      cityCode: '310100',
      areaCode: '310115',
      detail: '科苑路 9 号',
    });
    const order = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '10', addressId });
    expect(order.actions).toEqual(expect.arrayContaining(['updateShip']));
    const moved = await ok('/orderBuySell/updateShip', buyer.token, { id: order.id, addressId: second.id });
    expect(moved.deliveryAddress).toMatchObject({ contactName: '孙八', detail: '科苑路 9 号' });
    // Only the buyer, only its own addresses.
    expect(errorOf(await post('/orderBuySell/updateShip', seller.token, { id: order.id, addressId: second.id })).status).toBe(
      404,
    );
    expect(errorOf(await post('/orderBuySell/updateShip', other.token, { id: order.id, addressId: second.id })).status).toBe(404);
    expect(errorOf(await post('/orderBuySell/updateShip', buyer.token, { id: order.id, addressId: 99_999_999 })).status).toBe(
      404,
    );
    expect(errorOf(await post('/orderBuySell/updateShip', buyer.token, { id: order.id })).status).toBe(400);
    const reader = await createSubAccount(t, buyer.company.id, ['receipt.view']);
    expect(
      errorOf(await post('/orderBuySell/updateShip', await tokenFor(t, reader.id), { id: order.id, addressId })).status,
    ).toBe(403);
    const log = await ok('/nodeOperationLog/list', seller.token, { bizType: 'receiptOrder', bizId: order.id });
    expect(log.map((row: { action: string }) => row.action)).toEqual(['apply', 'updateShip']);
    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const inbox = (await ok('/notification/list', seller.token, { current: 1, size: 50 })).records as { title: string }[];
    expect(inbox.some((n) => n.title.includes(order.orderNo) && n.title.includes('科苑路 9 号'))).toBe(true);

    // A listing the seller does not deliver needs no address; an ended order none either.
    const transfer = await listing('20', { deliveryMode: 'transfer' });
    const plain = await ok('/wr/order/apply', buyer.token, { listingId: transfer.id, quantity: '10' });
    expect(plain.actions).not.toContain('updateShip');
    expect(errorOf(await post('/orderBuySell/updateShip', buyer.token, { id: plain.id, addressId }))).toMatchObject({
      status: 409,
      msg: said('receiptOrder.notDelivered'),
    });
    await ok('/wr/order/withdraw', buyer.token, { id: order.id });
    expect(errorOf(await post('/orderBuySell/updateShip', buyer.token, { id: order.id, addressId })).status).toBe(409);
  });
});
