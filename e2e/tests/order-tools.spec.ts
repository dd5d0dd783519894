import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, call, contractSigner, placeOrder, signByApi, tradingParties, upload } from './market.ts';
import { confirmDialog, expect, expectToastDuring, type Lang, newIdentity, openBrowser, signIn, test } from './support.ts';

/**
 * The order's tools (分享, 关注, 见证人, 批量发货) on two orders that wait for shipping (status 61). The
 * trade loop has its own journey (trade-loop.spec.ts); here the orders get there through the API.
 */

type Signer = { token: string; mobile: string };

/**
 * A signer of the company with a session of its own (agreements accepted): a signing code goes to one
 * mobile at most once a minute, so the second order is signed by a colleague with a phone of their own.
 */
async function signingColleague(request: APIRequestContext, mainToken: string, lang: Lang): Promise<Signer> {
  const person = await contractSigner(request, mainToken, lang);
  const token = await apiLogin(request, person.userName, person.password);
  const agreement = (await (await request.get('/api/bs/agreement/template/user/agreement/info')).json()).data;
  const privacy = (await (await request.get('/api/bs/agreement/template/privacy/agreement/info')).json()).data;
  if (agreement && privacy)
    await call(request, token, '/user/update/version', {
      userAgreementVersion: agreement.version,
      privacyVersion: privacy.version,
    });
  return { token, mobile: person.mobile };
}

/** The order's status as the page shows it. */
async function expectStatus(page: Page, status: number) {
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', String(status));
}

test('the buyer shares an order, names a witness and follows it; the seller ships two orders at once', async ({
  page,
  browser,
  t,
  lang,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `${lang === 'zh' ? '宁波' : '舟山'}恒润化工有限公司${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: {
      company: sellerCompany,
      shop: `${sellerCompany.slice(0, 2)}恒润化工店${stamp}`,
      product: `甲醇 工业级 E2E${stamp}`,
    },
    buyer: `${lang === 'zh' ? '温州' : '金华'}新材料科技有限公司${stamp}`,
  });
  const [sellerColleague, buyerColleague] = await Promise.all([
    signingColleague(page.request, seller.token, lang),
    signingColleague(page.request, buyer.token, lang),
  ]);

  // Two orders, each through contract, payment and the seller's confirmation of the money (61).
  const first = await placeOrder(page.request, buyer.token, seller.productId, '2');
  const second = await placeOrder(page.request, buyer.token, seller.productId, '3');
  const orders = [first, second];
  for (const { id } of orders) await call(page.request, seller.token, '/order/contract/generate', { id });
  await signByApi(page.request, seller.token, seller.person.mobile, first.id);
  await signByApi(page.request, buyer.token, buyer.person.mobile, first.id);
  await signByApi(page.request, sellerColleague.token, sellerColleague.mobile, second.id);
  await signByApi(page.request, buyerColleague.token, buyerColleague.mobile, second.id);
  for (const { id } of orders) {
    await call(page.request, buyer.token, '/order/pay', {
      id,
      proofKeys: [await upload(page.request, buyer.token, '/oss/upload/img')],
    });
    await call(page.request, seller.token, '/order/receivedmoney', { id });
  }

  // The buyer opens the first order and shares it: the link and its password, shown once.
  await signIn(page, buyer.person.userName, buyer.person.password, `/order/${first.id}`);
  await expectStatus(page, 61);
  await page.getByTestId('order-tool-share').click();
  await page.getByTestId('order-share-create').click();
  await expect(page.getByTestId('order-share-once')).toBeVisible();
  const url = (await page.getByTestId('order-share-url').textContent())?.trim() ?? '';
  const password = (await page.getByTestId('order-share-link-password').textContent())?.trim() ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/orderShare\/\S+$/);
  expect(password).toMatch(/^\d{6}$/);

  // A visitor with the link and the password sees the order, read-only.
  const visitor = await openBrowser(browser, lang);
  await visitor.goto(url);
  await visitor.getByTestId('order-share-password').fill(password);
  await visitor.getByTestId('order-share-open').click();
  await expect(visitor.getByTestId('order-no')).toHaveText(first.orderNo);
  await expect(visitor.getByTestId(/^order-(tool|action)-/)).toHaveCount(0);

  // A password of the buyer's choice; then the link goes by SMS (a new link and password).
  await page.getByTestId('order-share-new-password').fill('abc');
  await page.getByTestId('order-share-save-password').click();
  await expect(page.getByText(t('order.sharePasswordInvalid')).first()).toBeVisible();
  await page.getByTestId('order-share-new-password').fill('Jiancha2026');
  await page.getByTestId('order-share-save-password').click();
  await expect(page.getByTestId('order-share-link-password')).toHaveText('Jiancha2026');
  const recipient = newIdentity(lang).mobile;
  await page.getByTestId('order-share-sms-mobile').fill(recipient);
  await page.getByTestId('order-share-sms-send').click();
  await expectToastDuring(page, t('order.shareSmsSent'), () => confirmDialog(page, 'confirm-ok'));
  const smsPassword = (await page.getByTestId('order-share-link-password').textContent())?.trim() ?? '';
  const sms = await (await page.request.get(`/__e2e/sms?mobile=${recipient}`)).json();
  expect(sms.content).toContain(first.orderNo);
  expect(sms.content).toContain(smsPassword);
  await page.getByTestId('order-share-close').click();

  // A witness, then the 关注 mark.
  await expect(page.getByTestId('order-witness')).toHaveText(t('orderTools.noWitness'));
  await page.getByTestId('order-tool-witness').click();
  await page.getByTestId('order-witness-name').fill('陈律师');
  await page.getByTestId('order-witness-mobile').fill('13857120000');
  await page.getByTestId('order-witness-ok').click();
  await expect(page.getByTestId('order-witness')).toHaveText('陈律师 13857120000');
  await expect(page.getByTestId('order-tool-witness')).toHaveText(t('orderTools.changeWitness'));
  const interest = page.getByTestId('order-tool-interest');
  await expect(interest).toHaveAttribute('aria-pressed', 'false');
  await interest.click();
  await expect(interest).toHaveAttribute('aria-pressed', 'true');
  await expect(interest).toContainText(t('orderTools.interested'));

  // 我关注的 holds the first order only.
  await page.goto('/manage/myorders');
  await page.getByTestId('order-tab-interested').click();
  await expect(page.getByRole('row').filter({ hasText: first.orderNo })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: second.orderNo })).toHaveCount(0);

  // A third order, still at the contract stage: the buyer adds the invoice information.
  const third = await placeOrder(page.request, buyer.token, seller.productId, '2');
  await page.goto(`/order/${third.id}`);
  await expectStatus(page, 10);
  await expect(page.getByTestId('order-tool-witness')).toBeVisible();
  await page.getByTestId('order-tool-invoice').click();
  const invoiceForm = page.getByRole('dialog');
  await invoiceForm.getByLabel(t('pay.invoiceTitle')).fill('温州新材料科技有限公司');
  await invoiceForm.getByLabel(t('pay.taxNumber')).fill('91330300MA2H0K7X1Q');
  await page.getByTestId('order-invoice-ok').click();
  await expect(page.getByText('温州新材料科技有限公司 · 91330300MA2H0K7X1Q')).toBeVisible();

  // The seller ships both from 待发货: nothing selected is refused, then one waybill each and one carrier for all.
  const sellerPage = await openBrowser(browser, lang);
  await signIn(sellerPage, seller.person.userName, seller.person.password, '/manage/orderlist');
  await sellerPage.getByTestId('order-tab-waitfordeliver').click();
  const rowOf = (orderNo: string) => sellerPage.getByRole('row').filter({ hasText: orderNo });
  await expect(rowOf(second.orderNo)).toBeVisible();
  await sellerPage.getByTestId('order-batch-deliver').click();
  await expect(sellerPage.getByText(t('common.selectAtLeastOne'))).toBeVisible();
  for (const { orderNo } of orders) await rowOf(orderNo).getByRole('checkbox').check();
  await sellerPage.getByTestId('order-batch-deliver').click();
  for (const [index, { id }] of orders.entries())
    await sellerPage.getByTestId(`batch-deliver-no-${id}`).fill(`SF${stamp}77${index}`);
  await sellerPage.getByTestId('batch-deliver-same-carrier').fill('顺丰速运');
  await sellerPage.getByTestId('batch-deliver-apply-carrier').click();
  await expect(sellerPage.getByTestId(`batch-deliver-carrier-${second.id}`)).toHaveValue('顺丰速运');
  await sellerPage.getByTestId('batch-deliver-ok').click();
  await confirmDialog(sellerPage, 'confirm-ok');
  for (const { id } of orders) {
    await expect(sellerPage.getByTestId(`batch-deliver-result-${id}`)).toContainText(t('order.delivered'));
  }
  await expect(sellerPage.getByTestId('batch-deliver-summary')).toHaveText(t('orderTools.batch.summary', { ok: 2, failed: 0 }));
  await sellerPage.getByTestId('batch-deliver-close').click();
  await expect(rowOf(first.orderNo)).toHaveCount(0);

  // Both are shipped (70) with their waybill numbers.
  await sellerPage.getByTestId('order-tab-Sellershipped').click();
  for (const { orderNo } of orders) await expect(rowOf(orderNo).getByTestId('order-status')).toHaveAttribute('data-status', '70');
  await page.goto(`/order/${second.id}`);
  await expectStatus(page, 70);
  await expect(page.getByTestId('order-batches')).toContainText(`SF${stamp}771`);
});
