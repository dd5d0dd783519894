import { inspectPdf } from '../../server/test/pdf-inspect.ts';
import { placeOrder, tradingParties } from './market.ts';
import { confirmDialog, expect, openBrowser, pickSelect, signContract, signIn, test } from './support.ts';

const WORDS = 'SAY US DOLLARS ONE THOUSAND THREE HUNDRED TWENTY AND CENTS FIFTY ONLY';

/**
 * SPEC §2 /englishContract: the seller switches an order to US dollars (改价 with the currency), generates the
 * English contract and signs it at /englishContract; the buyer signs there too and downloads the PDF
 * with both seals and the amount in English words.
 */
test('a USD order is priced, generated and signed by both at /englishContract', async ({ page, browser, t, lang }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `宁波海曙化工进出口有限公司${stamp}`;
  const buyerCompany = `温州瓯江涂料有限公司${stamp}`;
  const productName = `乙二醇 出口级 E2E${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: { company: sellerCompany, shop: `${sellerCompany.slice(0, 2)}海曙化工店${stamp}`, product: productName },
    buyer: buyerCompany,
  });
  const orderId = (await placeOrder(page.request, buyer.token, seller.productId, '2')).id;

  // The seller prices the order in US dollars from the order page (改价 with the currency).
  const sellerPage = await openBrowser(browser, lang);
  await signIn(sellerPage, seller.person.userName, seller.person.password, `/order/${orderId}`);
  await sellerPage.getByTestId('order-action-updatePrice').click();
  const dialog = sellerPage.getByRole('dialog');
  await pickSelect(sellerPage, 'order-price-currency', t('order.currency.USD'));
  await dialog.getByLabel(t('order.price.unitPrice', { name: productName })).fill('650.25');
  await dialog.getByLabel(t('order.price.freight')).fill('20');
  await dialog.getByLabel(t('order.price.reason')).fill('Export order, priced in USD');
  await sellerPage.getByTestId('order-price-ok').click();
  await expect(sellerPage.getByTestId('order-price-ok')).toBeHidden();
  await expect(sellerPage.getByText('US$1,320.50').first()).toBeVisible();

  // To the English contract: generated and signed by the seller there.
  await sellerPage.getByTestId('english-contract-link').click();
  await expect(sellerPage).toHaveURL(new RegExp(`/englishContract\\?orderId=${orderId}$`));
  await expect(sellerPage.getByTestId('english-contract-amount')).toHaveText('US$1,320.50');
  await expect(sellerPage.getByTestId('english-contract-words')).toHaveText(WORDS);
  await sellerPage.getByTestId('contract-action-generateContract').click();
  await confirmDialog(sellerPage, 'confirm-ok');
  await expect(sellerPage.getByTestId('english-contract-no')).toHaveText(/^HT\d+-1$/);
  await expect(sellerPage.getByTestId('english-contract-pdf')).toHaveAttribute('src', /^blob:/);
  await signContract(sellerPage, seller.person.mobile, sellerPage, 'contract');
  await expect(sellerPage.getByTestId('english-contract-seller-signature')).toContainText(sellerCompany);

  // The buyer opens the same page, signs, and downloads the signed contract.
  await signIn(page, buyer.person.userName, buyer.person.password, `/englishContract?orderId=${orderId}`);
  await expect(page).toHaveURL(/\/englishContract\?orderId=\d+$/);
  await expect(page.getByTestId('english-contract-amount')).toHaveText('US$1,320.50');
  await signContract(page, buyer.person.mobile, page, 'contract');
  await expect(page.getByTestId('english-contract-status')).toHaveText(t('contract.status.signed'));
  await expect(page.getByTestId('english-contract-buyer-signature')).toContainText(buyerCompany);

  const download = page.waitForEvent('download');
  await page.getByTestId('contract-action-download').click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await inspectPdf(await readFile(file));
  const text = pdf.pages.map((p) => p.text).join('');
  expect(text).toContain('SALESCONTRACTFORCHEMICALPRODUCTS');
  expect(text).toContain(WORDS.replace(/\s+/g, ''));
  expect(text).toContain('US$1,320.50');
  expect(text).toContain('EXW(ExWorks)');
  expect(text).toContain(sellerCompany);
  expect(text).toContain(buyerCompany);
  expect(pdf.pages.reduce((sum, p) => sum + p.imageCount, 0)).toBe(2);

  // The order page links the English contract, and its amounts are in US dollars.
  await page.goto(`/order/${orderId}`);
  await expect(page.getByTestId('english-contract-link')).toBeVisible();
  await expect(page.getByText('US$1,320.50').first()).toBeVisible();
});
