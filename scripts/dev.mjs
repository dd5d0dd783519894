// `npm run dev`: API with reload on :3000 and the Vite dev server on :5173 (proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
    env: { DATA_DIR: path.join(root, '.data'), ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
