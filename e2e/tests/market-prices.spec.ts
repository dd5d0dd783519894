import { expect, shot, test } from './support.ts';

/**
 * 行情: the home ticker runs one line per commodity; a line opens the commodity's page, whose chart draws its daily
 * history and whose offers table lists what today's figure counts; the list of every commodity finds one by its
 * English name.
 */
test('a visitor reads a commodity’s market price from the home ticker, its chart and the offers behind it', async ({
  page,
  t,
  lang,
}) => {
  await page.goto('/');
  // The page the server drew is Chinese; for an English visitor the app draws it again. Read the ticker once the app's
  // own header is there (one render draws both), not the drawn Chinese one about to be replaced.
  await expect(page.getByRole('button', { name: t('header.search'), exact: true })).toBeVisible();
  const ticker = page.getByTestId('home-roll');
  const first = ticker.locator('li a').first();
  await expect(first).toHaveAttribute('href', /^\/prices\/\d+-\d{2}-\d$/);
  const name = (await first.locator('.roll-name').textContent()) ?? '';
  expect(name).not.toBe('');
  // Each commodity once: the ticker's lines are commodities, not listings.
  const names = await ticker.locator('ul:not([aria-hidden]) .roll-name').allTextContents();
  expect(new Set(names).size).toBe(names.length);
  await first.click();

  await expect(page).toHaveURL(/\/prices\/\d+-\d{2}-\d$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByTestId('market-price-now')).toContainText('¥');
  const chart = page.getByTestId('market-price-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /\d+/);
  // The chart draws something: its canvas is not blank.
  const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) inked += 1;
    return inked;
  });
  expect(painted).toBeGreaterThan(1000);
  await expect(page.getByTestId('market-price-offers').locator('tbody tr').first()).toBeVisible();
  await shot(page, `market-prices-${lang}-1-commodity`);
  // A shorter range redraws from the URL.
  await page.getByText(t('marketPrice.lastDays', { days: 30 }), { exact: true }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(chart.locator('canvas')).toBeVisible();

  // The list of every commodity, through the header; methanol by its English name.
  await page.getByTestId('header-market-prices').click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page.getByTestId('market-prices-day')).toBeVisible();
  const search = page.getByRole('searchbox', { name: t('marketPrice.searchLabel') });
  await search.fill('methanol');
  await search.press('Enter');
  await expect(page).toHaveURL(/keyword=methanol/);
  await expect(page.getByTestId('market-price-67-56-1')).toBeVisible();
  await expect(page.getByTestId('market-prices').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await shot(page, `market-prices-${lang}-2-list`);
});
