import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressText } from './compression.ts';

const choose = (acceptEncoding?: string, extra: Record<string, string> = {}) =>
  acceptedEncoding({ ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra });

describe('answer encoding negotiation', () => {
  it('takes brotli from a browser, gzip from a client that takes only gzip, nothing otherwise', () => {
    expect(choose('gzip, deflate, br, zstd')).toBe('br');
    expect(choose('gzip')).toBe('gzip');
    expect(choose('deflate')).toBeUndefined();
    expect(choose('identity')).toBeUndefined();
    expect(choose()).toBeUndefined();
    expect(choose('')).toBeUndefined();
  });

  it('follows q values, br first on a tie, * for either, q=0 for none', () => {
    expect(choose('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(choose('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(choose('br;q=0, gzip')).toBe('gzip');
    expect(choose('br;q=0, gzip;q=0')).toBeUndefined();
    expect(choose('*')).toBe('br');
    expect(choose('*;q=0.5, br;q=0')).toBe('gzip');
    expect(choose(' GZIP ; Q=0.9 ')).toBe('gzip');
  });

  it('sends plain JSON when the client asks for no compression', () => {
    expect(choose('br', { 'x-no-compression': '1' })).toBeUndefined();
  });

  it('compresses text that decompresses to itself', () => {
    const text = JSON.stringify({ records: Array.from({ length: 50 }, (_, i) => ({ id: i, name: '甲醇 工业级' })) });
    expect(brotliDecompressSync(compressText(text, 'br')).toString()).toBe(text);
    expect(gunzipSync(compressText(text, 'gzip')).toString()).toBe(text);
  });
});
