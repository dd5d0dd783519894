// The limit endpoint: the same framework (Fastify) answering one indexed primary-key query on the same database
// through a pg pool of the app's size, with none of the app's code (no auth hook, no envelope, no zod, no ORM).
// What the app reaches on a call is compared with what this reaches with the same number of connections.
// Env: DATABASE_URL, PORT (3401), HOST (127.0.0.1), DATABASE_POOL_SIZE (10, the app's default).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
pool.on('error', () => {});

const app = Fastify({ logger: false });

app.get('/limit/:id', async (request, reply) => {
  const { rows } = await pool.query('SELECT id, name, price FROM products WHERE id = $1', [request.params.id]);
  if (rows.length === 0) return reply.code(404).send({ found: false });
  return rows[0];
});

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 3401), host: process.env.HOST ?? '127.0.0.1' });
console.log(`limit server listening on ${process.env.PORT ?? 3401}`);
