import { apiLogin, call } from './market.ts';
import { expect, openBrowser, test } from './support.ts';

test('a shared order opens read-only for a visitor with its password, not with a wrong one', async ({
  page,
  browser,
  t,
  lang,
}) => {
  // The demo buyer buys a public product for pickup and shares the order (the order pages have their own journeys).
  const buyer = await apiLogin(page.request, 'buyer', 'Buyer2026');
  const found = await call(page.request, buyer, '/search/searchPage', { dangerous: false, inStock: true, size: 10 });
  const [product] = found.records;
  const order = await call(page.request, buyer, '/order/direct/putorder', {
    productId: product.id,
    quantity: product.minOrderQty,
    deliveryMode: 'pickup',
  });
  const [placed] = order.orders;
  const share = await call(page.request, buyer, '/order/share', { id: placed.id });

  const visitor = await openBrowser(browser, lang);
  await visitor.goto(share.path);
  await visitor.getByTestId('order-share-password').fill(share.password === '000000' ? '111111' : '000000');
  await visitor.getByTestId('order-share-open').click();
  await expect(visitor.getByText(t('order.sharePasswordWrong'))).toBeVisible();
  await expect(visitor.getByTestId('order-no')).toHaveCount(0);

  await visitor.getByTestId('order-share-password').fill(share.password);
  await visitor.getByTestId('order-share-open').click();
  await expect(visitor.getByTestId('order-no')).toHaveText(placed.orderNo);
  await expect(visitor.getByText(product.name).first()).toBeVisible();
  // Read-only: none of the parties' actions.
  await expect(visitor.getByTestId(/^order-action-/)).toHaveCount(0);
});
