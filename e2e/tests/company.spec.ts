import { registerUser } from './api.ts';
import { newCreditCode, PNG_1PX } from './market.ts';
import {
  approveInQueue,
  confirmDialog,
  expect,
  loginWithPassword,
  newIdentity,
  openBrowser,
  pickCascader,
  sessionToken,
  signIn,
  test,
} from './support.ts';

test('certify a company: rejected with a reason, corrected, approved; a buy-only sub-account is limited and then disabled', async ({
  page,
  browser,
  t,
  lang,
  lastCaptchaId,
}) => {
  // OCR (tesseract, WASM) starts cold in a fresh e2e server and shares 2 cores with the other journey.
  test.setTimeout(300_000);
  const owner = { ...newIdentity(lang), password: 'OwnerPass123' };
  await registerUser(page.request, owner);
  const companyName = `${lang === 'zh' ? '浙江' : '江西'}测试化工有限公司${Date.now() % 100000}`;
  const reason = '营业执照照片不清晰，请重新上传';

  // The new user certifies a company.
  await signIn(page, owner.userName, owner.password, '/manage/authentication');
  await expect(page).toHaveURL(/\/manage\/authentication/);
  await page.getByTestId('cert-license').locator('input[type=file]').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await expect(page.getByTestId('ocr-result')).toHaveAttribute('data-ocr-status', /done|failed/, { timeout: 30_000 });
  await page.getByTestId('cert-name').fill(companyName);
  await page.getByTestId('cert-creditCode').fill(newCreditCode());
  await page.getByTestId('cert-legalPerson').fill('陈建国');
  await page.getByTestId('cert-region').click();
  await pickCascader(page, 0, '浙江省');
  await pickCascader(page, 1, '杭州市');
  await pickCascader(page, 2, '滨江区');
  await page.getByTestId('cert-registeredAddress').fill('杭州市滨江区江南大道 100 号');
  await page.getByTestId('cert-contactName').fill('陈经理');
  await page.getByTestId('cert-contactMobile').fill(owner.mobile);
  await page.getByTestId('certification-submit').click();
  await expect(page.getByTestId('certification-banner')).toContainText(t('auditStatus.0'));

  // The operator rejects it with a reason.
  const operator = await openBrowser(browser, lang);
  await signIn(operator, 'operator', 'Operator2026', '/admin/company/audit');
  await expect(operator.getByTestId('admin-menu')).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: companyName });
  await row.getByTestId(/^audit-reject-/).click();
  await operator.getByTestId('audit-reason').fill(reason);
  await confirmDialog(operator, 'audit-confirm');
  await expect(operator.getByRole('row').filter({ hasText: companyName })).toHaveCount(0);

  // The user sees the reason, corrects the application and resubmits.
  await page.reload();
  await expect(page.getByTestId('certification-reason')).toContainText(reason);
  await page.getByTestId('cert-registeredAddress').fill('杭州市滨江区江南大道 188 号 3 楼');
  await page.getByTestId('certification-submit').click();
  await expect(page.getByTestId('certification-banner')).toContainText(t('auditStatus.0'));

  // The operator approves the resubmission.
  await operator.reload();
  await approveInQueue(operator, companyName);
  await page.reload();
  await expect(page.getByTestId('certification-banner')).toContainText(t('auditStatus.1'));
  await expect(page.getByTestId('certification-history')).toContainText(reason);

  // Certified, the company still sets its receiving account, which its contracts tell buyers to pay into.
  await page.getByTestId('certification-edit').click();
  await expect(page.getByTestId('cert-name')).toBeDisabled();
  await page.getByTestId('cert-bankName').fill('中国工商银行杭州高新支行');
  // Half an account is not sent: the form asks for the number.
  const updates: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith('/api/company/update')) updates.push(call.method());
  });
  await page.getByTestId('certification-submit').click();
  await expect(page.getByText(t('company.bankAccountIncomplete'))).toBeVisible();
  expect(updates).toEqual([]);
  await page.getByTestId('cert-bankAccount').fill('1202021109900012345');
  await expect(page.getByText(t('company.bankAccountIncomplete'))).toHaveCount(0);
  await page.getByTestId('certification-submit').click();
  await expect.poll(() => updates).toEqual(['POST']);
  await expect(page.getByTestId('certification-detail')).toContainText('中国工商银行杭州高新支行');
  await expect(page.getByTestId('certification-detail')).toContainText('1202021109900012345');

  // The main account creates a sub-account with only the buy permissions.
  const sub = { ...newIdentity(lang), password: 'SubPass12345' };
  await page.goto('/manage/childaccountmanage');
  await page.getByTestId('subaccount-userName').fill(sub.userName);
  await page.getByTestId('subaccount-mobile').fill(sub.mobile);
  await page.getByTestId('subaccount-name').fill('采购助理');
  await page.locator('#subaccount_password').fill(sub.password);
  await page.locator('#subaccount_confirm').fill(sub.password);
  await page.getByTestId('permission-group-buy').check();
  await page.getByTestId('subaccount-save').click();
  await expect(page).toHaveURL(/\/manage\/childaccountlist/);

  // The sub-account logs in: no company-management menu, and such a call made directly is refused.
  const subPage = await openBrowser(browser, lang);
  await subPage.goto('/login');
  await loginWithPassword(subPage, t, lastCaptchaId, sub.userName, sub.password);
  await expect(subPage.getByTestId('user-menu')).toBeVisible();
  // A sub-account is a person of its own: the management centre asks it to accept the agreements first.
  await subPage.goto('/manage/index');
  await subPage.getByTestId('agreement-accept').click();
  // Accepted once the gate closes: the calls below would meet it otherwise (the menu shows behind it).
  await expect(subPage.getByTestId('agreement-accept')).toBeHidden();
  const menu = subPage.getByTestId('manage-menu');
  await expect(menu).toContainText(t('route.manage.index'));
  await expect(menu).not.toContainText(t('route.manage.childaccountlist'));
  await expect(menu).not.toContainText(t('route.manage.forcertificates'));
  await expect(menu).not.toContainText(t('route.manage.myaddress'));
  const refused = await subPage.request.get('/api/user/subaccount/list', { headers: { language: lang } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).msg).toBe(t('permission.denied'));
  const subToken = await sessionToken(subPage);

  // The main account disables it: its open session is gone at once.
  await page.goto('/manage/childaccountlist');
  await page
    .getByRole('row')
    .filter({ hasText: sub.userName })
    .getByTestId(/^subaccount-disable-/)
    .click();
  await confirmDialog(page, 'confirm-ok');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: sub.userName })
      .getByTestId(/^subaccount-status-/),
  ).toHaveAttribute('data-status', '0');
  const gone = await subPage.request.get('/api/user/info', { headers: { authorization: `Bearer ${subToken}` } });
  expect(gone.status()).toBe(401);
  expect((await gone.json()).code).toBe('E_300');
  await subPage.goto('/manage/myinfo');
  await subPage.reload();
  await expect(subPage).toHaveURL(/\/login/);

  await operator.context().close();
  await subPage.context().close();
});
