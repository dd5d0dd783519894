import { defineRoute } from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { rawRows } from '../db/raw-rows.ts';
import { usualLogs } from '../logs/tables.ts';
import { wrongState } from './app-error.ts';
import { command } from './endpoint.ts';

/** A command that writes a row, logs from its handler and asks for work after commit; told to, it fails after all that. */
const probe = defineRoute({
  method: 'POST',
  // Registered beside the app's routes, outside its /api prefix: the path says it.
  path: '/api/test/endpoint/probe',
  input: z.object({ mark: z.string(), fail: z.boolean() }).strict(),
  answer: z.object({ mark: z.string() }),
  summary: 'test only',
  tags: ['test'],
});

describe('a command endpoint', () => {
  let t: TestApp;
  let token: string;
  const afterCommit: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, (app) =>
      command(app, probe, async ({ ctx, input, log, afterCommit: after }) => {
        await ctx.db.execute(sql`insert into endpoint_probe (mark) values (${input.mark})`);
        log('user.login', { mark: input.mark });
        after(() => {
          afterCommit.push(input.mark);
        });
        if (input.fail) throw wrongState();
        return { mark: input.mark };
      }),
    );
    await t.ctx.db.execute(sql`create table endpoint_probe (mark text not null)`);
    token = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const send = (mark: string, fail: boolean) =>
    t.call({ method: 'POST', url: '/api/test/endpoint/probe', token, payload: { mark, fail } });
  const marks = () => rawRows<{ mark: string }>(t.ctx.db, sql`select mark from endpoint_probe order by mark`);
  const logged = async (mark: string) => {
    await t.ctx.logs.flush();
    return t.ctx.db
      .select()
      .from(usualLogs)
      .where(and(eq(usualLogs.event, 'user.login'), sql`${usualLogs.detail} like ${`%"${mark}"%`}`));
  };

  it('commits what the use case wrote, then logs and runs the work after commit', async () => {
    expect((await send('kept', false)).statusCode).toBe(200);
    expect(await marks()).toEqual([{ mark: 'kept' }]);
    expect(afterCommit).toEqual(['kept']);
    expect(await logged('kept')).toHaveLength(1);
  });

  it('rolls back what the use case wrote when it fails, and neither logs nor runs the work after commit', async () => {
    expect((await send('undone', true)).statusCode).toBe(409);
    expect(await marks()).toEqual([{ mark: 'kept' }]);
    expect(afterCommit).toEqual(['kept']);
    expect(await logged('undone')).toHaveLength(0);
  });
});
