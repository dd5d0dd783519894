// The limit endpoints: the same framework (Fastify) on the same database through a pg pool of the app's size, with
// none of the app's code (no auth hook, no envelope, no zod, no ORM). GET /limit/:id answers one indexed
// primary-key query; GET /limit/checkout/:id runs a checkout's statements (below). What the app reaches on a call is
// compared with what these reach with the same number of connections.
// Env: DATABASE_URL, PORT (3401), HOST (127.0.0.1), DATABASE_POOL_SIZE (the bench passes the app's).
import Fastify from 'fastify';
import pg from 'pg';

const poolSize = Number(process.env.DATABASE_POOL_SIZE);
if (!Number.isInteger(poolSize) || poolSize < 1) throw new Error("DATABASE_POOL_SIZE: the app's pool size, which the bench sets");
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: poolSize });
pool.on('error', () => {});

const app = Fastify({ logger: false });

/**
 * Each statement is prepared under a name, as the app prepares its hot ones (platform/db/prepared.ts): each connection
 * plans it once. Sent unnamed, the primary-key read was planned on every call, and planning cost PostgreSQL three
 * times what running it did (pg_stat_statements: 0.058 ms against 0.015), which held the limit below what it is.
 */
const PRODUCT_READ = { name: 'limit_product_read', text: 'SELECT id, name, price FROM products WHERE id = $1' };
const readProduct = (client, id) => client.query({ ...PRODUCT_READ, values: [id] });

app.get('/limit/:id', async (request, reply) => {
  const { rows } = await readProduct(pool, request.params.id);
  if (rows.length === 0) return reply.code(404).send({ found: false });
  return rows[0];
});

/**
 * The statements of placing an order (server/test/query-budgets.ts `placeOrder`: the session read, then BEGIN, the
 * reads and writes, COMMIT: 7), as their plainest equivalents: primary-key reads and one-row inserts, one transaction
 * with one WAL flush at its commit. GET /limit/cart/:id stands for the cart line each checkout of the bench first adds
 * (`addToCart`: a session read, a product read, one write: 3).
 */
const CHECKOUT = { readsInside: 1, writes: 3 };
const CHECKOUT_WRITES = 'bench_limit_checkout_writes';

// Made afresh for each run: a table left by a run stopped hard would carry its rows into this one.
await pool.query(`DROP TABLE IF EXISTS ${CHECKOUT_WRITES}`);
await pool.query(`CREATE TABLE ${CHECKOUT_WRITES} (id bigserial PRIMARY KEY, product_id bigint NOT NULL, n int NOT NULL)`);

const writeCheckoutRow = (client, id, n) =>
  client.query({
    name: 'limit_checkout_write',
    text: `INSERT INTO ${CHECKOUT_WRITES} (product_id, n) VALUES ($1, $2)`,
    values: [id, n],
  });

app.get('/limit/cart/:id', async (request, reply) => {
  const { id } = request.params;
  // Two reads on purpose, as the add's own two: its session lookup and its product.
  await readProduct(pool, id);
  const { rows } = await readProduct(pool, id);
  if (rows.length === 0) return reply.code(404).send({ found: false });
  await writeCheckoutRow(pool, id, 0);
  return rows[0];
});

app.get('/limit/checkout/:id', async (request, reply) => {
  const { id } = request.params;
  const { rows } = await readProduct(pool, id);
  if (rows.length === 0) return reply.code(404).send({ found: false });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (let n = 0; n < CHECKOUT.readsInside; n++) await readProduct(client, id);
    for (let n = 0; n < CHECKOUT.writes; n++) {
      await writeCheckoutRow(client, id, n);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return rows[0];
});

const shutdown = async () => {
  await pool.query(`DROP TABLE IF EXISTS ${CHECKOUT_WRITES}`).catch(() => {});
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 3401), host: process.env.HOST ?? '127.0.0.1' });
console.log(`limit server listening on ${process.env.PORT ?? 3401}`);
