import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request as PageRequest,
} from '@playwright/test';
import { type MessageKey, messages } from '../../packages/contracts/src/i18n/index.ts';
import { site } from '../../web/src/shared/config.ts';
import { webEn } from '../../web/src/shared/i18n/en.ts';
import { type WebMessageKey, webZh } from '../../web/src/shared/i18n/zh.ts';
import { webZhWorkspace } from '../../web/src/shared/i18n/zh-workspace.ts';
import { passwordLogin } from './api.ts';

export type Lang = 'zh' | 'en';
type WebKey = WebMessageKey;

const catalogues = {
  // The web loads its Chinese in two parts (every page's, the signed-in areas'); a journey sees both.
  zh: { ...messages.zh, ...webZh, ...webZhWorkspace } as Record<string, string>,
  en: { ...messages.en, ...webEn } as Record<string, string>,
};

/** The text the app shows for a catalogue key in the journey's language. */
export function text(lang: Lang, key: MessageKey | WebKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? catalogues.zh[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

interface Fixtures {
  lang: Lang;
  t: (key: MessageKey | WebKey, params?: Record<string, string | number>) => string;
  /** The id of the captcha challenge whose image (SVG markup) the page shows. */
  lastCaptchaId: (svg: string) => string | undefined;
}

/** Each journey runs in the project's language (stored as `language`, SPEC §1). */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  lang: async ({}, use, info) => use(info.project.name === 'en' ? 'en' : 'zh'),
  t: async ({ lang }, use) => use((key, params) => text(lang, key, params)),
  page: async ({ page, lang }, use) => {
    await page.addInitScript((language) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', language);
    }, lang);
    await use(page);
  },
  lastCaptchaId: async ({ page }, use) => {
    watchCaptchas(page);
    await use(captchaIdOf);
  },
});
export { expect };

let seq = 0;
/** A fresh mobile number and user name for one journey. */
export function newIdentity(lang: Lang) {
  seq += 1;
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const n = `${process.pid % 100}`.padStart(2, '0');
  return {
    mobile: `15${lang === 'zh' ? 1 : 2}${n}${stamp.slice(0, 5)}${seq % 10}`.slice(0, 11),
    userName: `e2e${lang}${stamp}${seq}`,
  };
}

/** Another person at another browser (the operator, a visitor, a sub-account), in the journey's language. */
export async function openBrowser(browser: Browser, lang: Lang, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript((language) => window.localStorage.setItem('language', language), lang);
  const page = await context.newPage();
  watchCaptchas(page);
  return page;
}

const answeredCaptchas = new Set<string>();
const idsByImage = new Map<string, string>();
const captchaIdOf = (svg: string) => idsByImage.get(svg);

/** Remembers which challenge carried each captcha image a page receives (any page of the journey). */
export function watchCaptchas(page: Page) {
  page.on('response', async (response) => {
    if (!response.url().includes('/api/captcha/get')) return;
    try {
      const { captchaId, image } = (await response.json()).data;
      idsByImage.set(image, captchaId);
    } catch {}
  });
}

/** Reads the characters of the captcha the page shows (a person would read the image). */
async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const res = await request.get(`/__e2e/captcha?id=${encodeURIComponent(captchaId)}`);
  const { answer } = await res.json();
  if (!answer) throw new Error(`no captcha ${captchaId}`);
  return answer;
}

/** Fills the captcha answer shown in `scope` (the login form or the captcha dialog). */
export async function solveCaptcha(page: Page, scope: Page | Locator, captchaIdOf: Fixtures['lastCaptchaId']) {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  // The image shown is matched to the challenge that carried it, so a refreshed image is never misread.
  let captchaId: string | undefined;
  await expect
    .poll(async () => {
      const src = (await image.getAttribute('src')) ?? '';
      captchaId = captchaIdOf(decodeURIComponent(src.slice(src.indexOf(',') + 1)));
      // A spent challenge is still on screen for a moment after a failed login; wait for the new one.
      return captchaId !== undefined && !answeredCaptchas.has(captchaId);
    })
    .toBe(true);
  answeredCaptchas.add(captchaId as unknown as string);
  const answer = await captchaAnswer(page.request, captchaId as unknown as string);
  await scope.getByTestId('captcha-answer').fill(answer);
}

/** Solves the captcha dialog that opens before a code is sent or an SMS login is made. */
export async function solveCaptchaDialog(page: Page, captchaIdOf: Fixtures['lastCaptchaId']) {
  const dialog = page.getByRole('dialog');
  await solveCaptcha(page, dialog, captchaIdOf);
  await dialog.getByTestId('captcha-submit').click();
  await expect(dialog).toBeHidden();
}

/** Waits for a new SMS to reach `mobile` (read from the outbox) and returns its code. */
export async function smsCode(request: APIRequestContext, mobile: string, notCode?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/__e2e/sms?mobile=${mobile}`);
      code = (await res.json()).code;
      return code !== null && code !== notCode;
    })
    .toBe(true);
  return code as unknown as string;
}

/** Clicks "get code", passes the captcha dialog and returns the code that arrived. */
export async function sendCode(
  page: Page,
  mobile: string,
  lastCaptchaId: Fixtures['lastCaptchaId'],
  scope: Page | Locator = page,
) {
  const previous = await page.request
    .get(`/__e2e/sms?mobile=${mobile}`)
    .then((r) => r.json())
    .then((b) => b.code as string | null);
  await scope.getByTestId('send-code').click();
  await solveCaptchaDialog(page, lastCaptchaId);
  return smsCode(page.request, mobile, previous ?? undefined);
}

/** Password login through the login page. */
export async function loginWithPassword(
  page: Page,
  t: Fixtures['t'],
  lastCaptchaId: Fixtures['lastCaptchaId'],
  userName: string,
  password: string,
) {
  await field(page, t('user.userName')).fill(userName);
  await field(page, t('user.password')).fill(password);
  await solveCaptcha(page, page, lastCaptchaId);
  await page.getByTestId('login-submit').click();
}

/**
 * Opens `path` signed in as `userName`, as a person who logged in a moment ago arrives there: the session from the
 * login call the login page makes (its cookies land in the page's browser context), and the signed-in marker the
 * login page keeps (web/src/shared/session.ts saveLogin, in storage.ts's form). For the journeys whose subject is not
 * the login page — the account journey, the trade loop's buyer and the catalogue's operator log in through it: a
 * login page's load and captcha cost the browsers as much again as the page it leads to, a hundred times a run.
 */
export async function signIn(page: Page, userName: string, password: string, path: string) {
  const { userInfo, expiresAt } = await passwordLogin(page.request, userName, password);
  // Storage is the origin's: a page not yet on it opens a file the app serves as it is, without the app.
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  const stored: [string, unknown][] = [
    ['userInfo', userInfo],
    ['loginData', { expiresAt }],
    ['isLogin', true],
  ];
  await page.evaluate(
    ({ prefix, values }) => {
      for (const [name, content] of values) {
        const value = { dataType: typeof content, content, type: 'local', datetime: Date.now() };
        window.localStorage.setItem(`${prefix}${name}`, JSON.stringify(value));
      }
    },
    { prefix: site.keyPrefix, values: stored },
  );
  await page.goto(path);
}

/** An input by its visible label (antd tabs and icons can share a label's words). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^(\\* ?)?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** The current session token (HttpOnly cookie), to check from outside that it was revoked. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'hgsc-access-token')?.value;
}

/**
 * How long a step waits for the server to generate or sign a contract PDF (with seals): seconds on an
 * idle machine, much longer while the two cores also run the browsers and other work.
 */
export const PDF_WORK_TIMEOUT = 30_000;

/**
 * Clicks `target` until the app has taken the click (`taken`): antd drops a click that lands while a
 * dialog or a menu is still animating in, and a person would simply click again.
 */
async function clickUntilTaken(target: Locator, taken: () => Promise<boolean>) {
  await expect(target).toBeVisible();
  await expect(async () => {
    if (!(await taken())) await target.click({ timeout: 2000 });
    await expect.poll(taken, { timeout: 2000, intervals: [100] }).toBe(true);
  }).toPass({ timeout: 15_000 });
}

/** Clicks `trigger` until the dialog it opens shows `okTestId`: a click landing while the list re-renders is dropped. */
export async function openDialog(page: Page, trigger: Locator, okTestId: string) {
  const ok = page.getByTestId(okTestId);
  await clickUntilTaken(trigger, () => ok.isVisible());
}

/**
 * Confirms a dialog and waits until it has closed, i.e. until its action has been answered. The
 * dialogs' code is loaded on first use (web app/feedback.tsx), so the dialog may open a moment after
 * the click that asked for it. The click was taken once the button shows its progress (the call is
 * under way) or the dialog has closed.
 */
export async function confirmDialog(page: Page, testId: string) {
  const button = page.getByTestId(testId);
  const working = button.and(page.locator('.ant-btn-loading'));
  await clickUntilTaken(button, async () => !(await button.isVisible()) || (await working.count()) > 0);
  // It closes when the server has answered (some dialogs generate a contract PDF).
  await expect(button).toBeHidden({ timeout: PDF_WORK_TIMEOUT });
}

/**
 * Picks an option of an open antd cascader (province, city, district) by its exact title: the option
 * expands its column, or, the last one, closes the menu.
 */
export async function pickCascader(page: Page, column: number, title: string) {
  const option = page.locator('.ant-cascader-menu').nth(column).getByTitle(title, { exact: true });
  const expanded = option.and(page.locator('.ant-cascader-menu-item-active'));
  await clickUntilTaken(option, async () => !(await option.isVisible()) || (await expanded.count()) > 0);
}

/**
 * Picks an option of the antd select `testId` by its exact title, and checks the select shows it: a click that
 * lands while the list is still opening (or the last menu of the page still closing) picks nothing, and a person
 * would open the list and pick again.
 */
export async function pickSelect(page: Page, testId: string, title: string) {
  const select = page.getByTestId(testId);
  const openList = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await openList.count()) === 0) await select.click({ timeout: 2000 });
    await openList.getByTitle(title, { exact: true }).click({ timeout: 2000 });
    await expect(select).toContainText(title, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Runs `action` (e.g. confirming a dialog) while looking for the toast `text`: a toast shows for 2–3 s
 * only, which the steps finishing the action may outlast on a busy machine.
 */
export async function expectToastDuring(page: Page, text: string, action: () => Promise<unknown>) {
  await Promise.all([expect(page.getByText(text).first()).toBeVisible({ timeout: PDF_WORK_TIMEOUT }), action()]);
}

/** The operator approves the row naming `name` in the open audit queue, which then leaves the queue. */
export async function approveInQueue(operator: Page, name: string) {
  await operator
    .getByRole('row')
    .filter({ hasText: name })
    .getByTestId(/^audit-approve-/)
    .click();
  await confirmDialog(operator, 'audit-confirm');
  await expect(operator.getByRole('row').filter({ hasText: name })).toHaveCount(0);
}

/**
 * 签署: asks for the code, reads it from the signer's phone (the SMS outbox), signs. The button is
 * an order action (the order page) or a contract action (the contract pages).
 */
export async function signContract(page: Page, mobile: string, scope: Page | Locator, kind: 'order' | 'contract') {
  await scope.getByTestId(`${kind}-action-sign`).click();
  const previous = await page.request
    .get(`/__e2e/sms?mobile=${mobile}`)
    .then((r) => r.json())
    .then((b) => b.code as string | null);
  await page.getByTestId('sign-send-code').click();
  await page.getByTestId('sign-code').fill(await smsCode(page.request, mobile, previous ?? undefined));
  await page.getByTestId(`${kind}-sign-ok`).click();
  await expect(page.getByTestId(`${kind}-sign-ok`)).toBeHidden({ timeout: PDF_WORK_TIMEOUT });
}

/** A sub-account's first page in the management centre asks it to accept the agreements. */
export async function acceptAgreementsIfAsked(page: Page, then: string) {
  const accept = page.getByTestId('agreement-accept');
  await expect(accept.or(page.getByTestId(then))).toBeVisible();
  if (await accept.isVisible()) await accept.click();
}

/**
 * SPEC §5 throttles a form's submit for clickThrottleMs: a second submit sooner is dropped, as for a person's double
 * click. A journey that submits again right after a refused submit waits that long first, as a person reading the
 * message would.
 */
export const waitOutClickThrottle = (page: Page) => page.waitForTimeout(site.clickThrottleMs);

/** With E2E_SHOTS (a folder), a full page at 1366 px wide, to look at each party's screen. */
export async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** Saves the file the button gives and checks it is a PDF. */
export async function expectPdfDownload(page: Page, testId: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: PDF_WORK_TIMEOUT }),
    page.getByTestId(testId).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
}

/**
 * Opens `path` in the app already on screen, as its own links do (the router follows the address), and waits until
 * the new page has drawn: the address shown, no request for QUIET_MS (its code and its data came), no skeleton or
 * spinner left. page.goto loads and starts the whole app again: the walks over every list or every page of a party
 * (list layout, axe) spent most of their time doing so.
 */
export async function openInApp(page: Page, path: string) {
  const inFlight = new Set<PageRequest>();
  let lastActivity = Date.now();
  const started = (request: PageRequest) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: PageRequest) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { message: path }).toBe(path);
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS, { message: `${path} settles`, intervals: [100] })
      .toBe(true);
    await expect(page.locator(STILL_LOADING)).toHaveCount(0);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
const QUIET_MS = 300;

/** What antd shows while a page's data is still coming. */
export const STILL_LOADING = '.ant-skeleton, .ant-spin-spinning';
