import { call, tradingParties } from './market.ts';
import { expect, openBrowser, shot, signIn, test } from './support.ts';

/**
 * Quantity prices (阶梯价), each party in its own browser: a seller gives its ethylene glycol (4,860.00 a tonne, at
 * least 2 t) a tier of 4,800.00 from 10 t up in its price dialog; a buyer reads the tier on the product page, finds
 * 10 t in its cart priced by the tier, and checks out at the tier's total.
 */
test('a quantity price set by the seller is read by the buyer and applied in the cart and at checkout', async ({
  page,
  browser,
  t,
  lang,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: {
      company: `${lang === 'zh' ? '无锡' : '江阴'}阶梯石化有限公司${stamp}`,
      shop: `阶梯石化旗舰店${stamp}`,
      product: `乙二醇 阶梯价 E2E${stamp}`,
    },
    buyer: `${lang === 'zh' ? '湖州' : '衢州'}阶梯化纤有限公司${stamp}`,
  });

  // The seller adds a tier in the price dialog of its goods list.
  await signIn(page, seller.person.userName, seller.person.password, '/manage/goodslist?tab=onShelf');
  await page.getByTestId(`product-price-${seller.productId}`).click();
  await page.getByTestId('product-tier-add').click();
  await page.getByTestId('product-tier-qty-0').fill('10');
  await page.getByTestId('product-tier-price-0').fill('4900.00');
  await page.getByTestId('price-save').click();
  // A tier must cost less than the base price: said on the row before anything is sent.
  await expect(page.getByText(t('product.tierPriceNotFalling'))).toBeVisible();
  await page.getByTestId('product-tier-price-0').fill('4800.00');
  await shot(page, `price-tiers-${lang}-1-seller`);
  await page.getByTestId('price-save').click();
  await expect(page.getByTestId('price-save')).toBeHidden();

  // The buyer reads it on the product page and has 10 t in its cart at the tier's price.
  const buyerPage = await openBrowser(browser, lang);
  const detailPath = `/goodsdetail?id=${seller.productId}`;
  await signIn(buyerPage, buyer.person.userName, buyer.person.password, detailPath);
  await expect(buyerPage.getByTestId('product-tier')).toContainText('4,800.00');
  await shot(buyerPage, `price-tiers-${lang}-2-product`);
  await call(buyerPage.request, buyer.token, '/ordercart/addtocart', { productId: seller.productId, quantity: '10' });
  await buyerPage.goto('/mycart');
  await expect(buyerPage.getByTestId('cart-tier')).toBeVisible();
  await buyerPage.getByRole('checkbox', { name: t('mycart.selectAll') }).check();
  await expect(buyerPage.getByTestId('cart-total')).toContainText('48,000.00');
  await shot(buyerPage, `price-tiers-${lang}-3-cart`);
  await buyerPage.getByTestId('cart-checkout').click();
  await expect(buyerPage.getByTestId('pay-total')).toContainText('48,000.00');
});
