import { sql } from 'drizzle-orm';
import { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/client.ts';

/**
 * How common a keyword is among product names, from the statistics ANALYZE keeps of `products.name_grams`
 * (its most common elements with their frequencies; STATISTICS 1000, migration 0024). keyword.ts reads a
 * frequent keyword by scanning names and a rare one through the grams index, a choice the planner cannot make
 * itself: the two are different conditions to it, not two ways to one answer.
 */
export type GramFrequencies = ReadonlyMap<string, number>;

/** A keyword in at least this share of the names is read by scanning (measured crossover at 1,000,000 products). */
export const FREQUENT_KEYWORD_SHARE = 0.02;

/** The statistics change only with ANALYZE; reading them again after a while is enough. */
const FREQUENCIES_TTL_MS = 10 * 60_000;

/** Per database, apart from ctx.cache: a stream of distinct searches must not push them out. */
const kept = new WeakMap<Db, MicroCache>();
const keptFor = (db: Db) => kept.get(db) ?? (kept.set(db, new MicroCache()).get(db) as MicroCache);

/** The most common name grams and the share of names holding each; empty before the first ANALYZE. */
export const nameGramFrequencies = (db: Db): Promise<GramFrequencies> =>
  keptFor(db).get('name_grams', FREQUENCIES_TTL_MS, () => readFrequencies(db));

/** Reads them again at the next search (after an ANALYZE that should show at once: tests, the scale command). */
export const forgetGramFrequencies = (db: Db) => kept.delete(db);

async function readFrequencies(db: Db): Promise<GramFrequencies> {
  const [row] = await db
    .select({
      grams: sql<string[] | null>`most_common_elems::text::text[]`,
      shares: sql<number[] | null>`most_common_elem_freqs::float8[]`,
    })
    .from(sql`pg_stats`)
    .where(sql`schemaname = current_schema() AND tablename = 'products' AND attname = 'name_grams'`);
  return new Map((row?.grams ?? []).map((gram, i) => [gram, Number(row?.shares?.[i] ?? 0)]));
}

/** The grams a name must hold to contain the keyword: the keyword itself up to two characters, else its pairs. */
export function keywordGrams(keyword: string): string[] {
  const chars = [...keyword.toLowerCase()];
  if (chars.length <= 2) return [chars.join('')];
  return chars.slice(1).map((char, i) => `${chars[i]}${char}`);
}

/**
 * The share of names that may contain the keyword: its gram's share, or for a longer keyword its rarest pair's
 * (an upper bound). A gram missing from the statistics is rarer than every listed one: 0.
 */
export function keywordShare(frequencies: GramFrequencies, keyword: string): number {
  return Math.min(...keywordGrams(keyword).map((gram) => frequencies.get(gram) ?? 0));
}

export const isFrequentKeyword = (frequencies: GramFrequencies, keyword: string) =>
  keywordShare(frequencies, keyword) >= FREQUENT_KEYWORD_SHARE;
