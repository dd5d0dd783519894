import { type MessageKey, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { orderItems } from '../order/tables.ts';
import { createBuyer } from '../order/test-kit.ts';
import { productPriceHistory } from './tables.ts';
import { createCategory, createSeller, day, uploadFor } from './test-kit.ts';

const said = (key: MessageKey) => translate(key, 'zh');

/**
 * 阶梯价: an offer's quantity tiers, saved with the product and checked as it is, shown to buyers, applied in the
 * cart's prices and at checkout — each boundary exactly — and kept under a new base price.
 */
describe('quantity prices', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let buyer: Awaited<ReturnType<typeof createBuyer>>;
  let operator: string;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t);
    buyer = await createBuyer(t);
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    categoryId = (await createCategory(t, { name: '醇类' })).id;
  }, 60_000);
  afterAll(() => t?.close());

  const post = (url: string, token: string | undefined, payload: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, ...(token ? { token } : {}) });
  const ok = async (url: string, token: string | undefined, payload: Record<string, unknown> = {}) => {
    const res = await post(url, token, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const TIERS = [
    { minQty: '30', price: '2350.00' },
    { minQty: '100', price: '2300.50' },
  ];
  const body = async (overrides: Record<string, unknown> = {}) => ({
    categoryId,
    name: '甲醇',
    casNumber: '67-56-1',
    packaging: 6,
    unit: '吨',
    price: '2400.00',
    minOrderQty: '10',
    stock: '500',
    deliveryPlace: '江苏省南京市化学工业园区',
    validUntil: day(30),
    images: [await uploadFor(t, seller.user.id)],
    priceTiers: TIERS,
    ...overrides,
  });

  it('saves the tiers with the product and refuses tiers it could not honour', async () => {
    const refusal = async (priceTiers: unknown) => errorOf(await post('/product/save', seller.token, await body({ priceTiers })));
    expect(await refusal([{ minQty: '10', price: '2300' }])).toMatchObject({
      status: 400,
      field: 'priceTiers.0.minQty',
      data: { reason: said('product.tierBelowMinimum') },
    });
    expect(
      await refusal([
        { minQty: '50', price: '2300' },
        { minQty: '40', price: '2200' },
      ]),
    ).toMatchObject({ status: 400, field: 'priceTiers.1.minQty', data: { reason: said('product.tierQtyNotRising') } });
    expect(await refusal([{ minQty: '30', price: '2400.00' }])).toMatchObject({
      status: 400,
      field: 'priceTiers.0.price',
      data: { reason: said('product.tierPriceNotFalling') },
    });
    expect(
      await refusal(Array.from({ length: 6 }, (_, i) => ({ minQty: String(20 + i), price: String(2300 - i) }))),
    ).toMatchObject({
      status: 400,
      field: 'priceTiers',
    });
    expect(await refusal([{ minQty: 'abc', price: '2300' }])).toMatchObject({ status: 400, field: 'priceTiers.0.minQty' });

    const saved = await ok('/product/save', seller.token, { ...(await body()), submit: true });
    expect(saved.priceTiers).toEqual([
      { minQty: '30.0000', price: '2350.00' },
      { minQty: '100.0000', price: '2300.50' },
    ]);
  });

  it('prices each quantity by the tier it reaches, in the cart and at checkout, and keeps the tiers under a new price', async () => {
    const saved = await ok('/product/save', seller.token, { ...(await body()), submit: true });
    await ok('/admin/product/audit', operator, { id: saved.id, approve: true });
    await ok('/product/UPProduct', seller.token, { id: saved.id });
    expect((await ok('/product/details', undefined, { id: saved.id })).priceTiers).toHaveLength(2);

    const priced = await ok('/ordercart/getprice', undefined, {
      items: ['10', '29.9999', '30', '99.9999', '100', '250'].map((quantity) => ({ productId: saved.id, quantity })),
    });
    expect(priced.items.map((item: { price: string; amount: string }) => [item.price, item.amount])).toEqual([
      ['2400.00', '24000.00'],
      ['2400.00', '71999.76'],
      ['2350.00', '70500.00'],
      ['2350.00', '234999.77'],
      ['2300.50', '230050.00'],
      ['2300.50', '575125.00'],
    ]);
    expect(priced.items[2].tier).toEqual({ minQty: '30.0000', price: '2350.00' });
    expect(priced.items[0].tier).toBeNull();

    // Checkout places the line at the tier's price.
    const placed = await ok('/order/direct/putorder', buyer.token, {
      productId: saved.id,
      quantity: '100',
      addressId: buyer.address.id,
      deliveryMode: 'sellerDelivery',
    });
    const [order] = placed.orders;
    expect(order.totalAmount).toBe('230050.00');
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ price: '2300.50', quantity: '100.0000' });

    // A new base price keeps the tiers while they stay below it; one under a tier is refused naming it.
    expect(errorOf(await post('/product/update/price', seller.token, { id: saved.id, price: '2350.00' }))).toMatchObject({
      status: 400,
      field: 'priceTiers.0.price',
      msg: expect.stringContaining(said('product.tierPriceNotFalling')),
    });
    const lowered = await ok('/product/update/price', seller.token, {
      id: saved.id,
      price: '2350.00',
      priceTiers: [{ minQty: '50', price: '2320.00' }],
    });
    expect(lowered).toMatchObject({ price: '2350.00', priceTiers: [{ minQty: '50.0000', price: '2320.00' }] });
    const tiersOnly = await ok('/product/update/price', seller.token, { id: saved.id, price: '2350.00', priceTiers: [] });
    expect(tiersOnly).toMatchObject({ price: '2350.00', priceTiers: [] });
    const history = await t.ctx.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, saved.id));
    expect(history.map((h) => h.price)).toEqual(['2400.00', '2350.00']);
  });
});
