import {
  CATALOGUE_TOTAL_CAP,
  type CatalogueProductCard,
  type CatalogueProductPage,
  type CatalogueSearchInput,
  type CatalogueSort,
  chinaDate,
  type Language,
  toScaled,
} from '@hgsc/contracts';
import { and, eq, gte, inArray, isNotNull, lte, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { keptCatalogueData } from '../../platform/cache/catalogue-cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Db } from '../../platform/db/client.ts';
import { reachablePage } from '../../platform/db/paging.ts';
import { runShaped } from '../../platform/db/prepared.ts';
import { allCategories, categories, childrenIndex, subtreeIds } from '../category/index.ts';
import { companies } from '../company/index.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import { keywordCondition, keywordMeaning } from './keyword.ts';
import type { OfferQuery } from './offer-index/find-offers.ts';
import { changedAfter, changedSince, type FollowedOfferIndex, type Horizon, sinceValues } from './offer-index/follow-changes.ts';
import { loadedOfferIndex } from './offer-index/offer-index-of.ts';
import { PRICE_PLACES } from './offer-index/offer-table.ts';
import { categoriesShape, inCategories, type PageWindow, pageIdsQuery, relevancePageIdsQuery, rowWindow } from './page-ids.ts';
import { orderOf, relevanceTierOf } from './sorts.ts';
import { cardColumns, type ShopAccess, toCatalogueCard, visibleProduct } from './visibility.ts';

/** How long a process keeps the category tree for the subtree filter (keptCatalogueData). */
const CATEGORY_TREE_MS = 60_000;

/**
 * The ids of a category and of everything under it, from the category tree kept in memory (small, changed by hand);
 * none for a category the tree does not hold (nothing can match it).
 */
export async function categorySubtree(ctx: AppContext, categoryId: number): Promise<number[]> {
  const tree = await keptCatalogueData(ctx, 'category-tree', CATEGORY_TREE_MS, async () => {
    const rows = await allCategories(ctx.db);
    return { ids: new Set(rows.map((row) => row.id)), children: childrenIndex(rows) };
  });
  return tree.ids.has(categoryId) ? [...subtreeIds(tree.children, categoryId)] : [];
}

export interface CatalogueFilter {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  packaging?: number | undefined;
  provinceCode?: string | undefined;
  cityCode?: string | undefined;
  brand?: string | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  inStock?: boolean | undefined;
  dangerous?: boolean | undefined;
  /** Only these products (the home block's pins). */
  productIds?: number[] | undefined;
}

type CataloguePaging = { current: number; size: number; sort: CatalogueSort };

/** The filter's fields given as values: each a test over `products` of the placeholder named after the field. */
const VALUE_TESTS = {
  productIds: (value: Placeholder) => anyOf(products.id, value),
  packaging: (value: Placeholder) => eq(products.packaging, value),
  provinceCode: (value: Placeholder) => eq(products.provinceCode, value),
  cityCode: (value: Placeholder) => eq(products.cityCode, value),
  brand: (value: Placeholder) => eq(products.brand, value),
  minPrice: (value: Placeholder) => gte(products.tonnePrice, value),
  maxPrice: (value: Placeholder) => lte(products.tonnePrice, value),
} satisfies Partial<Record<keyof CatalogueFilter, (value: Placeholder) => SQL>>;
const VALUE_FIELDS = Object.keys(VALUE_TESTS) as (keyof typeof VALUE_TESTS)[];

/**
 * Filters whose best plan hangs on their value, so their statements are planned per call, never prepared: a price
 * bound, and a city or producer, whose share of the catalogue runs from a sliver to a twentieth — a generic plan for
 * a producer in one city (the 6th call on) took 400 ms where the value's own plan took 10.
 */
const PLANNED_PER_VALUE: ReadonlySet<string> = new Set(['minPrice', 'maxPrice', 'cityCode', 'brand']);

/**
 * A producer in one city by price, without a keyword or a price bound: whatever the two are, the best plan walks their
 * pair in price order along products_public_brand_city_idx (brand, city, price, id; migration 0075), so its statements
 * take the generic plan (planDbOf). Planned per call, PostgreSQL spent 1.3–2.2 ms planning each for 0.6 ms of running;
 * the generic plan ran 巴斯夫's 1,092 Shanghai offers in 0.7 ms, a pair of one offer in 0.3 and a pair of none in 0.05
 * at 1,000,000 products. Not newest or hot first: the generic plan sorted a large pair's offers in 4 ms, where a plan
 * made for the pair took 3 with its planning.
 */
const producerInCityByPrice = (fields: readonly string[], priced: boolean, keyword: string | undefined) =>
  priced &&
  !keyword &&
  fields.includes('brand') &&
  fields.includes('cityCode') &&
  !fields.includes('minPrice') &&
  !fields.includes('maxPrice');

/**
 * The city given lies in the province given (GB/T 2260: a city's code begins with its province's two digits): the city
 * test alone then says it, and the planner, taking the two as independent, does not count a city's offers as a
 * fiftieth of them — a bitmap of Shanghai's 33,000 offers, where a walk along the city's index stopped at 601.
 */
const cityInProvince = (filter: CatalogueFilter) =>
  Boolean(filter.cityCode && filter.provinceCode && filter.cityCode.slice(0, 2) === filter.provinceCode.slice(0, 2));

/** An empty place or price bound is no filter; an empty list of products is one (nothing matches). */
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The filter as a condition over products joined with shops (or over products alone: `where('not joined')`, the
 * counts' form — visibility.ts ShopAccess), the category subtree apart (page-ids.ts merges it): its
 * text named by `shape`, its values in `values` (platform/db/prepared.ts runShaped), put together (`where`) only when
 * a statement of that shape is built; the keyword's named shops and categories are looked up on every call.
 * `prepared` says whether its statements may be prepared: not when the keyword's plan hangs on it (keyword.ts) or a
 * filter of PLANNED_PER_VALUE is given — the values choose the plan there.
 */
async function conditionsOf(ctx: AppContext, filter: CatalogueFilter, sort: CatalogueSort) {
  // A price sort lists the offers with a price: 面议 has none to rank (its null would lead a descending walk).
  const priced = sort === 'priceAsc' || sort === 'priceDesc';
  const { db } = ctx;
  const [keyword, categoryIds] = await Promise.all([
    keywordCondition(ctx, filter.keyword),
    filter.categoryId ? categorySubtree(ctx, filter.categoryId) : undefined,
  ]);
  const fields = VALUE_FIELDS.filter((field) => isGiven(filter[field]) && !(field === 'provinceCode' && cityInProvince(filter)));
  const subtree = categoryIds && categoriesShape(categoryIds);
  const dangerous = filter.dangerous === undefined ? undefined : filter.dangerous ? 'dangerous' : 'not dangerous';
  const where = (shop: ShopAccess = 'joined', withKeyword = true) =>
    and(
      visibleProduct(db, sql.placeholder('today'), shop),
      ...fields.map((field) => VALUE_TESTS[field](sql.placeholder(field))),
      withKeyword ? keyword.condition : undefined,
      // The bare column, not `= true`: a prepared statement's generic plan would guess a parameter matches half the rows.
      filter.inStock ? sql`${products.inStock}` : undefined,
      priced ? isNotNull(products.tonnePrice) : undefined,
      dangerous === undefined
        ? undefined
        : dangerous === 'dangerous'
          ? eq(products.isDangerous, true)
          : not(products.isDangerous),
    );
  const tiered = sort === 'relevance' && keyword.tiers.length > 1;
  const keywordOnly = fields.length === 0 && !filter.inStock && dangerous === undefined && !subtree;
  // Its statements take the generic plan, which PostgreSQL would not choose by itself (keyword.ts genericPlanFits,
  // producerInCityByPrice).
  const genericPlan = (tiered && keywordOnly && keyword.genericPlanFits) || producerInCityByPrice(fields, priced, filter.keyword);
  return {
    where,
    shape: [
      `keyword ${keyword.shape}`,
      ...fields,
      filter.inStock ? 'in stock' : '',
      priced ? 'priced' : '',
      dangerous,
      subtree?.shape,
    ]
      .filter(Boolean)
      .join('; '),
    values: {
      today: chinaDate(new Date()),
      ...keyword.values,
      ...Object.fromEntries(fields.map((field) => [field, filter[field]])),
      ...subtree?.values,
    },
    categoryIds,
    /** A category the tree does not hold, or a city outside the province given: answered without SQL. */
    matchesNothing: categoryIds?.length === 0 || (Boolean(filter.cityCode && filter.provinceCode) && !cityInProvince(filter)),
    /** cappedCountOf: the keyword's parts counted first, where the keyword is the whole filter (the shape says so). */
    countFirst: keywordOnly ? keyword.countFirst : [],
    prepared: genericPlan || (keyword.planFitsEveryValue && !fields.some((field) => PLANNED_PER_VALUE.has(field))),
    genericPlan,
    casNumber: keyword.casNumber,
    /** The keyword's relevance tiers; with fewer than two, relevance is the newest first. */
    tiers: keyword.tiers,
  };
}

type Conditions = Awaited<ReturnType<typeof conditionsOf>>;

/**
 * Where the conditions' statements run: where the generic plan fits (conditionsOf genericPlan), on PostgreSQL's
 * connections that take it (client.ts genericPlanDb) — planning the search's statement for each keyword cost three
 * times what running it did (3–4 ms of 5 at 1,000,000 products), the generic plan runs as fast. Elsewhere (the
 * embedded database) each is planned as PostgreSQL chooses.
 */
const planDbOf = (ctx: AppContext, conditions: Conditions): Db =>
  (conditions.genericPlan ? ctx.database.genericPlanDb : undefined) ?? ctx.db;

/**
 * The matches of `condition` over products alone (its shop test `not joined`), counted no further than the cap, as a
 * scalar subquery.
 */
function countedToCap(db: Db, condition: SQL | undefined): SQL {
  const matches = db.select({ one: sql`1` }).from(products).where(condition).getSQL();
  return sql`(select count(*) from (${matches}${rowWindow(CATALOGUE_TOTAL_CAP + 1)}) as ${sql.identifier('matches')})`;
}

/**
 * How many products match, no further than the cap (CATALOGUE_TOTAL_CAP + 1 means "more"), as a scalar subquery.
 * A keyword alone counts the parts of it that pass the cap by themselves first (keyword.ts countFirst: a CAS number's
 * offers along the CAS index, named categories' along the category index): when one passes the cap, so do the
 * matches, and the names are never read. A keyword naming a large category (磷酸一铵 at 1,000,000 products) otherwise
 * walked some 24,000 names of the covering index for its 601 matches: 4.5 of the search's 6.3 ms of PostgreSQL. Not
 * with other filters: then such a part may hold few matches.
 */
function cappedCountOf(db: Db, conditions: Conditions): SQL {
  const all = countedToCap(
    db,
    and(conditions.where('not joined'), conditions.categoryIds ? inCategories(conditions.categoryIds) : undefined),
  );
  if (conditions.countFirst.length === 0) return all;
  const [cap, more] = [CATALOGUE_TOTAL_CAP, CATALOGUE_TOTAL_CAP + 1].map((n) => sql.raw(String(n)));
  const passing = conditions.countFirst.map(
    (part) =>
      sql`when ${countedToCap(db, and(visibleProduct(db, sql.placeholder('today'), 'not joined'), part))} > ${cap} then ${more}`,
  );
  return sql`(case ${sql.join(passing, sql` `)} else ${all} end)`;
}

/** How many products match, counting no further than the cap, as a statement of its own. */
async function cappedCount(db: Db, conditions: Conditions): Promise<number> {
  const [row] = await runShaped(
    db,
    `count; ${conditions.shape}`,
    () => db.select({ n: cappedCountOf(db, conditions).mapWith(Number) }).from(sql`(values (1)) as ${sql.identifier('one')}`),
    conditions.values,
    { prepared: conditions.prepared },
  );
  return row?.n ?? 0;
}

/**
 * One page of card rows: the page's ids (page-ids.ts), then the cards' columns for those ids only. With `counted`,
 * each row also carries the capped count, read by the same statement (a subquery PostgreSQL runs once, when the
 * first row is made): a search's page and total are one round trip, not two.
 */
function cardRows(db: Db, conditions: Conditions, window: PageWindow, counted: boolean) {
  const tiered = window.sort === 'relevance' && conditions.tiers.length > 1;
  const page: PageWindow = window.sort === 'relevance' && !tiered ? { ...window, sort: 'newest' } : window;
  // Built only with the statement (runShaped): a kept shape's call needs none of it.
  const pageIds = () =>
    tiered
      ? relevancePageIdsQuery(db, conditions.where('joined', false), conditions.tiers, conditions.categoryIds, page)
      : pageIdsQuery(db, conditions.where(), conditions.categoryIds, page);
  return runShaped(
    db,
    `cards ${page.sort} ${page.size} from ${page.offset}${counted ? ' counted' : ''}; ${conditions.shape}`,
    () =>
      db
        .select({
          ...cardColumns,
          total: (counted ? cappedCountOf(db, conditions) : sql`null`).mapWith(Number),
        })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .innerJoin(companies, eq(companies.id, products.companyId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, pageIds()))
        .orderBy(...(tiered ? [relevanceTierOf(conditions.tiers)] : []), ...orderOf(page.sort)),
    conditions.values,
    // Later pages are planned per call: each offset would be a text of its own.
    { prepared: conditions.prepared && page.offset === 0 },
  );
}

const windowOf = (paging: CataloguePaging): PageWindow => ({
  sort: paging.sort,
  size: paging.size,
  offset: (paging.current - 1) * paging.size,
});

/** One page of public products matching the filter, without a total (the home blocks need none). */
export async function catalogueCards(
  ctx: AppContext,
  filter: CatalogueFilter,
  paging: CataloguePaging,
  lang: Language,
): Promise<CatalogueProductCard[]> {
  const conditions = await conditionsOf(ctx, filter, paging.sort);
  if (conditions.matchesNothing) return [];
  const rows = await cardRows(planDbOf(ctx, conditions), conditions, windowOf(paging), false);
  return rows.map((r) => toCatalogueCard(r, lang));
}

/**
 * The cards of these products in this order, each still visible (one the index found may have left since: the page is
 * then a card short, as a search engine's is). Given the horizon the ids were found at, the same statement also says
 * whether a change committed after it (`changed`: the ids may be wrong, and the search is made again).
 */
async function cardsInOrder(
  ctx: AppContext,
  ids: readonly number[],
  lang: Language,
  foundAt?: Horizon,
): Promise<{ records: CatalogueProductCard[]; changed: boolean }> {
  const { db } = ctx;
  if (ids.length === 0) return { records: [], changed: foundAt ? await changedAfter(db, foundAt) : false };
  const rows = await runShaped(
    db,
    foundAt ? 'cards by ids, checked' : 'cards by ids',
    () =>
      db
        .select({ ...cardColumns, changed: foundAt ? sql<boolean>`${changedSince}` : sql<boolean>`false` })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .innerJoin(companies, eq(companies.id, products.companyId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(anyOf(products.id, sql.placeholder('ids')), visibleProduct(db, sql.placeholder('today')))),
    { ids, today: chinaDate(new Date()), ...(foundAt ? sinceValues(foundAt) : {}) },
    { prepared: true },
  );
  // Ids found but no card visible: something changed (or the index missed it), and the search is made again.
  const changed = foundAt !== undefined && (rows[0]?.changed ?? true);
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  const records = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCatalogueCard(row, lang)] : [];
  });
  return { records, changed };
}

const givenText = (value: string | undefined) => (isGiven(value) ? value : undefined);
const priceBoundOf = (value: string | undefined) => (isGiven(value) ? toScaled(value as string, PRICE_PLACES) : undefined);

/**
 * Which searches the offer index answers: all but a price bound's and a province's without a city, which PostgreSQL
 * reads from its price and place indexes. The index walks a sort's order of the whole catalogue, of each category and
 * of each producer, and counts from lists by key (a producer in a city has its own): a price bound has neither, and
 * walking the price order to the bound read most of the catalogue.
 */
function servedFromMemory(filter: CatalogueFilter): boolean {
  if (filter.productIds || isGiven(filter.minPrice) || isGiven(filter.maxPrice)) return false;
  return !isGiven(filter.provinceCode) || isGiven(filter.cityCode);
}

/**
 * catalogueProducts from the offer index: the page's ids and the count from memory, once it has caught up with every
 * commit before the call, the cards from the database.
 */
export async function indexedProducts(
  ctx: AppContext,
  followed: FollowedOfferIndex,
  filter: CatalogueFilter,
  paging: CataloguePaging,
  lang: Language,
): Promise<CatalogueProductPage> {
  const current = reachablePage(paging.current, paging.size);
  const [keyword, categoryIds] = await Promise.all([
    keywordMeaning(ctx, filter.keyword),
    filter.categoryId ? categorySubtree(ctx, filter.categoryId) : undefined,
  ]);
  const cityOutside = Boolean(filter.cityCode && filter.provinceCode) && !cityInProvince(filter);
  if (categoryIds?.length === 0 || cityOutside) return { records: [], total: 0, size: paging.size, current, pages: 0 };
  const query: OfferQuery = {
    keyword,
    categoryIds,
    packaging: isGiven(filter.packaging) ? filter.packaging : undefined,
    provinceCode: cityInProvince(filter) ? undefined : givenText(filter.provinceCode),
    cityCode: givenText(filter.cityCode),
    brand: givenText(filter.brand),
    minPrice: priceBoundOf(filter.minPrice),
    maxPrice: priceBoundOf(filter.maxPrice),
    inStock: filter.inStock || undefined,
    dangerous: filter.dangerous,
    sort: paging.sort,
    offset: (current - 1) * paging.size,
    size: paging.size,
    countCap: CATALOGUE_TOTAL_CAP,
  };
  const read = async (foundAt?: Horizon) => {
    const found = followed.index.find(query);
    const ids = found.slots.map((slot) => followed.index.table.ids[slot] as number);
    const { records, changed } = await cardsInOrder(ctx, ids, lang, foundAt);
    return { page: cappedPage(records, found.total, paging.size, current), changed };
  };
  // Read as the index stands, checked by the cards' statement (nothing committed since): one statement. Else brought
  // up to every commit before now first, as it was for every search: two, and every search arriving meanwhile
  // waited for the round.
  const standing = followed.standing();
  if (standing) {
    const asItStands = await read(standing);
    if (!asItStands.changed) return asItStands.page;
  }
  await followed.catchUp();
  return (await read()).page;
}

/** A page of cards with its total: `counted` up to CATALOGUE_TOTAL_CAP + 1, which says there are more. */
function cappedPage(records: CatalogueProductCard[], counted: number, size: number, current: number): CatalogueProductPage {
  const total = Math.min(counted, CATALOGUE_TOTAL_CAP);
  return {
    records,
    total,
    size,
    current,
    pages: Math.ceil(total / size),
    ...(counted > CATALOGUE_TOTAL_CAP ? { totalCapped: true } : {}),
  };
}

/**
 * Public products matching the filter, sorted and paged (SPEC page sizes), with the total counted
 * up to CATALOGUE_TOTAL_CAP (`totalCapped` when there are more) and a page past the cap answered
 * as the last reachable page (platform/db/paging.ts).
 */
export async function catalogueProducts(
  ctx: AppContext,
  filter: CatalogueFilter,
  paging: CataloguePaging,
  lang: Language,
): Promise<CatalogueProductPage> {
  const followed = servedFromMemory(filter) ? loadedOfferIndex(ctx) : undefined;
  if (followed) return indexedProducts(ctx, followed, filter, paging, lang);
  const conditions = await conditionsOf(ctx, filter, paging.sort);
  const current = reachablePage(paging.current, paging.size);
  if (conditions.matchesNothing) return { records: [], total: 0, size: paging.size, current, pages: 0 };
  const page = windowOf({ ...paging, current });
  // A later page is planned per call (its offset is in the text): its count keeps a prepared statement of its own.
  const countApart = page.offset > 0 || conditions.casNumber;
  const db = planDbOf(ctx, conditions);
  const [rows, countedApart] = await Promise.all([
    cardRows(db, conditions, page, !countApart),
    countApart ? cappedCount(db, conditions) : undefined,
  ]);
  // An empty first page: nothing matches.
  const counted = countedApart ?? rows[0]?.total ?? 0;
  return cappedPage(
    rows.map((r) => toCatalogueCard(r, lang)),
    counted,
    paging.size,
    current,
  );
}

/** The search's cache key: every field that changes the answer, in a fixed order (a missing field is null). */
export const searchKey = (input: CatalogueSearchInput, lang: Language) =>
  `search:${lang}:${JSON.stringify([
    input.keyword || null,
    input.categoryId ?? null,
    input.packaging ?? null,
    input.provinceCode ?? null,
    input.cityCode ?? null,
    input.brand ?? null,
    input.minPrice ?? null,
    input.maxPrice ?? null,
    input.inStock ?? null,
    input.dangerous ?? null,
    input.sort,
    reachablePage(input.current, input.size),
    input.size,
  ])}`;

/**
 * POST /search/searchPage and GET /homepage/product/search. A burst of buyers searching the same
 * thing (a price moved) is answered from the catalogue cache for SEARCH_CACHE_SECONDS (routes.ts).
 */
export const searchProducts = (ctx: AppContext, input: CatalogueSearchInput, lang: Language) =>
  catalogueProducts(ctx, input, input, lang);
