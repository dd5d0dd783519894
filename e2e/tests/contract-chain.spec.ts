import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { inspectPdf } from '../../server/test/pdf-inspect.ts';
import { contractSigner, placeOrder, tradingParties } from './market.ts';
import {
  acceptAgreementsIfAsked,
  confirmDialog,
  expect,
  expectToastDuring,
  loginWithPassword,
  openBrowser,
  PDF_WORK_TIMEOUT,
  signContract,
  signIn,
  smsCode,
  test,
  waitOutClickThrottle,
} from './support.ts';

/** The text of a downloaded PDF, whitespace removed (pdf-inspect). */
async function pdfTextOf(path: string): Promise<string> {
  const pdf = await inspectPdf(await readFile(path));
  return pdf.pages.map((p) => p.text).join('');
}

/** Clicks a contract page's 下载 and returns the file's bytes. */
async function downloadFrom(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByTestId('contract-action-download').click();
  return readFile((await (await download).path()) as string);
}

/** The path and query of an absolute link the app showed. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test('the seller’s default template draws the contract, the buyer’s signer signs from a link, the seller signs, both download the same PDF and the verification page accepts it', async ({
  page,
  browser,
  t,
  lang,
  lastCaptchaId,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `${lang === 'zh' ? '无锡' : '镇江'}恒泰化工有限公司${stamp}`;
  const buyerCompany = `${lang === 'zh' ? '湖州' : '台州'}新材料科技有限公司${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: { company: sellerCompany, shop: `${sellerCompany.slice(0, 2)}恒泰化工店${stamp}`, product: `乙二醇 模板E2E${stamp}` },
    buyer: buyerCompany,
  });
  // The buyer's signer: a sub-account allowed to sign contracts, made by the main account.
  const signer = await contractSigner(page.request, buyer.token, lang);
  const templateName = `${lang === 'zh' ? '华东长约' : 'East China'} ${stamp}`;
  const clause = `买方应于每月${stamp.slice(0, 2)}日前提交下月提货计划，逾期视为放弃当月配额。`;

  // 合同模板 in the seller's menu: the platform's template is there, and the default.
  await signIn(page, seller.person.userName, seller.person.password, '/manage/contracttemplate');
  await expect(page).toHaveURL(/\/manage\/contracttemplate/);
  // The entry sits in the shop group (店铺管理) of the menu, open because the page shown is in it, and selected.
  await expect(page.getByRole('menuitem', { name: new RegExp(`${t('seller.menu.shop')}$`) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: t('route.manage.contracttemplate') })).toBeVisible();
  await expect(page.getByTestId('manage-menu').locator('.ant-menu-item-selected')).toHaveText(t('route.manage.contracttemplate'));
  await expect(page.getByTestId('template-default-tag-0')).toBeVisible();

  // 新建模板 starts from the platform's text; the seller writes their own.
  await page.getByTestId('template-add').click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByTestId('template-content')).toHaveValue(/\{\{goodsTable\}\}/);
  await editor.getByTestId('template-name').fill(templateName);
  await editor
    .getByTestId('template-content')
    .fill(
      [
        '出卖人：{{sellerName}}',
        '## 标的与价款',
        '{{goodsTable}}',
        '合同总金额人民币{{totalAmount}}元（大写：{{totalAmountInWords}}）。',
        '## 提货计划',
        clause,
        '## 买受人确认',
        '买受人：',
      ].join('\n'),
    );
  // A placeholder button inserts at the cursor (here the end of the text).
  await editor.getByTestId('template-insert-buyerName').click();
  await expect(editor.getByTestId('template-content')).toHaveValue(/买受人：\{\{buyerName\}\}$/);

  // A typo is refused, naming the placeholder.
  const content = await editor.getByTestId('template-content').inputValue();
  await editor.getByTestId('template-content').fill(`${content}\n联系电话：{{buyerPhone}}`);
  await editor.getByTestId('template-editor-save').click();
  await expect(editor).toContainText(t('contractTemplate.unknownPlaceholders', { names: '{{buyerPhone}}' }));
  await editor.getByTestId('template-content').fill(content);

  // 预览 of the unsaved text, filled with a sample order, in the browser's PDF viewer.
  await editor.getByTestId('template-editor-preview').click();
  await expect(page.getByTestId('template-preview-frame')).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('template-preview-frame')).toHaveCount(0);
  await waitOutClickThrottle(page);
  await editor.getByTestId('template-editor-save').click();
  await expect(editor).toBeHidden();

  // 设为默认.
  const row = page.getByRole('row').filter({ hasText: templateName });
  await row.getByTestId(/^template-set-default-/).click();
  await expect(row.getByTestId(/^template-default-tag-/)).toBeVisible();
  await expect(page.getByTestId('template-default-tag-0')).toHaveCount(0);

  // The buyer orders; the seller's 销售合同 list names the template the contract will use.
  const order = await placeOrder(page.request, buyer.token, seller.productId, '2');
  await page.goto('/manage/sellerwaitforsellercontract');
  const orderRow = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(orderRow.getByTestId('order-template-name')).toHaveText(
    t('contractTemplatePage.choose.current', { name: templateName }),
  );
  // 选择模板 offers the shop's templates, the default selected.
  await orderRow.getByTestId('contract-action-chooseTemplate').click();
  await expect(page.getByRole('dialog').getByTestId('choose-template-select')).toContainText(templateName);
  await page.getByTestId('choose-template-ok').click();
  await expect(page.getByTestId('choose-template-ok')).toBeHidden();

  // 生成合同, then the downloaded PDF carries the seller's clause with the order's values filled in.
  await orderRow.getByTestId('contract-action-generateContract').click();
  await confirmDialog(page, 'confirm-ok');
  await expect(orderRow.getByTestId('contract-no')).toHaveText(/^HT\d+-1$/);
  const download = page.waitForEvent('download');
  await orderRow.getByTestId('contract-action-download').click();
  const text = await pdfTextOf((await (await download).path()) as string);
  expect(text).toContain(clause);
  expect(text).toContain(`买受人：${buyerCompany}`);
  expect(text).toContain(`出卖人：${sellerCompany}`);
  expect(text).toContain('玖仟柒佰贰拾元整');
  expect(text).toContain('第二条提货计划');
  expect(text).not.toContain('{{');

  // In use by the unsigned contract: deleting it is refused with the reason.
  await page.goto('/manage/contracttemplate');
  await page
    .getByRole('row')
    .filter({ hasText: templateName })
    .getByTestId(/^template-delete-/)
    .click();
  await expectToastDuring(page, t('contractTemplate.inUse'), () => confirmDialog(page, 'confirm-ok'));
  await expect(page.getByRole('row').filter({ hasText: templateName })).toHaveCount(1);

  // The seller sends the buyer a signing link from the contract page.
  await page.goto(`/manage/sellercontractinfo?orderId=${order.id}`);
  await page.getByTestId('contract-sign-link').click();
  await page.getByTestId('contract-sign-link-create').click();
  const signUrl = (await page.getByTestId('contract-sign-link-url').textContent()) ?? '';
  expect(signUrl).toContain('/signincontract?token=');
  await page.keyboard.press('Escape');

  // The buyer's signer opens it in a fresh browser, logs in, reads the contract and signs first.
  const signerPage = await openBrowser(browser, lang);
  await signerPage.goto(pathOf(signUrl));
  await loginWithPassword(signerPage, t, lastCaptchaId, signer.userName, signer.password);
  await expect(signerPage).toHaveURL(/\/signincontract\?token=/);
  await acceptAgreementsIfAsked(signerPage, 'sign-link-invited');
  await expect(signerPage.getByTestId('sign-link-invited')).toContainText(buyerCompany);
  await signerPage.getByTestId('sign-send-code').click();
  await signerPage.getByTestId('sign-code').fill(await smsCode(signerPage.request, signer.mobile));
  await signerPage.getByTestId('sign-submit').click();
  await expect(signerPage.getByTestId('sign-link-done')).toBeVisible({ timeout: PDF_WORK_TIMEOUT });
  // Allowed to read and sign contracts but not to buy, the signer finds the order in 待签合同 (the seller has yet to
  // sign), counted, and no call of the page is refused.
  const refused: string[] = [];
  signerPage.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await signerPage.goto('/manage/buyerwaitforbuycontract');
  await expect(signerPage.getByRole('row').filter({ hasText: order.orderNo })).toBeVisible();
  await expect(signerPage.getByTestId('contract-count')).toHaveText('1');
  // A keyword that matches nothing empties the list, not the count of what waits.
  await signerPage.getByPlaceholder(t('contractPage.searchPlaceholder')).fill('无此订单');
  await signerPage.getByPlaceholder(t('contractPage.searchPlaceholder')).press('Enter');
  await expect(signerPage.getByTestId('contract-empty')).toBeVisible();
  await expect(signerPage.getByTestId('contract-count')).toHaveText('1');
  await signerPage.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await signerPage.close();

  // The seller signs on the contract page; the contract is complete and still the template's text.
  await page.reload();
  await signContract(page, seller.person.mobile, page, 'contract');
  await expect(page.getByTestId('contract-status')).toHaveText(t('contract.status.signed'));
  // The seller's page stays under 销售合同 and leads back to the order, where the buyer's payment comes next.
  await expect(page.getByTestId('manage-menu').locator('.ant-menu-item-selected')).toHaveText(
    t('route.manage.sellerwaitforsellercontract'),
  );
  await expect(page.getByTestId('contract-next-step')).toHaveAttribute('data-next', 'viewOrder');
  await expect(page.getByTestId('contract-next-order')).toHaveAttribute('href', `/order/${order.id}`);
  const sellerPdf = await downloadFrom(page);

  // The buyer sees the evidence trail intact and downloads the very same file.
  const buyerPage = await openBrowser(browser, lang);
  await signIn(buyerPage, buyer.person.userName, buyer.person.password, `/manage/buyercontractinfo?orderId=${order.id}`);
  await expect(buyerPage.getByTestId('contract-status')).toHaveText(t('contract.status.signed'));
  const trail = buyerPage.getByTestId('contract-evidence');
  await expect(trail.getByTestId('evidence-intact')).toHaveText(t('evidencePage.intact'));
  await expect(trail.getByTestId('evidence-event-signed')).toHaveCount(2);
  await expect(trail.getByTestId('evidence-event-sealed')).toContainText(t('evidence.event.sealed'));
  const buyerPdf = await downloadFrom(buyerPage);
  expect(buyerPdf.equals(sellerPdf)).toBe(true);
  const signed = await inspectPdf(buyerPdf);
  const signedText = signed.pages.map((p) => p.text).join('');
  expect(signedText).toContain(clause);
  expect(signed.pages.reduce((n, p) => n + p.imageCount, 0)).toBe(2);
  const lastPage = signed.pages.at(-1)?.text ?? '';
  expect(lastPage).toContain('电子签署证据页');
  const code = /验证码：([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(lastPage)?.[1] ?? '';
  expect(code).not.toBe('');
  await buyerPage.close();

  // A visitor (no login) checks the file at the public verification page; a one-byte change is caught.
  const visitor = await openBrowser(browser, lang);
  await visitor.goto('/contractVerify');
  await expect(visitor.getByText(t('verifyPage.intro'))).toBeVisible();
  await visitor.getByTestId('verify-tab-file').click();
  const original = testInfo.outputPath('contract.pdf');
  const altered = testInfo.outputPath('contract-altered.pdf');
  await writeFile(original, buyerPdf);
  const changed = Buffer.from(buyerPdf);
  const at = Math.floor(buyerPdf.length / 3);
  changed[at] = (changed[at] as number) ^ 0x01;
  await writeFile(altered, changed);
  const fileInput = visitor.locator('input[type=file]');
  await fileInput.setInputFiles(original);
  const result = visitor.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-original', 'true');
  await expect(result.getByTestId('verify-result-message')).toHaveText(t('contractVerify.original'));
  const contractNo = (await page.getByTestId('contract-no').textContent())?.trim() ?? '';
  await expect(result).toContainText(contractNo);
  await expect(result.getByTestId('verify-signers')).toContainText(sellerCompany);
  await expect(result.getByTestId('verify-signers')).toContainText(buyerCompany);
  await fileInput.setInputFiles(altered);
  await expect(result).toHaveAttribute('data-original', 'false');
  await expect(result).toHaveAttribute('data-reason', 'altered');
  await expect(result.getByTestId('verify-result-message')).toHaveText(t('contractVerify.altered'));

  // By number and code, as printed on the last page (a wrong code is refused).
  await visitor.getByTestId('verify-tab-code').click();
  await visitor.getByTestId('verify-contract-no').fill(contractNo);
  await visitor.getByTestId('verify-code').fill('AAAA-BBBB-CCCC-DDDD');
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByText(t('contractVerify.notFound'))).toBeVisible();
  await visitor.getByTestId('verify-code').fill(code);
  await visitor.getByTestId('verify-submit').click();
  await expect(result).toHaveAttribute('data-original', 'true');
  await visitor.close();
});
