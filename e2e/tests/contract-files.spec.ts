import type { Page } from '@playwright/test';
import { tinyPdf } from '../../server/test/files.ts';
import { call, placeOrder, signByApi, tradingParties, upload } from './market.ts';
import { expect, openBrowser, signIn, test } from './support.ts';

/** The bytes of the file a click on `button` downloads. */
async function downloaded(page: Page, testId: string) {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).first().click();
  const { readFile } = await import('node:fs/promises');
  return readFile(await (await download).path());
}

test('the buyer attaches a quality certificate the seller downloads; the seller records the VAT invoice the buyer downloads', async ({
  page,
  browser,
  t,
  lang,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `${lang === 'zh' ? '宁波' : '舟山'}恒河化学有限公司${stamp}`;
  const buyerCompany = `${lang === 'zh' ? '常熟' : '昆山'}新材料科技有限公司${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: { company: sellerCompany, shop: `${sellerCompany.slice(0, 2)}恒河化学店${stamp}`, product: `乙二醇 E2E${stamp}` },
    buyer: buyerCompany,
  });

  // The deal so far, through the API (the trade loop has its own journey): 2 t ordered, the contract
  // generated and signed by both, the transfer proof sent (60).
  // The buyer asks for a VAT special invoice at checkout.
  const order = await placeOrder(page.request, buyer.token, seller.productId, '2', {
    invoice: {
      type: 'special',
      title: buyerCompany,
      taxNumber: '91310115MA1K4XYZ7Q',
      bankName: '中国银行上海张江支行',
      bankAccount: '4498 6601 2233',
      address: '上海市浦东新区张江路 100 号',
      phone: '021-58880000',
    },
  });
  const orderId = order.id;
  await call(page.request, seller.token, '/order/contract/generate', { id: orderId });
  await signByApi(page.request, seller.token, seller.person.mobile, orderId);
  await signByApi(page.request, buyer.token, buyer.person.mobile, orderId);
  await call(page.request, buyer.token, '/order/pay', {
    id: orderId,
    proofKeys: [await upload(page.request, buyer.token, '/encry/upload/img')],
  });

  // The buyer attaches the quality certificate on the contract's page.
  const certificate = tinyPdf(`quality certificate ${stamp}`);
  const certificateName = `质量证明书-${stamp}`;
  await signIn(page, buyer.person.userName, buyer.person.password, `/manage/buyercontractinfo?orderId=${orderId}`);
  const buyerSection = page.getByTestId('contract-accessories');
  await expect(buyerSection).toContainText(t('accessoryPage.empty'));
  await page.getByTestId('accessory-add').click();
  await page
    .getByTestId('accessory-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: certificate });
  await expect(page.getByTestId('accessory-file-preview')).toBeVisible();
  await page.getByTestId('accessory-name-input').fill(certificateName);
  await page.getByTestId('accessory-add-ok').click();
  await expect(page.getByTestId('accessory-add-ok')).toBeHidden();
  const buyerRow = buyerSection.getByRole('row').filter({ hasText: certificateName });
  await expect(buyerRow.getByTestId('accessory-kind-tag')).toHaveText(t('accessory.kind.qualityCertificate'));
  await expect(buyerRow.getByTestId('accessory-delete')).toBeVisible();

  // The seller sees it on the seller's contract page, previews it and downloads the very file.
  const sellerPage = await openBrowser(browser, lang);
  await signIn(sellerPage, seller.person.userName, seller.person.password, `/manage/sellercontractinfo?orderId=${orderId}`);
  const sellerRow = sellerPage.getByTestId('contract-accessories').getByRole('row').filter({ hasText: certificateName });
  await expect(sellerRow.getByTestId('accessory-party')).toContainText(buyerCompany);
  await expect(sellerRow.getByTestId('accessory-party')).toContainText(t('contractPage.party.buyer'));
  await expect(sellerRow.getByTestId('accessory-delete')).toHaveCount(0);
  await sellerRow.getByTestId('accessory-preview').click();
  await expect(sellerPage.getByTestId('accessory-preview-frame')).toHaveAttribute('src', /seeEncryptionView/);
  await sellerPage.keyboard.press('Escape');
  await expect(sellerPage.getByTestId('accessory-preview-frame')).toHaveCount(0);
  const certificateBytes = await downloaded(sellerPage, 'accessory-download');
  expect(Buffer.compare(certificateBytes, certificate)).toBe(0);

  // The money arrived (the seller confirms it through the API); the seller records the VAT invoice.
  await call(page.request, seller.token, '/order/receivedmoney', { id: orderId });
  await sellerPage.goto(`/order/${orderId}`);
  const sellerInvoices = sellerPage.getByTestId('order-invoices');
  await expect(sellerInvoices.getByTestId('invoice-status')).toHaveText(t('invoice.status.none'));
  await expect(sellerInvoices.getByTestId('invoice-remaining')).toContainText('9,720.00');
  await sellerPage.getByTestId('invoice-record').click();
  const invoiceNo = `2532${stamp.padStart(6, '0')}0000000001`;
  await sellerPage.getByTestId('invoice-no-input').fill(invoiceNo);
  await expect(sellerPage.getByTestId('invoice-amount-input')).toHaveValue('9720.00');
  const invoicePdf = tinyPdf(`VAT invoice ${invoiceNo}`);
  await sellerPage
    .getByTestId('invoice-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: invoicePdf });
  await expect(sellerPage.getByTestId('invoice-file-preview')).toBeVisible();
  await sellerPage.getByTestId('invoice-record-ok').click();
  await expect(sellerPage.getByTestId('invoice-record-ok')).toBeHidden();
  await expect(sellerInvoices.getByTestId('invoice-status')).toHaveText(t('invoice.status.full'));
  await expect(sellerInvoices.getByTestId('invoice-no')).toHaveText(invoiceNo);
  await expect(sellerPage.getByTestId('invoice-record')).toHaveCount(0);

  // The buyer sees 已开票 in the order list and on the order, and downloads the invoice.
  await page.goto('/manage/myorders');
  const listRow = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(listRow.getByTestId('invoice-status')).toHaveAttribute('data-invoice-status', 'full');
  await page.goto(`/order/${orderId}`);
  const buyerInvoices = page.getByTestId('order-invoices');
  await expect(buyerInvoices.getByTestId('invoice-status')).toHaveText(t('invoice.status.full'));
  await expect(buyerInvoices.getByTestId('invoice-amount')).toContainText('9,720.00');
  await expect(buyerInvoices.getByTestId('invoice-delete')).toHaveCount(0);
  await expect(page.getByTestId('invoice-record')).toHaveCount(0);
  const invoiceBytes = await downloaded(page, 'invoice-download');
  expect(Buffer.compare(invoiceBytes, invoicePdf)).toBe(0);
});
