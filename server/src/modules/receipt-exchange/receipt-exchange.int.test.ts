import { chinaDate, type MessageKey, shiftDay, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  lastSmsCode,
  otherCode,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { LISTING_JOB_HANDLERS, receiptListings } from '../receipt-listing/index.ts';
import { feeSchedules } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { activeReceipt, apiOf, keeperWithWarehouse, party, productAt } from '../warehouse-receipt/test-kit.ts';
import { receiptExchanges } from './tables.ts';

const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

describe('receipt exchanges (仓单串换): request, quote, sign, settle', () => {
  let t: TestApp;
  let operator: string;
  let keeperA: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let keeperB: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let applicant: Awaited<ReturnType<typeof party>>;
  let counterparty: Awaited<ReturnType<typeof party>>;
  let stranger: Awaited<ReturnType<typeof party>>;
  let productId: number;
  const today = chinaDate();
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    keeperA = await keeperWithWarehouse(t, '甲仓储有限公司');
    keeperB = await keeperWithWarehouse(t, '乙仓储有限公司');
    applicant = await party(t, '申请方化工有限公司');
    counterparty = await party(t, '对手方化工有限公司');
    stranger = await party(t, '无关化工有限公司');
    productId = (await productAt(t, keeperA.warehouse.id, { minSplitQty: '10', splitStep: '1' })).id;
    const [schedule] = await t.ctx.db.select().from(feeSchedules).where(eq(feeSchedules.productId, productId));
    if (!schedule) throw new Error('no fee schedule');
    const { id: _id, createdAt: _c, ...rates } = schedule;
    await t.ctx.db.insert(feeSchedules).values({ ...rates, warehouseId: keeperB.warehouse.id });
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  const receiptRow = async (id: number) =>
    (await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id)))[0];
  const listingRow = async (id: number) => (await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.id, id)))[0];
  const held = (holder: string, keeper: typeof keeperA, quantity: string, brand?: string) =>
    activeReceipt(
      t,
      { holder, keeper: keeper.token, operator, warehouseId: keeper.warehouse.id, productId },
      quantity,
      brand ? { brand } : {},
    );
  /** The counterparty's listing of `quantity` t at `keeper`'s warehouse: minimum 10 t, step 5 t. */
  const listing = async (keeper: typeof keeperA, quantity: string, brand?: string) => {
    const receipt = await held(counterparty.token, keeper, quantity, brand);
    return ok('/sale/bss/save', counterparty.token, {
      receiptId: receipt.id,
      quantity,
      unitPrice: '2350.50',
      minQty: '10',
      step: '5',
      deliveryMode: 'transfer',
      validUntil: shiftDay(today, 30),
    });
  };
  const sign = async (path: 'accept' | 'sign', who: Awaited<ReturnType<typeof party>>, id: number) => {
    await ok('/wr/exchange/apply/sign/code', who.token, { id });
    return ok(`/wr/exchange/apply/${path}`, who.token, { id, code: await lastSmsCode(t, who.user.mobile) });
  };
  /** A request of 30 t of a fresh 50 t receipt at warehouse A for a fresh 100 t listing at warehouse B. */
  const request = async () => {
    const source = await held(applicant.token, keeperA, '50');
    const offer = await listing(keeperB, '100');
    const exchange = await ok('/wr/exchange/apply/save', applicant.token, {
      receiptId: source.id,
      listingId: offer.id,
      quantity: '30',
      remark: '换乙库提货方便',
    });
    return { source, offer, exchange };
  };

  it('settles a swap across two warehouses: quote, both signatures, the premium, both keepers', { timeout: 90_000 }, async () => {
    const { source, offer, exchange } = await request();
    expect(exchange).toMatchObject({
      status: 'submitted',
      statusLabel: '待报价',
      applicantCompanyName: '申请方化工有限公司',
      counterpartyCompanyName: '对手方化工有限公司',
      quantity: '30.0000',
      listingUnitPrice: '2350.50',
      source: { warehouseId: keeperA.warehouse.id, keeperCompanyName: '甲仓储有限公司', brand: '兖矿国宏' },
      target: { warehouseId: keeperB.warehouse.id, receiptId: null, receiptNo: null },
      premium: null,
      sides: ['applicant'],
      actions: ['cancel'],
    });
    expect(exchange.exchangeNo).toMatch(/^EX\d{14}$/);
    // The applicant's 30 t are split off its receipt and locked for the exchange; the listing reserves 30 t.
    expect(await receiptRow(source.id)).toMatchObject({ status: 'split' });
    expect(await receiptRow(exchange.source.receiptId)).toMatchObject({
      quantity: '30.0000',
      lockType: 'swap',
      lockRef: exchange.exchangeNo,
      holderCompanyId: applicant.company.id,
    });
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '70.0000', reservedQty: '30.0000' });
    expect(await ok('/wr/exchange/apply/detail', counterparty.token, { id: exchange.id })).toMatchObject({
      sides: ['counterparty'],
      actions: ['quote', 'decline'],
    });
    const theirs = await ok('/wr/exchange/apply/seller/list', counterparty.token, { tab: 'waiting', current: 1, size: 10 });
    expect(theirs.records.map((r: { id: number }) => r.id)).toContain(exchange.id);
    expect(await ok('/wr/exchange/apply/tab/counts', applicant.token, { as: 'applicant' })).toMatchObject({ waiting: 1 });
    // Nobody else sees it, the keepers neither until it is signed.
    for (const token of [stranger.token, keeperA.token, keeperB.token])
      expect((await post('/wr/exchange/apply/detail', token, { id: exchange.id })).statusCode).toBe(404);

    // The counterparty quotes, and quotes again; the applicant decides on the last quote.
    await ok('/wr/exchange/apply/update/price', counterparty.token, { id: exchange.id, premium: '120.50' });
    const quoted = await ok('/wr/exchange/apply/update/price', counterparty.token, {
      id: exchange.id,
      premium: '100',
      remark: '乙库为新货',
    });
    expect(quoted).toMatchObject({
      status: 'quoted',
      premium: '100.00',
      premiumAmount: '3000.00',
      premiumPayee: 'counterparty',
      quoteRemark: '乙库为新货',
    });
    expect(errorOf(await post('/wr/exchange/apply/sign/code', counterparty.token, { id: exchange.id }))).toMatchObject({
      status: 409,
      msg: said('exchange.wrongStatus', { status: said('exchangeStatus.quoted') }),
    });
    // A wrong code is refused and nothing moves.
    await ok('/wr/exchange/apply/sign/code', applicant.token, { id: exchange.id });
    const code = await lastSmsCode(t, applicant.user.mobile);
    expect(
      errorOf(await post('/wr/exchange/apply/accept', applicant.token, { id: exchange.id, code: otherCode(code) })),
    ).toMatchObject({ status: 400, field: 'code' });
    const accepted = await ok('/wr/exchange/apply/accept', applicant.token, { id: exchange.id, code });
    expect(accepted).toMatchObject({ status: 'accepted', acceptedByName: applicant.user.name, actions: ['cancel'] });
    // The counterparty's 30 t are split off the listed receipt and locked for the exchange.
    expect(await receiptRow(accepted.target.receiptId)).toMatchObject({
      quantity: '30.0000',
      lockType: 'swap',
      lockRef: exchange.exchangeNo,
      holderCompanyId: counterparty.company.id,
    });
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '70.0000', reservedQty: '0.0000', soldQty: '30.0000' });

    const signed = await sign('sign', counterparty, exchange.id);
    expect(signed).toMatchObject({ status: 'signed', statusLabel: '待交割', signedByName: counterparty.user.name });
    // Signed, the keepers see it; they confirm only once the premium's payee has the money.
    expect(errorOf(await post('/wr/exchange/apply/confirm', keeperA.token, { id: exchange.id }))).toMatchObject({
      status: 409,
      msg: said('exchange.premiumNotCollected'),
    });
    expect((await post('/wr/exchange/apply/premium/collect', applicant.token, { id: exchange.id })).statusCode).toBe(409);
    expect(await ok('/wr/exchange/apply/premium/collect', counterparty.token, { id: exchange.id })).toMatchObject({
      premiumCollectedAt: expect.any(String),
      actions: [],
    });
    const inbox = await ok('/wr/exchange/apply/keeper/list', keeperA.token, { tab: 'waiting', current: 1, size: 10 });
    expect(inbox.records.map((r: { id: number }) => r.id)).toEqual([exchange.id]);
    const half = await ok('/wr/exchange/apply/confirm', keeperA.token, { id: exchange.id });
    expect(half).toMatchObject({ status: 'signed', sides: ['sourceKeeper'], source: { confirmedAt: expect.any(String) } });
    expect((await post('/wr/exchange/apply/confirm', keeperA.token, { id: exchange.id })).statusCode).toBe(409);
    const settled = await ok('/wr/exchange/apply/confirm', keeperB.token, { id: exchange.id });
    expect(settled).toMatchObject({ status: 'settled', statusLabel: '已交割', feeSplitDate: today });
    // Each side now holds the other's part, free to trade.
    expect(await receiptRow(settled.source.receiptId)).toMatchObject({
      holderCompanyId: counterparty.company.id,
      lockType: 'none',
      status: 'active',
      feePaidTo: today,
    });
    expect(await receiptRow(settled.target.receiptId)).toMatchObject({
      holderCompanyId: applicant.company.id,
      lockType: 'none',
      warehouseId: keeperB.warehouse.id,
    });
    const mine = await ok('/wr/warehouse/receipt/list/passtab', applicant.token, { current: 1, size: 50 });
    expect(mine.records.map((r: { id: number }) => r.id)).toContain(settled.target.receiptId);
    const log = await ok('/nodeOperationLog/list', applicant.token, { bizType: 'receiptExchange', bizId: exchange.id });
    expect(log.map((step: { action: string }) => step.action)).toEqual([
      'apply',
      'quote',
      'quote',
      'accept',
      'sign',
      'collectPremium',
      'confirm',
      'confirm',
    ]);
  });

  it('lets one keeper of both warehouses settle at once, and a discount be paid to the applicant', async () => {
    const source = await held(applicant.token, keeperA, '40');
    const offer = await listing(keeperA, '40', '中煤远兴');
    const exchange = await ok('/wr/exchange/apply/save', applicant.token, {
      receiptId: source.id,
      listingId: offer.id,
      quantity: '40',
    });
    // The whole receipt goes into the swap, and the whole listing: no split on either side.
    expect(exchange.source.receiptId).toBe(source.id);
    await ok('/wr/exchange/apply/update/price', counterparty.token, { id: exchange.id, premium: '-20.5' });
    await sign('accept', applicant, exchange.id);
    expect(await sign('sign', counterparty, exchange.id)).toMatchObject({
      premiumPayee: 'applicant',
      premiumAmount: '820.00',
    });
    expect((await post('/wr/exchange/apply/premium/collect', counterparty.token, { id: exchange.id })).statusCode).toBe(409);
    await ok('/wr/exchange/apply/premium/collect', applicant.token, { id: exchange.id });
    expect(await ok('/wr/exchange/apply/confirm', keeperA.token, { id: exchange.id })).toMatchObject({ status: 'settled' });
    expect(await receiptRow(source.id)).toMatchObject({ holderCompanyId: counterparty.company.id, lockType: 'none' });
    expect(await listingRow(offer.id)).toMatchObject({ status: 'soldOut' });
  });

  it('refuses the same goods, another product, its own listing, a lot off the step, and strangers', async () => {
    const source = await held(applicant.token, keeperA, '50');
    const sameGoods = await listing(keeperA, '50');
    const save = (token: string, body: Record<string, unknown>) => post('/wr/exchange/apply/save', token, body);
    expect(errorOf(await save(applicant.token, { receiptId: source.id, listingId: sameGoods.id, quantity: '20' }))).toMatchObject(
      {
        status: 400,
        field: 'listingId',
        msg: said('exchange.sameGoods'),
      },
    );
    const otherProduct = await productAt(t, keeperA.warehouse.id);
    const oddReceipt = await activeReceipt(
      t,
      { holder: applicant.token, keeper: keeperA.token, operator, warehouseId: keeperA.warehouse.id, productId: otherProduct.id },
      '50',
    );
    const elsewhere = await listing(keeperB, '50');
    expect(
      errorOf(await save(applicant.token, { receiptId: oddReceipt.id, listingId: elsewhere.id, quantity: '20' })),
    ).toMatchObject({
      status: 400,
      msg: said('exchange.otherProduct', { source: otherProduct.name, target: sameGoods.productName }),
    });
    const own = await held(counterparty.token, keeperA, '30');
    expect(errorOf(await save(counterparty.token, { receiptId: own.id, listingId: elsewhere.id, quantity: '20' }))).toMatchObject(
      {
        status: 409,
        msg: said('exchange.ownListing'),
      },
    );
    expect(errorOf(await save(applicant.token, { receiptId: source.id, listingId: elsewhere.id, quantity: '60' }))).toMatchObject(
      {
        status: 400,
        msg: said('exchange.quantityOverReceipt', { available: '50' }),
      },
    );
    expect(errorOf(await save(applicant.token, { receiptId: source.id, listingId: elsewhere.id, quantity: '12' }))).toMatchObject(
      {
        status: 400,
        field: 'quantity',
      },
    );
    // Another company's receipt is not found; a visitor is refused; a sub-account needs receipt.trade.
    expect((await save(stranger.token, { receiptId: source.id, listingId: elsewhere.id, quantity: '20' })).statusCode).toBe(404);
    const visitor = await t.call({
      method: 'POST',
      url: '/api/wr/exchange/apply/save',
      payload: { receiptId: source.id, listingId: elsewhere.id, quantity: '20' },
    });
    expect(visitor.statusCode).toBe(401);
    const viewer = await tokenFor(t, (await createSubAccount(t, applicant.company.id, ['receipt.view'])).id);
    expect((await save(viewer, { receiptId: source.id, listingId: elsewhere.id, quantity: '20' })).statusCode).toBe(403);
    expect(errorOf(await save(applicant.token, { receiptId: source.id, listingId: elsewhere.id, quantity: '2O' }))).toMatchObject(
      {
        status: 400,
        field: 'quantity',
      },
    );
    expect(errorOf(await post('/wr/exchange/apply/update/price', counterparty.token, { id: 1, premium: '1.005' }))).toMatchObject(
      { status: 400, field: 'premium', msg: expect.stringContaining(said('exchange.premiumInvalid')) },
    );
    // Nothing was written by the refusals: the receipt is whole and free, the listing untouched.
    expect(await receiptRow(source.id)).toMatchObject({ status: 'active', lockType: 'none', quantity: '50.0000' });
    expect(await listingRow(elsewhere.id)).toMatchObject({ availableQty: '50.0000', reservedQty: '0.0000' });
  });

  it('frees both parts when the counterparty declines, the applicant cancels or the operator does', {
    timeout: 90_000,
  }, async () => {
    const declined = await request();
    expect(
      (await post('/wr/exchange/apply/decline', applicant.token, { id: declined.exchange.id, reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      await ok('/wr/exchange/apply/decline', counterparty.token, { id: declined.exchange.id, reason: '该批货已有买家' }),
    ).toMatchObject({ status: 'declined', declineReason: '该批货已有买家', actions: [] });
    expect(await receiptRow(declined.exchange.source.receiptId)).toMatchObject({ lockType: 'none', status: 'active' });
    expect(await listingRow(declined.offer.id)).toMatchObject({ availableQty: '100.0000', reservedQty: '0.0000' });
    expect(
      errorOf(await post('/wr/exchange/apply/update/price', counterparty.token, { id: declined.exchange.id, premium: '1' })),
    ).toMatchObject({ status: 409, msg: said('exchange.wrongStatus', { status: said('exchangeStatus.declined') }) });

    const cancelled = await request();
    await ok('/wr/exchange/apply/update/price', counterparty.token, { id: cancelled.exchange.id, premium: '0' });
    const accepted = await sign('accept', applicant, cancelled.exchange.id);
    expect(
      await ok('/wr/exchange/apply/cancel', applicant.token, { id: cancelled.exchange.id, reason: '计划有变' }),
    ).toMatchObject({ status: 'cancelled', cancelledBy: 'applicant' });
    expect(await receiptRow(accepted.target.receiptId)).toMatchObject({
      lockType: 'none',
      holderCompanyId: counterparty.company.id,
    });
    expect(await listingRow(cancelled.offer.id)).toMatchObject({ soldQty: '0.0000', returnedQty: '30.0000' });

    const disputed = await request();
    await ok('/wr/exchange/apply/update/price', counterparty.token, { id: disputed.exchange.id, premium: '10' });
    await sign('accept', applicant, disputed.exchange.id);
    await sign('sign', counterparty, disputed.exchange.id);
    // Signed, the applicant no longer cancels alone; the operator does.
    expect(
      (await post('/wr/exchange/apply/cancel', applicant.token, { id: disputed.exchange.id, reason: '不换了' })).statusCode,
    ).toBe(409);
    expect(
      await ok('/admin/wr/exchange/cancel', operator, { id: disputed.exchange.id, reason: '双方争议，平台撤销' }),
    ).toMatchObject({ status: 'cancelled', cancelledBy: 'operator' });
    expect(await receiptRow(disputed.exchange.source.receiptId)).toMatchObject({ lockType: 'none' });
    const all = await ok('/admin/wr/exchange/list', operator, { status: 'cancelled', current: 1, size: 50 });
    expect(all.records.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([cancelled.exchange.id, disputed.exchange.id]),
    );
  });

  it('lets a request lapse when its listing expires, freeing the applicant’s part', async () => {
    const { offer, exchange } = await request();
    await t.ctx.db
      .update(receiptListings)
      .set({ validUntil: shiftDay(today, -1) })
      .where(eq(receiptListings.id, offer.id));
    await LISTING_JOB_HANDLERS['receiptListing.expire'](t.ctx, {} as never);
    const [row] = await t.ctx.db.select().from(receiptExchanges).where(eq(receiptExchanges.id, exchange.id));
    expect(row).toMatchObject({
      status: 'declined',
      declineReason: said('receiptOrder.listingEndedReason', { status: said('listingStatus.expired') }),
    });
    expect(await receiptRow(exchange.source.receiptId)).toMatchObject({ lockType: 'none' });
  });
});
