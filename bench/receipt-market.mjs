// The warehouse-receipt market's scenarios (registered in scenarios.mjs) and their set-up (called by fixtures.mjs):
// applying to buy a listing (POST /wr/order/apply) with 50 buyers at once, and the public market's search (POST
// /sale/bss/receiptList) by each kind of query a trader makes. They need the receipt scale data (`npm run
// scale-data`, server/src/db/scale/receipts.ts: 100,000 receipts, each listed); on a database without enough listings
// run.mjs skips them. The only direct reads are the inputs and the listings applied for; the buyers affirm the
// receipt agreement through the app's own call, as the web asks them to.
import { randomUUID } from 'node:crypto';

/** The listed receipts the search target is stated at (docs/PERFORMANCE.md). */
export const RECEIPT_MARKET_SCALE = 100_000;
const MARKET_PATH = '/api/sale/bss/receiptList';
const PAGE = { current: 1, size: 10 };
/** The keyword a trader of the market types most: the most traded chemical of the receipt exchanges. */
const KEYWORD = '甲醇';
/**
 * Listings the application scenario applies for, shared out among the clients (each its own 1,000 ÷ connections, 20
 * with 50 buyers, in turn). An application locks its listing's row for its transaction, by design (receipt-listing
 * listing-quantities.ts lockListing): of two buyers applying for one listing at once, the second waits for the first
 * to commit. A market of 100,000 listings spreads its buyers thin, so the scenario keeps each listing to one client at a
 * time and measures the application itself rather than a queue on one row (the race for one listing is
 * receipt-order-concurrency.int.test.ts's subject, not a number). 1,000 also keeps each listing far from running out:
 * a run applies about 20 times for each, and only listings with room for at least MIN_APPLICATIONS are taken.
 */
const APPLY_LISTINGS = 1000;
const MIN_APPLICATIONS = 60;
/** Enough listed receipts to be worth measuring; below the full scale the report notes the count. */
const MIN_LISTED = 1000;

const p95Target = (ms, condition) => ({ kind: 'p95', ms, text: `p95 ≤ ${ms} ms${condition ? ` (${condition})` : ''}` });
const SEARCH_TARGET = p95Target(30, `at ${RECEIPT_MARKET_SCALE.toLocaleString('en')} listed receipts`);

const sessionOf = (fx, client) => fx.sessions[client.index % fx.sessions.length];
const rotate = (list, client, iteration) => list[(client.index + iteration) % list.length];
const hasReceipts = (fx) => fx.receipts !== null;

const CHINA_TODAY = `((now() AT TIME ZONE 'UTC') + interval '8 hours')::date`;
/** What the public market offers now (of the listings as `t`): the search's rule (receipt-listing list-listings.ts). */
const offered = (t = '') => `${t}status = 'listed' AND ${t}available_qty > 0 AND ${t}valid_until >= ${CHINA_TODAY}`;

/**
 * The receipt scenarios' inputs, or null when the database has fewer than MIN_LISTED offered listings: the search
 * inputs read from the market (the keyword's product and its CAS number, the city with the most listings, the middle
 * fifth of the prices), the listings to apply for (sellers other than the buyers, with the most room), and each
 * buyer's company's affirmation of the receipt agreement.
 */
export async function prepareReceiptFixtures({ db, caller, sessions }) {
  const [{ listed }] = (await db.query(`SELECT count(*)::int AS listed FROM receipt_listings WHERE ${offered()}`)).rows;
  if (listed < MIN_LISTED) return null;
  const search = await searchInputs(db);
  const buyerCompanies = await companiesOf(db, sessions);
  const { rows } = await db.query(
    `SELECT id::int AS id, min_qty::text AS min_qty, floor(available_qty / min_qty)::int - 1 AS room
     FROM receipt_listings
     WHERE ${offered()} AND valid_until > ${CHINA_TODAY}
       AND seller_company_id <> ALL($1::bigint[]) AND available_qty >= min_qty * $2
     ORDER BY available_qty / min_qty DESC, id LIMIT $3`,
    [[...buyerCompanies], MIN_APPLICATIONS + 1, APPLY_LISTINGS],
  );
  if (rows.length < APPLY_LISTINGS)
    throw new Error(`set-up: only ${rows.length} listings have room for ${MIN_APPLICATIONS} applications`);
  await affirmReceiptAgreement(caller, sessions);
  for (const table of ['receipt_listings', 'receipt_orders']) await db.query(`VACUUM (ANALYZE) ${table}`);
  return {
    listed,
    search,
    applyListings: rows.map((row) => ({ id: row.id, quantity: plain(row.min_qty) })),
    applyRoom: rows.reduce((sum, row) => sum + row.room, 0),
  };
}

async function searchInputs(db) {
  const named = await db.query(
    `SELECT p.name, p.cas_number FROM receipt_listings l JOIN receipt_products p ON p.id = l.product_id
     WHERE ${offered('l.')} AND p.name LIKE '%' || $1 || '%'
     GROUP BY p.name, p.cas_number ORDER BY count(*) DESC, p.name LIMIT 1`,
    [KEYWORD],
  );
  const product = named.rows[0];
  if (!product) throw new Error(`set-up: no listed receipt of a product named ${KEYWORD}`);
  const city = await db.query(
    `SELECT l.city_code, max(w.city_name) AS city_name, count(*)::int AS n
     FROM receipt_listings l JOIN warehouses w ON w.id = l.warehouse_id
     WHERE ${offered('l.')} GROUP BY l.city_code ORDER BY count(*) DESC, l.city_code LIMIT 1`,
  );
  const prices = await db.query(
    `SELECT percentile_disc(0.4) WITHIN GROUP (ORDER BY unit_price)::text AS low,
            percentile_disc(0.6) WITHIN GROUP (ORDER BY unit_price)::text AS high
     FROM receipt_listings WHERE ${offered()}`,
  );
  return {
    keyword: KEYWORD,
    casNumber: product.cas_number,
    casDigits: product.cas_number.replaceAll('-', ''),
    cityCode: city.rows[0].city_code,
    cityName: city.rows[0].city_name,
    priceMin: plain(prices.rows[0].low),
    priceMax: plain(prices.rows[0].high),
  };
}

async function companiesOf(db, sessions) {
  const ids = [...new Set(sessions.map((s) => s.userId))];
  const { rows } = await db.query('SELECT active_company_id FROM users WHERE id = ANY($1::bigint[])', [ids]);
  return new Set(rows.map((row) => Number(row.active_company_id)));
}

async function must(caller, request, what) {
  const answer = await caller.call(request);
  if (!answer.ok) throw new Error(`set-up: ${what} failed: ${answer.reason}`);
  return answer.json.data;
}

/** Each buyer's company affirms the current receipt agreement where it has not (/wr/agreement/template/*). */
async function affirmReceiptAgreement(caller, sessions) {
  for (const session of sessions) {
    const what = `the receipt agreement of ${session.userName}`;
    const status = await must(caller, { path: '/api/wr/agreement/template/info', headers: session.headers }, what);
    if (!status.pending) continue;
    await must(
      caller,
      { path: '/api/wr/agreement/template/affirm', headers: session.headers, body: { version: status.current.version } },
      `affirming ${what}`,
    );
  }
}

/** "10.0000" → "10": the quantity as a buyer types it. */
const plain = (decimal) => (decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal);

/** The listings of one client: its share of the listings applied for, so no two clients apply for one listing at once. */
function ownListings(fx, client, connections) {
  const own = fx.receipts.applyListings.filter((_, k) => k % connections === client.index % connections);
  return own.length > 0 ? own : fx.receipts.applyListings;
}

const marketSearch = (name, title, describe, body) => ({
  name,
  title,
  connections: 20,
  target: SEARCH_TARGET,
  needs: hasReceipts,
  describe: (fx) => describe(fx.receipts.search),
  step: (fx) => ({ path: MARKET_PATH, body: { ...PAGE, ...body(fx.receipts.search) } }),
});

/**
 * The public receipt market (POST /sale/bss/receiptList, no login), first page of 10, by each kind of query: what
 * is offered, newest first, as the market page opens; a product's name; its CAS number as traders type it, with
 * dashes and without; a city's warehouses; a price range; all by price. Kept as a catalogue search is
 * (SEARCH_CACHE_SECONDS), and run again with the cache off (scenarios.mjs), where every request reads the database: a
 * page with its count, the receipts' facts and their storage rates.
 */
export const RECEIPT_MARKET_SEARCHES = [
  marketSearch(
    'receipt-market',
    'Receipt market, newest first (POST /sale/bss/receiptList)',
    () => 'no filter, newest first',
    () => ({}),
  ),
  marketSearch(
    'receipt-market-keyword',
    'Receipt market, product name',
    (s) => `keyword ${s.keyword}`,
    (s) => ({ keyword: s.keyword }),
  ),
  marketSearch(
    'receipt-market-cas',
    'Receipt market, CAS number with dashes',
    (s) => `keyword ${s.casNumber}`,
    (s) => ({ keyword: s.casNumber }),
  ),
  marketSearch(
    'receipt-market-cas-digits',
    'Receipt market, CAS number without dashes',
    (s) => `keyword ${s.casDigits}`,
    (s) => ({ keyword: s.casDigits }),
  ),
  marketSearch(
    'receipt-market-city',
    'Receipt market, city of the warehouse',
    (s) => `city ${s.cityCode} (${s.cityName}, the most listings)`,
    (s) => ({ cityCode: s.cityCode }),
  ),
  marketSearch(
    'receipt-market-price-range',
    'Receipt market, price range',
    (s) => `${s.priceMin}–${s.priceMax} 元 (the middle fifth of the prices), newest first`,
    (s) => ({ priceMin: s.priceMin, priceMax: s.priceMax }),
  ),
  marketSearch(
    'receipt-market-price-sort',
    'Receipt market, by price',
    () => 'no filter, price ascending',
    () => ({ sort: 'priceAsc' }),
  ),
];

/**
 * Applying to buy a listing (POST /wr/order/apply), as placing an order is measured (scenarios.mjs place-order): each
 * of the 50 buyers (scale companies without a shop, so never the seller) opens a listing of its own share (POST
 * /sale/bss/info, the listing's page the web applies from: not measured) and applies for its minimum — at least the
 * minimum and on its step by construction, leaving at least the minimum — with an Idempotency-Key as the web sends.
 * Every answer but a success envelope, a failed listing read included, counts as an error.
 */
export const RECEIPT_APPLY = {
  name: 'receipt-apply',
  title: 'Apply to buy a listed receipt (POST /wr/order/apply; an unmeasured read of the listing before each)',
  connections: 50,
  target: p95Target(50, '50 concurrent buyers'),
  needs: hasReceipts,
  // Each application rewrites its listing's row (available → reserved).
  churns: ['receipt_listings'],
  // Each cycle's first call, not measured: Little's law then bounds the cycle, not the application (report.mjs).
  unmeasuredStep: 'the listing’s read',
  describe: (fx) =>
    `${fx.buyers.distinctUsers} buyers, each applying in turn for the minimum of its own share of ${fx.receipts.applyListings.length.toLocaleString('en')} listings (room for ${fx.receipts.applyRoom.toLocaleString('en')} applications)`,
  setupClient: (fx, client, connections) => {
    client.state.listings = ownListings(fx, client, connections);
  },
  step: async (fx, client, iteration) => {
    const listing = rotate(client.state.listings, client, iteration);
    const session = sessionOf(fx, client);
    const read = await client.caller.call({ path: '/api/sale/bss/info', headers: session.headers, body: { id: listing.id } });
    if (!read.ok) return { error: read.reason };
    return {
      path: '/api/wr/order/apply',
      headers: { ...session.headers, 'idempotency-key': randomUUID() },
      body: { listingId: listing.id, quantity: listing.quantity },
    };
  },
};
