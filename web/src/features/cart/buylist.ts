import { BUYLIST_COOKIE, type BuylistItem, QUANTITY_PATTERN } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/**
 * SPEC §3: a visitor's shopping list (buylist) lives in the cookie `hgsc-buylist` as JSON
 * `[{ productId, quantity }]`, latest added first. Pure helpers: reading never trusts the cookie
 * (anything malformed is dropped), writing stays well inside a browser's 4 KB per cookie.
 */

/**
 * At most this many products in the buylist: 30 entries of the longest form (a 16-digit id, a
 * 19-character quantity) encode to 2,643 characters, well inside a browser's 4 KB per cookie.
 */
export const BUYLIST_MAX_ITEMS = 30;
/** Kept for 30 days after the last change. */
export const BUYLIST_MAX_AGE_SECONDS = 30 * 24 * 3600;

const isPositiveQuantity = (value: unknown): value is string =>
  typeof value === 'string' && QUANTITY_PATTERN.test(value) && !new Decimal(value).isZero();

/** The value of cookie `name` in a `document.cookie` string. */
export function readCookieValue(cookies: string, name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of cookies.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return item.slice(prefix.length);
  }
  return undefined;
}

/** The buylist in a cookie value; malformed entries (or a malformed cookie) are dropped, duplicates keep the first. */
export function parseBuylist(value: string | null | undefined): BuylistItem[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: BuylistItem[] = [];
  const seen = new Set<number>();
  for (const entry of parsed) {
    const { productId, quantity } = (entry ?? {}) as { productId?: unknown; quantity?: unknown };
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) continue;
    if (!isPositiveQuantity(quantity) || seen.has(productId)) continue;
    seen.add(productId);
    items.push({ productId, quantity });
    if (items.length === BUYLIST_MAX_ITEMS) break;
  }
  return items;
}

/** The cookie value of a buylist. */
export const serializeBuylist = (items: readonly BuylistItem[]) =>
  encodeURIComponent(JSON.stringify(items.map(({ productId, quantity }) => ({ productId, quantity }))));

/** Whether the buylist fits the cookie's bound. */
export const fitsCookie = (items: readonly BuylistItem[]) => items.length <= BUYLIST_MAX_ITEMS;

/** The `document.cookie` assignment that stores the buylist (an empty one deletes the cookie). */
export function buylistCookie(items: readonly BuylistItem[]): string {
  const maxAge = items.length === 0 ? 0 : BUYLIST_MAX_AGE_SECONDS;
  return `${BUYLIST_COOKIE}=${items.length === 0 ? '' : serializeBuylist(items)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/**
 * The buylist with `quantity` of a product added to (`add`) or replacing (`set`) what it held;
 * a new product goes first. Quantities add up exactly (decimal strings, never floats).
 */
export function putBuylistItem(
  items: readonly BuylistItem[],
  productId: number,
  quantity: string,
  mode: 'add' | 'set',
): BuylistItem[] {
  const existing = items.find((item) => item.productId === productId);
  if (!existing) return [{ productId, quantity: new Decimal(quantity).toFixed() }, ...items];
  const next = mode === 'add' ? new Decimal(existing.quantity).plus(quantity) : new Decimal(quantity);
  return items.map((item) => (item.productId === productId ? { productId, quantity: next.toFixed() } : item));
}

export function removeBuylistItems(items: readonly BuylistItem[], productIds: readonly number[]): BuylistItem[] {
  const gone = new Set(productIds);
  return items.filter((item) => !gone.has(item.productId));
}
