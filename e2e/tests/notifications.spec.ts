import { call, placeOrder, tradingParties } from './market.ts';
import { expect, openBrowser, signIn, test } from './support.ts';

/**
 * The turn passes and the party is told: the seller's bell shows the new order, opening it goes to the order and
 * reads it; once the seller generated the contract, the buyer's bell shows the contract to sign.
 */
test("the seller's bell shows the new order, the buyer's the contract to sign", async ({ page, browser, t, lang }) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerCompany = `${lang === 'zh' ? '嘉兴' : '湖州'}铃声化工有限公司${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: { company: sellerCompany, shop: `${sellerCompany.slice(0, 2)}铃声化工店${stamp}`, product: `丙酮 E2E${stamp}` },
    buyer: `${lang === 'zh' ? '无锡' : '常州'}铃声材料有限公司${stamp}`,
  });
  const order = await placeOrder(page.request, buyer.token, seller.productId, '2');

  await signIn(page, seller.person.userName, seller.person.password, '/manage/index');
  await expect(page).toHaveURL(/\/manage\/index$/);
  const bell = page.getByTestId('header-bell');
  // Delivered by the job queue after the order's transaction committed; the bell asks again on its own.
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAttribute('data-unread', '1', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/manage\/notifications$/);
  const newOrder = page.getByTestId('notification-open').filter({ hasText: order.orderNo });
  await expect(newOrder).toHaveText(t('notify.order.placed', { orderNo: order.orderNo }));
  await expect(newOrder).toHaveAttribute('data-read', 'false');
  await newOrder.click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(bell).toHaveAttribute('data-unread', '0');

  // The seller generates the contract: now it is the buyer's turn to sign, and its bell says so.
  await call(page.request, seller.token, '/order/contract/generate', { id: order.id });
  const buyerPage = await openBrowser(browser, lang);
  await signIn(buyerPage, buyer.person.userName, buyer.person.password, '/manage/notifications');
  await expect(buyerPage).toHaveURL(/\/manage\/notifications$/);
  const toSign = buyerPage.getByTestId('notification-open').filter({ hasText: order.orderNo });
  await expect(async () => {
    await buyerPage.reload();
    await expect(toSign).toHaveText(t('notify.order.turn.sign', { orderNo: order.orderNo }), { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(buyerPage.getByTestId('header-bell')).toHaveAttribute('data-unread', '1');
  await buyerPage.getByTestId('notification-read-all').click();
  await expect(buyerPage.getByTestId('header-bell')).toHaveAttribute('data-unread', '0');

  // The buyer wants no SMS of its turns: the choice is kept.
  await buyerPage.getByTestId('notification-settings-open').click();
  const smsOfTurns = buyerPage.getByTestId('notification-turn-sms');
  await expect(smsOfTurns).toHaveAttribute('aria-checked', 'true');
  await smsOfTurns.click();
  await buyerPage.getByTestId('notification-settings-ok').click();
  await expect(buyerPage.getByTestId('notification-settings-ok')).toBeHidden();
  await buyerPage.getByTestId('notification-settings-open').click();
  await expect(buyerPage.getByTestId('notification-turn-sms')).toHaveAttribute('aria-checked', 'false');
});
