import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, approvedCompanyWithLicence } from './market.ts';
import { affirmReceiptAgreement, freshReceipt } from './receipts.ts';
import { confirmDialog, expect, newIdentity, openBrowser, shot, signIn, test } from './support.ts';

/** The buyer's application through the API, once under its own key (as the market's apply dialog sends it). */
async function apply(request: APIRequestContext, token: string, listingId: number, quantity: string) {
  const answer = await request.post('/api/wr/order/apply', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-apply-${randomUUID()}` },
    data: { listingId, quantity },
  });
  const body = await answer.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data as { id: number; orderNo: string; amount: string };
}

/**
 * A receipt sold in part, each party in its own browser: the demo buyer lists 30 t of a methanol receipt from the
 * receipt's page (10 t minimum, 5 t step) and finds it on 我的挂牌; a newly certified company applies for 10 t and for
 * the 20 t left (10 + 15 would leave 5 t, below the minimum); the seller reaches both from the listing, declines the
 * 20 t with the reason and takes the 10 t, whose part is split off and locked for the order; the buyer reads one taken
 * and one declined with the reason; the listing shows 20 t available again and 10 t sold, and the seller delists it.
 */
test('list part of a receipt, answer two applications: decline one with the reason, take the other', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const person = { ...newIdentity(lang), password: 'TraderPass123' };
  const buyerCompany = `${lang === 'zh' ? '无锡' : '常州'}仓单贸易有限公司${stamp}`;
  const { token } = await approvedCompanyWithLicence(request, person, buyerCompany);
  // A company's first receipt action asks it to affirm the receipt agreement: the buyer affirms it before applying.
  await affirmReceiptAgreement(request, token);

  // The holder lists 30 t of a receipt from its page: the dialog says the part is split off and the rest stays free.
  await signIn(page, 'buyer', 'Buyer2026', '/manage/warehouseReceiptList');
  await expect(page).toHaveURL(/\/manage\/warehouseReceiptList$/);
  // A receipt of 40 t of its own: listing 30 t splits them off, and the 10 t left (the product's minimum) stays free.
  const receipt = await freshReceipt(request, await apiLogin(request, 'buyer', 'Buyer2026'), {
    product: '甲醇',
    quantity: '40',
    batch: `E2E-GP-${lang}-${stamp}`,
  });
  await page.goto(`/manage/warehouseReceiptdetails?id=${receipt.id}`);
  await page.getByTestId('wr-receipt-list').click();
  await page.getByTestId('listing-save-quantity').fill('30');
  await expect(page.getByTestId('listing-save-splits')).toHaveCount(1);
  await page.getByTestId('listing-save-price').fill('2350.50');
  await page.getByTestId('listing-save-step').fill('5');
  await page.getByTestId('listing-save-min').fill('10');
  await page.getByTestId('listing-save-remark').fill(`E2E ${stamp}`);
  await page.getByTestId('listing-save-ok').click();
  const saved = page.getByTestId('listing-saved-no');
  await expect(saved).toBeVisible({ timeout: 15_000 });
  const listingId = Number(await saved.getAttribute('data-listing-id'));
  const listingNo = ((await saved.textContent()) ?? '').match(/\S+$/)?.[0] ?? '';
  expect(listingNo).not.toBe('');
  await page.getByTestId('listing-saved-mine').click();
  await expect(page).toHaveURL(/\/manage\/warehouseReceiptsonlist$/);
  const listingRow = page.getByRole('row').filter({ hasText: listingNo });
  await expect(listingRow.getByTestId('qty-available-value')).toContainText('30');
  await expect(listingRow.getByTestId('listing-price')).toContainText('2,350.50');

  // The buyer applies through the API for the minimum, then for all that is left.
  const small = await apply(request, token, listingId, '10');
  const large = await apply(request, token, listingId, '20');
  expect(small.amount).toBe('23505.00');

  // The seller goes from the listing to its applications: who, how much, for how much.
  await page.reload();
  await expect(listingRow.getByTestId('qty-reserved-value')).toContainText('30');
  await page.getByTestId(`listing-orders-${listingId}`).click();
  await expect(page).toHaveURL(new RegExp(`/manage/waitingSell\\?listingId=${listingId}$`));
  await expect(page.getByTestId('orders-listing-filter')).toContainText(listingNo);
  const smallRow = page.getByRole('row').filter({ hasText: small.orderNo });
  const largeRow = page.getByRole('row').filter({ hasText: large.orderNo });
  await expect(smallRow).toContainText(buyerCompany);
  await expect(smallRow).toContainText('23,505.00');
  await expect(largeRow.getByTestId('order-quantity')).toContainText('20');

  // It declines the 20 t with the reason the buyer reads, and takes the 10 t once it is told what taking does.
  const reason = `${lang === 'zh' ? '该批货已与长期客户约定' : 'Promised to a regular customer'} ${stamp}`;
  await largeRow.getByTestId(/^order-decline-\d+$/).click();
  await page.getByTestId('order-decline-reason').fill(reason);
  await confirmDialog(page, 'order-decline-ok');
  await smallRow.getByTestId(/^order-take-\d+$/).click();
  await confirmDialog(page, 'order-take-confirm');

  // The taken order's page: the contract comes next, and the receipt split off for it is named.
  await page.getByTestId('orders-tab-all').click();
  await smallRow.getByTestId('order-no').click();
  await expect(page).toHaveURL(/\/manage\/waitingSellDetails\?id=\d+$/);
  await expect(page.getByTestId('order-turn')).toHaveAttribute('data-turn', 'contract');
  await expect(page.getByTestId('order-details-receipt')).toHaveText(/^WR\d{14}(-\d{2})+$/);
  await expect(page.getByTestId('order-split')).toContainText(t('receiptTrade.split.thisOrder'));
  // Applied, taken, and the contract drawn up on taking.
  await expect(page.getByTestId('order-log-step')).toHaveCount(3);

  // The buyer reads one taken and one declined, with the reason, in its own browser.
  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, person.userName, person.password, '/manage/toApplyFor');
  await expect(buyer).toHaveURL(/\/manage\/toApplyFor$/);
  const taken = buyer.getByRole('row').filter({ hasText: small.orderNo });
  const declined = buyer.getByRole('row').filter({ hasText: large.orderNo });
  await expect(taken.getByTestId('order-status')).toHaveText(t('receiptOrderStatus.accepted'));
  await expect(declined.getByTestId('order-status')).toHaveText(t('receiptOrderStatus.declined'));
  await expect(declined.getByTestId('order-decline-reason')).toContainText(reason);
  await declined.getByTestId('order-no').click();
  await expect(buyer.getByTestId('order-turn')).toHaveAttribute('data-turn', 'none');
  await expect(buyer.getByTestId('order-details-reason')).toContainText(reason);

  // The listing: 20 t offered again, nothing waiting, 10 t sold. The seller delists the rest (asked first): it ends.
  await page.goto('/manage/warehouseReceiptsonlist');
  await expect(listingRow.getByTestId('qty-available-value')).toContainText('20');
  await expect(listingRow.getByTestId('qty-reserved-value')).toContainText('0');
  await expect(listingRow.getByTestId('qty-sold-value')).toContainText('10');
  // Its own page: where every tonne is, and each buyer's part with the child receipt split off for the taken one.
  await listingRow.getByTestId('listing-no').click();
  await expect(page).toHaveURL(new RegExp(`/manage/waitingSellPleasedetails\\?id=${listingId}$`));
  // Within the listing's own figures: under load the page was once found beside 我的挂牌's row of another listing.
  const where = page.getByTestId('parts-where');
  await expect(where.getByTestId('qty-listed-value')).toContainText('30');
  await expect(where.getByTestId('qty-returned-value')).toContainText('0');
  const parts = page.getByTestId('parts-orders');
  await expect(parts.getByRole('row').filter({ hasText: small.orderNo }).getByTestId('parts-receipt-no')).toHaveText(
    /^WR\d{14}(-\d{2})+$/,
  );
  await expect(parts.getByRole('row').filter({ hasText: large.orderNo }).getByTestId('order-status')).toHaveText(
    t('receiptOrderStatus.declined'),
  );
  await shot(page, `listing-parts-${lang}`);
  await page.goto('/manage/warehouseReceiptsonlist');
  await listingRow.getByTestId(`listing-delist-${listingId}`).click();
  await confirmDialog(page, 'listing-delist-confirm');
  await expect(listingRow).toHaveCount(0);
  await page.getByTestId('listings-tab-ended').click();
  await expect(listingRow.getByTestId('listing-status')).toHaveText(t('listingStatus.delisted'));
});
