import type { Page } from '@playwright/test';
import { wcagViolations } from './axe.ts';
import { call, PNG_1PX, placeOrder, signByApi, tradingParties, upload } from './market.ts';
import { confirmDialog, expect, openBrowser, shot, signIn, test } from './support.ts';

/** The order's status as its page shows it, reloaded: the other party acted in another browser. */
async function expectStatus(page: Page, status: number) {
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', String(status));
}

/**
 * 待退款, each party in its own browser: 30 t of ethylene glycol paid in full (¥145,800.00) arrive as 29.9 t, so the
 * order settles on ¥145,314.00 and the seller owes back ¥486.00. The seller's page says it is its turn to refund and
 * what; it records the refund with its bank slip; the buyer's page says a refund waits for its confirmation, and the
 * buyer's confirmation completes the order.
 */
test('an order settled below what was paid waits for the seller’s refund and completes when the buyer confirms it', async ({
  page,
  browser,
  t,
  lang,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: {
      company: `${lang === 'zh' ? '嘉兴' : '湖州'}退款石化有限公司${stamp}`,
      shop: `退款石化旗舰店${stamp}`,
      product: `乙二醇 退款 E2E${stamp}`,
    },
    buyer: `${lang === 'zh' ? '金华' : '衢州'}退款化纤有限公司${stamp}`,
  });
  // Placed, signed, paid in full and confirmed, shipped in one weighed truck of 29.92 t, 29.9 t of it arrived.
  const order = await placeOrder(page.request, buyer.token, seller.productId, '30');
  await call(page.request, seller.token, '/order/contract/generate', { id: order.id });
  await signByApi(page.request, seller.token, seller.person.mobile, order.id);
  await signByApi(page.request, buyer.token, buyer.person.mobile, order.id);
  await call(page.request, buyer.token, '/order/pay', {
    id: order.id,
    proofKeys: [await upload(page.request, buyer.token, '/encry/upload/img')],
  });
  await call(page.request, seller.token, '/order/receivedmoney', { id: order.id });
  const detail = await call(page.request, seller.token, '/order/detail', { id: order.id });
  const itemId = (detail.items as { id: number }[])[0]?.id;
  const crew = { plate: '苏F12345', driverName: '张师傅', driverIdNumber: '11010519491231002X', driverPhone: '13800138000' };
  const shipped = await call(page.request, seller.token, '/order/shipment/ship', {
    id: order.id,
    lines: [{ itemId, quantity: '29.92' }],
    crew,
    ticketNo: 'BD-0301',
  });
  const shipmentId = (shipped.shipments as { id: number }[])[0]?.id;
  await call(page.request, buyer.token, '/order/shipment/arrive', {
    id: order.id,
    shipmentId,
    lines: [{ itemId, quantity: '29.9' }],
    ticketNo: 'SH-0301',
  });
  const orderPath = `/order/${order.id}`;

  // The seller: its turn, the amount owed back, and the dialog that records it with the bank slip.
  await signIn(page, seller.person.userName, seller.person.password, orderPath);
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', '76');
  await expect(page.getByTestId('order-turn')).toHaveAttribute('data-turn', 'yours');
  await expect(page.getByTestId('order-turn')).toContainText(t('order.step.refund'));
  await expect(page.getByTestId('order-payments-refund')).toContainText('486.00');
  await page.getByTestId('order-action-refund').click();
  await expect(page.getByTestId('order-refund-summary')).toContainText('486.00');
  await expect(page.getByTestId('order-pay-amount-input')).toHaveValue('486.00');
  await page
    .getByTestId('order-pay-proof')
    .locator('input[type=file]')
    .setInputFiles({ name: 'refund.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByTestId('order-pay-proof-preview')).toBeVisible();
  await shot(page, `refunds-${lang}-record`);
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByTestId('order-refund-ok').click();
  await expect(page.getByTestId('order-refund-ok')).toBeHidden();
  await expect(page.getByTestId('order-payments-refund')).toContainText(t('orderPayment.refundWaiting', { amount: '¥486.00' }));
  await expect(page.getByTestId('order-turn')).toHaveAttribute('data-turn', 'waiting');

  // The buyer, in its own browser: a refund to confirm, marked as one, and the confirmation completes the order.
  const buyerPage = await openBrowser(browser, lang);
  await signIn(buyerPage, buyer.person.userName, buyer.person.password, orderPath);
  await expect(buyerPage.getByTestId('order-turn')).toContainText(t('order.step.confirmRefund'));
  await expect(buyerPage.getByTestId('order-settlement-difference')).toContainText('486.00');
  const refundRow = buyerPage.getByTestId('order-payments-table').locator('tr', { hasText: t('paymentKind.refund') });
  await expect(refundRow).toContainText('486.00');
  // The seller's bank slip shows: the buyer checks it before it confirms.
  const slip = refundRow.locator('img').first();
  await expect(slip).toBeVisible();
  await expect.poll(() => slip.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(buyerPage, `refunds-${lang}-confirm`);
  expect(await wcagViolations(buyerPage)).toEqual([]);
  await refundRow.getByTestId('order-payment-confirm').click();
  await confirmDialog(buyerPage, 'confirm-ok');
  await expectStatus(buyerPage, 80);
  await expect(buyerPage.getByTestId('order-payments-refunded')).toContainText('486.00');

  await expectStatus(page, 80);
  await expect(page.getByTestId('order-payments-refunded')).toContainText('486.00');
  await shot(page, `refunds-${lang}-complete`);
});
