import { count, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { cartItems } from '../cart/tables.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { products } from '../product/tables.ts';
import { orderItems, orders } from './tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct } from './test-kit.ts';

/**
 * DESIGN §3: PGlite serialises every transaction, so only a real PostgreSQL pool can show an
 * oversell. 200 concurrent buy-now requests of one unit against a stock of 50.
 */
describe.skipIf(!inject('pgTemplateUrl'))('concurrent checkout on PostgreSQL', () => {
  let t: TestApp;
  let buyers: Buyer[];
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await createSellerWithProduct(t, { stock: '50.0000' });
    productId = seller.product.id;
    buyers = await Promise.all(Array.from({ length: 4 }, () => createBuyer(t)));
  }, 60_000);
  afterAll(async () => t?.close());

  it('sells exactly 50 of 200 concurrent orders, never below zero, nothing half-made', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const buyer = buyers[i % buyers.length] as Buyer;
        return t.call({
          method: 'POST',
          url: '/api/order/direct/putorder',
          token: buyer.token,
          payload: { productId, quantity: '1', addressId: buyer.address.id, deliveryMode: 'sellerDelivery' },
        });
      }),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);

    const [product] = await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(product?.stock).toBe('0.0000');
    const [made] = await t.ctx.db.select({ n: count() }).from(orders);
    const [lines] = await t.ctx.db.select({ n: count(), sold: sum(orderItems.quantity) }).from(orderItems);
    expect(made?.n).toBe(50);
    expect(lines?.n).toBe(50);
    expect(Number(lines?.sold)).toBe(50);
  }, 120_000);

  it('places two-line carts at once: exactly the stock sold, every loser a 409', async () => {
    const seller = await createSellerWithProduct(t, { stock: '10.0000' });
    const second = await putProduct(t, seller, seller.product.categoryId, { name: '乙醇', stock: '10.0000' });
    const carts = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const buyer = await createBuyer(t);
        // Half the carts name the products in the opposite order.
        const cartIds: number[] = [];
        for (const product of i % 2 ? [second.id, seller.product.id] : [seller.product.id, second.id]) {
          const [line] = await t.ctx.db
            .insert(cartItems)
            .values({ userId: buyer.user.id, productId: product, quantity: '1.0000' })
            .returning({ id: cartItems.id });
          if (line) cartIds.push(line.id);
        }
        return { buyer, cartIds };
      }),
    );
    const results = await Promise.all(
      carts.map(({ buyer, cartIds }) =>
        t.call({
          method: 'POST',
          url: '/api/order/putorder',
          token: buyer.token,
          payload: { cartIds, addressId: buyer.address.id, deliveryMode: 'sellerDelivery' },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const stocks = await t.ctx.db
      .select({ stock: products.stock })
      .from(products)
      .where(inArray(products.id, [seller.product.id, second.id]));
    expect(stocks.map((p) => p.stock)).toEqual(['0.0000', '0.0000']);
  }, 120_000);

  it('acts once for concurrent retries with one Idempotency-Key, every retry answered the first answer', async () => {
    const seller = await createSellerWithProduct(t, { stock: '100.0000' });
    const buyer = await createBuyer(t);
    const [line] = await t.ctx.db
      .insert(cartItems)
      .values({ userId: buyer.user.id, productId: seller.product.id, quantity: '1.0000' })
      .returning({ id: cartItems.id });
    const place = (url: string, payload: object, key: string) =>
      t.call({ method: 'POST', url, token: buyer.token, headers: { 'idempotency-key': key }, payload });
    const delivery = { addressId: buyer.address.id, deliveryMode: 'sellerDelivery' };
    // From the cart: the retries find the line taken once the first attempt commits.
    const fromCart = await Promise.all(
      Array.from({ length: 6 }, () => place('/api/order/putorder', { cartIds: [line?.id], ...delivery }, 'cart-retry-0001')),
    );
    // Buy now: every retry could act on its own (stock enough for all), so only the key stops them.
    const direct = await Promise.all(
      Array.from({ length: 6 }, () =>
        place('/api/order/direct/putorder', { productId: seller.product.id, quantity: '2', ...delivery }, 'buy-retry-0001'),
      ),
    );
    for (const answers of [fromCart, direct]) {
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const ids = new Set(answers.map((r) => r.json().data.orders[0].id));
      expect(ids.size).toBe(1);
    }
    const made = await t.ctx.db
      .select({ quantity: orderItems.quantity })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.buyerCompanyId, buyer.company.id));
    expect(made.map((m) => m.quantity).sort()).toEqual(['1.0000', '2.0000']);
    const [product] = await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, seller.product.id));
    expect(product?.stock).toBe('97.0000');
  }, 120_000);
});
