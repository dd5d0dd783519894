import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('answers from memory until the entry expires, and loads once for concurrent misses', async () => {
    let now = 0;
    const cache = new MicroCache(() => now);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('home:zh', 5000, load), cache.get('home:zh', 5000, load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 4999;
    expect(await cache.get('home:zh', 5000, load)).toBe(1);
    now = 5000;
    expect(await cache.get('home:zh', 5000, load)).toBe(2);
  });

  it('forgets keys by prefix, and does not keep a failed load', async () => {
    const cache = new MicroCache(() => 0);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('home:zh', 5000, load);
    await cache.get('home:en', 5000, load);
    await cache.get('other', 5000, load);
    cache.invalidate('home:');
    expect(await cache.get('home:zh', 5000, load)).toBe(4);
    expect(await cache.get('other', 5000, load)).toBe(3);
    await expect(cache.get('flaky', 5000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('flaky', 5000, load)).toBe(5);
  });
});

describe('MicroCache bound', () => {
  it('keeps at most maxEntries: expired entries go first, then the oldest', async () => {
    let now = 0;
    const cache = new MicroCache(() => now, 3);
    const value = (v: string) => async () => v;
    await cache.get('a', 1000, value('a'));
    await cache.get('b', 5000, value('b'));
    await cache.get('c', 5000, value('c'));
    now = 2000;
    await cache.get('d', 5000, value('d'));
    expect(cache.size).toBe(3);
    expect(await cache.get('b', 5000, value('b again'))).toBe('b');
    await cache.get('e', 5000, value('e'));
    expect(cache.size).toBe(3);
    // b was the oldest entry still alive when e came, so e pushed it out (a hit does not renew a key's place).
    expect(await cache.get('b', 5000, value('b reloaded'))).toBe('b reloaded');
    expect(await cache.get('d', 5000, value('d reloaded'))).toBe('d');
  });
});
