import { tinyPdf } from '../../server/test/files.ts';
import { call, contractSigner, placeOrder, signByApi, tradingParties, upload } from './market.ts';
import {
  acceptAgreementsIfAsked,
  expect,
  loginWithPassword,
  openBrowser,
  PDF_WORK_TIMEOUT,
  signIn,
  smsCode,
  test,
} from './support.ts';

/** The path and query of an absolute link the app showed. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test('the seller sends a signing link the buyer’s signer signs from; the buyer shares the contract behind an extraction code', async ({
  page,
  browser,
  t,
  lang,
  lastCaptchaId,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `${lang === 'zh' ? '绍兴' : '台州'}远航化工有限公司${stamp}`;
  const buyerCompany = `${lang === 'zh' ? '嘉兴' : '湖州'}明德材料有限公司${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: { company: sellerCompany, shop: `${sellerCompany.slice(0, 2)}远航化工店${stamp}`, product: `丙酮 E2E${stamp}` },
    buyer: buyerCompany,
  });
  // The buyer's signer: a sub-account allowed to sign contracts, made by the main account.
  const signer = await contractSigner(page.request, buyer.token, lang);

  // The order, its contract generated and signed by the seller, and a quality certificate the buyer
  // attached — through the API (the trade loop and the attachments have their own journeys).
  const orderId = (await placeOrder(page.request, buyer.token, seller.productId, '2')).id;
  await call(page.request, seller.token, '/order/contract/generate', { id: orderId });
  await signByApi(page.request, seller.token, seller.person.mobile, orderId);
  const certificateName = `质检单-${stamp}`;
  await call(page.request, buyer.token, '/order/contract/accessory/save', {
    id: orderId,
    kind: 'qualityCertificate',
    name: certificateName,
    fileKey: await upload(page.request, buyer.token, '/encry/upload/pdf', {
      name: 'coa.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(`certificate ${stamp}`),
    }),
  });

  // The seller sends the buyer a signing link from the contract page.
  await signIn(page, seller.person.userName, seller.person.password, `/manage/sellercontractinfo?orderId=${orderId}`);
  await page.getByTestId('contract-sign-link').click();
  await page.getByTestId('contract-sign-link-create').click();
  const signUrl = (await page.getByTestId('contract-sign-link-url').textContent()) ?? '';
  expect(signUrl).toContain('/signincontract?token=');

  // The buyer's signer opens it in a fresh browser, logs in, reads the contract and signs with the SMS code.
  const signerPage = await openBrowser(browser, lang);
  await signerPage.goto(pathOf(signUrl));
  await expect(signerPage).toHaveURL(/\/login\?redirect=/);
  await loginWithPassword(signerPage, t, lastCaptchaId, signer.userName, signer.password);
  await expect(signerPage).toHaveURL(/\/signincontract\?token=/);
  await acceptAgreementsIfAsked(signerPage, 'sign-link-invited');
  await expect(signerPage.getByTestId('sign-link-invited')).toContainText(sellerCompany);
  await expect(signerPage.getByTestId('sign-link-invited')).toContainText(buyerCompany);
  await expect(signerPage.getByTestId('sign-link-pdf')).toHaveAttribute('src', /^blob:/);
  await signerPage.getByTestId('sign-send-code').click();
  const code = await smsCode(signerPage.request, signer.mobile);
  await signerPage.getByTestId('sign-code').fill(code);
  await signerPage.getByTestId('sign-submit').click();
  await expect(signerPage.getByTestId('sign-link-done')).toBeVisible({ timeout: PDF_WORK_TIMEOUT });
  const detail = await call(page.request, buyer.token, '/order/detail', { id: orderId });
  expect(detail.status).toBe(40);
  // The link is used up.
  await signerPage.goto(pathOf(signUrl));
  await expect(signerPage.getByTestId('sign-link-refused')).toContainText(t('contractLink.used'));

  // The buyer shares the signed contract with an extraction code.
  const buyerPage = await openBrowser(browser, lang);
  await signIn(buyerPage, buyer.person.userName, buyer.person.password, `/manage/buyercontractinfo?orderId=${orderId}`);
  await expect(buyerPage.getByTestId('contract-status')).toHaveText(t('contract.status.signed'));
  // Nothing left for the seller to sign: no signing link on a signed contract.
  await expect(buyerPage.getByTestId('contract-sign-link')).toHaveCount(0);
  await buyerPage.getByTestId('contract-share').click();
  await buyerPage.getByTestId('contract-share-create').click();
  const shareUrl = (await buyerPage.getByTestId('contract-share-url').textContent()) ?? '';
  const shareCode = ((await buyerPage.getByTestId('contract-share-code').textContent()) ?? '').trim();
  expect(shareCode).toMatch(/^\d{6}$/);
  await buyerPage.keyboard.press('Escape');

  // A visitor: a wrong code is refused with a message, the right one shows the contract.
  const visitor = await openBrowser(browser, lang);
  await visitor.goto(pathOf(shareUrl));
  const wrong = String((Number(shareCode) + 1) % 1_000_000).padStart(6, '0');
  await visitor.getByTestId('extraction-code').fill(wrong);
  await visitor.getByTestId('extraction-open').click();
  await expect(visitor.getByText(t('contractLink.codeWrong'))).toBeVisible();
  await visitor.getByTestId('extraction-code').fill(shareCode);
  await visitor.getByTestId('extraction-open').click();
  await expect(visitor.getByTestId('extraction-status')).toHaveText(t('contract.status.signed'));
  await expect(visitor.getByTestId('extraction-contract-no')).toHaveText(/^HT\d+-1$/);
  await expect(visitor.getByTestId('extraction-pdf')).toHaveAttribute('src', /^blob:/);

  // The attachment opens at /filePreview in a new tab.
  const row = buyerPage.getByTestId('contract-accessories').getByRole('row').filter({ hasText: certificateName });
  const opened = buyerPage.context().waitForEvent('page');
  await row.getByTestId('accessory-preview-page').click();
  const preview = await opened;
  await expect(preview).toHaveURL(/\/filePreview\?key=/);
  await expect(preview.getByTestId('file-preview')).toHaveAttribute('src', /^blob:/);
  await expect(preview.getByTestId('file-preview')).toHaveJSProperty('tagName', 'IFRAME');
  // A key nobody may see: 预览失败.
  await preview.goto('/filePreview?key=missing-file.pdf&type=pdf');
  await expect(preview.getByTestId('file-preview-failed')).toContainText(t('common.previewFailed'));
});
