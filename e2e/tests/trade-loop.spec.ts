import type { Locator, Page } from '@playwright/test';
import { inspectPdf } from '../../server/test/pdf-inspect.ts';
import { PNG_1PX, placeOrder, SELLER_RECEIVING_ACCOUNT, tradingParties } from './market.ts';
import {
  confirmDialog,
  expect,
  expectToastDuring,
  loginWithPassword,
  openBrowser,
  signContract,
  signIn,
  test,
} from './support.ts';

/** The payment proof's picture is there and drawn (the seller's browser may open the buyer's private file). */
async function expectProofImageShown(scope: Locator) {
  const image = scope.getByTestId('order-proof-image').locator('img').or(scope.locator('img[data-testid="order-proof-image"]'));
  await expect(image.first()).toBeVisible();
  await expect.poll(() => image.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** The order's status as its page shows it (reloaded: the other party acted in another browser). */
async function expectStatus(page: Page, status: number, reload = false) {
  if (reload) await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', String(status));
}

test('buyer and seller, side by side, run a deal from the cart to a signed contract, payment, delivery and receipt', async ({
  page,
  browser,
  t,
  lang,
  lastCaptchaId,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `${lang === 'zh' ? '常州' : '南通'}聚源石化有限公司${stamp}`;
  const buyerCompany = `${lang === 'zh' ? '嘉兴' : '绍兴'}锦纶化纤有限公司${stamp}`;
  const productName = `乙二醇 聚酯级 E2E${stamp}`;
  const shopName = `${sellerCompany.slice(0, 2)}聚源石化旗舰店${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: { company: sellerCompany, shop: shopName, product: productName },
    buyer: buyerCompany,
  });

  // The buyer puts 2 t in the cart from the product page and checks out.
  const detailPath = `/goodsdetail?id=${seller.productId}`;
  await page.goto(`/login?redirect=${encodeURIComponent(detailPath)}`);
  await loginWithPassword(page, t, lastCaptchaId, buyer.person.userName, buyer.person.password);
  await expect(page.getByTestId('product-price')).toContainText('4,860.00');
  const added = page.waitForResponse((r) => r.url().includes('/api/ordercart/addtocart') && r.ok());
  await page.getByTestId('add-to-cart').click();
  await added;
  await page.goto('/mycart');
  await page.getByRole('checkbox', { name: t('mycart.selectAll') }).check();
  await expect(page.getByTestId('cart-total')).toContainText('9,720.00');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/pay\?/);
  await expect(page.getByTestId('pay-total')).toContainText('9,720.00');
  // The buyer's delivery address (market.ts) in the page's language: English names its district and city.
  const deliveryAddress =
    lang === 'zh' ? '上海市浦东新区张江路 665 号 3 号门' : '张江路 665 号 3 号门, Pudong New Area, Shanghai';
  await expect(page.getByText(deliveryAddress)).toBeVisible();
  await page.getByRole('textbox', { name: t('pay.remarkFor', { shop: shopName }) }).fill('请用吨桶包装，周一前到货');
  // Placing says 下单成功 and nothing else: the spent preview is never asked for again (it would answer 404).
  const settleAfterPlacing: number[] = [];
  const watchSettle = (response: { url(): string; status(): number }) => {
    if (response.url().includes('/api/order/settle')) settleAfterPlacing.push(response.status());
  };
  page.on('response', watchSettle);
  await expectToastDuring(page, t('pay.placed', { count: 1 }), () => page.getByTestId('pay-submit').click());
  await expect(page).toHaveURL(/\/manage\/myorders/);
  const orderLink = page.getByTestId('order-no').first();
  await expect(orderLink).toBeVisible();
  page.off('response', watchSettle);
  expect(settleAfterPlacing).toEqual([]);
  await expect(page.getByText(t('order.cartLineNotFound'))).toHaveCount(0);
  // The list gives the line's quantity its own digits and its unit in the page's language (not 2.0000 吨).
  await expect(page.getByText(`${productName} × 2 ${lang === 'zh' ? '吨' : 't'}`)).toBeVisible();
  const orderNo = (await orderLink.textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^HG\d{16}$/);
  await orderLink.click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expectStatus(page, 10);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByText(productName)).toBeVisible();
  await expect(page.getByText(deliveryAddress)).toBeVisible();
  // So does the address book (我的地址).
  await page.goto('/manage/myaddress');
  await expect(page.getByText(deliveryAddress)).toBeVisible();
  await page.goto(orderPath);

  // The seller, in a browser of their own, finds the order among the contracts to draw up (销售合同).
  const sellerPage = await openBrowser(browser, lang);
  await signIn(sellerPage, seller.person.userName, seller.person.password, '/manage/sellerwaitforsellercontract');
  let row = sellerPage.getByRole('row').filter({ hasText: orderNo });
  await expect(row.getByTestId('contract-stage')).toHaveText(t('contractPage.stage.toGenerate'));
  await expect(row).toContainText('9,720.00');

  // Generated, withdrawn to settle the price, generated again: version 2, previewed in the browser.
  await row.getByTestId('contract-action-generateContract').click();
  await confirmDialog(sellerPage, 'confirm-ok');
  await expect(row.getByTestId('contract-no')).toHaveText(/^HT\d+-1$/);
  await row.getByTestId('contract-action-cancelContract').click();
  await sellerPage.getByRole('dialog').getByRole('textbox').fill('交货期需要与买方再确认');
  await sellerPage.getByTestId('contract-cancel-ok').click();
  await expect(row.getByTestId('contract-stage')).toHaveText(t('contractPage.stage.toGenerate'));
  await row.getByTestId('contract-action-generateContract').click();
  await confirmDialog(sellerPage, 'confirm-ok');
  await expect(row.getByTestId('contract-no')).toHaveText(/^HT\d+-2$/);
  await row.getByTestId('contract-action-preview').click();
  await expect(sellerPage.getByTestId('contract-preview-frame')).toHaveAttribute('src', /^blob:/);
  await sellerPage.keyboard.press('Escape');
  await expect(sellerPage.getByTestId('contract-preview-frame')).toHaveCount(0);

  // Both sign with the code their phone received: the seller from the list, then the buyer on the
  // contract's page after confirming its terms.
  await signContract(sellerPage, seller.person.mobile, row, 'contract');
  await expect(row.getByTestId('contract-stage')).toHaveText(t('contractPage.stage.buyerToSign'));
  await page.goto('/manage/buyerwaitforbuycontract');
  row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText(t('contractPage.yourTurn'));
  await row.getByTestId('contract-no').click();
  await expect(page).toHaveURL(/\/manage\/buyercontractinfo\?orderId=\d+/);
  await expect(page.getByTestId('contract-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('contract-versions')).toContainText('交货期需要与买方再确认');
  await page.getByTestId('contract-action-affirm').click();
  await confirmDialog(page, 'confirm-ok');
  await signContract(page, buyer.person.mobile, page, 'contract');
  await expect(page.getByTestId('contract-status')).toHaveText(t('contract.status.signed'));
  // Signed by both: 已签署 said once (the contract's status, not the stage again), the menu still on 待签合同, and the
  // next step, paying, one click away on the order page.
  await expect(page.getByTestId('contract-stage')).toHaveCount(0);
  await expect(page.getByTestId('manage-menu').locator('.ant-menu-item-selected')).toHaveText(
    t('route.manage.buyerwaitforbuycontract'),
  );
  const nextStep = page.getByTestId('contract-next-step');
  await expect(nextStep).toHaveAttribute('data-next', 'pay');
  await expect(nextStep.getByTestId('contract-next-order')).toHaveText(t('contractPage.next.go.pay'));

  // Signed, the contract leaves the seller's 待处理 and is found under 已签署.
  await sellerPage.getByTestId('contract-tab-signed').click();
  await expect(sellerPage).toHaveURL(/tab=signed/);
  await expect(sellerPage.getByTestId('contract-signed-list').getByRole('row').filter({ hasText: orderNo })).toContainText(
    t('contract.status.signed'),
  );

  // Back on the order: the contract is complete and payment is the buyer's next step.
  await nextStep.getByTestId('contract-next-order').click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expectStatus(page, 40);
  await sellerPage.goto(orderPath);
  await expect(sellerPage.getByText('请用吨桶包装，周一前到货')).toBeVisible();
  // Each side is told whose turn it is: the buyer's to pay (where, and how much), the seller waits for it.
  const buyerTurn = page.getByTestId('order-turn');
  await expect(buyerTurn).toHaveAttribute('data-turn', 'yours');
  await expect(buyerTurn).toContainText(t('order.turn.yours', { step: t('order.step.pay') }));
  await expect(buyerTurn.getByTestId('order-pay-payee')).toContainText(SELLER_RECEIVING_ACCOUNT.bankAccount);
  await expect(sellerPage.getByTestId('order-turn')).toHaveAttribute('data-turn', 'waiting');
  await expect(page.getByTestId('order-action-pay')).toHaveClass(/ant-btn-primary/);

  // The buyer pays into the seller's account the contract names, and uploads the bank-transfer proof.
  await page.getByTestId('order-action-pay').click();
  const payee = page.getByRole('dialog').getByTestId('order-pay-payee');
  await expect(payee).toContainText(sellerCompany);
  await expect(payee).toContainText(SELLER_RECEIVING_ACCOUNT.bankName);
  await expect(payee).toContainText(SELLER_RECEIVING_ACCOUNT.bankAccount);
  await page
    .getByTestId('order-pay-proof')
    .locator('input[type=file]')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByTestId('order-pay-proof-preview')).toBeVisible();
  const payNote = `工行网银转账 9,720.00 元，回单号 ${stamp}`;
  await page.getByRole('dialog').getByLabel(t('order.pay.remark')).fill(payNote);
  await page.getByTestId('order-pay-ok').click();
  await expectStatus(page, 60);

  // The seller checks the buyer's proof and note on the order, and again in 确认收款, before confirming the money.
  await expectStatus(sellerPage, 60, true);
  const proofCard = sellerPage.getByTestId('order-payments');
  await expect(proofCard.getByTestId('order-payment-remark')).toHaveText(payNote);
  await expectProofImageShown(proofCard);
  await sellerPage.getByTestId('order-action-confirmMoney').click();
  const confirmMoney = sellerPage.getByRole('dialog');
  await expect(confirmMoney.getByTestId('order-payment-remark')).toHaveText(payNote);
  await expectProofImageShown(confirmMoney);
  await confirmDialog(sellerPage, 'order-confirm-money-ok');
  await expectStatus(sellerPage, 61);
  await sellerPage.getByTestId('order-action-deliver').click();
  await sellerPage.getByLabel(t('order.deliver.deliveryNo')).fill(`SF${stamp}8801`);
  await sellerPage.getByLabel(t('order.deliver.carrier')).fill('顺丰速运');
  await sellerPage.getByTestId('order-deliver-ok').click();
  await expectStatus(sellerPage, 70);

  // The buyer sees the waybill and confirms receipt.
  await expectStatus(page, 70, true);
  await expect(page.getByTestId('order-batches')).toContainText(`SF${stamp}8801`);
  await page.getByTestId('order-action-receive').click();
  await confirmDialog(page, 'confirm-ok');
  await expectStatus(page, 80);

  // The contract the buyer downloads carries both parties and both seals.
  const download = page.waitForEvent('download');
  await page.getByTestId('order-action-downloadContract').click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await inspectPdf(await readFile(file));
  const text = pdf.pages.map((p) => p.text).join('');
  expect(text).toContain(sellerCompany);
  expect(text).toContain(buyerCompany);
  expect(text).toContain('玖仟柒佰贰拾元整');
  expect(pdf.pages.reduce((sum, p) => sum + p.imageCount, 0)).toBe(2);

  // The buyer reviews the purchase; the review shows on the product page.
  const review = `包装完好，纯度与质检单一致，到货及时。${stamp}`;
  // 去评价 opens that order's review (its one line's form), not the whole list.
  await page.getByTestId('order-action-review').click();
  await expect(page).toHaveURL(new RegExp(`/manage/mycommends\\?orderId=${orderPath.split('/').pop()}$`));
  await expect(page.getByTestId('review-modal-product')).toContainText(productName);
  await expect(page.getByTestId('review-modal-product')).toContainText(orderNo);
  // Behind it, the line's 收货时间 is whole: the table fits, the time not cut under the 操作 column.
  const line = page.getByRole('row').filter({ hasText: productName });
  const receivedAt = await line.getByTestId('review-received-at').boundingBox();
  const actions = await line.getByTestId(/^review-open-/).boundingBox();
  expect(receivedAt && actions && receivedAt.x + receivedAt.width <= actions.x).toBe(true);
  await page.getByTestId('review-score').locator('li').nth(3).click();
  await page.getByTestId('review-content').fill(review);
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-submit')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: productName })).toHaveCount(0);
  await expect(page.getByTestId('review-of-order')).toContainText(t('reviews.orderDone'));
  // Its only line reviewed, the order no longer offers 去评价.
  await page.goto(orderPath);
  await expectStatus(page, 80);
  await expect(page.getByTestId('order-action-downloadContract')).toBeVisible();
  await expect(page.getByTestId('order-action-review')).toHaveCount(0);
  await page.goto(detailPath);
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews.getByTestId('product-review')).toContainText(review);
  await expect(reviews.getByTestId('product-review-company')).toHaveText(buyerCompany);
  await expect(reviews.getByTestId('product-reviews-average')).toContainText('4.0');
});

test('a refused cancellation keeps the order; a confirmed one gives the stock back', async ({ page, browser, t, lang }) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `${lang === 'zh' ? '泰州' : '扬州'}联成化工有限公司${stamp}`;
  const { seller, buyer } = await tradingParties(
    page.request,
    lang,
    {
      seller: { company: sellerCompany, shop: `${sellerCompany.slice(0, 2)}联成化工店${stamp}`, product: `乙二醇 E2E${stamp}` },
      buyer: `${lang === 'zh' ? '湖州' : '台州'}纺织新材料有限公司${stamp}`,
    },
    '50',
  );
  // The checkout has its own journey above; here the buyer places 5 t straight away.
  const orderId = (await placeOrder(page.request, buyer.token, seller.productId, '5')).id;
  const orderPath = `/order/${orderId}`;

  // Anyone sees the stock the order holds.
  const visitor = await openBrowser(browser, lang);
  await visitor.goto(`/goodsdetail?id=${seller.productId}`);
  await expect(visitor.getByTestId('product-stock')).toHaveText(/(^|\D)45(\D|$)/);

  // The buyer asks to cancel.
  await signIn(page, buyer.person.userName, buyer.person.password, orderPath);
  await expectStatus(page, 10);
  const requestCancel = async (reason: string) => {
    await page.getByTestId('order-action-requestCancel').click();
    await page.getByLabel(t('order.cancel.reason')).fill(reason);
    await page.getByTestId('order-cancel-ok').click();
    await expect(page.getByTestId('order-action-requestCancel')).toHaveCount(0);
    await expect(page.getByText(reason)).toBeVisible();
  };
  await requestCancel('交期无法满足生产计划');
  // The order waits on the seller's answer, and says so beside its status.
  const awaitingSeller = t('order.cancelPending.awaiting', { party: t('order.detail.partySeller') });
  await expect(page.getByTestId('order-cancel-pending')).toHaveText(awaitingSeller);
  // So does the order's contract page.
  await page.goto(`/manage/buyercontractinfo?orderId=${orderId}`);
  await expect(page.getByTestId('contract-none')).toBeVisible();
  await expect(page.getByTestId('order-cancel-pending')).toHaveText(awaitingSeller);
  await page.goto(orderPath);

  // The seller refuses: the order goes on as before.
  const sellerPage = await openBrowser(browser, lang);
  await signIn(sellerPage, seller.person.userName, seller.person.password, orderPath);
  await expect(sellerPage.getByText('交期无法满足生产计划')).toBeVisible();
  await expect(sellerPage.getByTestId('order-cancel-pending')).toHaveText(t('order.cancelPending.yourTurn'));
  await sellerPage.goto(`/manage/sellercontractinfo?orderId=${orderId}`);
  await expect(sellerPage.getByTestId('order-cancel-pending')).toHaveText(t('order.cancelPending.yourTurn'));
  await sellerPage.goto(orderPath);
  await sellerPage.getByTestId('order-action-refuseCancel').click();
  await sellerPage.getByLabel(t('order.refuse.reason')).fill('货已备好，可安排明日提货');
  await sellerPage.getByTestId('order-refuse-ok').click();
  await expect(sellerPage.getByTestId('order-action-confirmCancel')).toHaveCount(0);
  await expect(sellerPage.getByTestId('order-action-generateContract')).toBeVisible();
  await expectStatus(sellerPage, 10);

  // The buyer asks again; this time the seller agrees.
  await page.reload();
  await expect(page.getByText('交期无法满足生产计划')).toHaveCount(0);
  // The buyer learns why.
  await expect(page.getByTestId('order-cancel-refused')).toContainText('货已备好，可安排明日提货');
  await expect(page.getByTestId('order-cancel-pending')).toHaveCount(0);
  await requestCancel('采购计划取消，申请撤单');
  await sellerPage.reload();
  await sellerPage.getByTestId('order-action-confirmCancel').click();
  await confirmDialog(sellerPage, 'confirm-ok');
  await expectStatus(sellerPage, 103);
  await expectStatus(page, 103, true);
  await expect(page.getByTestId(/^order-action-(?!downloadContract)/)).toHaveCount(0);

  // The 5 t are back on sale.
  await visitor.reload();
  await expect(visitor.getByTestId('product-stock')).toHaveText(/(^|\D)50(\D|$)/);

  // Someone of another company who has the link sees SPEC §2's notice and lands on their order list.
  await signIn(visitor, 'buyer', 'Buyer2026', orderPath);
  await expect(visitor.getByText(t('order.detail.notYours')).first()).toBeVisible();
  await confirmDialog(visitor, 'confirm-ok');
  await expect(visitor).toHaveURL(/\/manage\/orderlist/);
});
