import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { statementObserver } from './query-counter.ts';
import {
  type RequestStatements,
  requestStatementsChannel,
  STATEMENTS_HEADER,
  statementCountPlugin,
} from './statement-count-plugin.ts';

/** An app of the plugin alone, whose route issues two statements as drizzle would report them, after reading its body. */
async function appIn(nodeEnv: string) {
  const app = Fastify();
  app.decorate('ctx', { config: { NODE_ENV: nodeEnv } } as unknown as AppContext);
  await app.register(statementCountPlugin);
  app.post('/api/two', async (request) => {
    statementObserver.logQuery('select 1', []);
    await new Promise((resolve) => setImmediate(resolve));
    statementObserver.logQuery('select 2', []);
    return { tallied: request.sqlStatements !== null };
  });
  return app;
}

describe('statementCountPlugin', () => {
  const seen: RequestStatements[] = [];
  const collect = (message: unknown) => void seen.push(message as RequestStatements);
  afterEach(() => {
    requestStatementsChannel.unsubscribe(collect);
    seen.length = 0;
  });

  it('tells each answer its statements outside production', async () => {
    const app = await appIn('development');
    const answer = await app.inject({ method: 'POST', url: '/api/two', payload: {} });
    expect(answer.headers[STATEMENTS_HEADER]).toBe('2');
    expect(answer.json()).toEqual({ tallied: true });
  });

  it('counts in production for a subscriber, with the texts', async () => {
    const app = await appIn('production');
    requestStatementsChannel.subscribe(collect);
    const answer = await app.inject({ method: 'POST', url: '/api/two', payload: {} });
    expect(answer.headers[STATEMENTS_HEADER]).toBeUndefined();
    expect(seen.map(({ tally }) => ({ count: tally.count, texts: tally.texts }))).toEqual([
      { count: 2, texts: ['select 1', 'select 2'] },
    ]);
  });
});
