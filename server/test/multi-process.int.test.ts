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

async function waitHealthy(port: number, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start: ${output()}`);
}

describe.skipIf(!templateUrl)('two API processes on one PostgreSQL', () => {
  const name = `hgsc_t_mp_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  const children: ChildProcess[] = [];
  const ports = [40_000 + Math.floor(Math.random() * 10_000), 0];
  ports[1] = (ports[0] as number) + 1;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = templateUrl.replace(/\/[^/]+$/, `/${name}`);
    await Promise.all(
      ports.map(async (port) => {
        let output = '';
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            DATABASE_URL: url,
            PORT: String(port),
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
        await waitHealthy(port, child, () => output);
      }),
    );
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('shares sessions: logged in on one, recognised and revoked through the other', async () => {
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}/api`);
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
