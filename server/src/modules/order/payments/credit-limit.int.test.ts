import { PREPAY_ONLY } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../../test/harness.ts';
import { products } from '../../product/tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct, orderCall, placeOnTerms, type Seller } from '../test-kit.ts';

let t: TestApp;
let seller: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSellerWithProduct(t, { stock: '1000.0000', price: '4860.00' });
  await t.ctx.db
    .update(products)
    .set({ paymentTerms: { ...PREPAY_ONLY, credit: true } })
    .where(eq(products.id, seller.product.id));
}, 60_000);
afterAll(() => t.close());

const grant = async (buyer: Buyer, limitAmount: string | null) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/shop/credit/save',
    token: seller.token,
    payload: { creditCode: buyer.company.creditCode, days: 30, limitAmount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const creditOf = async (buyer: Buyer) => {
  const list = await t.call({ method: 'POST', url: '/api/shop/credit/list', token: seller.token, payload: { size: 100 } });
  return list.json().data.records.find((c: { buyerCompanyId: number }) => c.buyerCompanyId === buyer.company.id);
};
const terms = async (buyer: Buyer, quantity: string) => {
  const settle = (await orderCall(t, buyer.token, 'settle', { productId: seller.product.id, quantity })).json().data;
  return { terms: settle.groups[0].termOptions.map((o: { term: string }) => o.term), warnings: settle.warnings as string[] };
};
const placeOnCredit = (buyer: Buyer, quantity: string) => placeOnTerms(t, buyer, seller, 'credit', quantity);

describe('a credit limit (授信额度)', () => {
  it('offers credit while the order fits what is left of it, and refuses the order that passes it', async () => {
    const buyer = await createBuyer(t);
    expect(await grant(buyer, '10000.00')).toMatchObject({ limitAmount: '10000.00', usedAmount: '0.00' });
    expect((await terms(buyer, '2')).terms).toContain('credit');
    // 3 t × 4860.00 = 14580.00 passes the limit: credit is not offered, and the buyer is told why.
    const over = await terms(buyer, '3');
    expect(over.terms).not.toContain('credit');
    expect(over.warnings).toContain(
      `店铺「${seller.shop.name}」给贵企业的账期额度可用 ¥10000.00，不足以支付本单，请选择其他付款方式`,
    );

    expect((await placeOnCredit(buyer, '2')).statusCode).toBe(200);
    expect(await creditOf(buyer)).toMatchObject({ limitAmount: '10000.00', usedAmount: '9720.00' });
    // 280.00 left: one more tonne on credit is refused, by the settle and by the placement.
    expect((await terms(buyer, '1')).terms).not.toContain('credit');
    expect(errorOf(await placeOnCredit(buyer, '1'))).toMatchObject({
      status: 409,
      msg: `店铺「${seller.shop.name}」给贵企业的账期额度可用 ¥280.00，不足以支付本单，请选择其他付款方式`,
    });
    // No limit: credit for any amount.
    expect(await grant(buyer, null)).toMatchObject({ limitAmount: null, usedAmount: '9720.00' });
    expect((await terms(buyer, '100')).terms).toContain('credit');
    expect(
      errorOf(
        await t.call({
          method: 'POST',
          url: '/api/shop/credit/save',
          token: seller.token,
          payload: { creditCode: buyer.company.creditCode, days: 30, limitAmount: '-1' },
        }),
      ),
    ).toMatchObject({ status: 400, field: 'limitAmount' });
  });

  it('lets concurrent checkouts on one limit place only what it holds', async () => {
    const buyer = await createBuyer(t);
    await grant(buyer, '20000.00');
    // Two orders of 9720.00 fit in 20000.00; a third would not.
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeOnCredit(buyer, '2')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await creditOf(buyer)).toMatchObject({ usedAmount: '19440.00' });
  });
});
