// `npm start`: builds web and server, then serves the product on the embedded database with demo data.
// The server prints the address and the demo accounts once it listens.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const env = {
  NODE_ENV: 'production',
  PORT: '3000',
  HOST: '127.0.0.1',
  DATA_DIR: path.join(root, '.data'),
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
