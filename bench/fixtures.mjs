// Set-up before any measurement: what the scenarios ask for, read from the database and the running app, so the
// benchmark works on any data (the demo seed or `npm run scale-data`). The only direct writes are marked as the
// bench fixture: stock raised on the products the checkout scenario buys (every order reserves stock), and the tables
// the scenarios write vacuumed before the measurements.
import { buyerAccounts, clearCarts, loginBuyers } from './buyers.mjs';
import { searchInputs } from './keywords.mjs';
import { prepareReceiptFixtures } from './receipt-market.mjs';

/** Stock the checkout products keep at least (NUMERIC(18,4) holds it; orders of minimum quantities barely dent it). */
const BENCH_STOCK = '1000000000';
const CATALOGUE_SAMPLE = 200;
const ORDER_PRODUCTS = 100;
/**
 * The tables the scenarios write. Each run leaves dead rows in them (every checkout empties a cart line, answers an
 * idempotency key twice, reserves stock), and a PostgreSQL without autovacuum (as this machine's) keeps them: 314,000
 * dead cart lines behind 26 live ones after a day of runs made every add to cart walk them. In service autovacuum
 * clears them; the benchmark does it before measuring, so one run does not measure the leftovers of the last.
 */
const WRITTEN_TABLES = ['cart_items', 'idempotency_keys', 'products', 'orders', 'order_items', 'node_operation_logs', 'sessions'];

export async function prepareFixtures({ db, caller, buyerCount, buyerPassword }) {
  const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM products')).rows;
  const search = await searchInputs(db, count);
  const catalogue = await publicProducts(caller);
  const buyers = await buyerAccounts(db, buyerCount, buyerPassword);
  const sessions = await loginBuyers(caller, buyers.accounts);
  await clearCarts(caller, sessions);
  const buyerCompanies = await companiesOf(db, sessions);
  const orderProducts = catalogue.filter((p) => !p.isDangerous && !buyerCompanies.has(p.companyId)).slice(0, ORDER_PRODUCTS);
  if (orderProducts.length === 0) throw new Error('set-up: no public, non-dangerous product of another company to order');
  // Bench fixture: ample stock, so the checkout measures placing orders rather than running out of goods.
  await db.query('UPDATE products SET stock = GREATEST(stock, $1::numeric) WHERE id = ANY($2::bigint[])', [
    BENCH_STOCK,
    orderProducts.map((p) => p.id),
  ]);
  for (const table of WRITTEN_TABLES) await db.query(`VACUUM (ANALYZE) ${table}`);
  const receipts = await prepareReceiptFixtures({ db, caller, sessions });
  return {
    productCount: count,
    search,
    detailIds: catalogue.map((p) => p.id),
    orderProducts: orderProducts.map((p) => ({ id: p.id, quantity: plain(p.minOrderQty) })),
    sessions,
    receipts,
    buyers: {
      sessions: sessions.length,
      distinctUsers: new Set(sessions.map((s) => s.userId)).size,
      scaleBuyers: buyers.distinct,
    },
  };
}

/** The newest public products, through the public search itself (so "public" is the app's own rule). */
async function publicProducts(caller) {
  const answer = await caller.call({ path: '/api/search/searchPage', body: { current: 1, size: CATALOGUE_SAMPLE } });
  if (!answer.ok) throw new Error(`set-up: the public product list failed: ${answer.reason}`);
  const records = answer.json.data.records;
  if (records.length === 0) throw new Error('set-up: the catalogue shows no product');
  return records;
}

async function companiesOf(db, sessions) {
  const ids = [...new Set(sessions.map((s) => s.userId))];
  const { rows } = await db.query('SELECT active_company_id FROM users WHERE id = ANY($1::bigint[])', [ids]);
  return new Set(rows.map((row) => Number(row.active_company_id)));
}

/** "25.0000" → "25": the quantity as a buyer types it. */
const plain = (decimal) => (decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal);
