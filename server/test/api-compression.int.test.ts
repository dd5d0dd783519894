import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putProduct } from '../src/modules/catalogue/test-kit.ts';
import { createCategory, createSeller } from '../src/modules/product/test-kit.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** JSON answers of 1 KiB or more are compressed for clients that accept it (app.ts, issue 7). */
describe('API answer compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const provinces = (acceptEncoding?: string) =>
    t.call({
      method: 'GET',
      url: '/api/province/list',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli to a browser, gzip to a client that only takes gzip, plain JSON otherwise — the same answer', async () => {
    const plain = await provinces();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const answer = plain.json();
    expect(answer.data.length).toBe(34);

    const br = await provinces('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);

    const gz = await provinces('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);
  });

  it('keeps a catalogue answer compressed once per encoding, the same JSON as plain', async () => {
    const seller = await createSeller(t);
    const categoryId = (await createCategory(t, { name: '醇类' })).id;
    for (const name of ['甲醇', '乙醇', '正丁醇', '异丙醇', '乙二醇', '丙三醇'])
      await putProduct(t, seller, categoryId, { name });
    const home = (acceptEncoding?: string) =>
      t.call({
        method: 'POST',
        url: '/api/search/home/page',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await home();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const answer = plain.json();

    const [first, second] = [await home('gzip, deflate, br'), await home('br')];
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(answer);
    }
    // Every browser gets the same bytes for the same kept answer.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const gz = await home('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);
    expect((await home('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves a short answer as it is', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
