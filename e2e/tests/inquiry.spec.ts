import { wcagViolations } from './axe.ts';
import { call, tradingParties } from './market.ts';
import { expect, openBrowser, shot, signIn, test } from './support.ts';

/**
 * 面议 and 询价, each party in its own browser: a seller turns its ethylene glycol to price-on-request in its price
 * dialog; a buyer finds no price and no cart on the product page, asks for a quote of 30 t delivered to Shaoxing; the
 * seller answers the inquiry from its 询价单 page with a quote of 4,700.00 a tonne (the buyer, the offer and the
 * quantity filled in from the inquiry); the buyer reads it as quoted, opens the quote and selects it into an order
 * at the quoted price, ¥141,000.00.
 */
test('an offer at 面议 is asked about, quoted from the inquiry and ordered at the quoted price', async ({
  page,
  browser,
  t,
  lang,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const buyerCompany = `${lang === 'zh' ? '嘉兴' : '丽水'}询价化纤有限公司${stamp}`;
  const { seller, buyer } = await tradingParties(page.request, lang, {
    seller: {
      company: `${lang === 'zh' ? '常州' : '镇江'}面议石化有限公司${stamp}`,
      shop: `面议石化旗舰店${stamp}`,
      product: `乙二醇 面议 E2E${stamp}`,
    },
    buyer: buyerCompany,
  });

  // The seller sells it on request from now on: no price, no tiers.
  await signIn(page, seller.person.userName, seller.person.password, '/manage/goodslist?tab=onShelf');
  await page.getByTestId(`product-price-${seller.productId}`).click();
  await page.getByTestId('product-price-mode').getByText(t('seller.product.priceOnRequest'), { exact: true }).click();
  await expect(page.getByTestId('price-input')).toBeHidden();
  await shot(page, `inquiry-${lang}-1-seller-price`);
  await page.getByTestId('price-save').click();
  await expect(page.getByTestId('price-save')).toBeHidden();
  await expect(page.getByTestId(`product-unit-price-${seller.productId}`)).toHaveText(t('goods.priceOnRequest'));
  // On its own offer's page the seller is told at once that it cannot ask itself for a price.
  await page.goto(`/goodsdetail?id=${seller.productId}`);
  await page.getByTestId('inquiry-open').click();
  await expect(page.getByTestId('inquiry-own')).toHaveText(t('goods.inquiry.ownOffer'));
  await expect(page.getByTestId('inquiry-send')).toBeDisabled();
  await page.keyboard.press('Escape');

  // The buyer reads 面议 where the price was, and asks for a quote instead of buying.
  const buyerPage = await openBrowser(browser, lang);
  const detailPath = `/goodsdetail?id=${seller.productId}`;
  await signIn(buyerPage, buyer.person.userName, buyer.person.password, detailPath);
  await expect(buyerPage.getByTestId('product-price')).toHaveText(t('goods.priceOnRequest'));
  await expect(buyerPage.getByTestId('add-to-cart')).toHaveCount(0);
  await buyerPage.getByTestId('inquiry-open').click();
  await buyerPage.getByTestId('inquiry-quantity').fill('1');
  await buyerPage.getByTestId('inquiry-send').click();
  // Below the minimum order: said under the field before anything is sent.
  await expect(buyerPage.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await buyerPage.getByTestId('inquiry-quantity').fill('30');
  await buyerPage.getByTestId('inquiry-place').fill('浙江省绍兴市越城区');
  await buyerPage.getByTestId('inquiry-message').fill('请报到厂含税价');
  await shot(buyerPage, `inquiry-${lang}-2-buyer-asks`);
  await buyerPage.getByTestId('inquiry-send').click();
  await expect(buyerPage).toHaveURL(/\/manage\/inquiries\?box=sent/);
  const sentRow = buyerPage.getByRole('row').filter({ hasText: `乙二醇 面议 E2E${stamp}` });
  await expect(sentRow.getByTestId('inquiry-status')).toHaveText(t('inquiryStatus.open'));
  expect(await wcagViolations(buyerPage)).toEqual([]);

  // The seller answers from its received inquiries: the quote starts from the inquiry.
  await page.goto('/manage/inquiries?box=received');
  const receivedRow = page.getByRole('row').filter({ hasText: buyerCompany });
  await expect(receivedRow.getByTestId('inquiry-message')).toHaveText('请报到厂含税价');
  await shot(page, `inquiry-${lang}-3-seller-inquiries`);
  await receivedRow.getByTestId('inquiry-answer').click();
  await expect(page.getByTestId('quote-form-quantity')).toHaveValue('30');
  await expect(page.getByTestId('quote-form-buyer')).toContainText(buyerCompany);
  await page.getByTestId('quote-form-price').fill('4700.00');
  await shot(page, `inquiry-${lang}-4-seller-quotes`);
  await page.getByTestId('quote-form-submit').click();
  await expect(page.getByTestId('quote-form-submit')).toBeHidden();
  await expect(receivedRow.getByTestId('inquiry-status')).toHaveText(t('inquiryStatus.quoted'));

  // The buyer reads it quoted, opens the quote and selects all of it.
  await buyerPage.reload();
  await expect(sentRow.getByTestId('inquiry-status')).toHaveText(t('inquiryStatus.quoted'));
  await shot(buyerPage, `inquiry-${lang}-5-buyer-quoted`);
  await sentRow.getByTestId('inquiry-quote').click();
  await expect(buyerPage.getByTestId('quote-terms-price')).toContainText('4,700.00');
  await buyerPage.getByTestId('quote-select').click();
  await buyerPage.getByTestId('quote-select-qty').fill('30');
  await expect(buyerPage.getByTestId('quote-select-amount')).toHaveText('¥141,000.00');
  await buyerPage.getByTestId('quote-select-ok').click();
  await expect(buyerPage).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(buyerPage.url()).pathname.split('/').pop());
  const order = await call(page.request, buyer.token, '/order/detail', { id: orderId });
  expect(order).toMatchObject({ totalAmount: '141000.00' });
});
