import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';

/**
 * DESIGN §3: the API is stateless, so several processes can serve one PostgreSQL. Two real server
 * processes start together on an empty database (racing to migrate and seed), then a session made
 * on one is honoured and revoked through the other.
 */
const templateUrl = inject('pgTemplateUrl');
const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * Waits until the server started with PORT=0 prints the address the system gave it and answers its health check there.
 * A port picked beforehand could be taken meanwhile (a random one collided with a client connection's port).
 */
async function waitHealthy(child: ChildProcess, output: () => string): Promise<string> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    const address = /is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
    if (address) {
      try {
        const res = await fetch(`${address}/api/health`);
        if (res.ok) return address;
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${output()}`);
}

describe.skipIf(!templateUrl)('two API processes on one PostgreSQL', () => {
  const name = `hgsc_t_mp_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  const children: ChildProcess[] = [];
  const addresses: string[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = templateUrl.replace(/\/[^/]+$/, `/${name}`);
    addresses.push(
      ...(await Promise.all(
        [0, 1].map(async () => {
          let output = '';
          const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
            cwd: serverDir,
            env: {
              ...process.env,
              DATABASE_URL: url,
              PORT: '0',
              HOST: '127.0.0.1',
              DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hgsc-mp-')),
              LOG_LEVEL: 'warn',
              CAPTCHA_ENABLED: 'false',
              SEED_DEMO: 'true',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child.stdout?.on('data', (d) => (output += d));
          child.stderr?.on('data', (d) => (output += d));
          children.push(child);
          return waitHealthy(child, () => output);
        }),
      )),
    );
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))));
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
