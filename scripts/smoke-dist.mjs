// Starts the production bundle (as `npm start` does) on a fresh embedded database and checks that it
// serves the API, the web app and the demo data; the browser journeys run from source, this covers the build.
import { startDist } from './lib/serve-dist.mjs';

const dist = await startDist();
const { base } = dist;
const checks = [];
function check(name, ok) {
  checks.push([name, ok]);
  console.log(`${ok ? '✓' : '✗'} ${name}`);
}

try {
  check('the bundle starts and answers /api/health', dist.healthy);
  if (dist.healthy) {
    const home = await fetch(`${base}/`);
    check('serves the web app at /', home.ok && (await home.text()).includes('<div id="root">'));
    // The build's server side draws the public pages for visitors (server/src/platform/web/server-pages.ts).
    const drawn = await fetch(`${base}/search`).then((r) => r.text());
    check('draws the public pages on the server', drawn.includes('window.__serverPage=') && drawn.includes('goods-card'));
    const deep = await fetch(`${base}/manage/index`);
    check('serves the web app on client routes', deep.ok);
    const docs = await fetch(`${base}/api/docs/json`).then((r) => r.json());
    check('serves the OpenAPI document', Object.keys(docs.paths ?? {}).includes('/api/user/pwd/login'));
    const provinces = await fetch(`${base}/api/province/list`).then((r) => r.json());
    check('bundled place data loads', provinces.data?.length === 34);
    // Every demo account on one line (user name, password, mobile), its columns aligned.
    check(
      'prints the demo accounts',
      /operator +Operator2026 +13800000001/.test(dist.output()) && /buyer +Buyer2026 +13800000002/.test(dist.output()),
    );
  }
} finally {
  await dist.stop();
}
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
if (failed) {
  console.log(dist.output());
  process.exit(1);
}
