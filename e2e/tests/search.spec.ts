import { compareDecimal } from '@hgsc/contracts';
import { confirmDialog, expect, openBrowser, shot, signIn, test } from './support.ts';

/**
 * Search as traders type it: an English name, a CAS number without its dashes, and a synonym the operator adds to
 * the chemical dictionary — each finds the offers of that chemical, whatever their titles say.
 */
test('a visitor finds 甲醇 by "methanol" and "67561"; a synonym the operator adds finds its chemical', async ({
  page,
  browser,
  t,
  lang,
}) => {
  test.setTimeout(150_000);
  const searchFor = async (keyword: string) => {
    await page.getByRole('searchbox').first().fill(keyword);
    await page.getByRole('searchbox').first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?.*keyword=${encodeURIComponent(keyword).replace(/%20/g, '(\\+|%20)')}`));
  };

  /** Every card on screen names `shown`: polled, as the answer before a filter stays on screen while the next loads. */
  const everyCardShows = (shown: string | RegExp) =>
    expect
      .poll(
        async () => {
          const texts = await page.getByTestId('product-card').allInnerTexts();
          return texts.length > 0 && texts.every((text) => (typeof shown === 'string' ? text.includes(shown) : shown.test(text)));
        },
        { message: `every card shows ${shown}`, timeout: 30_000 },
      )
      .toBe(true);

  // An English name: the offers of methanol (named 甲醇 in the demo), best match first.
  await page.goto('/');
  await searchFor('methanol');
  await expect(page.getByRole('radio', { name: t('search.sort.relevance') })).toBeChecked();
  await everyCardShows('甲醇');
  await shot(page, `search-${lang}-1-methanol`);

  // Cheapest first compares per tonne: a drum's price by its net weight.
  const sortBy = (sort: 'priceAsc' | 'relevance') => page.getByText(t(`search.sort.${sort}`), { exact: true }).click();
  await sortBy('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page.getByTestId('product-card-tonne').first()).toBeVisible();
  const perTonneShown = async () => {
    const figures: string[] = [];
    for (const card of await page.getByTestId('product-card').all()) {
      const converted = card.getByTestId('product-card-tonne');
      const figure =
        (await converted.count()) > 0 ? await converted.textContent() : await card.locator('.price-text-amount').textContent();
      figures.push((/[\d,]+\.\d{2}/.exec(figure ?? '')?.[0] ?? '').replace(/,/g, ''));
    }
    return figures;
  };
  // Read until the sorted page has replaced the one before it (the address changes first).
  const isAscending = (figures: string[]) =>
    figures.length > 1 && figures.every((figure, i) => i === 0 || compareDecimal(figures[i - 1] ?? '', figure) <= 0);
  // A sorted answer can take seconds to replace the list when the two cores also run the other journeys.
  await expect.poll(async () => isAscending(await perTonneShown()), { timeout: 30_000 }).toBe(true);
  await shot(page, `search-${lang}-1b-per-tonne`);
  await sortBy('relevance');

  const pick = async (label: string, choice: RegExp, typed = '') => {
    await page.getByRole('button', { name: label, exact: true }).click();
    // The list is virtual: what lies below its first screen is found by typing.
    if (typed) await page.getByRole('combobox', { name: label }).fill(typed);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: choice }).first().click();
  };
  // Only one producer's methanol: the producer a card names.
  const producer = (await page.locator('.goods-card-brand').first().textContent()) ?? '';
  expect(producer).not.toBe('');
  await pick(t('search.brand'), new RegExp(`^${producer}$`), producer);
  await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(producer)}`));
  const chip = page.locator('.active-filters .ant-tag').filter({ hasText: t('search.chip.brand', { brand: producer }) });
  await expect(chip).toBeVisible();
  // The cards of the filtered answer, not those still shown while it loads (the first may name it already).
  await everyCardShows(producer);
  await shot(page, `search-${lang}-1c-producer`);
  await chip.locator('.ant-tag-close-icon').click();
  await expect(page).not.toHaveURL(/brand=/);

  // Only what waits in a warehouse of Suzhou: the province, then its city.
  await pick(t('search.province'), /江苏|Jiangsu/);
  await expect(page).toHaveURL(/provinceCode=320000/);
  await pick(t('search.city'), /苏州|Suzhou/);
  await expect(page).toHaveURL(/provinceCode=320000&cityCode=320500/);
  await everyCardShows(/苏州|Suzhou/);
  await page.getByRole('button', { name: t('search.clearAll') }).click();

  // Its CAS number as typed without dashes.
  await searchFor('67561');
  await everyCardShows('甲醇');

  // The operator adds a trade name to a chemical of the dictionary (a chemical of its own per language: the two
  // languages run side by side) and tries it.
  const [chemical, cas] = lang === 'zh' ? ['乙二醇', '107-21-1'] : ['异丙醇', '67-63-0'];
  const synonym = `E2E${lang}${Date.now() % 1_000_000}`;
  const operator = await openBrowser(browser, lang);
  await signIn(operator, 'operator', 'Operator2026', '/admin/chemicals');
  await expect(operator.getByTestId('admin-menu')).toBeVisible();
  const dictionarySearch = operator.getByRole('searchbox', { name: t('chemicalAdmin.searchLabel') });
  await dictionarySearch.fill(chemical);
  await dictionarySearch.press('Enter');
  await operator.getByTestId(`chemical-edit-${cas}`).click();
  await operator.getByTestId('chemical-synonyms').locator('input').fill(synonym);
  await operator.getByTestId('chemical-synonyms').locator('input').press('Enter');
  // The tag input's list may still be open: the first click then only closes it (confirmDialog clicks again).
  await confirmDialog(operator, 'chemical-save-ok');
  await expect(operator.getByTestId('chemical-table')).toContainText(synonym);
  const tryBox = operator.getByRole('searchbox', { name: t('chemicalAdmin.tryTitle') });
  await tryBox.fill(synonym);
  await tryBox.press('Enter');
  await expect(operator.getByTestId('chemical-try-result')).toContainText(`${chemical} · ${cas}`);
  await shot(operator, `search-${lang}-2-dictionary`);

  // The visitor's search for the trade name finds the chemical's offers.
  await searchFor(synonym);
  await expect(page.getByTestId('product-card').first()).toContainText(chemical);
  await shot(page, `search-${lang}-3-synonym`);
});
