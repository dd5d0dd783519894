import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { sealedParties } from '../contract/test-kit.ts';
import { completedOrder, reviewCall } from '../review/test-kit.ts';
import { applyOrderAction } from './apply-action.ts';
import { type Buyer, orderCall, placeDirect, type Seller, signContract } from './test-kit.ts';

/** What the parties see of an order while they trade: the payment proof, whose turn a cancellation is, a refusal. */
let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  ({ buyer, seller } = await sealedParties(t));
}, 60_000);
afterAll(async () => t?.close());

const privateUpload = async (userId: number, pdf: boolean, fileName: string) =>
  (
    await storeBytes(t.ctx, {
      bytes: pdf ? tinyPdf() : tinyPng(),
      fileName,
      kind: pdf ? 'pdf' : 'img',
      encrypted: true,
      ownerUserId: userId,
    })
  ).key;

describe('the payment proof', () => {
  it('is shown to both parties with its name, type and a preview the seller may open; not to a share link', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await signContract(t, order.id, { buyer, seller });
    const unpaid = (await orderCall(t, seller.token, 'detail', { id: order.id })).json().data;
    expect(unpaid.paymentProofs).toEqual([]);

    const pdf = await privateUpload(buyer.user.id, true, '回单.pdf');
    const png = await privateUpload(buyer.user.id, false, '转账截图.png');
    const paid = await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [pdf, png], remark: '已于今日转账 2500 元' });
    expect(paid.statusCode, paid.body).toBe(200);

    for (const token of [seller.token, buyer.token]) {
      const view = (await orderCall(t, token, 'detail', { id: order.id })).json().data;
      expect(view.paymentRemark).toBe('已于今日转账 2500 元');
      expect(view.paymentProofs).toEqual([
        { key: pdf, name: '回单.pdf', mime: 'application/pdf', url: `/api/seeEncryptionView?key=${pdf}&type=pdf` },
        { key: png, name: '转账截图.png', mime: 'image/png', url: `/api/seeEncryptionView?key=${png}&type=png` },
      ]);
    }
    // The seller's list shows it too (the list and the page are one view), and the seller may open the file.
    const list = (await orderCall(t, seller.token, 'seller/waitformoneyreceived', {})).json().data;
    expect(list.records.find((o: { id: number }) => o.id === order.id).paymentProofs).toHaveLength(2);
    const opened = await t.call({ method: 'GET', url: `/api/seeEncryptionView?key=${png}`, token: seller.token });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');

    const shared = (await orderCall(t, buyer.token, 'share', { id: order.id })).json().data;
    const visitor = await t.call({
      method: 'POST',
      url: '/api/order/share/view',
      payload: { token: shared.token, password: shared.password },
    });
    expect(visitor.json().data.paymentProofs).toEqual([]);
  }, 120_000);
});

describe('a cancellation', () => {
  it('tells the requester why it was refused, until the next request; an agreed one leaves no refusal', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const asked = (await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '交期无法满足' })).json().data;
    expect(asked).toMatchObject({ cancelRequest: { by: 'buyer', reason: '交期无法满足' }, cancelRefusal: null });

    await orderCall(t, seller.token, 'refuse/cancel', { id: order.id, reason: '货已备好，可明日提货' });
    for (const token of [buyer.token, seller.token]) {
      const view = (await orderCall(t, token, 'detail', { id: order.id })).json().data;
      expect(view).toMatchObject({ cancelRequest: null, cancelRefusal: { by: 'seller', reason: '货已备好，可明日提货' } });
      expect(Date.parse(view.cancelRefusal.at)).toBeGreaterThan(Date.now() - 600_000);
    }
    const listed = (await orderCall(t, buyer.token, 'buyer/orderlist', { keyword: order.orderNo })).json().data.records[0];
    expect(listed.cancelRefusal).toMatchObject({ by: 'seller', reason: '货已备好，可明日提货' });

    // Asked again: the old refusal no longer stands; refused without a reason: said so.
    await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '再次申请' });
    expect((await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data.cancelRefusal).toBeNull();
    await orderCall(t, seller.token, 'refuse/cancel', { id: order.id });
    expect((await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data.cancelRefusal).toMatchObject({
      by: 'seller',
      reason: null,
    });
    await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '第三次申请' });
    const agreed = (await orderCall(t, seller.token, 'seller/cancel/enter', { id: order.id })).json().data;
    expect(agreed).toMatchObject({ status: 103, cancelRequest: null, cancelRefusal: null });
    // The agreed request is how it ended: the buyer asked, with its reason, and both sides are told.
    for (const token of [buyer.token, seller.token])
      expect((await orderCall(t, token, 'detail', { id: order.id })).json().data.ending).toMatchObject({
        action: 'confirmCancel',
        by: 'buyer',
        reason: '第三次申请',
      });
  });
});

describe('how an order ended', () => {
  it('tells both sides who rejected, withdrew or closed an order and why; an order going on has no ending', async () => {
    const end = async (action: 'reject' | 'withdraw' | 'close', reason?: string) => {
      const order = await placeDirect(t, buyer, seller.product.id, '1');
      expect((await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data.ending).toBeNull();
      const side = action === 'reject' ? seller : action === 'withdraw' ? buyer : null;
      await t.ctx.db.transaction((tx) =>
        applyOrderAction(tx, {
          orderId: order.id,
          action,
          party: action === 'reject' ? 'seller' : action === 'withdraw' ? 'buyer' : 'system',
          actorUserId: side?.user.id ?? null,
          companyId: side?.company.id ?? null,
          detail: reason === undefined ? { reason: 'timeout' } : { reason },
        }),
      );
      return order.id;
    };
    const rejected = await end('reject', '该批次库存已锁定给长协客户');
    for (const token of [buyer.token, seller.token]) {
      const view = (await orderCall(t, token, 'detail', { id: rejected })).json().data;
      expect(view).toMatchObject({
        status: 104,
        ending: { action: 'reject', by: 'seller', reason: '该批次库存已锁定给长协客户' },
      });
      expect(Date.parse(view.ending.at)).toBeGreaterThan(Date.now() - 600_000);
    }
    const listed = (await orderCall(t, buyer.token, 'buyer/orderlist', { keyword: '' })).json().data.records;
    expect(listed.find((o: { id: number }) => o.id === rejected)?.ending).toMatchObject({ action: 'reject' });

    const withdrawn = await end('withdraw', '改从现货采购');
    expect((await orderCall(t, seller.token, 'detail', { id: withdrawn })).json().data).toMatchObject({
      status: 100,
      ending: { action: 'withdraw', by: 'buyer', reason: '改从现货采购' },
    });
    // A close gives no reason: the system's 'timeout' is not words for a person.
    const closed = await end('close');
    expect((await orderCall(t, buyer.token, 'detail', { id: closed })).json().data).toMatchObject({
      status: 101,
      ending: { action: 'close', by: 'system', reason: null },
    });
  });
});

describe('reviews', () => {
  it('counts the lines the buyer has still to review, for the buyer alone, down to none', async () => {
    const order = await completedOrder(t, buyer, seller, seller.product.id);
    const buyerView = async () => (await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data;
    expect((await buyerView()).unreviewedLines).toBe(1);
    expect((await orderCall(t, seller.token, 'detail', { id: order.id })).json().data.unreviewedLines).toBe(0);
    const saved = await reviewCall(t, buyer.token, 'saveAppraise', { orderItemId: order.itemId, score: 5, content: '质量稳定' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await buyerView()).unreviewedLines).toBe(0);
    // An order still running has nothing to review.
    const running = await placeDirect(t, buyer, seller.product.id, '1');
    expect((await orderCall(t, buyer.token, 'detail', { id: running.id })).json().data.unreviewedLines).toBe(0);
  }, 60_000);
});
