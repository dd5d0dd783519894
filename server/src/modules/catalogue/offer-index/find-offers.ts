import type { CatalogueSort } from '@hgsc/contracts';
import type { SortOrders } from './offer-index.ts';
import type { OfferTable } from './offer-table.ts';
import { brandCityKey, nameGrams, type OfferLists } from './postings.ts';
import { cheapestFirst, hottestFirst, newestFirst, type SortedSlots, walkMerged } from './sorted-slots.ts';

/**
 * What a keyword asks for, as keyword.ts reads it: a CAS number typed with its dashes (that number's offers alone), or
 * text matched by tiers of relevance — the CAS number it spells (digits whose check digit holds), the name itself, a
 * name holding it, the offers of the chemicals the dictionary names by it, the offers of the shops and categories it
 * names.
 */
export type OfferKeyword =
  | { kind: 'cas'; casNumber: string }
  | {
      kind: 'text';
      /** Lower-cased, as the names are held. */
      text: string;
      typedCas: string | null;
      casNumbers: readonly string[];
      shopIds: readonly number[];
      categoryIds: readonly number[];
    };

export interface OfferQuery {
  keyword?: OfferKeyword | undefined;
  /** A category and every category under it. */
  categoryIds?: readonly number[] | undefined;
  packaging?: number | undefined;
  provinceCode?: string | undefined;
  cityCode?: string | undefined;
  brand?: string | undefined;
  /** Bounds of the price per tonne, in the table's places (offer-table.ts PRICE_PLACES). */
  minPrice?: bigint | undefined;
  maxPrice?: bigint | undefined;
  inStock?: boolean | undefined;
  dangerous?: boolean | undefined;
  sort: CatalogueSort;
  offset: number;
  size: number;
  /** Counting stops past this many matches. */
  countCap: number;
}

export interface OfferCatalogue {
  table: OfferTable;
  lists: OfferLists;
  orders: SortOrders;
  byCategory: ReadonlyMap<number, SortOrders>;
  byBrand: ReadonlyMap<string, SortOrders>;
  byBrandCity: ReadonlyMap<string, SortOrders>;
}

/** The matches' page, in order, and how many match (no further than the cap + 1). */
export interface FoundOffers {
  slots: number[];
  total: number;
}

type Test = (slot: number) => boolean;

/** Candidates a search reads instead of every offer: lists whose union holds every match (and stale entries). */
interface Source {
  lists: (readonly number[])[];
  size: number;
}

const sourceOf = (lists: (readonly number[])[]): Source => ({ lists, size: lists.reduce((sum, list) => sum + list.length, 0) });

/**
 * Marks the slots a gathering has met (a slot may sit in several of its lists, or twice in one): one stamp per
 * gathering instead of a set.
 */
class Stamps {
  private marks = new Uint32Array(0);
  private stamp = 0;
  next(size: number) {
    if (this.marks.length < size) this.marks = new Uint32Array(Math.ceil(size * 1.5));
    if (++this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
  }
  /** True the first time `slot` is met in this gathering. */
  first(slot: number): boolean {
    if (this.marks[slot] === this.stamp) return false;
    this.marks[slot] = this.stamp;
    return true;
  }
  /** Whether `slot` was met in this gathering. */
  met(slot: number): boolean {
    return this.marks[slot] === this.stamp;
  }
}

const stamps = new Stamps();

/**
 * One search's answers of a test of the names, by the name's code (Words): a name many offers carry (甲醇 in
 * thousands of shops) is tested once, and an offer's test reads a number instead of reaching into its text.
 */
class AnswersByCode {
  private readonly asked = new Stamps();
  private readonly held = new Stamps();

  /** Forgets the last search's answers; codes run below `size`. */
  next(size: number): this {
    this.asked.next(size);
    this.held.next(size);
    return this;
  }

  answer(code: number, test: (code: number) => boolean): boolean {
    if (this.asked.first(code) && test(code)) this.held.first(code);
    return this.held.met(code);
  }
}

const nameAnswers = new AnswersByCode();

/** Each distinct slot of the source's lists that passes `test`, until `visit` answers false. */
function gather(table: OfferTable, source: Source, test: Test, visit: (slot: number) => boolean) {
  stamps.next(table.size);
  for (const list of source.lists) for (const slot of list) if (stamps.first(slot) && test(slot) && !visit(slot)) return;
}

/** The code of a text the query names (Words), or undefined when it names none. */
const codeOf = (table: OfferTable, text: string | undefined) => (text === undefined ? undefined : table.words.known(text));

/** Every filter but the keyword, visibility first: each a number of the slot compared, no text reached into. */
function filterTest(catalogue: OfferCatalogue, query: OfferQuery): Test {
  const { table } = catalogue;
  const { shown, dangerous, inStock, packagings, categoryIds, brands, cityCodes, provinceCodes, priceOrder, prices } = table;
  const categories = query.categoryIds && new Set(query.categoryIds);
  const pricedOnly = query.sort === 'priceAsc' || query.sort === 'priceDesc';
  const { minPrice, maxPrice, packaging, inStock: inStockOnly } = query;
  const dangerousOnly = query.dangerous === undefined ? undefined : query.dangerous ? 1 : 0;
  const [brand, city, province] = [query.brand, query.cityCode, query.provinceCode].map((text) => codeOf(table, text));
  return (slot) =>
    shown[slot] === 1 &&
    (dangerousOnly === undefined || dangerous[slot] === dangerousOnly) &&
    (!inStockOnly || inStock[slot] === 1) &&
    (packaging === undefined || packagings[slot] === packaging) &&
    (categories === undefined || categories.has(categoryIds[slot] as number)) &&
    (brand === undefined || brands[slot] === brand) &&
    (city === undefined || cityCodes[slot] === city) &&
    (province === undefined || provinceCodes[slot] === province) &&
    (!pricedOnly || !Number.isNaN(priceOrder[slot])) &&
    (minPrice === undefined || (prices[slot] !== null && (prices[slot] as bigint) >= minPrice)) &&
    (maxPrice === undefined || (prices[slot] !== null && (prices[slot] as bigint) <= maxPrice));
}

/** The filters' own sources (each holds every match), for the keyword's to be compared with. */
function filterSources(lists: OfferLists, query: OfferQuery): Source[] {
  const sources: Source[] = [];
  if (query.categoryIds) sources.push(sourceOf(query.categoryIds.map((id) => lists.category.get(id))));
  if (query.brand !== undefined) sources.push(sourceOf([lists.brand.get(query.brand)]));
  if (query.cityCode !== undefined) sources.push(sourceOf([lists.city.get(query.cityCode)]));
  if (query.brand !== undefined && query.cityCode !== undefined)
    sources.push(sourceOf([lists.brandCity.get(brandCityKey(query.brand, query.cityCode))]));
  return sources;
}

/** A relevance tier: which offers it holds, and where they may be found. */
interface Tier {
  test: Test;
  source: Source;
}

/** The list of the keyword's rarest gram: every name holding the keyword is in it (a gram of one or two characters). */
function nameSource(lists: OfferLists, text: string): Source {
  const chars = [...text];
  const keys = chars.length <= 2 ? [text] : [...nameGrams(text)].filter((gram) => [...gram].length === 2);
  let best: readonly number[] | undefined;
  for (const key of keys) {
    const list = lists.grams.get(key);
    if (!best || list.length < best.length) best = list;
  }
  return sourceOf([best ?? []]);
}

/** The keyword's tiers, from the most relevant (keyword.ts KeywordCondition.tiers, in the same order). */
function tiersOf(catalogue: OfferCatalogue, keyword: OfferKeyword): Tier[] {
  const { table, lists } = catalogue;
  const { casNumbers: cas, names, shopIds, categoryIds, words } = table;
  const casTier = (casNumber: string): Tier => {
    const code = words.known(casNumber);
    return { test: (slot) => cas[slot] === code, source: sourceOf([lists.cas.get(casNumber)]) };
  };
  if (keyword.kind === 'cas') return [casTier(keyword.casNumber)];
  const { text, typedCas } = keyword;
  const tiers: Tier[] = [];
  if (typedCas) tiers.push(casTier(typedCas));
  const name = words.known(text);
  tiers.push({ test: (slot) => names[slot] === name, source: sourceOf([lists.name.get(text)]) });
  const holding = nameAnswers.next(words.size);
  tiers.push({
    test: (slot) => holding.answer(names[slot] as number, (code) => (words.text(code) as string).includes(text)),
    source: nameSource(lists, text),
  });
  if (keyword.casNumbers.length > 0) {
    const chemicals = new Set(keyword.casNumbers.map((casNumber) => words.known(casNumber)));
    tiers.push({
      test: (slot) => chemicals.has(cas[slot] as number),
      source: sourceOf(keyword.casNumbers.map((casNumber) => lists.cas.get(casNumber))),
    });
  }
  if (keyword.shopIds.length + keyword.categoryIds.length > 0) {
    const shops = new Set(keyword.shopIds);
    const categories = new Set(keyword.categoryIds);
    tiers.push({
      test: (slot) => shops.has(shopIds[slot] as number) || categories.has(categoryIds[slot] as number),
      source: sourceOf([
        ...keyword.shopIds.map((id) => lists.shop.get(id)),
        ...keyword.categoryIds.map((id) => lists.category.get(id)),
      ]),
    });
  }
  return tiers;
}

/**
 * Whether reading `source` costs more than walking an order until `wanted` matches: a walk meets matches at the rate
 * the filters' sources suggest (taken as independent), a gathering reads its whole source.
 */
function walks(table: OfferTable, source: Source | undefined, sources: readonly Source[], wanted: number): boolean {
  if (!source) return true;
  const live = Math.max(table.liveCount, 1);
  const rate = sources.reduce((product, each) => product * Math.min(1, each.size / live), 1);
  const walked = rate === 0 ? 0 : Math.min(live, wanted / rate);
  return walked < source.size;
}

const smallest = (sources: readonly Source[]) =>
  sources.reduce<Source | undefined>((best, each) => (!best || each.size < best.size ? each : best), undefined);

/** The first `wanted` of `slots` in `compare`'s order, without sorting them all. */
function firstOf(slots: Iterable<number>, compare: (a: number, b: number) => number, wanted: number): number[] {
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === wanted && compare(slot, best[wanted - 1] as number) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle] as number, slot) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, slot);
    if (best.length > wanted) best.pop();
  }
  return best;
}

/**
 * The first `wanted` slots passing `test` in `order`: along the order's walk where that looks cheaper than reading
 * the smallest source whole, else (or once the walk has read as many offers as the source holds: the filters go
 * together more than the rates say) from the source.
 */
function firstInOrder(catalogue: OfferCatalogue, test: Test, sources: readonly Source[], order: Order, wanted: number): number[] {
  const found: number[] = [];
  if (wanted === 0) return found;
  const source = smallest(sources);
  // A category's or producer's own orders hold only its offers: walked first, as PostgreSQL walks its index.
  if (order.keyed || walks(catalogue.table, source, sources, wanted)) {
    let budget = source ? source.size : Number.POSITIVE_INFINITY;
    let complete = true;
    walkMerged(order.slots, order.slotOrder, order.backwards, (slot) => {
      if (test(slot)) found.push(slot);
      if (found.length >= wanted) return false;
      if (--budget > 0) return true;
      complete = false;
      return false;
    });
    if (complete || !source) return found;
    found.length = 0;
  }
  gather(catalogue.table, source as Source, test, (slot) => {
    found.push(slot);
    return true;
  });
  return firstOf(found, order.compare, wanted);
}

/**
 * How many slots pass `test`, no further than `cap` + 1. From the smallest source when there is one: its lists are in
 * the order of the slots, and more of its offers match than of all, so it reaches the cap sooner than a walk of every
 * slot. `parts` are tests each holding only matches, with a source of their own (a keyword's tiers): one reaching the
 * cap alone ends the count, as search.ts cappedCountOf counts a CAS number's offers first.
 */
function countTo(
  catalogue: OfferCatalogue,
  test: Test,
  sources: readonly Source[],
  cap: number,
  parts: readonly { test: Test; source: Source }[] = [],
): number {
  const { table } = catalogue;
  for (const part of parts) {
    if (part.source.size <= cap) continue;
    let count = 0;
    gather(table, part.source, part.test, () => ++count <= cap);
    if (count > cap) return count;
  }
  let count = 0;
  const source = smallest(sources);
  if (source) gather(table, source, test, () => ++count <= cap);
  else for (let slot = 0; slot < table.size; slot++) if (test(slot) && ++count > cap) break;
  return count;
}

/** A sort's walk: the orders it merges, from which end, and the page's order (compare). */
interface Order {
  slots: readonly SortedSlots[];
  keyed: boolean;
  /** The orders' own comparison (from the cheapest for both price sorts). */
  slotOrder: (a: number, b: number) => number;
  backwards: boolean;
  compare: (a: number, b: number) => number;
}

/** Subtrees of more categories than this walk the whole catalogue's order, as page-ids.ts MERGED_CATEGORIES_MAX. */
const MERGED_CATEGORIES_MAX = 16;

/**
 * The orders a sort is walked along: the categories' own (a subtree of up to MERGED_CATEGORIES_MAX), else the
 * producer's in the city given or the producer's, else the whole catalogue's.
 */
function orderOf(catalogue: OfferCatalogue, query: OfferQuery, sort: Exclude<CatalogueSort, 'relevance'>): Order {
  const { table } = catalogue;
  const kind = sort === 'priceAsc' || sort === 'priceDesc' ? 'price' : sort;
  const none: SortOrders[] = [];
  const keyed =
    query.categoryIds && query.categoryIds.length <= MERGED_CATEGORIES_MAX
      ? query.categoryIds.flatMap((id) => catalogue.byCategory.get(id) ?? none)
      : query.brand !== undefined
        ? [
            (query.cityCode === undefined
              ? catalogue.byBrand.get(query.brand)
              : catalogue.byBrandCity.get(brandCityKey(query.brand, query.cityCode))) ?? none,
          ].flat()
        : undefined;
  const slots = (keyed ?? [catalogue.orders]).map((orders) => orders[kind]);
  const slotOrder = kind === 'price' ? cheapestFirst : kind === 'hot' ? hottestFirst : newestFirst;
  const sign = sort === 'priceDesc' ? -1 : 1;
  return {
    slots,
    keyed: keyed !== undefined,
    slotOrder: (a, b) => slotOrder(table, a, b),
    backwards: sort === 'priceDesc',
    compare: (a, b) => sign * slotOrder(table, a, b),
  };
}

/**
 * One page of the public offers matching the query, in its order, and their number up to the cap + 1: what
 * search.ts catalogueProducts answers from the database, read from memory.
 */
export function findOffers(catalogue: OfferCatalogue, query: OfferQuery): FoundOffers {
  const filters = filterTest(catalogue, query);
  const ownSources = filterSources(catalogue.lists, query);
  const tiers = query.keyword ? tiersOf(catalogue, query.keyword) : [];
  const keywordSource = tiers.length > 0 ? sourceOf(tiers.flatMap((tier) => tier.source.lists)) : undefined;
  const inAnyTier: Test = (slot) => tiers.some((tier) => tier.test(slot));
  const matches: Test = tiers.length > 0 ? (slot) => filters(slot) && inAnyTier(slot) : filters;
  const sources = keywordSource ? [...ownSources, keywordSource] : ownSources;
  const total = countTo(
    catalogue,
    matches,
    sources,
    query.countCap,
    tiers.map((tier) => ({ test: (slot: number) => filters(slot) && tier.test(slot), source: tier.source })),
  );
  const wanted = query.offset + query.size;
  if (query.sort !== 'relevance' || tiers.length < 2) {
    const order = orderOf(catalogue, query, query.sort === 'relevance' ? 'newest' : query.sort);
    return { slots: firstInOrder(catalogue, matches, sources, order, wanted).slice(query.offset), total };
  }
  const newest = orderOf(catalogue, query, 'newest');
  const tierOf = (slot: number) => tiers.findIndex((tier) => tier.test(slot));
  const ranked = new Map<number, number>();
  for (const tier of tiers) {
    const inTier: Test = (slot) => filters(slot) && tier.test(slot);
    for (const slot of firstInOrder(catalogue, inTier, [...ownSources, tier.source], newest, wanted))
      ranked.set(slot, tierOf(slot));
    // The page is full from these tiers: every later tier's offer ranks after each of them. (One of an earlier tier
    // found later ranks after the `wanted` newer ones its own tier's walk found.)
    if (ranked.size >= wanted) break;
  }
  const slots = [...ranked.keys()].sort(
    (a, b) => (ranked.get(a) as number) - (ranked.get(b) as number) || newestFirst(catalogue.table, a, b),
  );
  return { slots: slots.slice(query.offset, wanted), total };
}
