import { chinaDate, ORDER_STATUS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../test/harness.ts';
import { enqueueJob, runDueJobs } from '../../platform/jobs/queue.ts';
import { jobs } from '../../platform/jobs/tables.ts';
import { NOTIFY_JOB_HANDLERS } from '../../platform/notify/deliver.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { chemicals } from '../chemical/tables.ts';
import { orders } from '../order/tables.ts';
import { createBuyer, placeDirect } from '../order/test-kit.ts';
import { productPriceHistory, products } from '../product/tables.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { computeMarketDay, MARKET_PRICES_JOB } from './compute-prices.ts';
import { MARKET_PRICE_JOB_HANDLERS } from './jobs.ts';

const DAY_MS = 24 * 3600 * 1000;
const today = chinaDate();
const yesterday = chinaDate(new Date(Date.now() - DAY_MS));
const twoDaysAgo = chinaDate(new Date(Date.now() - 2 * DAY_MS));

/**
 * 甲醇 offered by the tonne (100 t at 2,500.00), by the 160 kg drum (20 drums at 415.00: 3.2 t at 2,593.75) and by the
 * kilogram (500 kg at 6.50: 0.5 t at 6,500.00); a bottle without a net weight, an offer off shelf and one out of stock
 * do not count. 乙醇: 10 t at 5,200.00.
 */
describe('market prices (行情)', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await createSeller(t);
    const category = await createCategory(t, { name: '醇类' });
    const put = (name: string, input: Omit<Parameters<typeof putProduct>[3], 'name'>) =>
      putProduct(t, seller, category.id, { name, ...input }).then((row) => row.id);
    ids.tonne = await put('甲醇 优等品', { price: '2500.00', stock: '100.0000', daysAgo: 5 });
    ids.drum = await put('甲醇 桶装', { unit: '桶', unitWeightKg: '160', price: '415.00', stock: '20.0000' });
    ids.kilo = await put('甲醇 分析纯', { unit: '千克', price: '6.50', stock: '500.0000' });
    ids.bottle = await put('甲醇 瓶装', { unit: '瓶', price: '30.00', stock: '10.0000' });
    ids.offShelf = await put('甲醇', { price: '9999.00', publishStatus: 0 });
    ids.empty = await put('甲醇', { price: '9999.00', stock: '0.0000' });
    ids.ethanol = await put('乙醇', { casNumber: '64-17-5', price: '5200.00', stock: '10.0000' });
    await t.ctx.db.insert(chemicals).values({ casNumber: '67-56-1', nameZh: '甲醇', nameEn: 'Methanol' });
  });
  afterAll(() => t.close());

  const list = async (payload: Record<string, unknown> = {}, lang = 'zh') => {
    const res = await t.call({ method: 'POST', url: '/api/market/price/list', payload, headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; records: Record<string, unknown>[] };
  };

  it('answers an empty list before the first computation', async () => {
    // Kept a minute like every list answer: a page size of its own keeps the tests below from reading it.
    expect(await list({ size: 30 })).toMatchObject({ total: 0, records: [] });
  });

  it("weighs each offer by its stock in tonnes, and adds the day's completed orders; a day's late orders join it the next morning", async () => {
    // Yesterday as its last run saw it: the offers only.
    expect(await computeMarketDay(t.ctx.db, yesterday, 'now')).toBe(2);
    const buyer = await createBuyer(t);
    // Today: 30 t of the tonne offer completed (75,000.00), and its price raised to 2,600.00.
    const order = await placeDirect(t, buyer, ids.tonne as number, '30');
    await t.ctx.db
      .update(orders)
      .set({ status: ORDER_STATUS.COMPLETE, statusChangedAt: new Date() })
      .where(eq(orders.id, order.id));
    await t.ctx.db
      .update(products)
      .set({ price: '2600.00' })
      .where(eq(products.id, ids.tonne as number));
    // Two drums (0.32 t, 830.00) completed a minute before yesterday's midnight, after its last run.
    const late = await placeDirect(t, buyer, ids.drum as number, '2');
    await t.ctx.db
      .update(orders)
      .set({ status: ORDER_STATUS.COMPLETE, statusChangedAt: new Date(new Date(`${today}T00:00:00+08:00`).getTime() - 60_000) })
      .where(eq(orders.id, late.id));

    await enqueueJob(t.ctx, { kind: MARKET_PRICES_JOB });
    const ran = await runDueJobs(t.ctx, { ...MARKET_PRICE_JOB_HANDLERS, ...NOTIFY_JOB_HANDLERS }, { limit: 100 });
    expect(ran.map((job) => job.kind)).toContain(MARKET_PRICES_JOB);
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.kind, MARKET_PRICES_JOB));
    expect(job?.result).toEqual({ day: today, commodities: 2, yesterday: 1 });

    const page = await list();
    expect(page.total).toBe(2);
    expect(page.records[0]).toMatchObject({
      casNumber: '67-56-1',
      name: '甲醇',
      day: today,
      // Offers: 70 t at 2,600.00 + 18 drums (2.88 t) at 415.00 + 0.5 t at 6,500.00 = 192,720.00 for 73.38 t.
      offerPrice: '2626.33',
      offerTonnes: '73.3800',
      offerCount: 3,
      dealPrice: '2500.00',
      dealTonnes: '30.0000',
      dealCount: 1,
      // (192,720.00 + 75,000.00) ÷ 103.38 t.
      price: '2589.67',
      previousDay: yesterday,
      // Yesterday: (261,550.00 of offers + 830.00 of late drums) ÷ (103.7 + 0.32) t.
      previousPrice: '2522.40',
      changePercent: '2.67',
      trend: 'up',
    });
    expect(page.records[1]).toMatchObject({
      casNumber: '64-17-5',
      name: '乙醇',
      price: '5200.00',
      changePercent: '0.00',
      trend: 'same',
      dealPrice: null,
    });
  });

  it('finds a commodity by its English name, its CAS number however typed, or a part of its name; in English', async () => {
    expect((await list({ keyword: 'methanol' })).records.map((r) => r.casNumber)).toEqual(['67-56-1']);
    expect((await list({ keyword: '67561' })).records.map((r) => r.casNumber)).toEqual(['67-56-1']);
    expect((await list({ keyword: '乙' })).records.map((r) => r.casNumber)).toEqual(['64-17-5']);
    expect((await list({ keyword: '不存在' })).total).toBe(0);
    expect((await list({}, 'en')).records[0]?.name).toBe('Methanol');
    expect(errorOf(await t.call({ method: 'POST', url: '/api/market/price/list', payload: { size: 7 } }))).toMatchObject({
      status: 400,
      field: 'size',
    });
  });

  it("answers a commodity's days oldest first, and 404 or 400 for what it cannot", async () => {
    const res = await t.call({ method: 'GET', url: '/api/market/price/history?casNumber=67-56-1&days=30' });
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json().data;
    expect(history).toMatchObject({ casNumber: '67-56-1', nameZh: '甲醇', nameEn: 'Methanol', latest: { price: '2589.67' } });
    expect(history.days.map((d: { day: string; price: string }) => [d.day, d.price])).toEqual([
      [yesterday, '2522.40'],
      [today, '2589.67'],
    ]);
    expect(history.days[0]).toMatchObject({ offerPrice: '2522.18', dealPrice: '2593.75', dealTonnes: '0.3200' });
    const none = await t.call({ method: 'GET', url: '/api/market/price/history?casNumber=64-19-7' });
    expect(errorOf(none)).toMatchObject({ status: 404, msg: '该商品暂无行情' });
    for (const query of ['casNumber=67-56-2', 'casNumber=67-56-1&days=7', 'days=30']) {
      const bad = await t.call({ method: 'GET', url: `/api/market/price/history?${query}` });
      expect(errorOf(bad).status, query).toBe(400);
    }
  });

  it('lists the offers a figure counts, the largest in tonnes first, each per tonne', async () => {
    const res = await t.call({ method: 'GET', url: '/api/market/price/offers?casNumber=67-56-1' });
    expect(res.statusCode, res.body).toBe(200);
    const { count, offers } = res.json().data;
    expect(count).toBe(3);
    expect(offers.map((o: Record<string, unknown>) => [o.productId, o.tonnePrice, o.tonnes])).toEqual([
      [ids.tonne, '2600.00', '70.0000'],
      [ids.drum, '2593.75', '2.8800'],
      [ids.kilo, '6500.00', '0.5000'],
    ]);
  });

  it('forgets a commodity whose offers left the shelf since the last run, leaves out dollar orders, weighs a 250 g bottle exactly', async () => {
    const seller = await t.ctx.db
      .select()
      .from(products)
      .where(eq(products.id, ids.ethanol as number));
    const place = { shop: { id: seller[0]?.shopId as number }, company: { id: seller[0]?.companyId as number } };
    await putProduct(t, place, seller[0]?.categoryId as number, {
      name: '纯水 250g',
      casNumber: '7732-18-5',
      unit: '瓶',
      unitWeightKg: '0.25',
      price: '10.00',
      stock: '1.0000',
    });
    await t.ctx.db
      .update(products)
      .set({ publishStatus: 0 })
      .where(eq(products.id, ids.ethanol as number));
    // A completed order priced in dollars: 1 kg at "6.50" is not 6.50 yuan.
    const buyer = await createBuyer(t);
    const dollars = await placeDirect(t, buyer, ids.kilo as number, '25');
    await t.ctx.db
      .update(orders)
      .set({ status: ORDER_STATUS.COMPLETE, statusChangedAt: new Date(), currency: 'USD' })
      .where(eq(orders.id, dollars.id));
    expect(await computeMarketDay(t.ctx.db, today, 'now')).toBe(2);
    const page = await list({ size: 50 });
    expect(page.records.map((r) => r.casNumber).sort()).toEqual(['67-56-1', '7732-18-5']);
    expect(page.records.find((r) => r.casNumber === '67-56-1')).toMatchObject({ dealCount: 1, dealPrice: '2500.00' });
    // 10.00 for 0.00025 t.
    expect(page.records.find((r) => r.casNumber === '7732-18-5')).toMatchObject({ price: '40000.00', offerTonnes: '0.0003' });
    const gone = await t.call({ method: 'GET', url: '/api/market/price/history?casNumber=64-17-5&days=180' });
    expect(errorOf(gone).status).toBe(404);
  });

  it('rebuilds a past day from the price history: the offers published by then, each at its price of that day', async () => {
    await t.ctx.db.insert(productPriceHistory).values({
      productId: ids.tonne as number,
      price: '2400.00',
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    });
    expect(await computeMarketDay(t.ctx.db, twoDaysAgo, 'as of the day end')).toBe(1);
    // Another length of history than the test before, whose answer is kept a minute.
    const res = await t.call({ method: 'GET', url: '/api/market/price/history?casNumber=67-56-1&days=90' });
    expect(res.json().data.days[0]).toMatchObject({ day: twoDaysAgo, offerPrice: '2400.00', offerCount: 1, dealCount: 0 });
  });
});
