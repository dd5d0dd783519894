import { approvedCompanyWithLicence, PNG_1PX } from './market.ts';
import {
  approveInQueue,
  expect,
  loginWithPassword,
  newIdentity,
  openBrowser,
  pickCascader,
  pickSelect,
  signIn,
  test,
} from './support.ts';

/** A tiny but real PDF (the SDS). */
const SDS_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('open a shop, publish a dangerous good through audit, a visitor finds it by keyword and CAS, sees a new price', async ({
  page,
  browser,
  t,
  lang,
  lastCaptchaId,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const seller = { ...newIdentity(lang), password: 'SellerPass123' };
  const companyName = `${lang === 'zh' ? '苏州' : '无锡'}精细溶剂有限公司${stamp}`;
  const shopName = `${lang === 'zh' ? '苏州' : '无锡'}精细溶剂旗舰店${stamp}`;
  const productName = `二氯甲烷 E2E${stamp}`;
  const cas = '75-09-2';
  await approvedCompanyWithLicence(page.request, seller, companyName);

  // The seller applies for a shop, accepting the shop entry agreement.
  await signIn(page, seller.userName, seller.password, '/manage/entryapply');
  await expect(page).toHaveURL(/\/manage\/entryapply/);
  await page.getByTestId('shop-name').fill(shopName);
  await page.getByTestId('shop-mainProducts').fill('二氯甲烷、丙酮、乙酸乙酯');
  await page.getByTestId('shop-intro').fill('专注电子级与试剂级溶剂，苏州自有仓库，当日发货。');
  await page.getByTestId('shop-contactName').fill('周经理');
  await page.getByTestId('shop-contactMobile').fill(seller.mobile);
  await page.getByTestId('shop-region').click();
  await pickCascader(page, 0, '江苏省');
  await pickCascader(page, 1, '苏州市');
  await pickCascader(page, 2, '吴中区');
  await page.getByTestId('shop-address').fill('东吴北路 328 号');
  await page.getByTestId('shop-agree').check();
  await page.getByTestId('shop-submit').click();
  await expect(page.getByTestId('shop-banner-status')).toContainText(t('auditStatus.0'));

  // The operator approves the shop.
  const operator = await openBrowser(browser, lang);
  await operator.goto('/admin/login');
  await loginWithPassword(operator, t, lastCaptchaId, 'operator', 'Operator2026');
  await expect(operator.getByTestId('admin-menu')).toBeVisible();
  await operator.goto('/admin/shop/audit');
  await approveInQueue(operator, shopName);

  // The seller publishes a dangerous good and submits it for audit.
  await page.goto('/manage/goodsmanage');
  await page.getByTestId('product-name').fill(productName);
  await page.getByTestId('product-category').click();
  await pickCascader(page, 0, lang === 'zh' ? '溶剂' : 'Solvents');
  await pickCascader(page, 1, lang === 'zh' ? '二氯甲烷' : 'Dichloromethane');
  await page.getByTestId('product-cas').fill(cas);
  await page.getByTestId('product-grade').fill('电子级');
  await page.getByTestId('product-purity').fill('99.99%');
  await pickSelect(page, 'product-packaging', t('packaging.1'));
  await page.getByTestId('product-unit').locator('input').fill('吨');
  await page.getByTestId('product-price').fill('3260.00');
  await page.getByTestId('product-minOrderQty').fill('1');
  await page.getByTestId('product-stock').fill('120');
  await page.getByTestId('product-deliveryPlace').fill('江苏苏州');
  await page.getByTestId('product-images').locator('input[type=file]').setInputFiles({
    name: 'drum.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await expect(page.getByTestId('product-images-item')).toHaveCount(1);
  await page.getByTestId('product-isDangerous').click();
  await page.getByTestId('product-unNumber').fill('UN1593');
  await page.getByTestId('product-hazardClass').click();
  await page.keyboard.type('6.1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('product-hazardClass')).toContainText('6.1');
  await page.getByTestId('product-sds').locator('input[type=file]').setInputFiles({
    name: 'sds.pdf',
    mimeType: 'application/pdf',
    buffer: SDS_PDF,
  });
  // Saving before the upload has finished would find no SDS and stay on the form.
  await expect(page.getByTestId('product-sds-preview')).toBeVisible();
  await page.getByTestId('product-save-submit').click();
  await expect(page).toHaveURL(/\/manage\/goodslist/);
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText(t('auditStatus.0'));

  // The operator approves the product.
  await operator.goto('/admin/product/audit');
  await approveInQueue(operator, productName);

  // The seller puts it on shelf.
  await page.reload();
  await page.getByRole('tab', { name: t('seller.product.tab.all'), exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: productName });
  await row.getByTestId(/^product-up-/).click();
  await expect(row.getByTestId(/^product-down-/)).toBeVisible();

  // A visitor, not logged in, finds it from the home page by a two-character keyword …
  const visitor = await openBrowser(browser, lang);
  await visitor.goto('/');
  await visitor.getByRole('searchbox').fill('氯甲');
  await visitor.getByRole('searchbox').press('Enter');
  await expect(visitor).toHaveURL(/\/search\?.*keyword=/);
  await visitor.getByRole('link', { name: productName, exact: true }).click();
  await expect(visitor).toHaveURL(/\/goodsdetail\?id=\d+/);
  await expect(visitor.getByTestId('product-cas')).toHaveText(cas);
  await expect(visitor.getByTestId('product-price')).toContainText('3,260.00');
  const detailsUrl = visitor.url();

  // … and by its CAS number.
  await visitor.goto('/');
  await visitor.getByRole('searchbox').fill(cas);
  await visitor.getByRole('searchbox').press('Enter');
  await expect(visitor).toHaveURL(/keyword=75-09-2/);
  await expect(visitor.getByRole('link', { name: productName, exact: true })).toBeVisible();

  // The shop page lists it.
  await visitor.goto(detailsUrl);
  await visitor.getByTestId('product-shop-link').click();
  await expect(visitor).toHaveURL(/\/shop\/\d+\/main/);
  await expect(visitor.getByTestId('shop-name')).toHaveText(shopName);
  await expect(visitor.getByRole('link', { name: productName, exact: true })).toBeVisible();

  // The seller changes the price; the visitor sees the new one.
  await row.getByTestId(/^product-price-/).click();
  await page.getByTestId('price-input').fill('3180.50');
  await page.getByTestId('price-save').click();
  await expect(page.getByTestId('price-save')).toBeHidden();
  await visitor.goto(detailsUrl);
  await expect(visitor.getByTestId('product-price')).toContainText('3,180.50');
});
