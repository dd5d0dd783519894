import {
  expect,
  field,
  loginWithPassword,
  newIdentity,
  sendCode,
  sessionToken,
  solveCaptchaDialog,
  test,
  waitOutClickThrottle,
} from './support.ts';

test('register with an SMS code, log in, change password, old session gone, phone login, forgotten password', async ({
  page,
  t,
  lang,
  lastCaptchaId,
}) => {
  const { mobile, userName } = newIdentity(lang);
  const firstPassword = 'FirstPass123';
  const secondPassword = 'SecondPass456';
  const thirdPassword = 'ThirdPass789';

  // Register: the SMS code is read from the outbox.
  await page.goto('/register');
  await field(page, t('user.userName')).fill(userName);
  await field(page, t('user.mobile')).fill(mobile);
  const registerCode = await sendCode(page, mobile, lastCaptchaId);
  await field(page, t('user.smsCode')).fill(registerCode);
  await field(page, t('user.password')).fill(firstPassword);
  await field(page, t('user.confirmPassword')).fill(firstPassword);
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(t('user.registered'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle(/^login/);

  // Log in with password and captcha.
  await loginWithPassword(page, t, lastCaptchaId, userName, firstPassword);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const oldToken = await sessionToken(page);
  expect(oldToken).toBeTruthy();

  // Change password with a code sent to the own mobile.
  await page.goto('/manage/modifypassword');
  await field(page, t('user.oldPassword')).fill(firstPassword);
  const changeCode = await sendCode(page, mobile, lastCaptchaId);
  await field(page, t('user.smsCode')).fill(changeCode);
  await field(page, t('user.newPassword')).fill(secondPassword);
  await field(page, t('user.confirmPassword')).fill(secondPassword);
  await page.getByTestId('modify-password-submit').click();
  await expect(page).toHaveURL(/\/login/);

  // The old session is gone on the server, not only in this browser.
  const info = await page.request.get('/api/user/info', { headers: { authorization: `Bearer ${oldToken}` } });
  expect(info.status()).toBe(401);
  expect((await info.json()).code).toBe('E_300');
  await page.goto('/manage/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanage%2Findex/);

  // Log in by phone and code (captcha before sending, and again for the login).
  await page.getByRole('tab', { name: t('login.tabSms') }).click();
  await field(page, t('user.mobile')).fill(mobile);
  const loginCode = await sendCode(page, mobile, lastCaptchaId);
  await field(page, t('user.smsCode')).fill(loginCode);
  await page.getByTestId('login-submit').click();
  await solveCaptchaDialog(page, lastCaptchaId);
  await expect(page).toHaveURL(/\/manage\/index/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Log out, then reset the forgotten password.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/forget');
  await field(page, t('user.mobile')).fill(mobile);
  const resetCode = await sendCode(page, mobile, lastCaptchaId);
  await field(page, t('user.smsCode')).fill(resetCode);
  await field(page, t('user.newPassword')).fill(thirdPassword);
  await field(page, t('user.confirmPassword')).fill(thirdPassword);
  await page.getByTestId('forget-submit').click();
  await expect(page).toHaveURL(/\/login/);

  // The old password no longer works; the new one does.
  await loginWithPassword(page, t, lastCaptchaId, userName, secondPassword);
  await expect(page.getByText(t('user.loginFailed'), { exact: true })).toBeVisible();
  await waitOutClickThrottle(page);
  await loginWithPassword(page, t, lastCaptchaId, userName, thirdPassword);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a management page visited logged out goes to login and comes back after it', async ({ page, t, lastCaptchaId }) => {
  await page.goto('/manage/myinfo?tab=base');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanage%2Fmyinfo%3Ftab%3Dbase/);
  await loginWithPassword(page, t, lastCaptchaId, 'buyer', 'Buyer2026');
  await expect(page).toHaveURL(/\/manage\/myinfo\?tab=base$/);
});
