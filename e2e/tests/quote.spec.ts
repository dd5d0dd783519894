import { approvedCompanyWithLicence, call } from './market.ts';
import { confirmDialog, expect, expectPdfDownload, newIdentity, openBrowser, pickSelect, shot, signIn, test } from './support.ts';

/**
 * A quotation (询价/报价), each party in its own browser: the demo seller quotes a newly certified buyer — the buyer
 * found by name, one of its products on sale — saves it as a draft, offers it, then revises the price (the buyer still
 * reads version 1 until the revision is submitted); the versions page shows both, the first superseded. The seller
 * shares it: a third company opens the link, asks to read the quote and is let in. The buyer finds it among the
 * quotes it received, reads the terms with the validity counting down, selects 10 of it, and the quote becomes an
 * order at the quoted price, whose contract the seller then draws up.
 */
test('a quote drafted, offered, revised with its history kept, and selected into an order with its contract', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const person = { ...newIdentity(lang), password: 'TraderPass123' };
  const buyerCompany = `${lang === 'zh' ? '绍兴' : '台州'}询价化工有限公司${stamp}`;
  const { token: buyerToken } = await approvedCompanyWithLicence(request, person, buyerCompany);
  await call(request, buyerToken, '/company/address/saveAddress', {
    contactName: '孙收货',
    contactMobile: person.mobile,
    provinceCode: '330000',
    cityCode: '330600',
    areaCode: '330602',
    detail: `越城路 ${stamp} 号`,
  });
  const company = await request.get('/api/company/info', { headers: { authorization: `Bearer ${buyerToken}` } });
  const { creditCode } = (await company.json()).data as { creditCode: string };

  // The seller drafts it from 我的报价: the buyer by name, a product of its shop, quantity, minimum and price.
  await signIn(page, 'seller', 'Seller2026', '/manage/myQuotation');
  await page.getByTestId('quote-new').click();
  await page.getByTestId('quote-form-buyer').locator('input').fill(stamp);
  await pickSelect(page, 'quote-form-buyer', `${buyerCompany}（${creditCode}）`);
  await page.getByTestId('quote-form-product').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('quote-form-quantity').fill('20');
  await page.getByTestId('quote-form-min').fill('5');
  await page.getByTestId('quote-form-price').fill('2300.00');
  await shot(page, `quote-${lang}-1-seller-form`);
  await page.getByTestId('quote-form-save').click();
  await expect(page.getByTestId('quote-form-save')).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: buyerCompany });
  await expect(row.getByTestId('quote-status')).toHaveText(t('quoteStatus.draft'));
  const quoteNo = ((await row.getByTestId('quote-no').textContent()) ?? '').trim();
  expect(quoteNo).toMatch(/^BJ\d{14}$/);

  // Its page: a draft the buyer cannot see; offered, it is version 1.
  await row.getByTestId('quote-no').click();
  await expect(page.getByTestId('quote-turn')).toHaveText(t('quote.turn.draft'));
  await page.getByTestId('quote-submit').click();
  await confirmDialog(page, 'quote-submit-ok');
  await expect(page.getByTestId('quote-status')).toHaveText(t('quoteStatus.offered'));
  await expect(page.getByTestId('quote-version')).toHaveText(t('quote.versionTag', { version: 1 }));

  // A lower price, saved and then submitted as version 2.
  await page.getByTestId('quote-edit').click();
  await page.getByTestId('quote-form-price').fill('2250.00');
  await page.getByTestId('quote-form-submit').click();
  await expect(page.getByTestId('quote-form-submit')).toBeHidden();
  await expect(page.getByTestId('quote-version')).toHaveText(t('quote.versionTag', { version: 2 }));
  await expect(page.getByTestId('quote-terms-price')).toContainText('2,250.00');
  await shot(page, `quote-${lang}-2-seller-quote`);
  await page.getByTestId('quote-history-link').click();
  await expect(page.getByTestId('quote-version-2')).toContainText(t('quote.history.current'));
  await expect(page.getByTestId('quote-version-terms-2-price')).toContainText('2,250.00');
  await expect(page.getByTestId('quote-version-1')).toContainText(t('quote.history.superseded'));
  await expect(page.getByTestId('quote-version-terms-1-price')).toContainText('2,300.00');
  // What version 2 changed is marked: its price and its total.
  await expect(page.getByTestId('quote-version-terms-2-changed')).toHaveCount(2);
  await shot(page, `quote-${lang}-3-versions`);
  // Each version's quotation, sealed by the platform, is the evidence of what was offered.
  await expectPdfDownload(page, 'quote-document-1');

  // Shared: the seller makes the quote's link; a third company opens it, asks to read the quote, and is let in.
  await page.goBack();
  await page.getByTestId('quote-share').click();
  await page.getByTestId('quote-share-make-link').click();
  const link = ((await page.getByTestId('quote-share-link').textContent()) ?? '').trim();
  expect(link).toMatch(/\/applyShare\?token=[\w-]+$/);
  const peer = { ...newIdentity(lang), password: 'TraderPass123' };
  const peerCompany = `${lang === 'zh' ? '宁波' : '温州'}同业化工有限公司${stamp}`;
  await approvedCompanyWithLicence(request, peer, peerCompany);
  const peerPage = await openBrowser(browser, lang);
  await signIn(peerPage, peer.userName, peer.password, new URL(link).pathname + new URL(link).search);
  await expect(peerPage.getByTestId('quote-apply-intro')).toContainText(quoteNo);
  await peerPage.getByTestId('quote-apply').click();
  await expect(peerPage.getByTestId('quote-apply-status')).toHaveText(t('quote.apply.applied'));
  await shot(peerPage, `quote-${lang}-4-peer-asks`);
  const asking = page.getByTestId('quote-share-access').getByRole('row').filter({ hasText: peerCompany });
  // The seller opens the dialog again (or follows its notification) and finds the request.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('quote-share-link')).toBeHidden();
  await page.getByTestId('quote-share').click();
  await expect(asking).toBeVisible();
  await shot(page, `quote-${lang}-4-seller-share`);
  await asking.getByRole('button', { name: t('quote.share.approve') }).click();
  await expect(asking).toContainText(t('quoteAccess.approved'));
  await page.keyboard.press('Escape');
  await peerPage.reload();
  await peerPage.getByTestId('quote-apply-open').click();
  await expect(peerPage.getByTestId('quote-terms-price')).toContainText('2,250.00');
  await peerPage.context().close();

  // The buyer finds it among the quotes it received, reads it and selects 10 of it.
  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, person.userName, person.password, '/manage/myQuotation?box=received');
  const received = buyer.getByRole('row').filter({ hasText: quoteNo });
  await expect(received.getByTestId('quote-price')).toContainText('2,250.00');
  await shot(buyer, `quote-${lang}-5-buyer-list`);
  await received.getByTestId('quote-no').click();
  await expect(buyer.getByTestId('quote-turn')).toContainText(t('quote.turn.buyer'));
  await expect(buyer.getByTestId('quote-countdown')).toBeVisible();
  await shot(buyer, `quote-${lang}-6-buyer-quote`);
  await buyer.getByTestId('quote-select').click();
  await buyer.getByTestId('quote-select-qty').fill('10');
  await expect(buyer.getByTestId('quote-select-amount')).toHaveText('¥22,500.00');
  await expect(buyer.getByTestId('quote-select-address')).toContainText('孙收货');
  await shot(buyer, `quote-${lang}-7-buyer-select`);
  await buyer.getByTestId('quote-select-ok').click();
  await expect(buyer).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(buyer.url()).pathname.split('/').pop());
  await expect(buyer.getByText('2,250.00').first()).toBeVisible();

  // The quote says whose order it became; the seller draws up the order's contract as for any order.
  const selected = await call(request, buyerToken, '/cs/quote/info', {
    id: (await call(request, buyerToken, '/cs/quote/pageList', { box: 'received', tab: 'selected', keyword: quoteNo })).records[0]
      .id,
  });
  expect(selected).toMatchObject({ status: 'selected', orderId, selectedQuantity: '10.0000' });
  await page.goto(`/order/${orderId}`);
  await page.getByTestId('order-action-generateContract').click();
  await confirmDialog(page, 'confirm-ok');
  // Drawn up: the seller's turn to sign it, as for any order.
  await expect(page.getByTestId('order-action-sign')).toBeVisible();
  await shot(page, `quote-${lang}-8-seller-order`);
});
