// Starts the production bundle (server/dist/main.js serving web/dist, as `npm start` does) on a fresh
// embedded database with the demo data, for the scripts that check or measure the build.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `serverEntry` and `webDist` default to the repository's build (SERVER_ENTRY / WEB_DIST override them, so a
 * build kept elsewhere can be measured). Resolves once /api/health answers, or with `healthy: false` after
 * `startTimeoutMs` (seeding a fresh database takes a few seconds, much longer on a busy machine).
 */
export async function startDist({
  port = 4600 + Math.floor(Math.random() * 300),
  serverEntry = process.env.SERVER_ENTRY ?? path.join(root, 'server/dist/main.js'),
  webDist = process.env.WEB_DIST ?? path.join(root, 'web/dist'),
  startTimeoutMs = 90_000,
} = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hgsc-dist-'));
  let output = '';
  const server = spawn(process.execPath, [path.resolve(serverEntry)], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: path.resolve(webDist), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));

  const base = `http://127.0.0.1:${port}`;
  let healthy = false;
  const deadline = Date.now() + startTimeoutMs;
  while (!healthy && server.exitCode === null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  }

  return {
    base,
    healthy,
    /** What the server printed so far (its demo accounts, warnings, a crash). */
    output: () => output,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What the measuring scripts (frontend-budget, lighthouse) run against: a server already running at `base`, or
 * the production bundle started here once the build is there. Exits with the server's output when it does not
 * start, so a measurement never runs against a page the server did not serve.
 */
export async function serveDistOrExit({ base, port, webDist, serverEntry } = {}) {
  if (base) return { base, healthy: true, output: () => '', stop: async () => {} };
  const options = {
    port,
    webDist: webDist ?? process.env.WEB_DIST ?? path.join(root, 'web/dist'),
    serverEntry: serverEntry ?? process.env.SERVER_ENTRY ?? path.join(root, 'server/dist/main.js'),
  };
  // Without index.html the server starts but serves no web app: every page would measure a 404.
  const missing = [options.serverEntry, path.join(options.webDist, 'index.html')].filter((file) => !existsSync(file));
  if (missing.length) {
    console.error(
      `no production build: ${missing.join(', ')} missing — run \`npm run build\` first, or name a build with --dist / --server (WEB_DIST / SERVER_ENTRY)`,
    );
    process.exit(1);
  }
  const dist = await startDist(Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)));
  if (!dist.healthy) {
    console.error(`the production bundle did not start:\n${dist.output()}`);
    await dist.stop();
    process.exit(1);
  }
  return dist;
}
