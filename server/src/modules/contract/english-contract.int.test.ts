import { usdInWords } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, lastSmsCode, type TestApp, tokenFor } from '../../../test/harness.ts';
import { inspectPdf } from '../../../test/pdf-inspect.ts';
import { nodeOperationsOf } from '../../platform/flow/node-log.ts';
import {
  type Buyer,
  createBuyer,
  createSellerWithProduct,
  orderCall,
  orderRow,
  placeDirect,
  type Seller,
} from '../order/test-kit.ts';
import { products } from '../product/tables.ts';
import { grantLicence } from '../product/test-kit.ts';
import { approveSeal } from './test-kit.ts';

/**
 * SPEC §2 /englishContract: an order switched to US dollars before its contract gets the platform's English
 * contract (amount in English words, Incoterms-style delivery term, T/T), signed with the same SMS
 * code and seal rules.
 */

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };
let other: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  await grantLicence(t, buyer.company.id);
  seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00', isDangerous: true });
  await grantLicence(t, seller.company.id);
  other = await createSellerWithProduct(t);
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
}, 60_000);
afterAll(async () => t?.close());

const call = (token: string, path: string, payload: Record<string, unknown>) => orderCall(t, token, path, payload);
const textOf = async (bytes: Buffer) => (await inspectPdf(bytes)).pages.map((page) => page.text).join('');
const imagesIn = async (bytes: Buffer) => (await inspectPdf(bytes)).pages.reduce((n, p) => n + p.imageCount, 0);
/** The extracted PDF text has no whitespace. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** Places an order of 2 and switches it to USD: 356.78 a unit, freight 25.50 → total 739.06. */
async function usdOrder() {
  const order = await placeDirect(t, buyer, seller.product.id, '2');
  const detail = (await call(seller.token, 'detail', { id: order.id })).json().data;
  const switched = await call(seller.token, 'updateOrderPrice', {
    id: order.id,
    currency: 'USD',
    items: [{ itemId: detail.items[0].id, price: '356.78' }],
    freightAmount: '25.5',
    reason: 'Export order priced in US dollars',
  });
  expect(switched.statusCode, switched.body).toBe(200);
  return { order, itemId: detail.items[0].id as number, view: switched.json().data };
}

async function sign(token: string, mobile: string, id: number) {
  const sent = await call(token, 'send/sms/sign/code', { id });
  expect(sent.statusCode, sent.body).toBe(200);
  return call(token, 'sign/contract', { id, code: await lastSmsCode(t, mobile) });
}

describe('switching an order to US dollars (/order/updateOrderPrice with currency)', () => {
  it('reprices every line and the freight exactly, records it on the timeline and shows the currency everywhere', async () => {
    const { order, view } = await usdOrder();
    expect(view).toMatchObject({
      currency: 'USD',
      goodsAmount: '713.56',
      freightAmount: '25.50',
      totalAmount: '739.06',
      priceAdjusted: true,
    });
    expect(view.items[0].price).toBe('356.78');
    expect(await orderRow(t, order.id)).toMatchObject({ currency: 'USD', totalAmount: '739.06' });
    const events = await nodeOperationsOf(t.ctx.db, 'order', order.id);
    expect(events.find((e) => e.action === 'updatePrice')?.detail).toMatchObject({ currency: { old: 'CNY', new: 'USD' } });
    // The buyer's views and lists carry it too.
    expect((await call(buyer.token, 'detail', { id: order.id })).json().data.currency).toBe('USD');
    const list = (await call(buyer.token, 'buyer/orderlist', { current: 1, size: 50 })).json().data.records;
    expect(list.find((r: { id: number }) => r.id === order.id).currency).toBe('USD');
  });

  it('a new order is CNY; a currency change without every price and the freight is refused (400)', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const detail = (await call(seller.token, 'detail', { id: order.id })).json().data;
    expect(detail.currency).toBe('CNY');
    const noFreight = await call(seller.token, 'updateOrderPrice', {
      id: order.id,
      currency: 'USD',
      items: [{ itemId: detail.items[0].id, price: '350' }],
      reason: 'x',
    });
    expect(errorOf(noFreight)).toMatchObject({ status: 400, field: 'freightAmount' });
    const noItems = await call(seller.token, 'updateOrderPrice', {
      id: order.id,
      currency: 'USD',
      freightAmount: '0',
      reason: 'x',
    });
    expect(errorOf(noItems)).toMatchObject({ status: 400, field: 'items' });
    const euro = await call(seller.token, 'updateOrderPrice', { id: order.id, currency: 'EUR', freightAmount: '0', reason: 'x' });
    expect(errorOf(euro)).toMatchObject({ status: 400, field: 'currency' });
    // Nothing changed.
    expect(await orderRow(t, order.id)).toMatchObject({ currency: 'CNY', priceAdjusted: false });
  });

  it('refuses the buyer and another company (404), a sub-account without shop.order (403), no login (401)', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const detail = (await call(seller.token, 'detail', { id: order.id })).json().data;
    const body = {
      id: order.id,
      currency: 'USD',
      items: [{ itemId: detail.items[0].id, price: '350' }],
      freightAmount: '0',
      reason: 'x',
    };
    expect(errorOf(await call(buyer.token, 'updateOrderPrice', body)).status).toBe(404);
    expect(errorOf(await call(other.token, 'updateOrderPrice', body)).status).toBe(404);
    const clerk = await createSubAccount(t, seller.company.id, ['contract.sign']);
    expect(errorOf(await call(await tokenFor(t, clerk.id), 'updateOrderPrice', body)).status).toBe(403);
    const anonymous = await t.call({ method: 'POST', url: '/api/order/updateOrderPrice', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderRow(t, order.id)).currency).toBe('CNY');
  });

  it('is refused once the contract is generated (409) and allowed again after it is cancelled', async () => {
    const { order, itemId } = await usdOrder();
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    const back = {
      id: order.id,
      currency: 'CNY',
      items: [{ itemId, price: '2500' }],
      freightAmount: '0',
      reason: 'Back to RMB',
    };
    expect(errorOf(await call(seller.token, 'updateOrderPrice', back)).status).toBe(409);
    const cancelled = await call(seller.token, 'cancelContract', { id: order.id, reason: 'Buyer pays in RMB' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await call(seller.token, 'updateOrderPrice', back);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ currency: 'CNY', totalAmount: '5000.00' });
    // Its next contract is the Chinese one again.
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    const pdf = await textOf((await call(seller.token, 'contract/download', { id: order.id })).rawPayload);
    expect(pdf).toContain('化工产品买卖合同');
  });
});

describe('the English contract of a USD order', () => {
  it('is drawn from the English template, with US$ amounts, the amount in words and the dangerous-goods article; both sign as usual', async () => {
    const { order } = await usdOrder();
    const generated = await call(seller.token, 'contract/generate', { id: order.id });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().data).toMatchObject({ currency: 'USD', totalAmount: '739.06', orderStatus: 37 });

    const unsigned = (await call(buyer.token, 'contract/download', { id: order.id })).rawPayload;
    const text = await textOf(unsigned);
    for (const expected of [
      'SALES CONTRACT FOR CHEMICAL PRODUCTS',
      'Article 1 Commodity, Specification, Quantity and Price',
      'Unit price (US$)',
      'Total contract value: US$ 739.06',
      usdInWords('739.06'),
      'SAY US DOLLARS SEVEN HUNDRED THIRTY-NINE AND CENTS SIX ONLY',
      'Dangerous Goods',
      'UN1230',
      'Class 3',
      'DAP (Delivered at Place), Incoterms® 2020',
      'Telegraphic transfer (T/T)',
      'THE SELLER (Party A)',
      'To be signed',
      `Contract No.: ${generated.json().data.contractNo}`,
      'Page 1 of',
      seller.company.name,
      buyer.company.name,
    ]) {
      expect(text, expected).toContain(squeezed(expected));
    }
    expect(text).not.toContain('化工产品买卖合同');
    expect(text).not.toContain('人民币');
    expect(await imagesIn(unsigned)).toBe(0);

    const sellerSigned = await sign(seller.token, seller.user.mobile, order.id);
    expect(sellerSigned.statusCode, sellerSigned.body).toBe(200);
    expect(sellerSigned.json().data).toMatchObject({ status: 'partlySigned', orderStatus: 39, currency: 'USD' });
    const buyerSigned = await sign(buyer.token, buyer.user.mobile, order.id);
    expect(buyerSigned.statusCode, buyerSigned.body).toBe(200);
    expect(buyerSigned.json().data).toMatchObject({ status: 'signed', orderStatus: 40 });

    const signed = (await call(seller.token, 'contract/download', { id: order.id })).rawPayload;
    expect(await imagesIn(signed)).toBe(2);
    const signedText = await textOf(signed);
    expect(signedText).toContain(squeezed(usdInWords('739.06')));
    expect(signedText).toContain(squeezed(`Signed by: ${buyer.user.name}`));
    expect(signedText).not.toContain('Tobesigned');
    // The evidence page speaks the contract's language (the Chinese title kept as its subtitle).
    const evidencePage = (await inspectPdf(signed)).pages.at(-1)?.text ?? '';
    for (const expected of [
      'SIGNING EVIDENCE',
      `THE SELLER (Party A): ${seller.company.name}`,
      `THE BUYER (Party B): ${buyer.company.name}`,
      'After THE BUYER (Party B) signed',
      'Verification code:',
    ]) {
      expect(evidencePage, expected).toContain(squeezed(expected));
    }
    expect(evidencePage).not.toContain('签署人');
    expect(evidencePage).not.toContain('甲方');
  });

  it('prints units, grades and the delivery address in English', async () => {
    const product = eq(products.id, seller.product.id);
    await t.ctx.db.update(products).set({ unit: '桶', grade: '工业级' }).where(product);
    try {
      const { order } = await usdOrder();
      expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
      const text = await textOf((await call(buyer.token, 'contract/download', { id: order.id })).rawPayload);
      expect(text).toContain('drums');
      expect(text).toContain(squeezed('Industrial grade'));
      // The test buyer's address, 上海市 市辖区 浦东新区 张江路 100 号; the parties' addresses are free text, as written.
      expect(text).toContain(squeezed('place of delivery: 张江路 100 号, Pudong New Area, Shanghai; time of delivery'));
      for (const chinese of ['桶', '工业级', '市辖区']) expect(text, chinese).not.toContain(chinese);
    } finally {
      await t.ctx.db.update(products).set({ unit: '吨', grade: null }).where(product);
    }
  });

  it('refuses a shop template (all in Chinese) for a USD order (409) and names the English platform template', async () => {
    const saved = await t.call({
      method: 'POST',
      url: '/api/shop/contract/template/save',
      token: seller.token,
      payload: { name: '华东模板', content: '出卖人：{{sellerName}}\n## 货物\n{{goodsTable}}\n总价{{totalAmount}}' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const templateId = saved.json().data.id;
    const { order } = await usdOrder();
    const choose = (id: number) =>
      t.call({
        method: 'POST',
        url: '/api/shop/contract/template/choose',
        token: seller.token,
        payload: { orderId: order.id, templateId: id },
      });
    expect(errorOf(await choose(templateId)).status).toBe(409);
    expect((await choose(0)).statusCode).toBe(200);
    // Even the shop's default does not apply to a USD order.
    const setDefault = await t.call({
      method: 'POST',
      url: '/api/shop/contract/template/set/default',
      token: seller.token,
      payload: { id: templateId },
    });
    expect(setDefault.statusCode, setDefault.body).toBe(200);
    const current = await t.call({
      method: 'POST',
      url: '/api/shop/contract/template/getOrderContractTemplate',
      token: buyer.token,
      payload: { orderId: order.id },
    });
    expect(current.json().data).toMatchObject({ templateId: 0, builtIn: true, templateName: '平台英文合同模板' });
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    const text = await textOf((await call(seller.token, 'contract/download', { id: order.id })).rawPayload);
    expect(text).toContain('SALESCONTRACTFORCHEMICALPRODUCTS');
    expect(text).not.toContain('华东');
  });
});
