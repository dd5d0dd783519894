import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> };

/**
 * Independent reads at once on the pool (each on its own connection), one after another in a transaction: its one
 * connection runs one statement at a time, and pg 9 refuses a second query sent while one runs (pg 8 warns).
 */
export async function readTogether<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
