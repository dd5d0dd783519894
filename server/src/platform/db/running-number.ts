import { type SQL, sql } from 'drizzle-orm';

const SEQUENCE_NAME = /^[a-z_]+$/;

/**
 * A document's number as the database draws it in the insert: the prefix (HG, WR, TD …), the day in China and the
 * next value of `sequence`, zero-padded to `digits`. Drawn from a sequence, a number is never given twice or reused,
 * whichever process inserts.
 */
export function runningNumber(prefix: string, sequence: string, digits = 6): SQL<string> {
  if (!SEQUENCE_NAME.test(sequence) || !/^[A-Z]+$/.test(prefix)) throw new Error(`bad running number ${prefix} ${sequence}`);
  return sql<string>`${prefix} || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(nextval(${sequence})::text, ${sql.raw(String(digits))}, '0')`;
}
