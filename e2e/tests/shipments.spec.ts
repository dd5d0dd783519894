import type { Page } from '@playwright/test';
import { wcagViolations } from './axe.ts';
import { call, placeOrder, signByApi, tradingParties, upload } from './market.ts';
import { DANGEROUS_GOODS_CREW } from './receipts.ts';
import { expect, loginWithPassword, openBrowser, shot, test } from './support.ts';

/** The order's status as its page shows it, reloaded: the other party acted in another browser. */
async function expectStatus(page: Page, status: number) {
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', String(status));
}

/**
 * 分批发货, each party in its own browser: 30 t of ethylene glycol (4,860.00 a tonne) paid in full leaves the seller's
 * yard in two trucks, each with its vehicle, crew and weighbridge ticket; the buyer confirms each arrival with the
 * weight its own weighbridge gave, and the order settles on what arrived: 29.9537 t, ¥145,574.98, ¥225.02 to refund.
 */
test('an order shipped in two weighed batches settles on the weight that arrived', async ({
  page,
  browser,
  t,
  lang,
  lastCaptchaId,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: {
      company: `${lang === 'zh' ? '宁波' : '舟山'}分批石化有限公司${stamp}`,
      shop: `分批石化旗舰店${stamp}`,
      product: `乙二醇 分批发货 E2E${stamp}`,
    },
    buyer: `${lang === 'zh' ? '绍兴' : '台州'}分批化纤有限公司${stamp}`,
  });
  const order = await placeOrder(page.request, buyer.token, seller.productId, '30');
  await call(page.request, seller.token, '/order/contract/generate', { id: order.id });
  await signByApi(page.request, seller.token, seller.person.mobile, order.id);
  await signByApi(page.request, buyer.token, buyer.person.mobile, order.id);
  await call(page.request, buyer.token, '/order/pay', {
    id: order.id,
    proofKeys: [await upload(page.request, buyer.token, '/encry/upload/img')],
  });
  await call(page.request, seller.token, '/order/receivedmoney', { id: order.id });
  const orderPath = `/order/${order.id}`;

  // The seller loads the first truck: 15.02 t by the ticket; the dialog says more batches will follow.
  await page.goto(`/login?redirect=${encodeURIComponent(orderPath)}`);
  await loginWithPassword(page, t, lastCaptchaId, seller.person.userName, seller.person.password);
  await expect(page.getByTestId('order-shipments')).toContainText(t('orderShipment.none'));
  const shipBatch = async (quantity: string, ticketNo: string, outcome: 'partial' | 'completes') => {
    await page.getByTestId('order-action-shipPart').click();
    await page.getByTestId('order-ship-qty-0').fill(quantity);
    await expect(page.getByTestId('order-ship-outcome')).toContainText(t(`orderShipment.ship.${outcome}`));
    await page.getByTestId('order-ship-ticket-no').fill(ticketNo);
    for (const [field, value] of DANGEROUS_GOODS_CREW.slice(0, 5)) await page.getByTestId(`order-ship-crew-${field}`).fill(value);
    await shot(page, `shipments-${lang}-ship-${ticketNo}`);
    if (outcome === 'partial') expect(await wcagViolations(page)).toEqual([]);
    await page.getByTestId('order-ship-batch-ok').click();
    await expect(page.getByTestId('order-ship-batch-ok')).toBeHidden();
  };
  await shipBatch('15.02', 'BD-0001', 'partial');
  await expectStatus(page, 65);
  await expect(page.getByTestId('order-batches')).toContainText('苏F12345');

  // The buyer confirms the first truck at 15.01 t; a figure over what the ticket allows is refused on the spot.
  const buyerPage = await openBrowser(browser, lang);
  await buyerPage.goto(`/login?redirect=${encodeURIComponent(orderPath)}`);
  await loginWithPassword(buyerPage, t, lastCaptchaId, buyer.person.userName, buyer.person.password);
  await buyerPage.getByTestId('order-arrive-1').click();
  await buyerPage.getByTestId('order-arrive-qty-0').fill('15.1');
  await buyerPage.getByTestId('order-arrive-ok').click();
  await expect(
    buyerPage.getByText(t('shipment.overLoaded', { max: '15.065', loaded: '15.02', unit: lang === 'zh' ? '吨' : 't' })),
  ).toBeVisible();
  await buyerPage.getByTestId('order-arrive-qty-0').fill('15.01');
  await buyerPage.getByTestId('order-arrive-ok').click();
  await expect(buyerPage.getByTestId('order-batch-received-1')).toContainText('15.01');
  await expectStatus(buyerPage, 65);

  // The second truck brings the order inside its band (29.97 of 29.91–30.09 t): shipped.
  await page.reload();
  await shipBatch('14.95', 'BD-0002', 'completes');
  await expectStatus(page, 70);

  // The buyer's last arrival, 14.9437 t, completes the order and settles it on what arrived.
  await buyerPage.reload();
  await buyerPage.getByTestId('order-arrive-2').click();
  await expect(buyerPage.getByTestId('order-arrive-intro')).toContainText(t('orderShipment.arrive.last'));
  // The dialog and the page behind it breach nothing axe checks of WCAG 2 A and AA.
  expect(await wcagViolations(buyerPage)).toEqual([]);
  await buyerPage.getByTestId('order-arrive-qty-0').fill('14.9437');
  await buyerPage.getByTestId('order-arrive-ok').click();
  await expectStatus(buyerPage, 80);
  const settlement = buyerPage.getByTestId('order-settlement');
  await expect(settlement).toContainText('145,574.98');
  await expect(buyerPage.getByTestId('order-settlement-difference')).toContainText('225.02');
  await expect(buyerPage.getByTestId('order-shipping-progress')).toContainText('29.9537');
  await shot(buyerPage, `shipments-${lang}-settled`);
  expect(await wcagViolations(buyerPage)).toEqual([]);

  // The seller reads the same settlement.
  await page.reload();
  await expect(page.getByTestId('order-settlement-total')).toContainText('145,574.98');
});
