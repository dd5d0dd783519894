import { readFile } from 'node:fs/promises';
import { inspectPdf } from '../../server/test/pdf-inspect.ts';
import { buyerWithSeal, call, sellerWithProduct } from './market.ts';
import { confirmDialog, expect, loginWithPassword, newIdentity, test } from './support.ts';

/** The text of a downloaded PDF, whitespace removed (pdf-inspect). */
async function pdfTextOf(path: string): Promise<string> {
  const pdf = await inspectPdf(await readFile(path));
  return pdf.pages.map((p) => p.text).join('');
}

test('the seller writes a contract template, makes it the default, and the next contract is drawn from it', async ({
  page,
  t,
  lang,
  lastCaptchaId,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerPerson = { ...newIdentity(lang), password: 'SellerPass123' };
  const buyerPerson = { ...newIdentity(lang), password: 'BuyerPass123' };
  const sellerCompany = `${lang === 'zh' ? '无锡' : '镇江'}恒泰化工有限公司${stamp}`;
  const buyerCompany = `${lang === 'zh' ? '湖州' : '台州'}新材料科技有限公司${stamp}`;
  const seller = await sellerWithProduct(page.request, sellerPerson, {
    company: sellerCompany,
    shop: `${sellerCompany.slice(0, 2)}恒泰化工店${stamp}`,
    product: `乙二醇 模板E2E${stamp}`,
  });
  const buyer = await buyerWithSeal(page.request, buyerPerson, buyerCompany);
  const templateName = `${lang === 'zh' ? '华东长约' : 'East China'} ${stamp}`;
  const clause = `买方应于每月${stamp.slice(0, 2)}日前提交下月提货计划，逾期视为放弃当月配额。`;

  // 合同模板 in the seller's menu: the platform's template is there, and the default.
  await page.goto('/login?redirect=%2Fmanage%2Fcontracttemplate');
  await loginWithPassword(page, t, lastCaptchaId, sellerPerson.userName, sellerPerson.password);
  await expect(page).toHaveURL(/\/manage\/contracttemplate/);
  // The entry sits in the shop group (店铺管理) of the menu.
  await page.getByRole('menuitem', { name: new RegExp(`${t('seller.menu.shop')}$`) }).click();
  await expect(page.getByRole('menuitem', { name: t('route.manage.contracttemplate') })).toBeVisible();
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
  await editor.getByTestId('template-editor-save').click();
  await expect(editor).toBeHidden();

  // 设为默认.
  const row = page.getByRole('row').filter({ hasText: templateName });
  await row.getByTestId(/^template-set-default-/).click();
  await expect(row.getByTestId(/^template-default-tag-/)).toBeVisible();
  await expect(page.getByTestId('template-default-tag-0')).toHaveCount(0);

  // The buyer orders; the seller's 销售合同 list names the template the contract will use.
  const placed = await call(page.request, buyer.token, '/order/direct/putorder', {
    productId: seller.productId,
    quantity: '2',
    deliveryMode: 'pickup',
  });
  const order = placed.orders[0] as { id: number; orderNo: string };
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
  await confirmDialog(page, 'confirm-ok');
  await expect(page.getByText(t('contractTemplate.inUse'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: templateName })).toHaveCount(1);
});
