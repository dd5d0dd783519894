import { availableParallelism } from 'node:os';

/** The default never passes the 10 connections it was before: several processes share PostgreSQL's max_connections (100 by default). */
const MOST_BY_DEFAULT = 10;

/**
 * The pool's default: twice the cores Node may run on, plus one (PostgreSQL's wiki, "Number Of Database Connections",
 * counts the database server's), so 5 on two cores, at most 10. More connections than that, with PostgreSQL on the
 * same machine, only add backends that take turns on the same cores with the app's one JavaScript thread. Placing
 * orders with 50 buyers on two cores (bench/, runs of two sizes taking turns): p95 45.0 ms with a pool of 5 (4 runs)
 * against 49.2 with 10 (8 runs); 39.1 with 5 against 43.0 with 8 (3 runs each); about 60 with 20. The order list,
 * whose page and count run side by side, answers ~5 % fewer requests a second with 5 than with 10. Where PostgreSQL
 * has a machine of its own, size the pool to that machine (DATABASE_POOL_SIZE).
 */
export function defaultPoolSize(): number {
  return Math.min(2 * availableParallelism() + 1, MOST_BY_DEFAULT);
}
