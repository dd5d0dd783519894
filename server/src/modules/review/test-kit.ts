/** Test helpers of the review tests: an order taken to 交易完成 (80) through the real order calls. */
import type { TestApp } from '../../../test/harness.ts';
import { type Buyer, orderCall, placeDirect, type Seller, setOrderStatus, signContract } from '../order/test-kit.ts';
import { uploadFor } from '../product/test-kit.ts';

/** Calls a /productAppraise endpoint as `token` (none: not logged in). */
export const reviewCall = (t: TestApp, token: string | undefined, path: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/productAppraise/${path}`, token, payload });

/** The public reviews of a product. */
export const publicReviews = (t: TestApp, productId: number, page: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: '/api/appraise/appraise', payload: { productId, ...page } });

async function step(t: TestApp, token: string, path: string, payload: Record<string, unknown>) {
  const res = await orderCall(t, token, path, payload);
  if (res.statusCode !== 200) throw new Error(`order ${path} failed: ${res.body}`);
}

/**
 * A direct order of `productId` that the buyer paid, the seller confirmed and shipped and the buyer
 * received (status 80). With `sign` both sides sign the contract through the real calls (both
 * companies need an approved seal); otherwise 10 → 40 is written directly (the contract tests prove
 * that part). Answers the order and its (only) line id.
 */
export async function completedOrder(
  t: TestApp,
  buyer: Buyer,
  seller: Seller,
  productId: number,
  { quantity = '1', sign = false }: { quantity?: string; sign?: boolean } = {},
) {
  const order = await placeDirect(t, buyer, productId, quantity);
  if (sign) await signContract(t, order.id, { buyer, seller });
  else await setOrderStatus(t, order.id, 40);
  await step(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
  await step(t, seller.token, 'receivedmoney', { id: order.id });
  await step(t, seller.token, 'deliver', { id: order.id, deliveryNo: `SF${order.id}`, carrier: '顺丰速运' });
  await step(t, buyer.token, 'receive', { id: order.id });
  const detail = (await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data as {
    status: number;
    items: { id: number }[];
  };
  if (detail.status !== 80) throw new Error(`order ${order.id} is ${detail.status}, not 80`);
  const itemId = detail.items[0]?.id;
  if (itemId === undefined) throw new Error(`order ${order.id} has no line`);
  return { ...order, itemId };
}
