import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, exactAnswer } from './answer-serializer.ts';

const card = () => z.object({ id: z.number(), name: z.string(), price: z.string().nullable() });

/** A server of two routes answering `answer`: one declared exact, one not. */
async function serverAnswering(answer: unknown, trustExact: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializerCompiler({ trustExact }));
  app.get('/exact', { schema: { response: { 200: exactAnswer(card()) } } }, async () => answer);
  app.get('/checked', { schema: { response: { 200: card() } } }, async () => answer);
  await app.ready();
  const call = async (url: string) => {
    const reply = await app.inject({ method: 'GET', url });
    return { status: reply.statusCode, body: reply.json() as Record<string, unknown> };
  };
  return { app, call };
}

describe('answers declared exact', () => {
  const exact = { id: 7, name: '甲醇', price: '2450.00' };
  const withMore = { ...exact, passwordHash: 'x' };

  it('are the same answer with the schema pass or without it when they are exact', async () => {
    for (const trustExact of [true, false]) {
      const { app, call } = await serverAnswering(exact, trustExact);
      expect(await call('/exact')).toEqual({ status: 200, body: exact });
      expect(await call('/checked')).toEqual({ status: 200, body: exact });
      await app.close();
    }
  });

  it('fail where they are checked (tests, development) when the handler builds more or other than the schema', async () => {
    const { app, call } = await serverAnswering(withMore, false);
    expect((await call('/exact')).status).toBe(500);
    // A route not declared exact drops what its schema does not name, as before.
    expect(await call('/checked')).toEqual({ status: 200, body: exact });
    await app.close();
    const wrongType = await serverAnswering({ ...exact, id: '7' }, false);
    expect((await wrongType.call('/exact')).status).toBe(500);
    await wrongType.app.close();
  });

  it('are written as built where trusted (production): the checks above are what keep them exact', async () => {
    const { app, call } = await serverAnswering(withMore, true);
    expect(await call('/exact')).toEqual({ status: 200, body: withMore });
    expect(await call('/checked')).toEqual({ status: 200, body: exact });
    await app.close();
  });
});
