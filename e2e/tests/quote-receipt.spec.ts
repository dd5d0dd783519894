import { apiLogin, approvedCompanyWithLicence } from './market.ts';
import { affirmReceiptAgreement, freshReceipt } from './receipts.ts';
import { expect, newIdentity, openBrowser, PDF_WORK_TIMEOUT, pickSelect, shot, signIn, test } from './support.ts';

/**
 * A quote that sells a warehouse receipt (仓单报价), each party in its own browser: the demo seller quotes a newly
 * certified buyer 30 t of a 50 t methanol receipt it holds — the receipt picked by its number, the delivery a receipt
 * transfer; the buyer reads the receipt on the quote, selects 20 t and lands on its receipt order, already taken; the
 * seller follows the quote to the order and draws up its transfer contract.
 */
test('a quote that sells a warehouse receipt, selected into a taken receipt order whose contract the seller draws up', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const person = { ...newIdentity(lang), password: 'TraderPass123' };
  const buyerCompany = `${lang === 'zh' ? '嘉兴' : '湖州'}仓单询价化工有限公司${stamp}`;
  const { token: buyerToken } = await approvedCompanyWithLicence(request, person, buyerCompany);
  await affirmReceiptAgreement(request, buyerToken);
  const company = await request.get('/api/company/info', { headers: { authorization: `Bearer ${buyerToken}` } });
  const { creditCode } = (await company.json()).data as { creditCode: string };
  const sellerToken = await apiLogin(request, 'seller', 'Seller2026');
  await affirmReceiptAgreement(request, sellerToken);
  const receipt = await freshReceipt(request, sellerToken, { product: '甲醇', quantity: '50', batch: `E2E-QR-${stamp}` });

  // The seller quotes the receipt: 仓单 chosen, the receipt found by its number, its quantity filled in.
  await signIn(page, 'seller', 'Seller2026', '/manage/myQuotation');
  await page.getByTestId('quote-new').click();
  await page.getByTestId('quote-form-subject').getByText(t('quote.form.subjectReceipt')).click();
  await page.getByTestId('quote-form-buyer').locator('input').fill(stamp);
  await pickSelect(page, 'quote-form-buyer', `${buyerCompany}（${creditCode}）`);
  await page.getByTestId('quote-form-receipt').locator('input').fill(receipt.receiptNo);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: receipt.receiptNo }).click();
  await expect(page.getByTestId('quote-form-quantity')).toHaveValue('50');
  await expect(page.getByTestId('quote-form-delivery')).toContainText(t('receiptDeliveryMode.transfer'));
  await page.getByTestId('quote-form-quantity').fill('30');
  await page.getByTestId('quote-form-min').fill('10');
  await page.getByTestId('quote-form-price').fill('2400.00');
  await shot(page, `quote-receipt-${lang}-1-seller-form`);
  await page.getByTestId('quote-form-submit').click();
  await expect(page.getByTestId('quote-form-submit')).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: buyerCompany });
  await expect(row.getByTestId('quote-status')).toHaveText(t('quoteStatus.offered'));
  await expect(row).toContainText(t('quote.receiptTag'));
  const quoteNo = ((await row.getByTestId('quote-no').textContent()) ?? '').trim();
  await row.getByTestId('quote-no').click();
  await expect(page.getByTestId('quote-terms-receipt')).toHaveText(receipt.receiptNo);
  const quotePage = page.url();

  // The buyer reads the receipt it would buy and selects 20 t: no address, the receipt changes hands in the warehouse.
  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, person.userName, person.password, '/manage/myQuotation?box=received');
  await buyer.getByRole('row').filter({ hasText: quoteNo }).getByTestId('quote-no').click();
  await expect(buyer.getByTestId('quote-terms-receipt')).toHaveText(receipt.receiptNo);
  await expect(buyer.getByTestId('quote-terms')).toContainText(t('receiptDeliveryMode.transfer'));
  await buyer.getByTestId('quote-select').click();
  await expect(buyer.getByText(t('quote.select.receiptIntro'))).toBeVisible();
  await buyer.getByTestId('quote-select-qty').fill('20');
  await expect(buyer.getByTestId('quote-select-amount')).toHaveText('¥48,000.00');
  await expect(buyer.getByTestId('quote-select-address')).toHaveCount(0);
  await shot(buyer, `quote-receipt-${lang}-2-buyer-select`);
  await buyer.getByTestId('quote-select-ok').click();
  await expect(buyer).toHaveURL(/\/manage\/waitingbuydetails\?id=\d+$/);
  await expect(buyer.getByTestId('order-turn')).toContainText(t('receiptTrade.turn.accepted.buyer'));
  await shot(buyer, `quote-receipt-${lang}-3-buyer-order`);
  await buyer.context().close();

  // The seller follows its quote to the receipt order and draws up the transfer contract.
  await page.goto(quotePage);
  await expect(page.getByTestId('quote-status')).toHaveText(t('quoteStatus.selected'));
  await page.getByTestId('quote-order-link').click();
  await expect(page).toHaveURL(/\/manage\/waitingSellDetails\?id=\d+$/);
  await expect(page.getByTestId('order-turn')).toContainText(t('receiptTrade.turn.accepted.seller'));
  await page.getByTestId('contract-action-terms').click();
  await page.getByTestId('contract-terms-ok').click();
  await expect(page.getByTestId('contract-terms-ok')).toBeHidden({ timeout: PDF_WORK_TIMEOUT });
  await expect(page.getByTestId('contract-version')).toHaveAttribute('data-version', '1');
  await shot(page, `quote-receipt-${lang}-4-seller-contract`);
});
