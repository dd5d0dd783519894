import type { APIRequestContext } from '@playwright/test';
import Decimal from 'decimal.js';
import { apiLogin } from './market.ts';
import { freshReceipt } from './receipts.ts';
import { confirmDialog, expect, loginWithPassword, test } from './support.ts';

type Listing = { id: number; listingNo: string; receiptNo: string; availableQty: string; unitPrice: string };

const chinaDay = (offsetDays: number) =>
  new Date(Date.now() + (8 * 3_600_000 + offsetDays * 86_400_000)).toISOString().slice(0, 10);

/** The demo buyer lists 20 t of methanol it holds on a receipt of its own, whole, as its own listing page would. */
async function listMethanol(request: APIRequestContext, price: string, remark: string): Promise<Listing> {
  const token = await apiLogin(request, 'buyer', 'Buyer2026');
  const receipt = await freshReceipt(request, token, {
    product: '甲醇',
    quantity: '20',
    batch: `E2E-MK-${crypto.randomUUID().slice(0, 8)}`,
  });
  const res = await request.post('/api/sale/bss/save', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-listing-${crypto.randomUUID()}` },
    data: {
      receiptId: receipt.id,
      quantity: '20',
      unitPrice: price,
      minQty: '10',
      step: '5',
      deliveryMode: 'transfer',
      validUntil: chinaDay(30),
      remark,
    },
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`listing failed: ${JSON.stringify(body)}`);
  return body.data as Listing;
}

/**
 * The public receipt market: the demo buyer lists part of a methanol receipt; a visitor finds it by name (zh) or by
 * its CAS number typed without dashes (en), opens it and reads the offer and the receipt's facts with the way to
 * check its title certificate; asked to sign in to apply, the demo seller does, is refused a quantity off the
 * listing's step on the field, applies for 10 t and sees what is left drop to 10 t.
 */
test('a visitor finds a listed receipt, a buyer signs in and applies for part of it', async ({
  page,
  request,
  t,
  lang,
  lastCaptchaId,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now() % 100_000}`.padStart(5, '0');
  // A price of this run's own, so its row and amount are told from earlier runs' listings.
  const price = `2${stamp.slice(-3)}.50`;
  // The set-up's own request context: the page's would carry the buyer's session cookie into the visitor's browser.
  const listing = await listMethanol(request, price, `E2E ${lang} ${stamp}`);
  const row = page.getByTestId(`rm-row-${listing.id}`);

  // A visitor: the market from the header, searched by name or by CAS number without dashes.
  await page.goto('/');
  await page.getByTestId('header-receipt-market').click();
  await expect(page).toHaveURL(/\/receiptMarket$/);
  await expect(page.getByRole('heading', { level: 1, name: t('route.receiptMarket') })).toBeVisible();
  const keyword = lang === 'zh' ? '甲醇' : '67561';
  await page.getByRole('searchbox', { name: t('receiptMarket.search') }).fill(keyword);
  await page.getByRole('button', { name: t('receiptMarket.search') }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
  await expect(row).toContainText(new Decimal(price).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  await expect(row).toContainText(/20 (吨|t)/);
  await expect(row).toContainText(t('receiptMarket.delivery.transfer'));

  // A filter the listing fails empties the list, and the way back clears it.
  await page.getByTestId('rm-price-min').fill('99999');
  await page.getByTestId('rm-price-apply').click();
  await expect(page.getByTestId('rm-empty')).toBeVisible();
  await page
    .getByTestId('rm-empty')
    .getByRole('button', { name: t('receiptMarket.clearAll') })
    .click();
  await expect(row).toBeVisible();

  // The listing: the offer and the receipt's facts, and the public check of its title certificate.
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/receiptMarket/${listing.id}$`));
  await expect(page.getByTestId('rm-fact-receipt')).toHaveText(listing.receiptNo);
  await expect(page.getByTestId('rm-facts')).toContainText('67-56-1');
  await expect(page.getByTestId('rm-facts')).toContainText('UN1230');
  await expect(page.getByTestId('rm-offer-available')).toHaveText(/^20 (吨|t)$/);
  await expect(page.getByTestId('rm-certificate')).toHaveAttribute('href', /^\/huoquanCertificate\?code=.+/);

  // Applying asks a visitor to sign in first, and comes back to the listing.
  await page.getByTestId('rm-apply').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2FreceiptMarket%2F${listing.id}$`));
  await loginWithPassword(page, t, lastCaptchaId, 'seller', 'Seller2026');
  await expect(page).toHaveURL(new RegExp(`/receiptMarket/${listing.id}$`));

  // 12 t is off the listing's 5 t step: the server says so under the field. 10 t goes through.
  await page.getByTestId('rm-apply').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('rm-apply-rule')).toContainText(/10 (吨|t)/);
  await dialog.getByTestId('rm-apply-qty').fill('12');
  await dialog.getByTestId('rm-apply-ok').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toContainText(/20/);
  await dialog.getByTestId('rm-apply-qty').fill('10');
  await expect(dialog.getByTestId('rm-apply-amount')).toHaveText(
    `¥${new Decimal(price)
      .times(10)
      .toFixed(2)
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
  );
  // Clicked again until taken: a click within a second of the refused one is dropped (SPEC §5's click throttle).
  await confirmDialog(page, 'rm-apply-ok');
  await expect(page.getByTestId('rm-applied')).toBeVisible();
  await expect(page.getByTestId('rm-applied-link')).toHaveAttribute('href', /^\/manage\/toApplyFordetails\?id=\d+$/);
  await expect(page.getByTestId('rm-offer-available')).toHaveText(/^10 (吨|t)$/);
});
