import type { Page } from '@playwright/test';
import { BUYER_ORDER_TABS, SELLER_ORDER_TABS } from '../../packages/contracts/src/order.ts';
import { expect, openInApp, signIn, test } from './support.ts';

// The list pages of the buyer, the seller, the warehouse keeper and the operator (the order lists' tables and the
// sales-contract lists have a journey of their own; the order lists' tab strips are checked here).
const BUYER_PAGES = [
  '/manage/myaddress',
  '/manage/attention',
  '/manage/mycommends',
  '/manage/childaccountlist',
  '/manage/inviteuser',
  '/manage/authentication',
  // The demo buyer holds receipts, deposits and bills: these tables have rows.
  '/manage/warehouseReceiptList',
  '/manage/applyList',
  '/manage/myInventory',
  '/manage/billLadingList',
  // The demo buyer's application to the demo seller's listing: the receipt orders' tables have a row.
  '/manage/toApplyFor?tab=all',
];
const SELLER_PAGES = [
  '/manage/goodslist',
  '/manage/contracttemplate',
  '/manage/forcertificates',
  '/manage/seal',
  '/manage/waitingSell?tab=all',
];
// The keeper's queues open on what waits, which the demo has none of: `?tab=all` draws their rows too.
const KEEPER_PAGES = [
  '/manage/keeperInbound',
  '/manage/keeperInbound?tab=all',
  '/manage/keeperReceipts',
  '/manage/keeperReceipts?tab=all',
  '/manage/billLadingList?as=keeper',
  '/manage/orderReceiv?tab=all',
];
const OPERATOR_PAGES = [
  '/admin/company/audit',
  '/admin/company/list',
  '/admin/certificate/audit',
  '/admin/shop/audit',
  '/admin/shop/list',
  '/admin/product/audit',
  '/admin/product/list',
  '/admin/seal/audit',
  '/admin/home/banner',
  '/admin/home/hot',
  '/admin/news',
  '/admin/news/category',
  '/admin/help',
  '/admin/agreement',
  '/admin/users',
  '/admin/sms',
  '/admin/logs/api',
  '/admin/logs/error',
  '/admin/logs/usual',
  '/admin/wr/receipts',
  '/admin/wr/storage',
  '/admin/wr/keepers',
  '/admin/wr/warehouses',
  '/admin/wr/products',
  '/admin/wr/fees',
  '/admin/wr/orders',
];
/**
 * The narrowest desktop the platform serves, in both languages (English words are longer): a table, a tab strip that
 * fits it fits any wider screen, which only gives the cards more room. Measuring 1920 px as well cost about seven
 * minutes of the suite for no fault ever found there alone.
 */
const WIDTHS = [1366];

/**
 * What is wrong with the tables on screen: a table wider than the card holding it, a page that scrolls sideways,
 * a column that a fixed column covers once the table is scrolled to either end, or a cell whose content spills
 * over its neighbour.
 */
function tableFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = [];
    const name = (el: Element) => (el.textContent ?? '').trim().slice(0, 24) || el.className.toString().slice(0, 40);
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) faults.push(`the page scrolls sideways (${root.scrollWidth}px)`);
    for (const wrapper of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-wrapper'))) {
      if (wrapper.offsetParent === null) continue;
      const box = wrapper.getBoundingClientRect();
      const holder = wrapper.parentElement?.closest('.ant-card-body, .ant-tabs-content, .manage-content, main');
      const holderBox = holder?.getBoundingClientRect();
      if (holderBox && (box.right > holderBox.right + 1 || box.left < holderBox.left - 1))
        faults.push(`a table is ${Math.round(box.width)}px wide in a card of ${Math.round(holderBox.width)}px`);
      // A table with no scrolling region around it must fit the card; one inside a region scrolls instead.
      for (const table of Array.from(wrapper.querySelectorAll<HTMLElement>('table'))) {
        let clip: HTMLElement | null = table.parentElement;
        while (clip && clip !== wrapper && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
        const tableBox = table.getBoundingClientRect();
        if ((!clip || clip === wrapper) && tableBox.right > box.right + 1)
          faults.push(`a table's columns run ${Math.round(tableBox.right - box.right)}px past its card`);
      }
      const scroller = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const headers = Array.from(wrapper.querySelectorAll<HTMLElement>('thead th')).filter((th) => th.offsetWidth > 0);
      const fixed = (th: HTMLElement) =>
        th.classList.contains('ant-table-cell-fix-start')
          ? 'left'
          : th.classList.contains('ant-table-cell-fix-end')
            ? 'right'
            : '';
      for (const end of ['start', 'end'] as const) {
        if (scroller) scroller.scrollLeft = end === 'start' ? 0 : scroller.scrollWidth;
        const leftFixed = headers.filter((th) => fixed(th) === 'left');
        const rightFixed = headers.filter((th) => fixed(th) === 'right');
        const free = headers.filter((th) => !fixed(th));
        const freeCells = end === 'start' ? free.slice(0, 1) : free.slice(-1);
        for (const cell of freeCells) {
          const cellBox = cell.getBoundingClientRect();
          for (const cover of [...leftFixed, ...rightFixed]) {
            const coverBox = cover.getBoundingClientRect();
            if (cellBox.left < coverBox.right - 1 && cellBox.right > coverBox.left + 1)
              faults.push(`the fixed column “${name(cover)}” covers “${name(cell)}” at the table's ${end}`);
          }
        }
      }
      if (scroller) scroller.scrollLeft = 0;
      for (const cell of Array.from(wrapper.querySelectorAll<HTMLElement>('tbody td, thead th'))) {
        if (getComputedStyle(cell).overflow !== 'visible' || cell.offsetWidth === 0) continue;
        if (cell.scrollWidth > cell.clientWidth + 2)
          faults.push(`“${name(cell)}” spills out of its cell (${cell.scrollWidth}px in ${cell.clientWidth}px)`);
      }
    }
    return [...new Set(faults)];
  });
}

/** Each page at one width, opened in the app as its menu would: its tables drawn, then measured. */
async function expectTablesFit(page: Page, width: number, paths: readonly string[], ready: string) {
  const faults: string[] = [];
  await page.setViewportSize({ width, height: 900 });
  await expect(page.locator(ready).first()).toBeVisible();
  for (const path of paths) {
    await openInApp(page, path);
    for (const fault of await tableFaults(page)) faults.push(`${path}: ${fault}`);
  }
  expect(faults).toEqual([]);
}

for (const width of WIDTHS) {
  for (const [userName, password, paths] of [
    ['buyer', 'Buyer2026', BUYER_PAGES],
    ['seller', 'Seller2026', SELLER_PAGES],
    ['keeper', 'Keeper2026', KEEPER_PAGES],
  ] as const) {
    test(`the ${userName}'s list pages keep their tables inside their cards at ${width} px`, async ({ page }) => {
      await signIn(page, userName, password, paths[0] ?? '/manage/index');
      await expect(page).toHaveURL(new RegExp(`${paths[0]}$`));
      await expectTablesFit(page, width, paths, '.manage-sider');
    });
  }

  for (const [userName, password, path, tabs] of [
    ['buyer', 'Buyer2026', '/manage/myorders', BUYER_ORDER_TABS],
    ['seller', 'Seller2026', '/manage/orderlist', SELLER_ORDER_TABS],
  ] as const) {
    test(`the ${userName}'s order list shows every status tab at ${width} px`, async ({ page, t }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, userName, password, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const search = page.getByRole('searchbox', { name: t('order.searchPlaceholder') });
      const strip = page.getByRole('tablist').filter({ has: page.getByTestId('order-tab-orderlist') });
      await expect(search).toBeVisible();
      await expect(strip).toBeVisible();
      // The search box has a row of its own: beside the strip, with more orders counted on the tabs, it squeezed them.
      const [searchBox, stripBox] = [await search.boundingBox(), await strip.boundingBox()];
      expect((searchBox?.y ?? 0) + (searchBox?.height ?? 0)).toBeLessThanOrEqual(stripBox?.y ?? 0);
      // A tab the strip has no room for is clipped, listed under the strip's “more” button instead.
      for (const tab of [...tabs, 'interested']) await expect(page.getByTestId(`order-tab-${tab}`)).toBeInViewport({ ratio: 1 });
    });
  }

  test(`the operator console's lists keep their tables inside their cards at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'operator', 'Operator2026', '/admin');
    await expect(page.getByTestId('admin-menu')).toBeVisible();
    await expectTablesFit(page, width, OPERATOR_PAGES, '.admin-header');
  });
}
