import { availableParallelism } from 'node:os';

/**
 * The pool's default: twice the cores, plus one (PostgreSQL's wiki, "Number Of Database Connections"), so 5 on two
 * cores. More connections than that only add backends that take turns on the same cores with the app's one
 * JavaScript thread. Placing orders with 50 buyers on two cores (bench/, runs of the sizes taking turns): p95 45.0 ms
 * with 5 connections against 49.2 with 10 (4 and 8 runs), 39.1 against 43.0 with 8 (3 runs each), about 60 with 20.
 * The order list, whose page and count run side by side, answers ~5 % fewer requests a second with 5 than with 10.
 * Where PostgreSQL has a machine of its own, size the pool to that machine (DATABASE_POOL_SIZE).
 */
export function defaultPoolSize(): number {
  return 2 * availableParallelism() + 1;
}
