// The measured calls, in the order they run. Each scenario names its connections and its target (docs/PERFORMANCE.md),
// describes its input for the report, and builds each request from the set-up's fixtures (fixtures.mjs; the receipt
// market's in receipt-market.mjs, skipped by run.mjs where `needs(fx)` is false):
// `setupClient(fx, client, connections)` runs once per client, `step(fx, client, iteration)` answers the measured
// request and may first make unmeasured calls (a cart line before a checkout); `app: 'uncached'` sends it to the
// build with the catalogue cache off. Targets are reported, never enforced.
import { randomUUID } from 'node:crypto';
import { clearCarts } from './buyers.mjs';
import { RECEIPT_APPLY, RECEIPT_MARKET_SEARCHES } from './receipt-market.mjs';

const SEARCH_PATH = '/api/search/searchPage';
const PAGE = { current: 1, size: 10 };

const p95Target = (ms, condition) => ({ kind: 'p95', ms, text: `p95 ≤ ${ms} ms${condition ? ` (${condition})` : ''}` });
const ratioTarget = (ratio) => ({ kind: 'ratio', ratio, text: `req/s ≥ ${ratio * 100}% of limit` });
const SEARCH_TARGET = p95Target(30, 'at 1,000,000 products');

/**
 * `churns`: the tables a scenario leaves dead rows in, vacuumed before each of its runs (run.mjs), as autovacuum
 * would in service (this machine's PostgreSQL runs without it): every checkout adds a cart line and takes it out
 * again, and a run of 16,000 of them left each buyer's cart count walking ~330 dead lines, so each run measured the
 * leftovers of the one before.
 */
const CART_CHURN = ['cart_items'];

const sessionOf = (fx, client) => fx.sessions[client.index % fx.sessions.length];
const rotate = (list, client, iteration) => list[(client.index + iteration) % list.length];

/** The checkout products of one client: disjoint between clients when there are enough, so two sessions of one user never race for one cart line. */
function ownProducts(fx, client, connections) {
  const own = fx.orderProducts.filter((_, k) => k % connections === client.index % connections);
  return own.length > 0 ? own : fx.orderProducts;
}

const search = (name, title, describe, body, needs) => ({
  name,
  title,
  connections: 20,
  target: SEARCH_TARGET,
  describe,
  step: (fx) => ({ path: SEARCH_PATH, body: { ...PAGE, ...body(fx) } }),
  ...(needs ? { needs } : {}),
});

const HOME = {
  name: 'home',
  title: 'Home page data (POST /search/home/page)',
  connections: 20,
  target: ratioTarget(0.5),
  step: () => ({ path: '/api/search/home/page' }),
};

const SEARCHES = [
  search(
    'search-1-char',
    'Search, 1-character keyword',
    (fx) => `keyword ${fx.search.keyword1}`,
    (fx) => ({ keyword: fx.search.keyword1 }),
  ),
  search(
    'search-2-char',
    'Search, 2-character keyword',
    (fx) => `keyword ${fx.search.keyword2}`,
    (fx) => ({ keyword: fx.search.keyword2 }),
  ),
  search(
    'search-4-char',
    'Search, 4-character keyword',
    (fx) => `keyword ${fx.search.keyword4}`,
    (fx) => ({ keyword: fx.search.keyword4 }),
  ),
  search(
    'search-cas',
    'Search, CAS number',
    (fx) => `CAS ${fx.search.casNumber}`,
    (fx) => ({ keyword: fx.search.casNumber }),
  ),
  search(
    'search-filtered',
    'Search, filtered and sorted',
    (fx) => `category ${fx.search.categoryId} subtree, in stock, price ascending`,
    (fx) => ({ categoryId: fx.search.categoryId, inStock: true, sort: 'priceAsc' }),
  ),
  search(
    'search-english',
    'Search, English name (the dictionary)',
    (fx) => `keyword ${fx.search.englishName}`,
    (fx) => ({ keyword: fx.search.englishName }),
    (fx) => fx.search.englishName !== null,
  ),
  search(
    'search-cas-digits',
    'Search, CAS number without dashes',
    (fx) => `keyword ${fx.search.casDigits}`,
    (fx) => ({ keyword: fx.search.casDigits }),
  ),
  search(
    'search-producer-city',
    'Search, producer and warehouse city, price per tonne ascending',
    (fx) => `producer ${fx.search.brand}, city ${fx.search.cityCode}, price ascending`,
    (fx) => ({
      brand: fx.search.brand,
      provinceCode: `${fx.search.cityCode.slice(0, 2)}0000`,
      cityCode: fx.search.cityCode,
      sort: 'priceAsc',
    }),
    (fx) => fx.search.brand !== null,
  ),
];

/**
 * The same call against the app with the catalogue cache off (HOME_CACHE_SECONDS = SEARCH_CACHE_SECONDS =
 * DETAILS_CACHE_SECONDS = 0; the receipt market's too): the
 * cached scenarios measure a burst of visitors asking alike, these what the database answers when every request misses.
 */
const cacheOff = (scenario) => ({
  ...scenario,
  name: `${scenario.name}-uncached`,
  title: `${scenario.title}, cache off`,
  app: 'uncached',
});

/**
 * What a call of the app that reads the database costs at least: our whole stack (hooks, session check, envelope,
 * response schema, API log) around one trivial query — the limit endpoint's work with our code around it. Only an
 * answer kept in memory (home, search) can beat its req/s.
 */
const APP_FLOOR = {
  name: 'app-floor',
  title: 'App floor (GET /api/health: the app around one trivial query)',
  connections: 20,
  target: null,
  step: () => ({ method: 'GET', path: '/api/health' }),
};

const DETAILS = {
  name: 'product-details',
  title: 'Product details (POST /product/details)',
  connections: 20,
  target: ratioTarget(0.5),
  describe: (fx) => `${fx.detailIds.length} public products in turn`,
  step: (fx, client, iteration) => ({ path: '/api/product/details', body: { id: rotate(fx.detailIds, client, iteration) } }),
};

/**
 * A public page as a visitor opens it: drawn by the server (server/src/platform/web/server-pages.ts), with the API
 * calls it makes in-process. As many connections as the server draws pages at once (`DRAWING_MAX`): beyond that it
 * answers index.html, which is not what is measured (a page without the drawn markup is an error). The app runs
 * without its per-second budget of drawings (run.mjs): this is what drawing costs.
 */
const drawnPage = (name, title, describe, path) => ({
  name,
  title,
  connections: 4,
  target: null,
  describe,
  step: (fx, client, iteration) => ({
    method: 'GET',
    path: path(fx, client, iteration),
    accept: (status, _json, text) => status === 200 && text.includes('window.__serverPage='),
  }),
});
const DRAWN_PAGES = [
  drawnPage(
    'home-page',
    'Home page, drawn by the server (GET /)',
    () => 'a visitor: no cookie',
    () => '/',
  ),
  drawnPage(
    'product-page',
    'Product page, drawn by the server (GET /goodsdetail?id=…)',
    (fx) => `${fx.detailIds.length} public products in turn`,
    (fx, client, iteration) => `/goodsdetail?id=${rotate(fx.detailIds, client, iteration)}`,
  ),
];

// The answers kept in memory first, then the same calls with the cache off: a cached scenario measured right after
// the heavy cache-off searches read half its usual rate (PostgreSQL still busy with their aftermath).
export const SCENARIOS = [
  APP_FLOOR,
  HOME,
  ...SEARCHES,
  DETAILS,
  ...DRAWN_PAGES,
  cacheOff(HOME),
  ...SEARCHES.map(cacheOff),
  cacheOff(DETAILS),
  {
    name: 'add-to-cart',
    title: 'Add to cart (POST /ordercart/addtocart)',
    connections: 20,
    churns: CART_CHURN,
    target: null,
    describe: (fx) =>
      `${fx.buyers.distinctUsers} buyers, minimum quantities of ${fx.orderProducts.length} products in turn: after each client's first round, more of a line already in the cart`,
    before: (fx, caller) => clearCarts(caller, fx.sessions),
    setupClient: (fx, client, connections) => {
      client.state.products = ownProducts(fx, client, connections);
    },
    step: (fx, client, iteration) => {
      const product = rotate(client.state.products, client, iteration);
      return {
        path: '/api/ordercart/addtocart',
        headers: sessionOf(fx, client).headers,
        body: { productId: product.id, quantity: product.quantity, mode: 'add' },
      };
    },
  },
  {
    name: 'place-order',
    title: 'Place an order (POST /order/putorder; an unmeasured add to cart before each)',
    connections: 50,
    limit: 'checkout',
    churns: CART_CHURN,
    target: p95Target(50, '50 concurrent buyers'),
    // Each cycle's first call, not measured: Little's law then bounds the cycle, not the order (report.mjs).
    unmeasuredStep: 'an add to cart',
    describe: (fx) => `${fx.buyers.distinctUsers} buyers, one cart line each time, delivery to the company address`,
    before: (fx, caller) => clearCarts(caller, fx.sessions),
    setupClient: (fx, client, connections) => {
      client.state.products = ownProducts(fx, client, connections);
    },
    step: async (fx, client, iteration) => {
      const session = sessionOf(fx, client);
      const product = rotate(client.state.products, client, iteration);
      const added = await client.caller.call({
        path: '/api/ordercart/addtocart',
        headers: session.headers,
        body: { productId: product.id, quantity: product.quantity, mode: 'set' },
      });
      if (!added.ok) return { error: added.reason };
      return {
        path: '/api/order/putorder',
        // The web sends an Idempotency-Key with every checkout (features/order/api.ts).
        headers: { ...session.headers, 'idempotency-key': randomUUID() },
        body: { cartIds: [added.json.data.lines[0].id], addressId: session.addressId, deliveryMode: 'logistics' },
      };
    },
  },
  RECEIPT_APPLY,
  {
    name: 'order-list',
    title: 'Order list page (POST /order/buyer/orderlist)',
    connections: 20,
    target: null,
    describe: (fx) => `${fx.buyers.distinctUsers} buyers, first page of 10`,
    step: (fx, client) => ({ path: '/api/order/buyer/orderlist', headers: sessionOf(fx, client).headers, body: PAGE }),
  },
  ...RECEIPT_MARKET_SEARCHES,
  ...RECEIPT_MARKET_SEARCHES.map(cacheOff),
];

/**
 * Scenarios run together by one name (`--only receipts`): the receipt market's — applying beside placing an order on
 * the same machine, whose target it shares, and each search with its cache and without.
 */
export const SCENARIO_GROUPS = {
  search: [...SEARCHES.map((s) => s.name), ...SEARCHES.map((s) => cacheOff(s).name)],
  receipts: [
    'place-order',
    RECEIPT_APPLY.name,
    ...RECEIPT_MARKET_SEARCHES.map((s) => s.name),
    ...RECEIPT_MARKET_SEARCHES.map((s) => cacheOff(s).name),
  ],
};

const limitCall = (path, fx, client, iteration) => ({
  method: 'GET',
  path: `${path}${rotate(fx.detailIds, client, iteration)}`,
  accept: (status, json) => status === 200 && json !== null && json.id !== undefined,
});

/**
 * The limit endpoints (limit-server.mjs), over the same public product ids as the details: `query`, one indexed
 * primary-key query, is every scenario's limit unless the scenario names another (`limit: 'checkout'`); `checkout`
 * is a checkout's 7 statements as primary-key reads and one-row inserts in one transaction, each after an unmeasured
 * call standing for the cart line the place-order scenario adds first (its 3 statements), so both loops do alike.
 */
export const LIMITS = {
  query: {
    endpoint: 'GET /limit/:id',
    what: 'one indexed primary-key query',
    step: (fx, client, iteration) => limitCall('/limit/', fx, client, iteration),
  },
  checkout: {
    endpoint: 'GET /limit/checkout/:id',
    what: 'a checkout’s 7 statements (a primary-key read, then BEGIN, a primary-key read, 3 one-row inserts, COMMIT), each after an unmeasured GET /limit/cart/:id (2 reads, 1 insert) as the checkout after its cart line',
    step: async (fx, client, iteration) => {
      const cart = await client.caller.call(limitCall('/limit/cart/', fx, client, iteration));
      if (!cart.ok) return { error: cart.reason };
      return limitCall('/limit/checkout/', fx, client, iteration);
    },
  },
};

export const limitOf = (scenario) => scenario.limit ?? 'query';
