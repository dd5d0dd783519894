import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * Waits until the server started with PORT=0 prints the address the system gave it and answers its health check there.
 * A port picked beforehand could be taken meanwhile (a random one collided with a client connection's port). Up to
 * two minutes: a process that seeds the demo first, started while the suite's other concurrency tests load both
 * cores, took over one (22 s alone).
 */
async function waitHealthy(child: ChildProcess, output: () => string): Promise<string> {
  for (let i = 0; i < 480; i++) {
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

/**
 * `count` real API processes (`src/main.ts`) on one PostgreSQL database, started together: DESIGN §3's stateless API
 * proven by sharing the work between them. Answers their addresses and how to stop them all.
 */
export async function startApiProcesses(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<{ addresses: string[]; stop: () => Promise<void> }> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))));
  };
  try {
    const addresses = await Promise.all(
      Array.from({ length: count }, () => {
        let output = '';
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            PORT: '0',
            HOST: '127.0.0.1',
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hgsc-mp-')),
            LOG_LEVEL: 'warn',
            CAPTCHA_ENABLED: 'false',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.on('data', (d) => (output += d));
        child.stderr?.on('data', (d) => (output += d));
        children.push(child);
        return waitHealthy(child, () => output);
      }),
    );
    return { addresses, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
