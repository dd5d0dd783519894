import { describe, expect, it } from 'vitest';
import {
  BUYLIST_MAX_ITEMS,
  buylistCookie,
  fitsCookie,
  parseBuylist,
  putBuylistItem,
  readCookieValue,
  removeBuylistItems,
  serializeBuylist,
} from './buylist.ts';

describe('buylist cookie', () => {
  it('round-trips through the cookie value', () => {
    const items = [
      { productId: 12, quantity: '2.5' },
      { productId: 7, quantity: '1' },
    ];
    const value = serializeBuylist(items);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(parseBuylist(value)).toEqual(items);
    const cookie = buylistCookie(items);
    expect(cookie).toMatch(/^hgsc-buylist=[^;]+; Path=\/; Max-Age=2592000; SameSite=Lax$/);
    expect(parseBuylist(readCookieValue(`a=1; ${cookie.split(';')[0]}; b=2`, 'hgsc-buylist'))).toEqual(items);
  });

  it('deletes the cookie when the buylist is empty', () => {
    expect(buylistCookie([])).toBe('hgsc-buylist=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('drops whatever is malformed', () => {
    expect(parseBuylist(undefined)).toEqual([]);
    expect(parseBuylist('%E0%A4%A')).toEqual([]);
    expect(parseBuylist(encodeURIComponent('{"productId":1}'))).toEqual([]);
    const messy = [
      { productId: 1, quantity: '1' },
      { productId: 1, quantity: '5' },
      { productId: '2', quantity: '1' },
      { productId: 3, quantity: 1 },
      { productId: 4, quantity: '0' },
      { productId: 5, quantity: '1.23456' },
      { productId: -6, quantity: '1' },
      { productId: 7.5, quantity: '1' },
      null,
      { productId: 8, quantity: '0.0001' },
    ];
    expect(parseBuylist(encodeURIComponent(JSON.stringify(messy)))).toEqual([
      { productId: 1, quantity: '1' },
      { productId: 8, quantity: '0.0001' },
    ]);
  });

  it('keeps at most BUYLIST_MAX_ITEMS when reading, and knows when a list no longer fits', () => {
    const many = Array.from({ length: BUYLIST_MAX_ITEMS + 5 }, (_, i) => ({ productId: i + 1, quantity: '1' }));
    expect(parseBuylist(serializeBuylist(many))).toHaveLength(BUYLIST_MAX_ITEMS);
    expect(fitsCookie(many.slice(0, BUYLIST_MAX_ITEMS))).toBe(true);
    expect(fitsCookie(many)).toBe(false);
    const longest = Array.from({ length: BUYLIST_MAX_ITEMS }, (_, i) => ({
      productId: Number.MAX_SAFE_INTEGER - i,
      quantity: '99999999999999.9999',
    }));
    expect(buylistCookie(longest).length).toBeLessThan(4000);
    expect(parseBuylist(serializeBuylist(longest))).toEqual(longest);
  });

  it('adds up, sets and removes quantities exactly, newest first', () => {
    let items = putBuylistItem([], 1, '0.1', 'add');
    items = putBuylistItem(items, 2, '1', 'add');
    items = putBuylistItem(items, 1, '0.2', 'add');
    expect(items).toEqual([
      { productId: 2, quantity: '1' },
      { productId: 1, quantity: '0.3' },
    ]);
    items = putBuylistItem(items, 2, '2.5000', 'set');
    expect(items[0]).toEqual({ productId: 2, quantity: '2.5' });
    expect(removeBuylistItems(items, [2, 99])).toEqual([{ productId: 1, quantity: '0.3' }]);
  });
});
