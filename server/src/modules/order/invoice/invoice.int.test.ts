import { chinaDate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../../test/harness.ts';
import { nodeOperationsOf } from '../../../platform/flow/node-log.ts';
import { approveSeal, sealedParties } from '../../contract/test-kit.ts';
import { uploadFor } from '../../product/test-kit.ts';
import {
  type Buyer,
  createSellerWithProduct,
  orderCall,
  placeDirect,
  previewAs,
  privatePdf,
  type Seller,
  signContract,
} from '../test-kit.ts';
import { orderInvoices } from './tables.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };
let stranger: Buyer;

beforeAll(async () => {
  t = await createTestApp();
  ({ buyer, seller, stranger } = await sealedParties(t));
}, 60_000);
afterAll(async () => t?.close());

const call = (token: string, path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  orderCall(t, token, `invoice/${path}`, payload, headers);

const invoicePdf = (userId: number) => privatePdf(t, userId, '发票.pdf');

let invoiceSeq = 0;
const nextInvoiceNo = () => {
  invoiceSeq += 1;
  return `2532000000000000${String(invoiceSeq).padStart(4, '0')}`;
};

/** The seller's invoice body for `orderId` (a fresh number and PDF unless told). */
async function invoiceBody(orderId: number, fields: Record<string, unknown> = {}) {
  return {
    id: orderId,
    type: 'vatSpecial',
    invoiceNo: nextInvoiceNo(),
    amount: '1000.00',
    issueDate: chinaDate(),
    fileKey: (await invoicePdf(seller.user.id)).key,
    ...fields,
  };
}

/** Places an order of `quantity` and takes it to `until` (40: signed, 61: money confirmed) through the real calls. */
async function orderAt(until: 40 | 61, quantity = '2', product = seller.product.id, sellerParty: Seller = seller) {
  const order = await placeDirect(t, buyer, product, quantity);
  await signContract(t, order.id, { buyer, seller: sellerParty });
  if (until === 61) {
    const paid = await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
    expect(paid.statusCode, paid.body).toBe(200);
    const confirmed = await orderCall(t, sellerParty.token, 'receivedmoney', { id: order.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return order;
}

const detailOf = async (token: string, id: number) => (await orderCall(t, token, 'detail', { id })).json().data;

describe('issued invoices', () => {
  it('the seller records invoices after the money arrived; the buyer sees 部分开票 → 已开票 and downloads them', async () => {
    const order = await orderAt(61);
    expect(order.totalAmount).toBe('5000.00');
    expect(await detailOf(buyer.token, order.id)).toMatchObject({
      invoiceStatus: 'none',
      invoiceStatusLabel: '未开票',
      invoicedAmount: '0.00',
    });

    const pdf = await invoicePdf(seller.user.id);
    const first = await call(seller.token, 'save', {
      ...(await invoiceBody(order.id)),
      amount: '1234.56',
      fileKey: pdf.key,
      remark: '第一张',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('发票已登记');
    const invoice = first.json().data;
    expect(invoice).toMatchObject({ orderId: order.id, type: 'vatSpecial', typeLabel: '增值税专用发票', amount: '1234.56' });

    const partly = await detailOf(buyer.token, order.id);
    expect(partly).toMatchObject({ invoiceStatus: 'partial', invoiceStatusLabel: '部分开票', invoicedAmount: '1234.56' });
    expect(partly.events.at(-1)).toMatchObject({ action: 'invoiceRecorded', actionLabel: '登记发票', party: 'seller' });
    // The lists carry the state too (batched with the other lookups).
    const records = (await orderCall(t, buyer.token, 'buyer/orderlist', { current: 1, size: 50 })).json().data.records;
    expect(records.find((r: { id: number }) => r.id === order.id)).toMatchObject({ invoiceStatus: 'partial' });

    const listed = await call(buyer.token, 'list', { id: order.id });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject({
      invoices: [invoice],
      invoiceStatus: 'partial',
      invoicedAmount: '1234.56',
      totalAmount: '5000.00',
      remainingAmount: '3765.44',
      canRecord: false,
      canRemove: false,
    });
    expect((await call(seller.token, 'list', { id: order.id })).json().data.canRecord).toBe(true);
    const download = await call(buyer.token, 'download', { id: order.id, invoiceId: invoice.id });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, pdf.bytes)).toBe(0);
    const preview = await previewAs(t, buyer.token, pdf.key);
    expect(preview.statusCode).toBe(200);

    // Over the total by one fen: refused, naming what is left; the exact rest completes it.
    const over = await call(seller.token, 'save', await invoiceBody(order.id, { amount: '3765.45' }));
    expect(errorOf(over)).toMatchObject({ status: 409, msg: '发票金额合计不能超过订单总额，本单还可开票 ¥3765.44' });
    const rest = await call(seller.token, 'save', await invoiceBody(order.id, { amount: '3765.44', type: 'electronicNormal' }));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await detailOf(seller.token, order.id)).toMatchObject({
      invoiceStatus: 'full',
      invoiceStatusLabel: '已开票',
      invoicedAmount: '5000.00',
    });
    const full = (await call(seller.token, 'list', { id: order.id })).json().data;
    expect(full).toMatchObject({ remainingAmount: '0.00', canRecord: false, canRemove: true });
    expect(errorOf(await call(seller.token, 'save', await invoiceBody(order.id, { amount: '0.01' }))).status).toBe(409);
  });

  it('adds amounts exactly (0.10 + 0.20 is the whole of 0.30)', async () => {
    const cheap = await createSellerWithProduct(t, { stock: '100.0000', price: '0.10' });
    await approveSeal(t, cheap.company, 'seller', cheap.user.id);
    const order = await placeDirect(t, buyer, cheap.product.id, '3');
    await signContract(t, order.id, { buyer, seller: cheap });
    await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
    await orderCall(t, cheap.token, 'receivedmoney', { id: order.id });
    expect(order.totalAmount).toBe('0.30');
    const body = async (amount: string) => ({
      id: order.id,
      type: 'vatNormal',
      invoiceNo: nextInvoiceNo(),
      amount,
      issueDate: chinaDate(),
      fileKey: (await invoicePdf(cheap.user.id)).key,
    });
    expect((await call(cheap.token, 'save', await body('0.10'))).statusCode).toBe(200);
    const second = await call(cheap.token, 'save', await body('0.20'));
    expect(second.statusCode, second.body).toBe(200);
    expect(await detailOf(buyer.token, order.id)).toMatchObject({ invoiceStatus: 'full', invoicedAmount: '0.30' });
  });

  it('never lets two invoices recorded at once exceed the total', async () => {
    const order = await orderAt(61);
    const bodies = await Promise.all([
      invoiceBody(order.id, { amount: '3000.00' }),
      invoiceBody(order.id, { amount: '3000.00' }),
    ]);
    const results = await Promise.all(bodies.map((b) => call(seller.token, 'save', b)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the wrong party or status (409), another company (404), a duplicate number (409)', async () => {
    const signed = await orderAt(40);
    const early = await call(seller.token, 'save', await invoiceBody(signed.id));
    expect(errorOf(early)).toMatchObject({ status: 409, msg: '订单当前状态为「合同已完成」，不能执行此操作' });

    const order = await orderAt(61);
    const byBuyer = await call(buyer.token, 'save', {
      ...(await invoiceBody(order.id)),
      fileKey: (await invoicePdf(buyer.user.id)).key,
    });
    expect(errorOf(byBuyer)).toMatchObject({ status: 409, msg: '只有卖方可以登记或删除发票' });
    const byStranger = await call(stranger.token, 'save', {
      ...(await invoiceBody(order.id)),
      fileKey: (await invoicePdf(stranger.user.id)).key,
    });
    expect(errorOf(byStranger).status).toBe(404);

    const saved = (await call(seller.token, 'save', await invoiceBody(order.id, { invoiceNo: '12345678' }))).json().data;
    const again = await call(seller.token, 'save', await invoiceBody(order.id, { invoiceNo: '12345678' }));
    expect(errorOf(again)).toMatchObject({ status: 409, msg: '该发票号码已登记' });

    for (const [path, payload] of [
      ['list', { id: order.id }],
      ['download', { id: order.id, invoiceId: saved.id }],
      ['del', { id: order.id, invoiceId: saved.id }],
    ] as const) {
      expect(errorOf(await call(stranger.token, path, payload)).status, path).toBe(404);
    }
    expect(errorOf(await call(buyer.token, 'del', { id: order.id, invoiceId: saved.id })).status).toBe(409);
    // The invoice of another order does not open through this one.
    const other = await orderAt(61);
    expect(errorOf(await call(seller.token, 'download', { id: other.id, invoiceId: saved.id })).status).toBe(404);
  });

  it('refuses invalid input (400) naming the field', async () => {
    const order = await orderAt(61);
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceNo: 'INV-1' }, 'invoiceNo'],
      [{ invoiceNo: '1234567' }, 'invoiceNo'],
      [{ amount: '-1.00' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '1.234' }, 'amount'],
      [{ amount: 12.5 }, 'amount'],
      [{ type: 'receipt' }, 'type'],
      [{ issueDate: '2025-02-30' }, 'issueDate'],
      [{ issueDate: '2999-01-01' }, 'issueDate'],
      [{ fileKey: await uploadFor(t, seller.user.id, { encrypted: true }) }, 'fileKey'],
      [{ fileKey: (await invoicePdf(buyer.user.id)).key }, 'fileKey'],
      [{ fileKey: await uploadFor(t, seller.user.id, { pdf: true, encrypted: false }) }, 'fileKey'],
    ];
    for (const [fields, field] of cases) {
      const res = await call(seller.token, 'save', await invoiceBody(order.id, fields));
      expect(errorOf(res), JSON.stringify(fields)).toMatchObject({ status: 400, field });
    }
    const future = await call(seller.token, 'save', await invoiceBody(order.id, { issueDate: '2999-01-01' }));
    expect(errorOf(future).msg).toBe('开票日期不能晚于今天');
    expect(errorOf(await call(seller.token, 'download', { id: order.id }))).toMatchObject({ status: 400, field: 'invoiceId' });
    expect(await t.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id))).toEqual([]);
  });

  it('removes an invoice (seller): it stops counting, is gone for both and stays on the timeline', async () => {
    const order = await orderAt(61);
    const pdf = await invoicePdf(seller.user.id);
    const saved = (await call(seller.token, 'save', await invoiceBody(order.id, { amount: '5000.00', fileKey: pdf.key }))).json()
      .data;
    expect((await detailOf(buyer.token, order.id)).invoiceStatus).toBe('full');

    const removed = await call(seller.token, 'del', { id: order.id, invoiceId: saved.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      msg: '发票已删除',
      data: { invoices: [], invoiceStatus: 'none', remainingAmount: '5000.00', canRecord: true },
    });
    expect(errorOf(await call(seller.token, 'del', { id: order.id, invoiceId: saved.id })).status).toBe(404);
    expect(errorOf(await call(buyer.token, 'download', { id: order.id, invoiceId: saved.id })).status).toBe(404);
    const preview = await previewAs(t, buyer.token, pdf.key);
    expect(preview.statusCode).toBe(404);
    const events = await nodeOperationsOf(t.ctx.db, 'order', order.id);
    expect(events.map((e) => e.action).slice(-2)).toEqual(['invoiceRecorded', 'invoiceDeleted']);
    // Removed, its number may be recorded again.
    expect((await call(seller.token, 'save', await invoiceBody(order.id, { invoiceNo: saved.invoiceNo }))).statusCode).toBe(200);
  });

  it('needs finance.invoice to record (403) and the side’s order permission or finance.invoice to read; a login (401)', async () => {
    const order = await orderAt(61);
    const clerk = await createSubAccount(t, seller.company.id, ['shop.order']);
    const clerkToken = await tokenFor(t, clerk.id);
    const denied = await call(clerkToken, 'save', {
      ...(await invoiceBody(order.id)),
      fileKey: (await invoicePdf(clerk.id)).key,
    });
    expect(errorOf(denied).status).toBe(403);
    expect((await call(clerkToken, 'list', { id: order.id })).json().data).toMatchObject({ canRecord: false, canRemove: false });

    const accountant = await createSubAccount(t, seller.company.id, ['finance.invoice']);
    const accountantToken = await tokenFor(t, accountant.id);
    const recorded = await call(accountantToken, 'save', {
      ...(await invoiceBody(order.id)),
      fileKey: (await invoicePdf(accountant.id)).key,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data.recordedByName).toBe(accountant.name);
    expect((await call(accountantToken, 'list', { id: order.id })).json().data.canRecord).toBe(true);
    // The buyer's side: its order permission reads; a reviewer-only sub-account does not.
    const buyerClerk = await createSubAccount(t, buyer.company.id, ['buy.order']);
    expect((await call(await tokenFor(t, buyerClerk.id), 'list', { id: order.id })).statusCode).toBe(200);
    const reviewer = await createSubAccount(t, buyer.company.id, ['buy.review']);
    const reviewerToken = await tokenFor(t, reviewer.id);
    expect(errorOf(await call(reviewerToken, 'list', { id: order.id })).status).toBe(403);
    expect(errorOf(await call(reviewerToken, 'download', { id: order.id, invoiceId: recorded.json().data.id })).status).toBe(403);

    const anonymous = await t.call({ method: 'POST', url: '/api/order/invoice/list', payload: { id: order.id } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers in English for an English caller', async () => {
    const order = await orderAt(61);
    const saved = await call(seller.token, 'save', await invoiceBody(order.id, { type: 'electronicSpecial' }), {
      language: 'en',
    });
    expect(saved.json()).toMatchObject({ msg: 'Invoice recorded', data: { typeLabel: 'E-invoice (special VAT)' } });
    const detail = (await orderCall(t, buyer.token, 'detail', { id: order.id }, { language: 'en' })).json().data;
    expect(detail.invoiceStatusLabel).toBe('Partly invoiced');
  });

  it('lists every invoice call in /api/docs/json', async () => {
    const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['list', 'save', 'download', 'del']) {
      const full = `/order/invoice/${path}`;
      expect(paths[`/api${full}`] ?? paths[full], full).toBeDefined();
    }
  });
});
