import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
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
});
