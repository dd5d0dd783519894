import { sql } from 'drizzle-orm';
import { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/client.ts';

/**
 * How common a keyword is among product names, from the statistics ANALYZE keeps of `products` (STATISTICS 1000
 * on both columns, migrations 0024 and 0028): a keyword of one or two characters is a gram, whose share of the
 * names `name_grams`' most common elements give; a longer one is looked for in the sampled names (`name`'s most
 * common values and histogram). keyword.ts reads a frequent keyword by scanning names and a rare one through the
 * grams or trigram index, a choice the planner cannot make itself: the two are different conditions to it, not
 * two ways to one answer. A longer keyword is never judged by its pairs: common pairs may rarely stand together,
 * and a scan for a keyword no name holds reads the whole catalogue.
 */
export interface NameStatistics {
  /** The share of names holding each of the most common grams. */
  gramShares: ReadonlyMap<string, number>;
  /** The sampled names, lower-cased, each with the share of names it stands for. */
  sampledNames: readonly { name: string; share: number }[];
}

/** A keyword in at least this share of the names is read by scanning (measured crossover at 1,000,000 products). */
export const FREQUENT_KEYWORD_SHARE = 0.02;

/** The statistics change only with ANALYZE; reading them again after a while is enough. */
const STATISTICS_TTL_MS = 10 * 60_000;

/** Per database, apart from ctx.cache: a stream of distinct searches must not push them out. */
const kept = new WeakMap<Db, MicroCache>();
const keptFor = (db: Db) => kept.get(db) ?? (kept.set(db, new MicroCache()).get(db) as MicroCache);

/** The name statistics of `products`; empty before the first ANALYZE. */
export const nameStatistics = (db: Db): Promise<NameStatistics> =>
  keptFor(db).get('products.name', STATISTICS_TTL_MS, () => readStatistics(db));

/** Reads them again at the next search (after an ANALYZE that should show at once). */
export const forgetNameStatistics = (db: Db) => kept.delete(db);

async function readStatistics(db: Db): Promise<NameStatistics> {
  const rows = await db
    .select({
      column: sql<string>`attname::text`,
      grams: sql<string[] | null>`most_common_elems::text::text[]`,
      gramShares: sql<number[] | null>`most_common_elem_freqs::float8[]`,
      common: sql<string[] | null>`most_common_vals::text::text[]`,
      commonShares: sql<number[] | null>`most_common_freqs::float8[]`,
      histogram: sql<string[] | null>`histogram_bounds::text::text[]`,
    })
    .from(sql`pg_stats`)
    .where(sql`schemaname = current_schema() AND tablename = 'products' AND attname IN ('name', 'name_grams')`);
  const grams = rows.find((r) => r.column === 'name_grams');
  const names = rows.find((r) => r.column === 'name');
  return {
    gramShares: new Map((grams?.grams ?? []).map((gram, i) => [gram, Number(grams?.gramShares?.[i] ?? 0)])),
    sampledNames: names ? sampledNames(names) : [],
  };
}

/** The most common names at their own share, the histogram's bounds at an equal part of the rest. */
function sampledNames(stats: { common: string[] | null; commonShares: number[] | null; histogram: string[] | null }) {
  const common = (stats.common ?? []).map((name, i) => ({
    name: name.toLowerCase(),
    share: Number(stats.commonShares?.[i] ?? 0),
  }));
  const rest = 1 - common.reduce((sum, c) => sum + c.share, 0);
  const histogram = stats.histogram ?? [];
  return [...common, ...histogram.map((name) => ({ name: name.toLowerCase(), share: rest / histogram.length }))];
}

/** The share of names estimated to contain the keyword (case aside, as ILIKE); 0 where the statistics know nothing. */
export function keywordShare(statistics: NameStatistics, keyword: string): number {
  const lower = keyword.toLowerCase();
  if ([...lower].length <= 2) return statistics.gramShares.get(lower) ?? 0;
  const known = sharesOf(statistics);
  let share = known.get(lower);
  if (share === undefined) {
    share = statistics.sampledNames.reduce((sum, sample) => (sample.name.includes(lower) ? sum + sample.share : sum), 0);
    if (known.size >= KNOWN_SHARES_MAX) known.clear();
    known.set(lower, share);
  }
  return share;
}

/**
 * The shares of longer keywords worked out from one reading of the statistics: reading the 2,000 sampled names for
 * every search was a fiftieth of an uncached search's server time. Bounded, as visitors may type without end.
 */
const knownShares = new WeakMap<NameStatistics, Map<string, number>>();
const KNOWN_SHARES_MAX = 10_000;
function sharesOf(statistics: NameStatistics) {
  let known = knownShares.get(statistics);
  if (!known) {
    known = new Map();
    knownShares.set(statistics, known);
  }
  return known;
}

/** Whether a keyword in this share of the names is frequent (FREQUENT_KEYWORD_SHARE). */
export const isFrequentShare = (share: number) => share >= FREQUENT_KEYWORD_SHARE;

export const isFrequentKeyword = (statistics: NameStatistics, keyword: string) =>
  isFrequentShare(keywordShare(statistics, keyword));
