import { AUDIT_STATUS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { keptCatalogueData } from '../../platform/cache/catalogue-cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { hasCase } from '../../platform/db/like.ts';
import { categories } from '../category/index.ts';
import { companies } from '../company/index.ts';
import { shops } from '../shop/index.ts';

/**
 * How long a process keeps the directory: its own shop and category writes forget it at once (catalogue writes),
 * other processes' show within this — as the category tree and the chemical dictionary.
 */
const DIRECTORY_MS = 60_000;

interface NamedShop {
  id: number;
  names: readonly [string, string];
  lowerNames: readonly [string, string];
}

interface NamedEntry {
  id: number;
  name: string;
  lowerName: string;
}

/**
 * The open shops, each with its company's name, and every category — what a keyword may name besides products
 * (keyword.ts). Kept in memory and searched here: looked up in PostgreSQL, they were a second statement before
 * every keyword search (a round trip, 0.26 ms of PostgreSQL and the client's parsing), as large a part of an
 * uncached search as the search's own reading of the page. `byCharacter` lists the shops holding each character of
 * their names, as written and lower-cased: a keyword's rarest character leaves a few shops to test, not all.
 */
interface NamedDirectory {
  shops: readonly NamedShop[];
  byCharacter: ReadonlyMap<string, readonly number[]>;
  categories: readonly NamedEntry[];
}

const lower = (name: string) => name.toLowerCase();

async function loadDirectory(ctx: AppContext): Promise<NamedDirectory> {
  const [shopRows, categoryRows] = await Promise.all([
    ctx.db
      .select({ id: shops.id, name: shops.name, companyName: companies.name })
      .from(shops)
      .innerJoin(companies, eq(companies.id, shops.companyId))
      .where(eq(shops.auditStatus, AUDIT_STATUS.APPROVED)),
    ctx.db.select({ id: categories.id, name: categories.name }).from(categories),
  ]);
  const byCharacter = new Map<string, number[]>();
  const named = shopRows.map((row, index): NamedShop => {
    const names = [row.name, row.companyName] as const;
    const lowerNames = [lower(row.name), lower(row.companyName)] as const;
    for (const character of new Set([...names, ...lowerNames].flatMap((name) => [...name]))) {
      const holders = byCharacter.get(character);
      if (holders) holders.push(index);
      else byCharacter.set(character, [index]);
    }
    return { id: row.id, names, lowerNames };
  });
  return {
    shops: named,
    byCharacter,
    categories: categoryRows.map((row) => ({ ...row, lowerName: lower(row.name) })),
  };
}

/** The shops holding every character of `needle`: those of its rarest character (none when one is held by none). */
function candidatesOf(directory: NamedDirectory, needle: string): readonly number[] {
  let fewest: readonly number[] | undefined;
  for (const character of new Set(needle)) {
    const holders = directory.byCharacter.get(character);
    if (!holders) return [];
    if (!fewest || holders.length < fewest.length) fewest = holders;
  }
  return fewest ?? [];
}

/**
 * The open shops whose name or whose company's name holds the keyword, and the categories whose name does, ids
 * ascending. A keyword with a cased letter is compared lower-cased, as ILIKE does (JavaScript's Unicode case mapping,
 * which PostgreSQL's C.UTF-8 lower() agrees with for every letter a shop or category name holds in practice); one
 * without, as typed, as LIKE does. A shop is its company's only shop (shops_company_unique) and a product's company
 * is its shop's, so the company's name finds the same products through the shop.
 */
export async function namedShopsAndCategories(ctx: AppContext, keyword: string) {
  const directory = await keptCatalogueData(ctx, 'named-directory', DIRECTORY_MS, () => loadDirectory(ctx));
  const cased = hasCase(keyword);
  const needle = cased ? lower(keyword) : keyword;
  const holds = (names: readonly string[]) => names.some((name) => name.includes(needle));
  const shopIds = candidatesOf(directory, needle)
    .map((index) => directory.shops[index] as NamedShop)
    .filter((shop) => holds(cased ? shop.lowerNames : shop.names))
    .map((shop) => shop.id);
  const categoryIds = directory.categories
    .filter((category) => (cased ? category.lowerName : category.name).includes(needle))
    .map((category) => category.id);
  const ascending = (a: number, b: number) => a - b;
  return { shopIds: shopIds.sort(ascending), categoryIds: categoryIds.sort(ascending) };
}
