import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, buyerWithSeal, call, isoDay, PNG_1PX, upload } from './market.ts';
import { affirmReceiptAgreement, DANGEROUS_GOODS_CREW, freshReceipt } from './receipts.ts';
import {
  confirmDialog,
  expect,
  expectPdfDownload,
  newIdentity,
  openBrowser,
  PDF_WORK_TIMEOUT,
  signIn,
  smsCode,
  test,
} from './support.ts';

type Order = { id: number; orderNo: string; status: string; amount: string; receiptNo: string | null };

/** The demo holder of methanol receipts sells (as the listing journey): its mobile receives its signing codes. */
const SELLER = { userName: 'buyer', password: 'Buyer2026', mobile: '13800000002' };
const KEEPER = { userName: 'keeper', password: 'Keeper2026' };
const PRICE = '2000.00';

/**
 * 10 t of methanol the seller holds on a receipt of its own, all of it for one buyer: listed whole, or split off a
 * larger receipt (`held`) whose rest stays the seller's. Answers the listing and the receipt listed from.
 */
async function listTenTonnes(request: APIRequestContext, token: string, held = '10') {
  const receipt = await freshReceipt(request, token, {
    product: '甲醇',
    quantity: held,
    batch: `E2E-PA-${randomUUID().slice(0, 8)}`,
  });
  const listing = await call(request, token, '/sale/bss/save', {
    receiptId: receipt.id,
    quantity: '10',
    unitPrice: PRICE,
    minQty: '10',
    step: '10',
    deliveryMode: 'transfer',
    validUntil: isoDay(7),
    remark: 'E2E settlement',
  });
  return { listingId: listing.id as number, receiptId: receipt.id };
}

/** The buyer's application for the listing's 10 t, taken by the seller: the contract is drawn up. */
async function takenOrder(request: APIRequestContext, buyerToken: string, sellerToken: string, listingId: number) {
  const applied = await request.post('/api/wr/order/apply', {
    headers: { authorization: `Bearer ${buyerToken}`, 'Idempotency-Key': `e2e-apply-${randomUUID()}` },
    data: { listingId, quantity: '10' },
  });
  const body = await applied.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return (await call(request, sellerToken, '/wr/order/take', { id: body.data.id })) as Order;
}

/** A newly certified buyer (with its seal) whose application for the seller's 10 t the seller took. */
async function newBuyersTakenOrder(request: APIRequestContext, lang: 'zh' | 'en', buyerCompany: string) {
  const person = { ...newIdentity(lang), password: 'BuyerPass123' };
  const [{ token: buyerToken }, sellerToken] = await Promise.all([
    buyerWithSeal(request, person, buyerCompany),
    apiLogin(request, SELLER.userName, SELLER.password),
  ]);
  await affirmReceiptAgreement(request, buyerToken);
  await affirmReceiptAgreement(request, sellerToken);
  const order = await takenOrder(request, buyerToken, sellerToken, (await listTenTonnes(request, sellerToken)).listingId);
  return { person, buyerToken, sellerToken, order };
}

/** One side signs the order's sale contract with the code its phone received (as the contract's page does). */
async function signContract(request: APIRequestContext, token: string, mobile: string, orderId: number) {
  const previous = await request
    .get(`/__e2e/sms?mobile=${mobile}`)
    .then((r) => r.json())
    .then((b) => b.code as string | null);
  await call(request, token, '/wr/contract/sign/code', { id: orderId });
  const code = await smsCode(request, mobile, previous ?? undefined);
  const signed = await request.post('/api/wr/contract/sign/contract', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-sign-${randomUUID()}` },
    data: { id: orderId, code },
  });
  const body = await signed.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
}

/** The order once both sides signed its contract (drawn up when it was taken). */
async function signedOrder(
  request: APIRequestContext,
  parties: { buyer: { token: string; mobile: string }; seller: { token: string; mobile: string } },
  order: Order,
) {
  await expect
    .poll(async () => (await call(request, parties.seller.token, '/wr/contract/confirm/info', { id: order.id })).contract, {
      timeout: PDF_WORK_TIMEOUT,
    })
    .not.toBeNull();
  await signContract(request, parties.seller.token, parties.seller.mobile, order.id);
  await signContract(request, parties.buyer.token, parties.buyer.mobile, order.id);
  await expect
    .poll(async () => ((await call(request, parties.buyer.token, '/wr/order/info', { id: order.id })) as Order).status)
    .toBe('signed');
}

/** 付款: the amount (the unpaid by default), one bank slip uploaded, a remark; sent. */
async function pay(page: Page, orderId: number, amount: string | null, remark: string) {
  await page.getByTestId(`order-pay-${orderId}`).click();
  const dialog = page.getByRole('dialog');
  if (amount !== null) await dialog.getByTestId('order-pay-amount').fill(amount);
  await dialog
    .getByTestId('order-pay-proof-0')
    .locator('input[type=file]')
    .setInputFiles({ name: 'bank-slip.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(dialog.getByTestId('order-pay-proof-0-preview')).toBeVisible();
  await dialog.getByTestId('order-pay-remark').fill(remark);
  await confirmDialog(page, 'order-pay-ok');
}

/** The order's status in its page's header (the payments carry their own). */
const status = (page: Page) => page.getByTestId('order-status').first();

/**
 * A receipt order from the signed contract to the buyer holding the receipt, each party in its own browser: the
 * buyer pays ¥8,000 of ¥20,000 and then the ¥12,000 left (offered as the default), each with its bank slip; the seller
 * confirms each after reading the amount; it starts the transfer, told the keeper confirms it; the keeper confirms it
 * from its inbox (/manage/orderReceiv), told who becomes the holder; the buyer reads that it holds the receipt, which
 * is in its receipts in force.
 */
test('a signed receipt order paid in two stages, confirmed, transferred and confirmed by the keeper', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(420_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const person = { ...newIdentity(lang), password: 'BuyerPass123' };
  const buyerCompany = `${lang === 'zh' ? '苏州' : '嘉兴'}仓单结算有限公司${stamp}`;
  const [{ token: buyerToken }, sellerToken] = await Promise.all([
    buyerWithSeal(request, person, buyerCompany),
    apiLogin(request, SELLER.userName, SELLER.password),
  ]);
  await affirmReceiptAgreement(request, buyerToken);
  await affirmReceiptAgreement(request, sellerToken);
  // 10 t of a 20 t receipt: the listing splits them off, the other 10 t stay the seller's.
  const listed = await listTenTonnes(request, sellerToken, '20');
  const order = await takenOrder(request, buyerToken, sellerToken, listed.listingId);
  expect(order.amount).toBe('20000.00');
  const parties = { buyer: { token: buyerToken, mobile: person.mobile }, seller: { token: sellerToken, mobile: SELLER.mobile } };
  await signedOrder(request, parties, order);

  // The buyer's turn to pay, with the amount unpaid.
  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, person.userName, person.password, `/manage/waitingbuydetails?id=${order.id}`);
  await expect(buyer.getByTestId('order-turn')).toHaveAttribute('data-turn', 'you');
  await expect(buyer.getByTestId('payment-total-unpaid')).toContainText('20,000.00');

  // A first stage: the dialog says what stays unpaid after it.
  await buyer.getByTestId(`order-pay-${order.id}`).click();
  await expect(buyer.getByTestId('order-pay-amount')).toHaveValue('20000.00');
  await buyer.getByTestId('order-pay-amount').fill('8000');
  await expect(buyer.getByTestId('order-pay-rest')).toContainText('12,000.00');
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: t('common.cancel') })
    .click();
  await pay(buyer, order.id, '8000', `${lang === 'zh' ? '首付款' : 'First stage'} ${stamp}`);
  await expect(buyer.getByTestId('payment-total-unpaid')).toContainText('12,000.00');
  await expect(buyer.getByTestId('payments').getByTestId('payment-status')).toHaveCount(1);
  await expect(status(buyer)).toHaveAttribute('data-status', 'signed');

  // The rest, offered as the default amount: the order is paid.
  await buyer.getByTestId(`order-pay-${order.id}`).click();
  await expect(buyer.getByTestId('order-pay-amount')).toHaveValue('12000.00');
  await expect(buyer.getByTestId('order-pay-rest')).toHaveText(t('receiptTrade.pay.whole'));
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: t('common.cancel') })
    .click();
  await pay(buyer, order.id, null, `${lang === 'zh' ? '尾款' : 'The rest'} ${stamp}`);
  await expect(status(buyer)).toHaveAttribute('data-status', 'paid');
  await expect(buyer.getByTestId('order-turn')).toHaveAttribute('data-turn', 'seller');
  await expect(buyer.getByTestId('payment-total-unpaid')).toContainText('0.00');

  // The seller checks its bank and confirms each payment, told the amount and that it cannot be undone.
  await signIn(page, SELLER.userName, SELLER.password, `/manage/waitingSellDetails?id=${order.id}`);
  await expect(status(page)).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-turn')).toHaveAttribute('data-turn', 'you');
  const payments = page.getByTestId('payments').locator('tbody tr.ant-table-row');
  await expect(payments).toHaveCount(2);
  for (const amount of ['8,000.00', '12,000.00']) {
    const row = payments.filter({ hasText: amount });
    await expect(row.getByTestId('payment-proof-image')).toHaveCount(1);
    await row.getByTestId(/^payment-collect-\d+$/).click();
    await expect(page.getByRole('dialog').filter({ hasText: amount })).toBeVisible();
    await confirmDialog(page, 'payment-collect-confirm');
    await expect(row.getByTestId('payment-status')).toHaveAttribute('data-status', 'confirmed');
  }
  await expect(status(page)).toHaveAttribute('data-status', 'collected');
  await expect(page.getByTestId('payment-total-collected')).toContainText('20,000.00');

  // 发起过户: the keeper must confirm it, and the holder changes then.
  await page.getByTestId(`order-transfer-${order.id}`).click();
  await confirmDialog(page, 'order-transfer-confirm');
  await expect(status(page)).toHaveAttribute('data-status', 'transferring');
  await expect(page.getByTestId('order-turn')).toHaveAttribute('data-turn', 'keeper');

  // The keeper confirms it from its inbox: the buyer becomes the receipt's holder.
  const keeper = await openBrowser(browser, lang);
  await signIn(keeper, KEEPER.userName, KEEPER.password, '/manage/orderReceiv');
  const inboxRow = keeper.getByRole('row').filter({ hasText: order.orderNo });
  await expect(inboxRow.getByTestId('transfer-parties')).toContainText(buyerCompany);
  await expect(inboxRow.getByTestId('transfer-receipt-no')).toHaveText(order.receiptNo ?? '');
  await inboxRow.getByTestId(`order-confirmTransfer-${order.id}`).click();
  await expect(keeper.getByRole('dialog').filter({ hasText: buyerCompany })).toBeVisible();
  await confirmDialog(keeper, 'order-confirmTransfer-confirm');
  await expect(inboxRow).toHaveCount(0);
  await keeper.getByTestId('transfers-tab-confirmed').click();
  await expect(inboxRow.getByTestId('order-status')).toHaveAttribute('data-status', 'done');

  // The buyer holds the receipt: the order says so and links it; it is among the receipts in force.
  await buyer.reload();
  await expect(status(buyer)).toHaveAttribute('data-status', 'done');
  await expect(buyer.getByTestId('order-turn')).toHaveAttribute('data-turn', 'none');
  await expect(buyer.getByTestId('order-details-fee')).toBeVisible();
  await buyer.getByTestId('order-turn-receipt').click();
  await expect(buyer).toHaveURL(/\/manage\/warehouseReceiptdetails\?id=\d+$/);
  await buyer.goto('/manage/warehouseReceiptList');
  await expect(
    buyer
      .getByTestId('wr-receipts-list')
      .getByRole('row')
      .filter({ hasText: order.receiptNo ?? '-' }),
  ).toHaveCount(1);
  // The keeper's confirmation, as a PDF either side downloads from the contract's page.
  await buyer.goto(`/warehouseReceiptContract?orderId=${order.id}`);
  await expectPdfDownload(buyer, 'contract-action-transfer');

  // The seller holds the rest of its receipt, in force, in its own list.
  const parts = (await call(request, sellerToken, '/wr/warehouse/receipt/list/sub', { id: listed.receiptId })) as {
    receiptNo: string;
    quantity: string;
  }[];
  const rest = parts.find((part) => part.receiptNo !== order.receiptNo);
  expect(rest?.quantity).toBe('10.0000');
  await page.goto('/manage/warehouseReceiptList');
  await expect(
    page
      .getByTestId('wr-receipts-list')
      .getByRole('row')
      .filter({ hasText: rest?.receiptNo ?? '-' }),
  ).toHaveCount(1);
});

/**
 * Cancelling by agreement before any money moved: the buyer of a taken order asks to cancel with the reason; the
 * seller reads it in its turn banner and agrees (asked first); both read the order as cancelled at the buyer's asking.
 */
test('a taken receipt order cancelled: the buyer asks with the reason, the seller agrees', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const buyerCompany = `${lang === 'zh' ? '湖州' : '绍兴'}仓单贸易有限公司${stamp}`;
  const { person, order } = await newBuyersTakenOrder(request, lang, buyerCompany);

  // The buyer asks to cancel, saying why.
  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, person.userName, person.password, `/manage/waitingbuydetails?id=${order.id}`);
  const reason = `${lang === 'zh' ? '下游客户取消了订单' : 'Our customer cancelled'} ${stamp}`;
  await buyer.getByTestId(`order-requestCancel-${order.id}`).click();
  await buyer.getByTestId('order-request-cancel-reason').fill(reason);
  await confirmDialog(buyer, 'order-request-cancel-ok');
  await expect(buyer.getByTestId('order-turn')).toHaveAttribute('data-turn', 'seller');
  await expect(buyer.getByTestId(`order-requestCancel-${order.id}`)).toHaveCount(0);

  // The seller reads the request and the reason, and agrees.
  await signIn(page, SELLER.userName, SELLER.password, `/manage/waitingSellDetails?id=${order.id}`);
  await expect(page.getByTestId('order-turn')).toHaveAttribute('data-turn', 'you');
  await expect(page.getByTestId('order-turn-reason')).toContainText(reason);
  await page.getByTestId(`order-confirmCancel-${order.id}`).click();
  await confirmDialog(page, 'order-confirmCancel-confirm');
  await expect(status(page)).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('order-turn')).toContainText(
    t('receiptTrade.turn.cancelled.askedByOther', { asker: buyerCompany }),
  );

  await buyer.reload();
  await expect(status(buyer)).toHaveAttribute('data-status', 'cancelled');
  await expect(buyer.getByTestId('order-turn')).toContainText(t('receiptTrade.turn.cancelled.askedByYou'));
  await expect(buyer.getByTestId('order-turn-reason')).toContainText(reason);
});

/**
 * Taking the goods out instead of holding the receipt: the buyer of a signed order asks for delivery from its page —
 * the day, the vehicle and crew, methanol's permits and escort — and the order says so; paid, confirmed and
 * transferred (through the API), the keeper's confirmation opens the buyer's bill of lading, which the order links.
 */
test('the buyer asks for delivery from its order; the transfer opens its bill of lading', async ({ browser, request, lang }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const { person, buyerToken, sellerToken, order } = await newBuyersTakenOrder(
    request,
    lang,
    `${lang === 'zh' ? '南通' : '盐城'}仓单提货有限公司${stamp}`,
  );
  await signedOrder(
    request,
    { buyer: { token: buyerToken, mobile: person.mobile }, seller: { token: sellerToken, mobile: SELLER.mobile } },
    order,
  );

  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, person.userName, person.password, `/manage/waitingbuydetails?id=${order.id}`);
  await buyer.getByTestId(`order-delivery-${order.id}`).click();
  await expect(buyer.getByTestId('order-delivery-crew-fields')).toHaveAttribute('data-hazardous', 'true');
  for (const [field, value] of DANGEROUS_GOODS_CREW) await buyer.getByTestId(`order-delivery-crew-${field}`).fill(value);
  await confirmDialog(buyer, 'order-delivery-ok');
  await expect(buyer.getByTestId('order-details-delivery')).toContainText('苏F12345');

  // Paid, confirmed and transferred through the API; the keeper's confirmation opens the bill in the buyer's name.
  const paid = await call(request, buyerToken, '/wr/order/payment', {
    id: order.id,
    amount: order.amount,
    proofKeys: [await upload(request, buyerToken, '/encry/upload/img')],
  });
  await call(request, sellerToken, '/wr/order/collections', { id: order.id, paymentId: paid.payment.id });
  await call(request, sellerToken, '/wr/order/transfer', { id: order.id });
  await call(request, await apiLogin(request, KEEPER.userName, KEEPER.password), '/wr/order/transfer/confirm', {
    id: order.id,
  });
  await buyer.reload();
  await expect(buyer.getByTestId('order-details-delivery').getByRole('link')).toHaveText(/^TD\d{14}$/);
  await buyer.getByTestId('order-details-delivery').getByRole('link').click();
  await expect(buyer).toHaveURL(/\/manage\/billLadingDetails\?id=\d+$/);
});
