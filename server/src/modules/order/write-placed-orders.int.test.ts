import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inRolledBackTransaction, type TestApp } from '../../../test/harness.ts';
import { nodeOperationLogs } from '../../platform/flow/tables.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { orderItems, orders } from './tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct } from './test-kit.ts';
import { type LineToPlace, writePlacedOrders } from './write-placed-orders.ts';

describe('writePlacedOrders', () => {
  let t: TestApp;
  let buyer: Buyer;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createBuyer(t);
  });
  afterAll(async () => t?.close());

  const lineOf = (productId: number, name: string, quantity: string, amount: string): LineToPlace => ({
    productId,
    name,
    casNumber: '67-56-1',
    grade: null,
    purity: '99.9%',
    packaging: 1,
    unit: '吨',
    price: '2500.00',
    quantity,
    amount,
    isDangerous: false,
    unNumber: null,
    hazardClass: null,
  });

  it('answers the orders of several shops and their lines as they are then read back, each line under its order', async () => {
    const first = await createSellerWithProduct(t);
    const second = await createSellerWithProduct(t);
    const third = await putProduct(t, second, second.product.categoryId, { name: '乙醇' });
    const dangerous = {
      ...lineOf(third.id, '乙醇', '2.0000', '5000.00'),
      isDangerous: true,
      unNumber: 'UN1170',
      hazardClass: '3',
    };
    const address = {
      contactName: '李四',
      contactMobile: '13900001111',
      province: '上海市',
      city: '市辖区',
      area: '浦东新区',
      detail: '张江路 100 号',
      fullAddress: '上海市市辖区浦东新区张江路 100 号',
    };
    const invoice = { type: 'normal' as const, title: '买方公司', taxNumber: '91310115MA1H000000' };
    const { answered, readBack } = await inRolledBackTransaction(t.ctx.db, async (tx) => {
      const answered = await writePlacedOrders(tx, {
        buyerCompanyId: buyer.company.id,
        buyerUserId: buyer.user.id,
        deliveryMode: 'logistics',
        address,
        invoice,
        direct: false,
        orders: [
          {
            shopId: second.shop.id,
            sellerCompanyId: second.company.id,
            goodsAmount: '7500.00',
            remark: '吨桶请贴危化标签',
            terms: { term: 'deposit', depositPercent: 30, dueDays: 15 },
            lines: [lineOf(second.product.id, '甲醇', '1.0000', '2500.00'), dangerous],
          },
          {
            shopId: first.shop.id,
            sellerCompanyId: first.company.id,
            goodsAmount: '3750.00',
            remark: null,
            terms: { term: 'prepay', depositPercent: null, dueDays: 0 },
            lines: [lineOf(first.product.id, '甲醇', '1.5000', '3750.00')],
          },
        ],
      });
      const ids = answered.orders.map((o) => o.id);
      return {
        answered,
        readBack: {
          orders: await tx.select().from(orders).where(inArray(orders.id, ids)),
          items: await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
          steps: await tx
            .select()
            .from(nodeOperationLogs)
            .where(and(eq(nodeOperationLogs.bizType, 'order'), inArray(nodeOperationLogs.bizId, ids))),
        },
      };
    });
    // In the order given: the second shop first.
    expect(answered.orders.map((o) => o.shopId)).toEqual([second.shop.id, first.shop.id]);
    expect(answered.orders).toEqual(readBack.orders.sort((a, b) => a.id - b.id));
    expect(answered.orders[0]).toMatchObject({
      status: 10,
      goodsAmount: '7500.00',
      freightAmount: '0.00',
      totalAmount: '7500.00',
      remark: '吨桶请贴危化标签',
      address,
      invoice,
      paymentProofKeys: [],
      currency: 'CNY',
      paymentTerm: 'deposit',
      depositPercent: 30,
      dueDays: 15,
      paidAmount: '0.00',
    });
    expect(answered.orders[1]).toMatchObject({ paymentTerm: 'prepay', depositPercent: null, dueDays: 0 });
    expect(answered.orders[0]?.createdAt).toBeInstanceOf(Date);
    expect(answered.orders.map((o) => o.orderNo)).toEqual(readBack.orders.map((o) => o.orderNo));
    expect([...answered.items].sort((a, b) => a.id - b.id)).toEqual(readBack.items);
    const [secondOrder, firstOrder] = answered.orders;
    expect(readBack.items.filter((i) => i.orderId === secondOrder?.id).map((i) => [i.name, i.quantity, i.unNumber])).toEqual([
      ['甲醇', '1.0000', null],
      ['乙醇', '2.0000', 'UN1170'],
    ]);
    expect(readBack.items.filter((i) => i.orderId === firstOrder?.id).map((i) => i.productId)).toEqual([first.product.id]);
    expect(readBack.items.every((i) => i.originalPrice === i.price)).toBe(true);
    expect(readBack.steps.map((s) => [s.bizId, s.action, s.actorRole, s.actorUserId, s.toState, s.detail]).sort()).toEqual(
      answered.orders.map((o) => [o.id, 'place', 'buyer', buyer.user.id, '10', { direct: false }]).sort(),
    );
    const [kept] = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, firstOrder?.id ?? 0));
    expect(kept).toBeUndefined();
  });
});
