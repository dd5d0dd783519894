/** Test helpers of the receipt sale contract: a keeper, a seller and a buyer whose seals are approved, and taken orders. */
import { chinaDate, shiftDay } from '@hgsc/contracts';
import { createUser, freshIp, lastSmsCode, type TestApp, tokenFor } from '../../../../test/harness.ts';
import { approveSeal } from '../../contract/test-kit.ts';
import { activeReceipt, apiOf, keeperWithWarehouse, party, productAt } from '../../warehouse-receipt/test-kit.ts';

export type Party = Awaited<ReturnType<typeof party>>;

/**
 * The sides of a receipt deal: the keeper of a warehouse holding a dangerous product, a seller holding receipts there
 * and a buyer (each with its approved contract seal), a company with no part in it, and the operator who approves
 * receipts.
 */
export async function receiptDealSides(t: TestApp) {
  const operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
  const keeper = await keeperWithWarehouse(t, '合同测试仓储有限公司');
  const seller = await party(t, '出让化工有限公司');
  const buyer = await party(t, '受让化工有限公司');
  const stranger = await party(t, '无关化工有限公司');
  await approveSeal(t, seller.company, 'seller', seller.user.id);
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  const product = await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' });
  return { operator, keeper, seller, buyer, stranger, product };
}

export type DealSides = Awaited<ReturnType<typeof receiptDealSides>>;

/**
 * An order of `quantity` t the buyer applied for on a new listing of the seller's (¥2,350.50 a tonne), taken by the
 * seller: answers the order as the take answered it.
 */
export async function takenOrder(t: TestApp, sides: DealSides, quantity = '20') {
  const { ok } = apiOf(t);
  const receipt = await activeReceipt(
    t,
    {
      holder: sides.seller.token,
      keeper: sides.keeper.token,
      operator: sides.operator,
      warehouseId: sides.keeper.warehouse.id,
      productId: sides.product.id,
    },
    '100',
  );
  const listing = await ok('/sale/bss/save', sides.seller.token, {
    receiptId: receipt.id,
    quantity: '100',
    unitPrice: '2350.50',
    minQty: '10',
    step: '1',
    deliveryMode: 'transfer',
    validUntil: shiftDay(chinaDate(), 30),
  });
  const order = await ok('/wr/order/apply', sides.buyer.token, { listingId: listing.id, quantity });
  return ok('/wr/order/take', sides.seller.token, { id: order.id });
}

/** Asks a signing code as `who` and answers it, each from an address of its own (the daily caps count per address). */
export async function signingCode(t: TestApp, who: Party, orderId: number) {
  const remoteAddress = freshIp();
  const sent = await t.call({
    method: 'POST',
    url: '/api/wr/contract/sign/code',
    token: who.token,
    payload: { id: orderId },
    remoteAddress,
  });
  if (sent.statusCode !== 200) return { sent, code: '' };
  return { sent, code: await lastSmsCode(t, who.user.mobile) };
}

/** Signs the order's contract as `who` with a fresh code; answers the signing's response. */
export async function signAs(t: TestApp, who: Party, orderId: number, headers: Record<string, string> = {}) {
  const { sent, code } = await signingCode(t, who, orderId);
  if (sent.statusCode !== 200) return sent;
  return t.call({
    method: 'POST',
    url: '/api/wr/contract/sign/contract',
    token: who.token,
    payload: { id: orderId, code },
    headers,
  });
}
