import type { Page } from '@playwright/test';
import { tinyPdf } from '../../server/test/files.ts';
import { approvedCompanyWithLicence } from './market.ts';
import { DANGEROUS_GOODS_CREW } from './receipts.ts';
import { confirmDialog, expect, newIdentity, openBrowser, signIn, test } from './support.ts';

/** Opens an antd select and takes the option its search finds for `typed` (the first, by Enter). */
async function chooseBySearch(page: Page, testId: string, typed: string, shown: string) {
  const select = page.getByTestId(testId);
  await expect(async () => {
    await select.click({ timeout: 2000 });
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(select).toContainText(shown, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A warehouse receipt from the gate to its title certificate, each party in its own browser: a new company applies to
 * deposit methanol (affirming the receipt agreement the platform asks for), the demo keeper receives the goods with
 * the QC report and registers the receipt, the operator rejects it once and approves the correction, the holder sees
 * its fee to date and timeline, splits it, and the certificate's public check tells a visitor which part stands. Then
 * the holder sends a truck for part of the goods: the keeper schedules it on the pick-up board and weighs a partial
 * load out; what was loaded is deregistered, the rest stays held.
 */
test('deposit, receive, register, audit, split and a certificate anyone can check', async ({ page, browser, t, lang }) => {
  test.setTimeout(360_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const person = { ...newIdentity(lang), password: 'HolderPass123' };
  const company = `${lang === 'zh' ? '南通' : '泰州'}仓单化工有限公司${stamp}`;
  await approvedCompanyWithLicence(page.request, person, company);
  const batch = `E2E-${lang}-${stamp}`;

  // The holder applies to deposit: the fee schedule shows before it is sent.
  await signIn(page, person.userName, person.password, '/manage/deposit');
  await expect(page).toHaveURL(/\/manage\/deposit$/);
  await chooseBySearch(page, 'wr-deposit-warehouse', 'SH-CIP-01', 'SH-CIP-01');
  await chooseBySearch(page, 'wr-deposit-product', '甲醇', '甲醇');
  await expect(page.getByTestId('wr-fee-schedule')).toBeVisible();
  await page.getByTestId('wr-deposit-brand').fill('兖矿国宏');
  await page.getByTestId('wr-deposit-batch').fill(batch);
  await chooseBySearch(page, 'wr-deposit-packing', t('packaging.0'), t('packaging.0'));
  await page.getByTestId('wr-deposit-qty').fill('120');
  await page.getByTestId('wr-deposit-submit').click();
  // A new company has not affirmed the receipt agreement: the platform asks, and the application then goes on.
  await page.getByTestId('receipt-agreement-gate-affirm').click();
  await expect(page).toHaveURL(/\/manage\/myDepositDetails\?id=\d+/, { timeout: 30_000 });
  await expect(page.getByTestId('wr-deposit-status').first()).toContainText(t('depositStatus.pending'));

  // The keeper receives the goods: the weighbridge's quantity and the QC report.
  const keeper = await openBrowser(browser, lang);
  await signIn(keeper, 'keeper', 'Keeper2026', '/manage/keeperInbound');
  await expect(keeper).toHaveURL(/\/manage\/keeperInbound$/);
  // The application opens on the keeper's details page: whose turn it is, and the step taken there.
  await keeper.getByRole('row').filter({ hasText: batch }).getByRole('link').first().click();
  await expect(keeper).toHaveURL(/\/manage\/waitpleasedetails\?id=\d+/);
  await expect(keeper.getByTestId('keeper-deposit-turn')).toHaveAttribute('data-turn', 'you');
  await keeper.getByTestId(/^keeper-receive-\d+$/).click();
  await keeper.getByTestId('keeper-receive-qty').fill('120');
  await keeper.getByTestId('keeper-receive-quality').fill('纯度 99.95%，水分 0.05%');
  await keeper
    .getByTestId('keeper-receive-qc')
    .locator('input[type=file]')
    .setInputFiles({ name: 'qc.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`QC ${batch}`) });
  await expect(keeper.getByTestId('keeper-receive-qc-preview')).toBeVisible();
  await confirmDialog(keeper, 'keeper-receive-ok');

  // … and registers the receipt from the received deposit, on the same page.
  await keeper.getByTestId(/^keeper-register-\d+$/).click();
  await expect(keeper.getByTestId('keeper-register-facts')).toContainText(batch);
  await keeper.getByTestId('keeper-register-location').fill('3 号罐');
  await keeper.getByTestId('keeper-register-term').click();
  await keeper.keyboard.type('2027-12-31');
  await keeper.keyboard.press('Enter');
  await keeper.getByTestId('keeper-register-loss').fill('千分之三');
  await keeper.getByTestId('keeper-register-submit').click();
  await expect(keeper).toHaveURL(/\/manage\/newdetails\?id=\d+/, { timeout: 30_000 });
  await expect(keeper.getByTestId('keeper-receipt-turn')).toHaveAttribute('data-turn', 'operator');
  const receiptNo = ((await keeper.getByTestId('wr-receipt-no').textContent()) ?? '').trim();
  expect(receiptNo).toMatch(/^WR\d{14}$/);

  // The operator rejects it once, with the reason; the keeper corrects it; the operator approves.
  const operator = await openBrowser(browser, lang);
  await signIn(operator, 'operator', 'Operator2026', '/admin/wr/receipts');
  await expect(operator.getByTestId('admin-menu')).toBeVisible();
  await operator
    .getByRole('row')
    .filter({ hasText: receiptNo })
    .getByTestId(/^wr-receipt-reject-\d+$/)
    .click();
  await operator.getByTestId('wr-receipt-reject-reason').fill('损耗标准请按合同写明');
  await confirmDialog(operator, 'wr-receipt-reject-ok');

  await keeper.goto('/manage/keeperReceipts');
  await keeper.getByTestId('keeper-receipts-tab-rejected').click();
  const rejected = keeper.getByRole('row').filter({ hasText: receiptNo });
  await expect(rejected).toContainText('损耗标准请按合同写明');
  await rejected.getByRole('link', { name: receiptNo }).click();
  await expect(keeper.getByTestId('keeper-receipt-turn')).toContainText('损耗标准请按合同写明');
  await keeper.getByTestId(/^keeper-update-\d+$/).click();
  await keeper.getByTestId('keeper-update-loss').fill('千分之二');
  await confirmDialog(keeper, 'keeper-update-ok');

  await operator.reload();
  await operator
    .getByRole('row')
    .filter({ hasText: receiptNo })
    .getByTestId(/^wr-receipt-approve-\d+$/)
    .click();
  await confirmDialog(operator, 'wr-receipt-approve-ok');

  // The holder holds it: in force, its fee to date, its timeline naming every step's actor.
  await page.goto('/manage/warehouseReceiptList');
  await page.getByRole('link', { name: receiptNo }).click();
  await expect(page.getByTestId('wr-receipt-status').first()).toContainText(t('receiptStatus.active'));
  await expect(page.getByTestId('wr-receipt-fee-amount')).toContainText('120');
  const parentHref = (await page.getByTestId('wr-certificate-check').getAttribute('href')) ?? '';
  const steps = page.getByTestId('wr-warehouseReceipt-log-step');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('平台运营');

  // Its warehouse's page: the fees in force and the company's receipts there, this one among them.
  await page.getByTestId('wr-receipt-warehouse').click();
  await expect(page).toHaveURL(/\/manage\/warehouseDetails\?id=\d+/);
  await expect(page.getByTestId('wr-warehouse-fees')).toContainText('甲醇');
  await expect(page.getByTestId('wr-warehouse-receipts')).toContainText(receiptNo);
  await page.goBack();

  // It splits by the lot rules: parts off the 1 t step are refused before anything is sent; 100 + 20 goes through.
  await page.getByTestId('wr-receipt-split').click();
  await page.getByTestId('wr-split-part-0').fill('105.5');
  await page.getByTestId('wr-split-part-1').fill('14.5');
  await page.getByTestId('wr-split-ok').click();
  await expect(page.getByTestId('wr-split-modal').locator('.ant-form-item-explain-error').first()).toBeVisible();
  await page.getByTestId('wr-split-part-0').fill('100');
  await page.getByTestId('wr-split-part-1').fill('20');
  await page.getByTestId('wr-split-ok').click();
  await confirmDialog(page, 'wr-split-confirm');
  await expect(page.getByTestId('wr-receipt-child')).toHaveCount(2);

  // A visitor checks the certificates: the retired parent no longer stands, a child does, its holder masked.
  const visitor = await openBrowser(browser, lang);
  await visitor.goto(parentHref);
  await expect(visitor.getByTestId('certificate-verdict-notInForce')).toBeVisible();
  await page.getByTestId('wr-receipt-child').first().click();
  await expect(page.getByTestId('wr-receipt-parent-link')).toHaveText(receiptNo);
  const childCheck = page.getByTestId('wr-certificate-check');
  const childHref = (await childCheck.getAttribute('href')) ?? '';
  await visitor.goto(childHref);
  await expect(visitor.getByTestId('certificate-verdict-valid')).toBeVisible();
  await expect(visitor.getByTestId('certificate-facts')).toContainText(`${company.slice(0, 1)}**`);
  await expect(visitor.getByTestId('certificate-facts')).not.toContainText(company);

  // The holder asks to take 40 t of the 100 t part; methanol is dangerous, so the form asks for the permits and an escort.
  await page.getByTestId('wr-receipt-pickup').click();
  await expect(page).toHaveURL(/\/manage\/billDetails\?receiptId=\d+/);
  await expect(page.getByTestId('bill-apply-crew-fields')).toHaveAttribute('data-hazardous', 'true');
  await page.getByTestId('bill-apply-quantity').fill('40');
  for (const [field, value] of DANGEROUS_GOODS_CREW) await page.getByTestId(`bill-apply-crew-${field}`).fill(value);
  await page.getByTestId('bill-apply-submit').click();
  await confirmDialog(page, 'bill-apply-confirm');
  await expect(page).toHaveURL(/\/manage\/billLadingDetails\?id=\d+/, { timeout: 30_000 });
  const billNo = ((await page.getByTestId('bill-details-no').textContent()) ?? '').match(/TD\d{14}/)?.[0] ?? '';
  expect(billNo).not.toBe('');
  await expect(page.getByTestId('bill-status').first()).toContainText(t('billStatus.submitted'));

  // The keeper schedules it from the pick-up board's queue, then weighs one truck out and ends it as a partial pick-up.
  await keeper.goto('/manage/pickupBoard');
  const queued = keeper.getByTestId('bill-board-queue').getByRole('row').filter({ hasText: billNo });
  await queued.getByTestId(/^bill-schedule-\d+$/).click();
  await confirmDialog(keeper, 'bill-schedule-ok');
  const today = keeper.getByTestId('bill-board-day').getByRole('row').filter({ hasText: billNo });
  await today.getByTestId(/^bill-finish-\d+$/).click();
  await keeper.getByTestId('bill-ticket-0-no').fill(`GB-${stamp}`);
  await keeper.getByTestId('bill-ticket-0-gross').fill('45.5');
  await keeper.getByTestId('bill-ticket-0-tare').fill('15.5');
  await expect(keeper.getByTestId('bill-ticket-0-net')).toContainText('30');
  await keeper.getByTestId('bill-finish-mode').locator('input[type=radio]').nth(1).check();
  await keeper.getByTestId('bill-finish-ok').click();
  await confirmDialog(keeper, 'bill-finish-confirm');

  // The holder sees it finished: 30 t out under a deregistered receipt, 10 t still held; each step names its actor.
  await page.reload();
  await expect(page.getByTestId('bill-status').first()).toContainText(t('billStatus.finished'));
  const billSteps = page.getByTestId('bill-log-step');
  await expect(billSteps).toHaveCount(3);
  await expect(billSteps.nth(2)).toContainText('华东石化仓储物流有限公司');
  await expect(billSteps.nth(0)).toContainText(company);
  await page.getByTestId('bill-picked-receipt').click();
  await expect(page.getByTestId('wr-receipt-status').first()).toContainText(t('receiptStatus.cancelled'));
  await page.goBack();
  await page.getByTestId('bill-rest-receipt').click();
  await expect(page.getByTestId('wr-receipt-status').first()).toContainText(t('receiptStatus.active'));
});
