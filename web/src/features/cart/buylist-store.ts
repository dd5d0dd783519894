import { BUYLIST_COOKIE, type BuylistItem } from '@hgsc/contracts';
import { useSyncExternalStore } from 'react';
import { buylistCookie, fitsCookie, parseBuylist, readCookieValue } from './buylist.ts';

/** The visitor's buylist in the `hgsc-buylist` cookie, shared by every component of the tab. */
const EMPTY: BuylistItem[] = [];
let cache: { raw: string | undefined; items: BuylistItem[] } = { raw: undefined, items: EMPTY };
const listeners = new Set<() => void>();

/** The buylist now; the same array until the cookie changes (a stable snapshot for React). */
export function getBuylist(): BuylistItem[] {
  const raw = readCookieValue(document.cookie, BUYLIST_COOKIE);
  if (raw !== cache.raw) cache = { raw, items: raw ? parseBuylist(raw) : EMPTY };
  return cache.items;
}

function emit() {
  for (const listener of listeners) listener();
}

function writeCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: buylistCookie() builds and encodes the value; the Cookie Store API is not in every browser the market serves.
  document.cookie = cookie;
  emit();
}

/** Stores the buylist; false (nothing stored) when it would not fit the cookie. */
export function saveBuylist(items: readonly BuylistItem[]): boolean {
  if (!fitsCookie(items)) return false;
  writeCookie(buylistCookie(items));
  return true;
}

export function clearBuylist(): void {
  writeCookie(buylistCookie([]));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBuylist(): BuylistItem[] {
  return useSyncExternalStore(subscribe, getBuylist, () => EMPTY);
}
