import type { Page } from '@playwright/test';
import { wcagViolations } from './axe.ts';
import { call, PNG_1PX, signByApi, tradingParties } from './market.ts';
import { DANGEROUS_GOODS_CREW } from './receipts.ts';
import { confirmDialog, expect, openBrowser, shot, signIn, test } from './support.ts';

/** The order's status as its page shows it, reloaded: the other party acted in another browser. */
async function expectStatus(page: Page, status: number) {
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', String(status));
}

/**
 * 定金 + 尾款 with 分批发货, each party in its own browser: the buyer checks out 30 t of ethylene glycol (4,860.00 a
 * tonne) on deposit-and-balance terms (30 %, the balance 15 days after receipt) and pays the deposit, ¥43,740.00,
 * which the seller confirms; the goods leave the seller's yard in two trucks, each with its vehicle, crew and
 * weighbridge ticket; the buyer confirms each arrival with the weight its own weighbridge gave, and the order settles
 * on what arrived: 29.9537 t, ¥145,574.98; the balance, ¥101,834.98, paid and confirmed, completes it.
 */
test('a deposit-and-balance order shipped in two weighed batches settles on the weight that arrived', async ({
  page,
  browser,
  t,
  lang,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: {
      company: `${lang === 'zh' ? '宁波' : '舟山'}分批石化有限公司${stamp}`,
      shop: `分批石化旗舰店${stamp}`,
      product: `乙二醇 分批发货 E2E${stamp}`,
      paymentTerms: { depositPercent: 30, balanceDays: 15, credit: false, acceptance: false },
    },
    buyer: `${lang === 'zh' ? '绍兴' : '台州'}分批化纤有限公司${stamp}`,
  });

  // The buyer checks out on 定金 + 尾款: the choice says what shipping waits for.
  const buyerPage = await openBrowser(browser, lang);
  const checkout = `/pay?productId=${seller.productId}&quantity=30`;
  await signIn(buyerPage, buyer.person.userName, buyer.person.password, checkout);
  await expect(buyerPage.getByTestId('pay-total')).toContainText('145,800.00');
  const deposit = buyerPage.getByTestId('pay-term-deposit');
  await expect(deposit).toContainText('43,740.00');
  await deposit.click();
  await shot(buyerPage, `shipments-${lang}-checkout-terms`);
  await buyerPage.getByTestId('pay-submit').click();
  await expect(buyerPage).toHaveURL(/\/manage\/myorders/);
  const placed = await call(page.request, buyer.token, '/order/buyer/orderlist', {});
  const order = placed.records[0] as { id: number };
  await call(page.request, seller.token, '/order/contract/generate', { id: order.id });
  await signByApi(page.request, seller.token, seller.person.mobile, order.id);
  await signByApi(page.request, buyer.token, buyer.person.mobile, order.id);
  const orderPath = `/order/${order.id}`;

  // The buyer pays the deposit: the dialog asks for it and no more.
  const pay = async (amount: string) => {
    await buyerPage.getByTestId('order-action-pay').click();
    await expect(buyerPage.getByTestId('order-pay-amount-input')).toHaveValue(amount);
    await buyerPage
      .getByTestId('order-pay-proof')
      .locator('input[type=file]')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(buyerPage.getByTestId('order-pay-proof-preview')).toBeVisible();
    await buyerPage.getByTestId('order-pay-ok').click();
    await expect(buyerPage.getByTestId('order-pay-ok')).toBeHidden();
  };
  await buyerPage.goto(orderPath);
  await expect(buyerPage.getByTestId('order-payments-terms')).toContainText(lang === 'zh' ? '定金 30%' : '30% deposit');
  await pay('43740.00');
  await expectStatus(buyerPage, 60);

  // The seller confirms the deposit on its payment line, which lets the goods go.
  await signIn(page, seller.person.userName, seller.person.password, orderPath);
  const confirmPayment = async () => {
    await page.getByTestId('order-payment-confirm').first().click();
    await confirmDialog(page, 'confirm-ok');
  };
  await confirmPayment();
  await expectStatus(page, 61);
  await expect(page.getByTestId('order-payments-outstanding')).toContainText('102,060.00');

  // The seller loads the first truck: 15.02 t by the ticket; the dialog says more batches will follow.
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
  await buyerPage.reload();
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
  // Settled, the order waits for the balance: 145,574.98 less the deposit, due 15 days after receipt.
  await expectStatus(buyerPage, 75);
  const settlement = buyerPage.getByTestId('order-settlement');
  await expect(settlement).toContainText('145,574.98');
  await expect(buyerPage.getByTestId('order-settlement-difference')).toContainText('225.02');
  await expect(buyerPage.getByTestId('order-shipping-progress')).toContainText('29.9537');
  await shot(buyerPage, `shipments-${lang}-settled`);
  expect(await wcagViolations(buyerPage)).toEqual([]);

  await expect(buyerPage.getByTestId('order-payments-outstanding')).toContainText('101,834.98');
  await pay('101834.98');
  await expectStatus(buyerPage, 75);

  // The seller reads the same settlement and confirms the balance, which completes the order.
  await page.reload();
  await expect(page.getByTestId('order-settlement-total')).toContainText('145,574.98');
  await confirmPayment();
  await expectStatus(page, 80);
  await expect(page.getByTestId('order-payments-confirmed')).toContainText('145,574.98');
  await expect(page.getByTestId('order-payments-outstanding')).toContainText('0.00');
  await shot(page, `shipments-${lang}-paid-up`);
  expect(await wcagViolations(page)).toEqual([]);
});
