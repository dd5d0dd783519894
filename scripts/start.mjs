// `npm start`: builds web and server, then serves the product on the embedded database with demo data.
// The build's output goes to a log file, so the server's last lines — the demo accounts and the address — are
// what stays on screen. `npm start -- --no-build` (or `npm start --no-build`) serves the last build again.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data');
const buildLog = path.join(dataDir, 'build.log');
const serverEntry = path.join(root, 'server/dist/main.js');
const webIndex = path.join(root, 'web/dist/index.html');
// npm takes `--no-build` before `--` as its own setting and passes it on as an empty npm_config_build.
const skipBuild = process.argv.includes('--no-build') || process.env.npm_config_build === '';

/** Runs `npm run build` with its output in `buildLog`; resolves with its exit status. */
function build() {
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(buildLog);
  const started = Date.now();
  process.stdout.write(`Building web and server (log: ${path.relative(process.cwd(), buildLog) || buildLog})… `);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (status) => {
      log.end(() => {
        if (status === 0) console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
        resolve(status ?? 1);
      });
    });
  });
}

/** The end of a failed build's log, where its errors are, and where the whole log is. */
function showFailure(status) {
  const tail = readFileSync(buildLog, 'utf8').trimEnd().split('\n').slice(-40);
  console.log('failed.\n');
  console.error(tail.join('\n'));
  console.error(`\nThe build failed (exit status ${status}); its whole log: ${buildLog}`);
}

if (skipBuild) {
  const missing = [serverEntry, webIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(
      `No earlier build to serve (missing ${missing.map((file) => path.relative(root, file)).join(', ')}): run npm start.`,
    );
    process.exit(1);
  }
} else {
  const status = await build();
  if (status !== 0) {
    showFailure(status);
    process.exit(status);
  }
}

const env = {
  NODE_ENV: 'production',
  PORT: '3000',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(root, 'web/dist'),
  LOG_LEVEL: 'warn',
  ...process.env,
};
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: path.join(root, 'server'),
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
