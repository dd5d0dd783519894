import { apiLogin, approvedCompanyWithLicence, call, isoDay } from './market.ts';
import { affirmReceiptAgreement, freshReceipt } from './receipts.ts';
import { confirmDialog, expect, newIdentity, openBrowser, pickSelect, shot, signIn, test } from './support.ts';

/**
 * An order taken by phone (代客下单), each party in its own browser: the demo seller lists 30 t of methanol it delivers;
 * the operator enters 10 t of it for a newly certified buyer — the buyer found by name, the listing by its number, the
 * price checked as the quantity is typed, the buyer's delivery address, who called — and sends it to the buyer, which
 * reserves nothing; the buyer finds it above its applications, reads it and confirms it, which applies for the listing
 * in its name at the price it was told; the operator's list shows it confirmed, with the application it became.
 */
test('the operator enters an order for a buyer on the phone; it binds when the buyer confirms it', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const person = { ...newIdentity(lang), password: 'TraderPass123' };
  const buyerCompany = `${lang === 'zh' ? '嘉兴' : '湖州'}电话委托化工有限公司${stamp}`;
  const { token: buyerToken } = await approvedCompanyWithLicence(request, person, buyerCompany);
  await call(request, buyerToken, '/company/address/saveAddress', {
    contactName: '沈收货',
    contactMobile: person.mobile,
    provinceCode: '330000',
    cityCode: '330400',
    areaCode: '330402',
    detail: `南湖路 ${stamp} 号`,
  });
  await affirmReceiptAgreement(request, buyerToken);

  const sellerToken = await apiLogin(request, 'seller', 'Seller2026');
  const receipt = await freshReceipt(request, sellerToken, { product: '甲醇', quantity: '30', batch: `E2E-DK-${lang}-${stamp}` });
  const listing = await call(request, sellerToken, '/sale/bss/save', {
    receiptId: receipt.id,
    quantity: '30',
    unitPrice: '2400.00',
    minQty: '10',
    step: '5',
    deliveryMode: 'delivery',
    validUntil: isoDay(20),
  });

  // The operator enters it from the console.
  await signIn(page, 'operator', 'Operator2026', '/admin/wr/proposals');
  await expect(page.getByTestId('admin-menu')).toBeVisible();
  await page.getByTestId('proposal-new').click();
  const drawer = page.getByTestId('proposal-drawer');
  await drawer.getByTestId('proposal-buyer').locator('input').fill(stamp);
  await pickSelect(page, 'proposal-buyer', (await buyerOption(request, buyerToken)).title);
  await drawer.getByTestId('proposal-listing-search').locator('input').fill('甲醇');
  await drawer.getByTestId('proposal-listing-search').locator('input').press('Enter');
  await drawer.getByRole('row').filter({ hasText: listing.listingNo }).click();
  await expect(drawer.getByTestId('proposal-listing-rule')).toContainText(listing.listingNo);
  // Off the step: the server's words under the field; on it: the amount.
  await drawer.getByTestId('proposal-quantity').fill('12');
  await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await drawer.getByTestId('proposal-quantity').fill('10');
  await expect(drawer.getByTestId('proposal-price')).toContainText('24,000.00');
  await drawer.getByTestId('proposal-address').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(drawer.getByTestId('proposal-caller-name')).toHaveValue('周经理');
  await shot(page, `proposal-${lang}-1-operator-form`);
  await drawer.getByTestId('proposal-save').click();
  await confirmDialog(page, 'proposal-save-confirm');
  const row = page.getByRole('row').filter({ hasText: buyerCompany });
  await expect(row).toContainText(t('receiptProposalStatus.proposed'));
  await expect(row).toContainText('24,000.00');

  // Nothing is reserved until the buyer confirms.
  expect((await call(request, sellerToken, '/sale/bss/info', { id: listing.id })).reservedQty).toBe('0.0000');

  // The buyer finds it above its applications, with who called and where it is delivered, and confirms it.
  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, person.userName, person.password, '/manage/toApplyFor');
  await expect(buyer).toHaveURL(/\/manage\/toApplyFor$/);
  const card = buyer.getByTestId('proposals-card');
  await expect(card).toContainText(listing.listingNo);
  await expect(card).toContainText(`南湖路 ${stamp} 号`);
  await expect(card.getByTestId('proposal-turn')).toBeVisible();
  await shot(buyer, `proposal-${lang}-2-buyer-card`);
  await card.getByTestId(/^proposal-confirm-\d+$/).click();
  await confirmDialog(buyer, 'proposal-confirm-ok');
  await expect(buyer).toHaveURL(/\/manage\/toApplyFordetails\?id=\d+$/);
  await expect(buyer.getByTestId('order-status').first()).toHaveText(t('receiptOrderStatus.applied'));
  expect((await call(request, sellerToken, '/sale/bss/info', { id: listing.id })).reservedQty).toBe('10.0000');
  // The seller delivers: the buyer may say where again, until the transfer is asked (the seller is told).
  await expect(buyer.getByTestId('order-details-address')).toContainText(`南湖路 ${stamp} 号`);
  await buyer.getByTestId(/^order-updateShip-\d+$/).click();
  await confirmDialog(buyer, 'order-update-ship-ok');
  await expect(buyer.getByTestId('order-log-step')).toHaveCount(2);

  // The operator's list: confirmed, and the application it became.
  await page.reload();
  await expect(row).toContainText(t('receiptProposalStatus.confirmed'));
  await row.getByRole('button', { name: t('receiptTrade.orders.view') }).click();
  await expect(page.getByTestId('proposal-admin-drawer')).toContainText(/WO\d{14}/);
  await shot(page, `proposal-${lang}-3-operator-drawer`);
});

/** The buyer as the operator's select shows it: its name and credit code. */
async function buyerOption(request: Parameters<typeof call>[0], token: string) {
  const company = await request.get('/api/company/info', { headers: { authorization: `Bearer ${token}` } });
  const { name, creditCode } = (await company.json()).data as { name: string; creditCode: string };
  return { title: `${name}（${creditCode}）` };
}
