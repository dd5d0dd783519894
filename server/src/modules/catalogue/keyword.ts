import { typedCasNumber } from '@hgsc/contracts';
import { eq, ilike, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import { containsPattern, hasCase } from '../../platform/db/like.ts';
import { preparedSql } from '../../platform/db/prepared.ts';
import { resolveKeyword } from '../chemical/index.ts';
import { products } from '../product/index.ts';
import { isFrequentShare, keywordShare, nameStatistics } from './name-statistics.ts';
import { namedShopsAndCategories } from './named-directory.ts';
import type { OfferKeyword } from './offer-index/find-offers.ts';

/**
 * How a name is tested for containing the keyword, read through an index. One or two characters: the name's grams
 * (its lower-cased characters and character pairs, migration 0024) hold the lower-cased keyword — exactly
 * ILIKE '%kw%', through the grams' GIN index and with the planner's per-gram statistics. Three or more: ILIKE (LIKE
 * when the keyword has no cased letter) through the trigram index, estimated from the name's statistics — an AND of
 * the keyword's pairs would be estimated as if the pairs were independent, far too rare.
 */
type ContainsTest = 'grams' | 'like' | 'ilike';

const containsTestOf = (keyword: string): ContainsTest => ([...keyword].length <= 2 ? 'grams' : textTestOf(keyword));

/**
 * LIKE, or ILIKE when the keyword has a letter with a case: ILIKE lower-cases every name it reads (slow for Chinese
 * text) and finds exactly what LIKE finds for 甲醇 or 75-09-2.
 */
const textTestOf = (keyword: string): 'like' | 'ilike' => (hasCase(keyword) ? 'ilike' : 'like');

/** The value a test is given: the keyword itself for the grams (lower-cased by the statement), else `%kw%`. */
const containsValue = (test: ContainsTest, keyword: string) => (test === 'grams' ? keyword : containsPattern(keyword));

/** `name` (with its `grams`) passes `test` for `value` (containsValue). */
function nameContains(name: PgColumn, grams: PgColumn, test: ContainsTest, value: SQLWrapper): SQL {
  if (test === 'grams') return sql`${grams} @> ARRAY[lower(${value})]::text[]`;
  return textContains(name, test, value);
}

const textContains = (column: PgColumn, test: 'like' | 'ilike', pattern: SQLWrapper): SQL =>
  (test === 'ilike' ? ilike : like)(column, pattern);

/**
 * `name` contains a frequent keyword (name-statistics.ts), as a test no index answers: the planner then walks a
 * sort index for the page and reads the covering index products_public_cover_idx for the count, each stopping
 * at the matches it needs, instead of collecting every match from the grams or trigram index first (a fifth of
 * the catalogue for 二). strpos over lower() is what ILIKE '%kw%' does, without the pattern.
 */
function nameHoldsFrequent(name: PgColumn, cased: boolean, keyword: SQLWrapper): SQL {
  if (!cased) return sql`strpos(${name}, ${keyword}) > 0`;
  return sql`strpos(lower(${name}), lower(${keyword})) > 0`;
}

/**
 * The ids of the public offers whose name holds the keyword (NAME_IDS_MAX), as the search's own test would find them
 * (nameContains for `nameTest`), through the database function `catalogue_names_holding`.
 */
const nameIdsStatement = preparedSql<{ id: string | number }>(
  'catalogue_keyword_name_ids',
  () => sql`select id from catalogue_names_holding(${sql.placeholder('nameTest')}::text, ${sql.placeholder('nameValue')}::text)`,
);

/**
 * The keyword's named shops and categories (named-directory.ts, in memory) and, when `withNames` (a keyword in few
 * names), the public offers whose name holds it (nameIds, null when more than NAME_IDS_MAX): a frequent keyword's
 * search is then one statement, a rare one's two.
 */
async function namedByKeyword(ctx: AppContext, keyword: string, withNames: boolean) {
  const test = containsTestOf(keyword);
  const [named, nameRows] = await Promise.all([
    namedShopsAndCategories(ctx, keyword),
    withNames ? nameIdsStatement(ctx.db, { nameTest: test, nameValue: containsValue(test, keyword) }) : undefined,
  ]);
  const nameIds = nameRows && [...new Set(nameRows.map((row) => Number(row.id)))];
  return { ...named, nameIds: nameIds && nameIds.length <= NAME_IDS_MAX ? nameIds : null };
}

/**
 * A keyword found in more names than this is tested on the names by the search itself. In fewer, the search tests
 * the ids of the public offers whose name holds it (namedByKeyword, the database function `catalogue_names_holding`,
 * migration 0074, planned once per connection): planned per call, each subquery testing the name made PostgreSQL
 * estimate the test against the name's 2,000 statistics entries (2 ms an ILIKE at 1,000,000 products), and a
 * keyword-only search may then take the generic plan (search.ts). Every public offer is looked at, visible or not:
 * the search applies its own rules after.
 */
export const NAME_IDS_MAX = 500;

/**
 * A keyword in this share of the sampled names (name-statistics.ts) or more is not looked up first: at 1,000,000
 * products it is in more than NAME_IDS_MAX names, and collecting them into a bitmap to learn so is wasted.
 */
const NAME_IDS_SHARE_MAX = 0.001;

/**
 * Named shops and categories beyond this many make a keyword's statements planned per call: a generic plan
 * tests `= ANY(list)` element by element, where a plan made for the list hashes it.
 */
const PREPARED_LIST_MAX = 8;

export interface KeywordCondition {
  /**
   * Over `products`, its values as the placeholders `keyword`, `keywordExact`, `keywordCasNumbers`, `keywordShopIds`
   * and `keywordCategoryIds`.
   */
  condition: SQL | undefined;
  /**
   * The parts of `condition` from the most relevant down (the sort 'relevance', page-ids.ts): the name itself, a
   * name holding the keyword, an offer of a chemical the keyword names in the dictionary (a synonym, an English name,
   * a formula), an offer of a named shop or category. A CAS number is one part: every match is exact.
   */
  tiers: SQL[];
  /** What the condition's text hangs on (platform/db/prepared.ts runShaped), never the values. */
  shape: string;
  values: Record<string, unknown>;
  /**
   * Parts of `condition` whose offers are counted first (search.ts cappedCountOf): when one passes the cap, so do the
   * matches, and the rest is never read. The offers of a CAS number (typed, or of a chemical the dictionary names),
   * each along the CAS index: counting the whole OR instead collected every offer of the CAS number into a bitmap
   * (46,582 of polyethylene at 1,000,000 products, 30 ms) to count 601. The named categories' when the keyword is in
   * fewer than NAMED_CATEGORIES_FIRST_SHARE_MAX of the names.
   */
  countFirst: SQL[];
  /**
   * Whether the best plan fits every keyword of this shape, so the statements may be prepared (search.ts): not
   * when the name is read through the grams or trigram index (a rare gram wants the index, a common one a walk)
   * nor when the keyword names many shops or categories.
   */
  planFitsEveryValue: boolean;
  /**
   * Whether the generic plan fits a search by this keyword alone in relevance order, though PostgreSQL, finding the
   * plan made for each keyword a little cheaper, would plan every call anew (search.ts forces it): each tier is read
   * through an index whatever the value — the exact name, the names found first (namedByKeyword) by their ids, a CAS
   * number's offers newest first. Not with named shops or categories, whose tier a generic plan would walk.
   */
  genericPlanFits: boolean;
  /**
   * A CAS number: its count's best plan hangs on how many offers carry it (search.ts counts it apart from its page,
   * whose one generic plan would otherwise be planned again with the count on every call).
   */
  casNumber: boolean;
}

const keywordValue = sql.placeholder('keyword');

/**
 * The name is the keyword, whatever its case: read along products_public_name_newest_idx (lower(name), newest first),
 * the first tier of a relevance page walks it in the page's order.
 */
const nameIs = sql`lower(${products.name}) = lower(${sql.placeholder('keywordExact')})`;

/**
 * An offer of a chemical the dictionary names by the keyword: one CAS number is walked along the CAS index newest
 * first; several (isomers sharing a formula) are collected and sorted.
 */
function ofChemicals(casNumbers: readonly string[]): SQL {
  if (casNumbers.length === 1) return eq(products.casNumber, sql.placeholder('keywordCasNumber'));
  return sql`${products.casNumber} = ANY(${sql.placeholder('keywordCasNumbers')}::text[])`;
}

const casValues = (casNumbers: readonly string[]) =>
  casNumbers.length === 0
    ? {}
    : casNumbers.length === 1
      ? { keywordCasNumber: casNumbers[0] }
      : { keywordCasNumbers: [...casNumbers] };

/**
 * Counting a named category's offers first reads up to 601 of them from the heap (about 1 ms at 1,000,000 products);
 * counting the matches directly walks 601 ÷ share entries of the covering index (0.19 µs each): 4.5 ms for a keyword
 * in 2.5 % of the names, less than the heap reads above a tenth.
 */
const NAMED_CATEGORIES_FIRST_SHARE_MAX = 0.1;

/** A CAS number typed with its dashes and nothing else: that number's offers alone, each an exact match. */
const casTypedWhole = (keyword: string) => {
  const casNumber = typedCasNumber(keyword);
  return casNumber && keyword.includes('-') && !/\s/.test(keyword) ? casNumber : null;
};

/**
 * What the keyword asks for, as keywordCondition reads it, for the search in memory (offer-index): its named shops,
 * categories and chemicals looked up as keywordCondition looks them up, nothing read from the names.
 */
export async function keywordMeaning(ctx: AppContext, keyword: string | undefined): Promise<OfferKeyword | undefined> {
  if (!keyword) return undefined;
  const whole = casTypedWhole(keyword);
  if (whole) return { kind: 'cas', casNumber: whole };
  const [resolution, { shopIds, categoryIds }] = await Promise.all([
    resolveKeyword(ctx, keyword),
    namedShopsAndCategories(ctx, keyword),
  ]);
  return {
    kind: 'text',
    text: keyword.toLowerCase(),
    typedCas: typedCasNumber(keyword),
    casNumbers: [...new Set(resolution.chemicals.map((chemical) => chemical.casNumber))],
    shopIds,
    categoryIds,
  };
}

/**
 * The keyword condition over `products`. A CAS number with its dashes (67-56-1) matches the indexed CAS column exactly
 * and nothing else; a run of digits whose check digit holds (67561, 67 56 1) matches that CAS number first and names
 * as well (a 50000 in a name is still found); any other keyword matches the product name, names a chemical of the
 * dictionary (methanol, 木醇, CH3OH: its offers whatever their names), or names the product's shop, its company or
 * its category.
 */
export async function keywordCondition(ctx: AppContext, keyword: string | undefined): Promise<KeywordCondition> {
  if (!keyword)
    return {
      condition: undefined,
      tiers: [],
      shape: 'none',
      values: {},
      countFirst: [],
      planFitsEveryValue: true,
      genericPlanFits: false,
      casNumber: false,
    };
  const whole = casTypedWhole(keyword);
  if (whole) {
    const condition = eq(products.casNumber, keywordValue);
    return {
      condition,
      tiers: [condition],
      shape: 'cas',
      values: { keyword: whole },
      countFirst: [],
      planFitsEveryValue: true,
      genericPlanFits: false,
      casNumber: true,
    };
  }
  const casNumber = typedCasNumber(keyword);
  const casTyped = casNumber ? eq(products.casNumber, sql.placeholder('keywordTypedCas')) : undefined;
  const { db } = ctx;
  const test = containsTestOf(keyword);
  // The statistics are kept in memory (name-statistics.ts): they decide whether the names are looked up too.
  const share = keywordShare(await nameStatistics(db), keyword);
  const frequent = isFrequentShare(share);
  const [resolution, { shopIds, categoryIds, nameIds }] = await Promise.all([
    resolveKeyword(ctx, keyword),
    namedByKeyword(ctx, keyword, share < NAME_IDS_SHARE_MAX),
  ]);
  const casNumbers = [...new Set(resolution.chemicals.map((chemical) => chemical.casNumber))];
  const namesShops = shopIds.length > 0;
  const namesCategories = categoryIds.length > 0;
  const inNamedCategories = namesCategories ? anyOf(products.categoryId, sql.placeholder('keywordCategoryIds')) : undefined;
  const namedCategoriesFirst = namesCategories && share < NAMED_CATEGORIES_FIRST_SHARE_MAX;
  const nameHolds = frequent
    ? nameHoldsFrequent(products.name, hasCase(keyword), keywordValue)
    : nameIds
      ? anyOf(products.id, sql.placeholder('keywordNameIds'))
      : nameContains(products.name, products.nameGrams, test, keywordValue);
  const chemicalsNamed = casNumbers.length > 0 ? ofChemicals(casNumbers) : undefined;
  const fewLists = shopIds.length + categoryIds.length + casNumbers.length <= PREPARED_LIST_MAX;
  const named = or(namesShops ? anyOf(products.shopId, sql.placeholder('keywordShopIds')) : undefined, inNamedCategories);
  const condition = or(casTyped, nameHolds, chemicalsNamed, named);
  const shape = [
    casTyped ? 'typed cas' : '',
    `name ${frequent ? `frequent${hasCase(keyword) ? ' cased' : ''}` : nameIds ? 'ids' : test}`,
    casNumbers.length === 0 ? '' : casNumbers.length === 1 ? 'chemical' : 'chemicals',
    namesShops ? 'shops' : '',
    namesCategories ? `categories${namedCategoriesFirst ? ' first' : ''}` : '',
  ];
  return {
    condition,
    tiers: [casTyped, nameIs, nameHolds, chemicalsNamed, named].filter((tier): tier is SQL => tier !== undefined),
    shape: shape.filter(Boolean).join(', '),
    values: {
      ...(nameIds ? { keywordNameIds: nameIds } : { keyword: frequent ? keyword : containsValue(test, keyword) }),
      keywordExact: keyword,
      ...(casNumber ? { keywordTypedCas: casNumber } : {}),
      ...casValues(casNumbers),
      ...(namesShops ? { keywordShopIds: shopIds } : {}),
      ...(namesCategories ? { keywordCategoryIds: categoryIds } : {}),
    },
    countFirst: [casTyped, chemicalsNamed, namedCategoriesFirst ? inNamedCategories : undefined].filter(
      (part): part is SQL => part !== undefined,
    ),
    planFitsEveryValue: frequent && fewLists,
    genericPlanFits: nameIds !== null && !namesShops && !namesCategories && fewLists,
    casNumber: false,
  };
}
