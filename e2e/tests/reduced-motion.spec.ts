import type { Page } from '@playwright/test';
import { expect, openBrowser, test } from './support.ts';

/**
 * Notes whether any element of the page animates in with one of antd's motions: rc-motion gives it the `-start` and
 * `-active` classes of `appear` or `enter` (the `-prepare` step, where a menu is placed, comes with or without motion).
 */
async function watchMotion(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { animated: boolean };
    flags.animated = false;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const classes = (change.target as Element).getAttribute?.('class') ?? '';
        if (/-(appear|enter)-(start|active)(\s|$)/.test(classes)) flags.animated = true;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  });
}

const animated = (page: Page) => page.evaluate(() => (window as unknown as { animated: boolean }).animated);

async function openProvinceMenu(page: Page, label: string) {
  await page.goto('/search');
  const trigger = page.getByRole('button', { name: label });
  // Opened once the app has taken the drawn page over (React marks the elements it hydrates).
  await expect
    .poll(() => trigger.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
  await trigger.click();
  await expect(page.locator('.ant-select-item-option').first()).toBeVisible();
}

test('a visitor who asks for less motion gets menus without animation; others get them animated', async ({
  page,
  browser,
  lang,
  t,
}) => {
  // The project's browsers ask for reduced motion (playwright.config.ts); this one does not.
  const moving = await openBrowser(browser, lang);
  await moving.emulateMedia({ reducedMotion: 'no-preference' });
  await watchMotion(page);
  await watchMotion(moving);

  await openProvinceMenu(moving, t('search.province'));
  await expect.poll(() => animated(moving)).toBe(true);
  await moving.context().close();

  await openProvinceMenu(page, t('search.province'));
  // Given the time the other menu took to animate in.
  await page.waitForTimeout(500);
  expect(await animated(page)).toBe(false);
});
