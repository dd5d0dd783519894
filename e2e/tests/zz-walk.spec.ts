import { call, demoToken } from './market.ts';
import { expect, loginWithPassword, shot, test } from './support.ts';

// Throwaway walk (deleted after): the seller's screens at 60 and the offer form's terms, as the demo seller.
test('walk', async ({ page, t, lang, lastCaptchaId }) => {
  test.setTimeout(120_000);
  const token = await demoToken(page.request, 'seller', 'Seller2026');
  const list = await call(page.request, token, '/order/seller/waitformoneyreceived', { current: 1, size: 50 });
  const paid = (list.records as { id: number; status: number }[]).find((o) => o.status === 60);
  if (!paid) throw new Error('no demo order at 60');
  await page.goto(`/login?redirect=${encodeURIComponent(`/order/${paid.id}`)}`);
  await loginWithPassword(page, t, lastCaptchaId, 'seller', 'Seller2026');
  await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', '60');
  await shot(page, `walk-${lang}-seller-60`);
  await page.getByTestId('order-payment-confirm').first().click();
  await page.waitForTimeout(500);
  await shot(page, `walk-${lang}-seller-60-confirm`);
  await page.keyboard.press('Escape');
  await page.getByTestId('order-payment-refuse').first().click();
  await page.waitForTimeout(500);
  await shot(page, `walk-${lang}-seller-60-refuse`);
  await page.keyboard.press('Escape');
  await page.goto('/manage/goodsmanage');
  await page.waitForTimeout(1500);
  await shot(page, `walk-${lang}-goodsmanage`);
});
