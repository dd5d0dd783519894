import { chinaDate, LISTING_MAX_DAYS, type MessageKey, SEARCH_TOTAL_CAP, shiftDay, translate } from '@hgsc/contracts';
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
} from '../../../test/harness.ts';
import { receiptProducts } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import {
  activeReceipt,
  apiOf,
  hazmatCrew,
  keeperWithWarehouse,
  party,
  productAt,
  receiptsInForce,
} from '../warehouse-receipt/test-kit.ts';
import { EXPIRE_LISTINGS_JOB } from './expire-listings.ts';
import { LISTING_JOB_HANDLERS } from './jobs.ts';
import { receiptListings } from './tables.ts';

/** A refusal's words, as the caller (zh) reads them. */
const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

describe('receipt listings: list a receipt or a part, reprice, delist, the public market, expiry', () => {
  let t: TestApp;
  let operator: string;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let seller: Awaited<ReturnType<typeof party>>;
  let stranger: Awaited<ReturnType<typeof party>>;
  let productId: number;
  let productName: string;
  const today = chinaDate();
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    keeper = await keeperWithWarehouse(t);
    seller = await party(t, '挂牌化工有限公司');
    stranger = await party(t, '路人化工有限公司');
    const product = await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' });
    productId = product.id;
    productName = product.name;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  const visitor = (url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/api${url}`, payload });
  const receipt = (quantity: string) =>
    activeReceipt(
      t,
      { holder: seller.token, keeper: keeper.token, operator, warehouseId: keeper.warehouse.id, productId },
      quantity,
    );
  const listingInput = (receiptId: number, overrides: Record<string, unknown> = {}) => ({
    receiptId,
    quantity: '60',
    unitPrice: '2350.00',
    minQty: '10',
    step: '5',
    deliveryMode: 'transfer',
    validUntil: shiftDay(today, 30),
    ...overrides,
  });
  const receiptRow = async (id: number) =>
    (await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id)))[0];
  const marketIds = async (query: Record<string, unknown>) =>
    ((await visitor('/sale/bss/receiptList', { current: 1, size: 200, ...query })).json().data.records as { id: number }[]).map(
      (r) => r.id,
    );

  it('lists part of a receipt: the part split off and locked for the listing, the rest free, the offer public', async () => {
    const source = await receipt('100');
    const listing = await ok('/sale/bss/save', seller.token, listingInput(source.id, { remark: '可开专票' }));
    expect(listing).toMatchObject({
      status: 'listed',
      statusLabel: '挂牌中',
      sellerCompanyName: '挂牌化工有限公司',
      productName,
      casNumber: '67-56-1',
      unitPrice: '2350.00',
      minQty: '10.0000',
      step: '5.0000',
      listedQty: '60.0000',
      availableQty: '60.0000',
      reservedQty: '0.0000',
      soldQty: '0.0000',
      deliveryMode: 'transfer',
      deliveryModeLabel: '仓单过户',
      warehouseId: keeper.warehouse.id,
      hasQcReport: true,
      sides: ['seller'],
      actions: ['reprice', 'delist'],
      remark: '可开专票',
    });
    expect(listing.listingNo).toMatch(/^GP\d{14}$/);
    expect(listing.certificateCode).toBeTruthy();
    expect(listing.receiptId).not.toBe(source.id);
    const [part, rest] = await ok('/wr/warehouse/receipt/list/sub', seller.token, { id: source.id });
    expect(part).toMatchObject({ id: listing.receiptId, quantity: '60.0000', lock: 'listing' });
    expect(rest).toMatchObject({ quantity: '40.0000', lock: 'none', status: 'active' });
    expect((await receiptRow(listing.receiptId))?.lockRef).toBe(listing.listingNo);
    // A split for a deal, not the holder's own: both parts are the deal's children.
    const dealt = await ok('/wr/warehouse/receipt/list/sub/order', seller.token, { id: source.id });
    expect(dealt.map((r: { id: number }) => r.id)).toEqual([part.id, rest.id]);

    // Anyone reads the offer, without the seller's steps.
    const seen = (await visitor('/sale/bss/info', { id: listing.id })).json().data;
    expect(seen).toMatchObject({ id: listing.id, availableQty: '60.0000', sides: [], actions: [] });
    expect(await marketIds({})).toContain(listing.id);
    // The listing's log is its seller's alone.
    const log = await ok('/nodeOperationLog/list', seller.token, { bizType: 'receiptListing', bizId: listing.id });
    expect(log.map((row: { action: string }) => row.action)).toEqual(['list']);
    expect(
      (await post('/nodeOperationLog/list', stranger.token, { bizType: 'receiptListing', bizId: listing.id })).statusCode,
    ).toBe(404);
  });

  it('lists a whole receipt without splitting it', async () => {
    const whole = await receipt('30');
    const listing = await ok('/sale/bss/save', seller.token, listingInput(whole.id, { quantity: '30' }));
    expect(listing).toMatchObject({ receiptId: whole.id, listedQty: '30.0000' });
    expect(await receiptRow(whole.id)).toMatchObject({ status: 'active', lockType: 'listing' });
  });

  it('keeps the lot rules: the product’s minimum and step, the minimum on the step, the quantity, the last day', async () => {
    const source = await receipt('100');
    const refused = async (overrides: Record<string, unknown>) =>
      errorOf(await post('/sale/bss/save', seller.token, listingInput(source.id, overrides)));
    expect(await refused({ minQty: '5', step: '5' })).toMatchObject({
      status: 400,
      field: 'minQty',
      msg: said('listing.minBelowProduct', { min: '10' }),
    });
    expect(await refused({ step: '2.5' })).toMatchObject({
      status: 400,
      field: 'step',
      msg: said('listing.stepOffProduct', { step: '1' }),
    });
    expect(await refused({ minQty: '12', step: '5' })).toMatchObject({
      status: 400,
      field: 'minQty',
      msg: said('listing.minOffStep', { step: '5' }),
    });
    expect(await refused({ quantity: '120' })).toMatchObject({
      status: 400,
      field: 'quantity',
      msg: said('listing.quantityOverReceipt', { available: '100' }),
    });
    expect(await refused({ minQty: '70', step: '10' })).toMatchObject({ status: 400, field: 'minQty' });
    expect(await refused({ validUntil: shiftDay(today, -1) })).toMatchObject({
      status: 400,
      field: 'validUntil',
      msg: said('listing.validUntilPast'),
    });
    expect(await refused({ validUntil: shiftDay(today, LISTING_MAX_DAYS + 1) })).toMatchObject({
      status: 400,
      field: 'validUntil',
    });
    expect(await refused({ unitPrice: '0' })).toMatchObject({ status: 400, field: 'unitPrice' });
    expect(await refused({ unitPrice: '12.345' })).toMatchObject({ status: 400, field: 'unitPrice' });
    // Nothing was split or locked by any of them.
    expect(await receiptRow(source.id)).toMatchObject({ status: 'active', lockType: 'none' });
  });

  it('refuses a visitor, another company’s receipt, a sub-account without the trade permission and a locked receipt', async () => {
    const source = await receipt('50');
    expect((await visitor('/sale/bss/save', listingInput(source.id))).statusCode).toBe(401);
    expect(errorOf(await post('/sale/bss/save', stranger.token, listingInput(source.id, { quantity: '50' }))).status).toBe(404);
    const reader = await createSubAccount(t, seller.company.id, ['receipt.view']);
    expect(errorOf(await post('/sale/bss/save', await tokenFor(t, reader.id), listingInput(source.id))).status).toBe(403);
    const uncertified = await createUser(t);
    await createCompany(t, uncertified.id, { auditStatus: 0 });
    expect(errorOf(await post('/sale/bss/save', await tokenFor(t, uncertified.id), listingInput(source.id))).status).toBe(403);

    await ok('/sale/bss/save', seller.token, listingInput(source.id, { quantity: '50' }));
    // Listed: neither listed again, nor picked up, nor split by its holder.
    expect(errorOf(await post('/sale/bss/save', seller.token, listingInput(source.id, { quantity: '50' })))).toMatchObject({
      status: 409,
      msg: said('receipt.locked'),
    });
    const bill = { receiptId: source.id, quantity: '50', expectedDate: today, crew: hazmatCrew };
    expect(errorOf(await post('/wr/bill/lading/save', seller.token, bill)).status).toBe(409);
    expect(
      errorOf(await post('/wr/warehouse/receipt/splitWr', seller.token, { id: source.id, quantities: ['20', '30'] })).status,
    ).toBe(409);
  });

  it('reprices and delists by the seller only, never under a waiting application; delisting frees the receipt', async () => {
    const source = await receipt('40');
    const listing = await ok('/sale/bss/save', seller.token, listingInput(source.id, { quantity: '40' }));
    const later = shiftDay(today, 10);
    expect(
      await ok('/sale/bss/update/price', seller.token, { id: listing.id, unitPrice: '2299.5', validUntil: later }),
    ).toMatchObject({ unitPrice: '2299.50', validUntil: later });
    expect(errorOf(await post('/sale/bss/update/price', stranger.token, { id: listing.id, unitPrice: '1' })).status).toBe(404);
    expect(errorOf(await post('/sale/bss/delist', stranger.token, { id: listing.id })).status).toBe(404);

    // A buyer's application holds 10 t: the seller answers it before changing the offer.
    await t.ctx.db
      .update(receiptListings)
      .set({ availableQty: '30', reservedQty: '10' })
      .where(eq(receiptListings.id, listing.id));
    expect(errorOf(await post('/sale/bss/update/price', seller.token, { id: listing.id, unitPrice: '2000' }))).toMatchObject({
      status: 409,
      msg: said('listing.hasApplications'),
    });
    expect(errorOf(await post('/sale/bss/delist', seller.token, { id: listing.id })).status).toBe(409);
    await t.ctx.db
      .update(receiptListings)
      .set({ availableQty: '40', reservedQty: '0' })
      .where(eq(receiptListings.id, listing.id));

    const delisted = await ok('/sale/bss/delist', seller.token, { id: listing.id });
    expect(delisted).toMatchObject({ status: 'delisted', actions: [] });
    expect(delisted.endedAt).toBeTruthy();
    expect(await receiptRow(source.id)).toMatchObject({ status: 'active', lockType: 'none', lockRef: null });
    expect(errorOf(await post('/sale/bss/delist', seller.token, { id: listing.id }))).toMatchObject({
      status: 409,
      msg: said('listing.wrongStatus', { status: said('listingStatus.delisted') }),
    });
    // Ended: gone from the market and hidden from others, still its seller's under 已结束.
    expect(await marketIds({})).not.toContain(listing.id);
    expect((await visitor('/sale/bss/info', { id: listing.id })).statusCode).toBe(404);
    const ended = await ok('/sale/bss/myList', seller.token, { tab: 'ended', current: 1, size: 50 });
    expect(ended.records.map((r: { id: number }) => r.id)).toContain(listing.id);
    const counts = await ok('/sale/bss/tab/counts', seller.token);
    expect(counts.all).toBe(counts.listed + counts.ended);
    expect(counts.ended).toBeGreaterThanOrEqual(1);
  });

  it('finds offers by the trader’s words, CAS with or without dashes, price range and sort', async () => {
    const cheap = await ok(
      '/sale/bss/save',
      seller.token,
      listingInput((await receipt('20')).id, { quantity: '20', unitPrice: '1999' }),
    );
    const dear = await ok(
      '/sale/bss/save',
      seller.token,
      listingInput((await receipt('20')).id, { quantity: '20', unitPrice: '2999' }),
    );
    expect(await marketIds({ keyword: productName })).toEqual(expect.arrayContaining([cheap.id, dear.id]));
    expect(await marketIds({ keyword: '67561' })).toEqual(expect.arrayContaining([cheap.id, dear.id]));
    expect(await marketIds({ keyword: '67-56-1', productId })).toEqual(expect.arrayContaining([cheap.id, dear.id]));
    expect(await marketIds({ keyword: '不存在的品种' })).toEqual([]);
    const between = await marketIds({ productId, priceMin: '1500', priceMax: '2500' });
    expect(between).toContain(cheap.id);
    expect(between).not.toContain(dear.id);
    const ascending = await marketIds({ productId, sort: 'priceAsc' });
    expect(ascending.indexOf(cheap.id)).toBeLessThan(ascending.indexOf(dear.id));
    const descending = await marketIds({ productId, sort: 'priceDesc' });
    expect(descending.indexOf(dear.id)).toBeLessThan(descending.indexOf(cheap.id));
    expect(await marketIds({ warehouseId: keeper.warehouse.id })).toContain(cheap.id);
    expect(await marketIds({ cityCode: '110100' })).not.toContain(cheap.id);
    expect(errorOf(await visitor('/sale/bss/receiptList', { current: 1, size: 10, priceMin: '9', priceMax: '1' }))).toMatchObject(
      {
        status: 400,
        field: 'priceMax',
      },
    );
    expect(errorOf(await visitor('/sale/bss/receiptList', { current: 1, size: 10, sort: 'cheapest' })).field).toBe('sort');
  });

  it('expires a listing whose last day has passed and frees its receipt', async () => {
    const source = await receipt('25');
    const listing = await ok('/sale/bss/save', seller.token, listingInput(source.id, { quantity: '25' }));
    await t.ctx.db
      .update(receiptListings)
      .set({ validUntil: shiftDay(today, -1) })
      .where(eq(receiptListings.id, listing.id));
    expect(await marketIds({})).not.toContain(listing.id);
    const swept = await LISTING_JOB_HANDLERS[EXPIRE_LISTINGS_JOB](t.ctx, {} as never);
    expect(swept?.expired).toBeGreaterThanOrEqual(1);
    expect(await ok('/sale/bss/info', seller.token, { id: listing.id })).toMatchObject({ status: 'expired' });
    expect(await receiptRow(source.id)).toMatchObject({ lockType: 'none' });
  });

  it('counts the market up to the cap and says there are more; a page past the cap answers the last', async () => {
    const [product] = await t.ctx.db.select().from(receiptProducts).where(eq(receiptProducts.id, productId));
    if (!product) throw new Error('no product');
    const at = { warehouseId: keeper.warehouse.id, keeperCompanyId: keeper.company.id, holderCompanyId: seller.company.id };
    const lots = await receiptsInForce(t, at, product, SEARCH_TOTAL_CAP + 1, `CAP${Date.now()}`);
    await t.ctx.db.insert(receiptListings).values(
      lots.map((lot, i) => ({
        listingNo: `GP-CAP-${lot.id}-${i}`,
        status: 'listed' as const,
        sellerCompanyId: seller.company.id,
        sellerUserId: seller.user.id,
        receiptId: lot.id,
        sourceReceiptId: lot.id,
        productId,
        warehouseId: keeper.warehouse.id,
        cityCode: '310100',
        unitPrice: '2300',
        minQty: '10',
        step: '1',
        listedQty: '100',
        availableQty: '100',
        deliveryMode: 'transfer' as const,
        validUntil: shiftDay(today, 10),
      })),
    );
    const first = await ok('/sale/bss/receiptList', seller.token, { current: 1, size: 30 });
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true, pages: SEARCH_TOTAL_CAP / 30 });
    const beyond = await ok('/sale/bss/receiptList', seller.token, { current: 500, size: 30 });
    expect(beyond).toMatchObject({ current: SEARCH_TOTAL_CAP / 30, total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(beyond.records).toHaveLength(30);
    // A narrower search counts exactly.
    expect(await ok('/sale/bss/receiptList', seller.token, { current: 1, size: 30, cityCode: '110100' })).toMatchObject({
      total: 0,
      records: [],
    });
  }, 90_000);
});
