import { brotliDecompressSync } from 'node:zlib';
import { defineRoute } from '@hgsc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { MicroCache } from '../cache/micro-cache.ts';
import { notFound } from './app-error.ts';
import { query } from './endpoint.ts';

/** A public read answering `size` words about `name`, unknown names 404; kept 60 s unless `seconds` says 0. */
const probe = defineRoute({
  method: 'POST',
  // Registered beside the app's routes, outside its /api prefix: the path says it.
  path: '/api/test/kept/probe',
  input: z.object({ name: z.string(), size: z.number().int(), seconds: z.number().int().default(60) }).strict(),
  answer: z.object({ name: z.string(), made: z.number().int(), words: z.array(z.string()) }),
  summary: 'test only',
  tags: ['test'],
  auth: 'public',
});

describe('a query endpoint keeping its answer', () => {
  let t: TestApp;
  const cache = new MicroCache();
  let made = 0;
  const answered: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, (app) =>
      query(
        app,
        probe,
        async ({ input }) => {
          if (input.name === 'unknown') throw notFound();
          made += 1;
          return { name: input.name, made, words: Array.from({ length: input.size }, (_, i) => `word ${i}`) };
        },
        {
          keep: ({ input }) => ({
            cache,
            key: `probe:${input.name}:${input.size}`,
            seconds: input.seconds,
            answered: () => answered.push(input.name),
          }),
        },
      ),
    );
  });
  afterAll(() => t.close());

  const ask = (payload: { name: string; size: number; seconds?: number }, acceptEncoding?: string) =>
    t.call({
      method: 'POST',
      url: '/api/test/kept/probe',
      payload,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('makes the answer once and sends the kept text to the next callers, the same envelope', async () => {
    const first = await ask({ name: 'small', size: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({
      code: 200,
      success: true,
      msg: expect.any(String),
      data: { name: 'small', made: 1, words: ['word 0'] },
    });
    const second = await ask({ name: 'small', size: 1 });
    expect(second.body).toBe(first.body);
    expect(made).toBe(1);
    expect(answered).toEqual(['small', 'small']);
  });

  it('sends a large kept answer compressed as the caller accepts, plain otherwise', async () => {
    const plain = await ask({ name: 'large', size: 200 });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ask({ name: 'large', size: 200 }, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(made).toBe(2);
  });

  it('keeps no refusal, and a refused call is not answered', async () => {
    const before = answered.length;
    expect((await ask({ name: 'unknown', size: 1 })).statusCode).toBe(404);
    expect((await ask({ name: 'unknown', size: 1 })).statusCode).toBe(404);
    expect(answered.length).toBe(before);
  });

  it('makes every answer afresh when kept 0 seconds', async () => {
    const first = await ask({ name: 'fresh', size: 1, seconds: 0 });
    const second = await ask({ name: 'fresh', size: 1, seconds: 0 });
    expect([first.json().data.made, second.json().data.made]).toEqual([3, 4]);
    expect(answered.slice(-2)).toEqual(['fresh', 'fresh']);
  });
});
