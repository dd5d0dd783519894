import type { Locator, Page } from '@playwright/test';
import { expect, openBrowser, test } from './support.ts';

/**
 * Notes whether any element of the page animates in with one of antd's motions: rc-motion gives it the `-start` and
 * `-active` classes of `appear` or `enter` (the `-prepare` step, where a menu is placed, comes with or without motion).
 */
async function watchMotion(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { animated: boolean };
    flags.animated = false;
    const animating = (node: Node) =>
      node instanceof Element && /-(appear|enter)-(start|active)(\s|$)/.test(node.getAttribute('class') ?? '');
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (animating(change.target) || Array.from(change.addedNodes).some(animating)) flags.animated = true;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  });
}

const animated = (page: Page) => page.evaluate(() => (window as unknown as { animated: boolean }).animated);

/**
 * The motion setting the app has applied above an element (the value of rc-motion's provider, found through the
 * instance React marks a hydrated element with); undefined until the app has taken the element over.
 */
const motionAbove = (element: Locator) =>
  element.evaluate((node) => {
    const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
    type Fiber = { return?: Fiber; memoizedProps?: { value?: { motion?: boolean } } };
    for (let fiber = key && (node as unknown as Record<string, Fiber>)[key]; fiber; fiber = fiber.return) {
      const value = fiber.memoizedProps?.value;
      if (value && typeof value === 'object' && 'motion' in value) return value.motion;
    }
    return undefined;
  });

async function openProvinceMenu(page: Page, label: string, motion: boolean) {
  await page.goto('/search');
  const trigger = page.getByRole('button', { name: label });
  await expect.poll(() => motionAbove(trigger)).toBe(motion);
  await page.evaluate(() => Object.assign(window, { animated: false }));
  await trigger.click();
  await expect(page.locator('.ant-select-item-option').first()).toBeVisible();
  // The menu has settled: placed, and animated in where motion is on.
  await expect(page.locator('.ant-select-dropdown')).not.toHaveClass(/-appear/);
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

  await openProvinceMenu(moving, t('search.province'), true);
  expect(await animated(moving)).toBe(true);
  await moving.context().close();

  await openProvinceMenu(page, t('search.province'), false);
  expect(await animated(page)).toBe(false);
});
