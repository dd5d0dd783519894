import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inRolledBackTransaction, type TestApp } from '../../../test/harness.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { searchProducts } from '../catalogue/search.ts';
import { reserveStock } from './stock.ts';
import { type Buyer, createBuyer, createSellerWithProduct, orderCall, placeDirect } from './test-kit.ts';

/** A checkout's stock write and the catalogue's "in stock" filter, which reads it through `in_stock`. */
describe('stock reservation', () => {
  let t: TestApp;
  let buyer: Buyer;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createBuyer(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the stock out of every index of products: no key, INCLUDE, expression or predicate holds it', async () => {
    const holding = await rawRows<{ name: string }>(
      t.ctx.db,
      sql`
      select i.indexrelid::regclass::text as name
      from pg_index i
      where i.indrelid = 'products'::regclass
        and (exists (select 1 from unnest(i.indkey::int2[]) as k(attnum)
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                     where a.attname = 'stock')
             or coalesce(pg_get_expr(i.indexprs, i.indrelid), '') ~ '\\mstock\\M'
             or coalesce(pg_get_expr(i.indpred, i.indrelid), '') ~ '\\mstock\\M')`,
    );
    expect(holding).toEqual([]);
    const [covering] = await rawRows<{ definition: string }>(
      t.ctx.db,
      sql`select pg_get_indexdef('products_public_cover_idx'::regclass) as definition`,
    );
    expect(covering?.definition).toContain('in_stock');
  });

  it('writes a reservation that leaves stock as a heap-only update', async () => {
    const seller = await createSellerWithProduct(t, { stock: '5' });
    const heapOnly = await inRolledBackTransaction(t.ctx.db, async (tx) => {
      const reserved = await reserveStock(tx, [{ productId: seller.product.id, quantity: '2' }]);
      expect([...reserved]).toEqual([seller.product.id]);
      const [left] = await rawRows<{ stock: string }>(tx, sql`select stock::text from products where id = ${seller.product.id}`);
      expect(left?.stock).toBe('3.0000');
      // This transaction's own counter: read at once, not through the statistics the server reports later.
      const [counted] = await rawRows<{ n: number }>(
        tx,
        sql`select pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as n`,
      );
      return counted?.n;
    });
    expect(heapOnly).toBe(1);
  });

  it('reserves one product or several, leaving out a product whose stock is short', async () => {
    const plenty = await createSellerWithProduct(t, { stock: '5' });
    const scarce = await createSellerWithProduct(t, { stock: '1' });
    const stockOf = async (tx: typeof t.ctx.db, id: number) =>
      (await rawRows<{ stock: string }>(tx, sql`select stock::text from products where id = ${id}`))[0]?.stock;
    await inRolledBackTransaction(t.ctx.db, async (tx) => {
      const both = await reserveStock(tx, [
        { productId: plenty.product.id, quantity: '1' },
        { productId: scarce.product.id, quantity: '2' },
        { productId: plenty.product.id, quantity: '1.5' },
      ]);
      expect([...both]).toEqual([plenty.product.id]);
      expect(await stockOf(tx, plenty.product.id)).toBe('2.5000');
      expect(await stockOf(tx, scarce.product.id)).toBe('1.0000');
      expect([...(await reserveStock(tx, [{ productId: scarce.product.id, quantity: '1.0001' }]))]).toEqual([]);
      expect([...(await reserveStock(tx, [{ productId: scarce.product.id, quantity: '1' }]))]).toEqual([scarce.product.id]);
      expect(await stockOf(tx, scarce.product.id)).toBe('0.0000');
    });
  });

  it('takes a product sold out by an order out of the in-stock search, and back in when the order is cancelled', async () => {
    const seller = await createSellerWithProduct(t, { stock: '2' });
    const inStockIds = async () => {
      const page = await searchProducts(
        t.ctx,
        { categoryId: seller.product.categoryId, inStock: true, sort: 'newest', current: 1, size: 20 },
        'zh',
      );
      // The total is the count the covering index answers, the records the page's walk.
      return { ids: page.records.map((r) => r.id), total: page.total };
    };
    expect(await inStockIds()).toEqual({ ids: [seller.product.id], total: 1 });

    const order = await placeDirect(t, buyer, seller.product.id, '2');
    expect(await inStockIds()).toEqual({ ids: [], total: 0 });
    const everyStock = await searchProducts(
      t.ctx,
      { categoryId: seller.product.categoryId, sort: 'newest', current: 1, size: 20 },
      'zh',
    );
    expect(everyStock.records.map((r) => [r.id, r.stock])).toEqual([[seller.product.id, '0.0000']]);

    expect((await orderCall(t, seller.token, 'sellercancel', { id: order.id, reason: '无法供货' })).statusCode).toBe(200);
    expect((await orderCall(t, buyer.token, 'buyer/cancel/enter', { id: order.id })).statusCode).toBe(200);
    expect(await inStockIds()).toEqual({ ids: [seller.product.id], total: 1 });
  });
});
