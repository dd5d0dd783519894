// Bundles the server (and the shared contracts it imports as TypeScript) into dist/main.js;
// npm dependencies stay external and load from node_modules.
// `--outdir <dir>` builds elsewhere (e.g. bench/dist/server); the folder must lie inside the repository so that
// the external packages still resolve from its node_modules.
import { execSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { outdir } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } }).values;

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
let revision = 'local';
try {
  revision = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {}
const version = `${pkg.version}+${revision}.${Date.now().toString(36)}`;

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace contracts package is TypeScript source: bundle it instead of leaving it external.
  alias: { '@hgsc/contracts': '../packages/contracts/src/index.ts' },
  define: { __APP_VERSION__: JSON.stringify(version) },
  banner: {
    js: "import { createRequire as __hgscCreateRequire } from 'node:module'; const require = __hgscCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync('drizzle', path.join(outdir, 'drizzle'), { recursive: true });
console.log(`server built: ${path.join(outdir, 'main.js')} (version ${version})`);
