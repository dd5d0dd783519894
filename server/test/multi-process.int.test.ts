import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';
import { startApiProcesses } from './api-processes.ts';

/**
 * DESIGN §3: the API is stateless, so several processes can serve one PostgreSQL. Two real server
 * processes start together on an empty database (racing to migrate and seed), then a session made
 * on one is honoured and revoked through the other.
 */
const templateUrl = inject('pgTemplateUrl');

describe.skipIf(!templateUrl)('two API processes on one PostgreSQL', () => {
  const name = `hgsc_t_mp_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  const addresses: string[] = [];
  let stop = async () => {};

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const started = await startApiProcesses(templateUrl.replace(/\/[^/]+$/, `/${name}`), 2, { SEED_DEMO: 'true' });
    addresses.push(...started.addresses);
    stop = started.stop;
  }, 180_000);

  afterAll(async () => {
    await stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('shares sessions: logged in on one, recognised and revoked through the other', async () => {
    const [a, b] = addresses.map((address) => `${address}/api`);
    const buyer = DEMO_ACCOUNTS[1];
    const login = await fetch(`${a}/user/pwd/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: buyer.userName, password: buyer.password }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { authorization: `Bearer ${token}` };

    const infoOnB = await fetch(`${b}/user/info`, { headers: auth });
    expect(((await infoOnB.json()) as { data: { userName: string } }).data.userName).toBe(buyer.userName);

    const logoutOnB = await fetch(`${b}/user/logout`, { method: 'POST', headers: auth });
    expect(logoutOnB.status).toBe(200);

    const infoOnA = await fetch(`${a}/user/info`, { headers: auth });
    expect(infoOnA.status).toBe(401);
    expect(((await infoOnA.json()) as { code: unknown }).code).toBe('E_300');
  });
});
