import { HELP_SLUGS } from '@hgsc/contracts';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, login, type TestApp } from '../../../test/harness.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { seedAgreementsAndHelp } from '../../db/seed/agreements-help.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { currentUser } from '../../platform/auth/plugin.ts';
import { helpPageRevisions } from '../help/tables.ts';
import { users } from '../user/tables.ts';
import { agreementAcceptances } from './tables.ts';

const ME = '/api/test/me';

/** The demo seed publishes v1 of both agreements and the help pages, and lets the demo accounts in. */
describe('demo seed: agreements and help centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get(ME, { config: { auth: 'user' } }, async (request) => ({ id: currentUser(request).id }));
    });
    await seedDemo(t.ctx);
  });
  afterAll(() => t.close());

  it('publishes version 1 of both texts with real content', async () => {
    for (const [kind, title] of [
      ['user', '化工商城用户协议'],
      ['privacy', '化工商城隐私政策'],
    ] as const) {
      const res = await t.call({ method: 'GET', url: `/api/bs/agreement/template/${kind}/agreement/info` });
      const data = res.json().data;
      expect(data).toMatchObject({ type: kind, version: 1, title });
      expect(data.content.length).toBeGreaterThan(2000);
      expect(data.content).toMatch(/^## /m);
      expect(data.content).not.toMatch(/TODO|lorem/i);
    }
  });

  it('fills every help page, the agreement pages showing the agreements', async () => {
    const menu = await t.call({ method: 'GET', url: '/api/help/pages' });
    expect(menu.json().data.map((item: { slug: string }) => item.slug)).toEqual([...HELP_SLUGS]);
    for (const slug of HELP_SLUGS) {
      const page = (await t.call({ method: 'GET', url: '/api/help/page', query: { slug } })).json().data;
      expect(page.content.length, slug).toBeGreaterThan(300);
      expect(page.content, slug).not.toMatch(/TODO|lorem/i);
    }
    const [revisions] = await t.ctx.db.select({ n: count() }).from(helpPageRevisions);
    expect(revisions?.n).toBe(7);
  });

  it('lets the demo accounts in, while any other user must accept first', async () => {
    const buyer = DEMO_ACCOUNTS[1];
    const token = await login(t, buyer.userName, buyer.password);
    expect((await t.call({ method: 'GET', url: ME, token })).statusCode).toBe(200);

    const other = await createUser(t);
    const otherToken = await login(t, other.userName, other.password);
    expect(errorOf(await t.call({ method: 'GET', url: ME, token: otherToken })).data.error).toBe('AGREEMENT_REQUIRED');
  });

  it('adds nothing when run again', async () => {
    expect(await seedAgreementsAndHelp(t.ctx)).toBe(0);
    const demo = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.userName,
          DEMO_ACCOUNTS.map((a) => a.userName),
        ),
      );
    const [evidence] = await t.ctx.db
      .select({ n: count() })
      .from(agreementAcceptances)
      .where(
        inArray(
          agreementAcceptances.userId,
          demo.map((u) => u.id),
        ),
      );
    expect(evidence?.n).toBe(DEMO_ACCOUNTS.length * 2);
  });
});
