// Starts the production bundle (as `npm start` does) on a fresh embedded database and checks that it
// serves the API, the web app and the demo data; the browser journeys run from source, this covers the build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hgsc-smoke-'));
const port = 4600 + Math.floor(Math.random() * 300);
let output = '';
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(root, 'server'),
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: path.join(root, 'web/dist'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (d) => (output += d));
server.stderr.on('data', (d) => (output += d));

const base = `http://127.0.0.1:${port}`;
const checks = [];
function check(name, ok) {
  checks.push([name, ok]);
  console.log(`${ok ? '✓' : '✗'} ${name}`);
}

try {
  let healthy = false;
  for (let i = 0; i < 120 && !healthy && server.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 250));
    healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  }
  check('the bundle starts and answers /api/health', healthy);
  if (healthy) {
    const home = await fetch(`${base}/`);
    check('serves the web app at /', home.ok && (await home.text()).includes('<div id="root">'));
    const deep = await fetch(`${base}/manage/index`);
    check('serves the web app on client routes', deep.ok);
    const docs = await fetch(`${base}/api/docs/json`).then((r) => r.json());
    check('serves the OpenAPI document', Object.keys(docs.paths ?? {}).includes('/api/user/pwd/login'));
    const provinces = await fetch(`${base}/api/province/list`).then((r) => r.json());
    check('bundled place data loads', provinces.data?.length === 34);
    check('prints the demo accounts', output.includes('operator / Operator2026'));
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
if (failed) {
  console.log(output);
  process.exit(1);
}
