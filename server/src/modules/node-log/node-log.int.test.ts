import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { type Buyer, createBuyer, createSellerWithProduct, orderCall, placeDirect, type Seller } from '../order/test-kit.ts';

describe('/nodeOperationLog/*', () => {
  let t: TestApp;
  let buyer: Buyer;
  let seller: Seller & { product: { id: number } };
  let stranger: Buyer;
  let orderId: number;

  const call = (token: string | undefined, path: string, body: unknown, lang = 'zh') =>
    t.call({
      method: 'POST',
      url: `/api/nodeOperationLog/${path}`,
      ...(token ? { token } : {}),
      headers: { language: lang },
      payload: body as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createBuyer(t);
    seller = await createSellerWithProduct(t);
    stranger = await createBuyer(t);
    orderId = (await placeDirect(t, buyer, seller.product.id)).id;
    const steps = [
      [seller.token, 'updateOrderPrice', { id: orderId, freightAmount: '120.00', reason: '运费按吨计' }],
      [buyer.token, 'buyercancel', { id: orderId, reason: '采购计划变更' }],
      [seller.token, 'seller/cancel/enter', { id: orderId }],
    ] as const;
    for (const [token, path, body] of steps) {
      const res = await orderCall(t, token, path, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('lists an order’s steps to either side, oldest first, each chained to the one before', async () => {
    for (const token of [buyer.token, seller.token]) {
      const res = await call(token, 'list', { bizType: 'order', bizId: orderId });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as { action: string; node: string; actorRole: string; prevHash: string; hash: string }[];
      expect(rows.map((r) => [r.action, r.actorRole, r.node])).toEqual([
        ['place', 'buyer', '待卖家生成合同'],
        ['updatePrice', 'seller', '待卖家生成合同'],
        ['requestCancel', 'buyer', '待卖家生成合同'],
        ['confirmCancel', 'seller', '买家取消订单'],
      ]);
      expect(rows[0]?.prevHash).toBe('');
      expect(rows.slice(1).map((r) => r.prevHash)).toEqual(rows.slice(0, -1).map((r) => r.hash));
    }
    const english = await call(buyer.token, 'list', { bizType: 'order', bizId: orderId }, 'en');
    expect(english.json().data[3].node).toBe('Cancelled by buyer');
  });

  it('verifies the chain, and finds a step changed behind the application’s back', async () => {
    const intact = await call(buyer.token, 'verify', { bizType: 'order', bizId: orderId });
    const rows = (await call(buyer.token, 'list', { bizType: 'order', bizId: orderId })).json().data as {
      id: number;
      hash: string;
    }[];
    expect(intact.json().data).toEqual({ intact: true, rows: 4, head: rows[3]?.hash });
    const second = rows[1]?.id ?? 0;
    await t.ctx.db.execute(sql`alter table node_operation_logs disable trigger node_operation_logs_append_only`);
    try {
      await t.ctx.db.execute(
        sql`update node_operation_logs set detail = detail || '{"freightAmount": "1.00"}' where id = ${second}`,
      );
    } finally {
      await t.ctx.db.execute(sql`alter table node_operation_logs enable trigger node_operation_logs_append_only`);
    }
    const tampered = await call(seller.token, 'verify', { bizType: 'order', bizId: orderId });
    expect(tampered.json().data).toEqual({ intact: false, rows: 4, broken: { id: second, reason: 'hash' } });
  });

  it('answers one step with its place in the chain', async () => {
    const [first] = (await call(buyer.token, 'list', { bizType: 'order', bizId: orderId })).json().data as { id: number }[];
    const res = await call(seller.token, 'detail', { id: first?.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: first?.id, bizType: 'order', bizId: orderId, action: 'place', prevHash: '' });
    expect(res.json().data.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses another company (404), a sub-account without the order permission (403), a visitor (401), bad input (400)', async () => {
    const [first] = (await call(buyer.token, 'list', { bizType: 'order', bizId: orderId })).json().data as { id: number }[];
    for (const [path, body] of [
      ['list', { bizType: 'order', bizId: orderId }],
      ['verify', { bizType: 'order', bizId: orderId }],
      ['detail', { id: first?.id }],
    ] as const) {
      expect(errorOf(await call(stranger.token, path, body)).status, `${path} by a stranger`).toBe(404);
      expect(errorOf(await call(undefined, path, body)).status, `${path} by a visitor`).toBe(401);
    }
    const clerk = await createSubAccount(t, buyer.company.id, ['company.address']);
    expect(errorOf(await call(await tokenFor(t, clerk.id), 'list', { bizType: 'order', bizId: orderId })).status).toBe(403);
    expect(errorOf(await call(buyer.token, 'list', { bizType: 'receipt', bizId: orderId })).status).toBe(404);
    expect(errorOf(await call(buyer.token, 'list', { bizType: 'order', bizId: orderId + 1000 })).status).toBe(404);
    expect(errorOf(await call(buyer.token, 'detail', { id: 9_999_999 })).status).toBe(404);
    const bad = errorOf(await call(buyer.token, 'list', { bizType: 'order', bizId: 'x' }));
    expect([bad.status, bad.field]).toEqual([400, 'bizId']);
  });
});
