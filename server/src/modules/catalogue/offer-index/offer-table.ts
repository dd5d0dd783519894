/**
 * The public offers (on shelf and approved) as columns in memory, one slot per product for the life of the process:
 * what the catalogue's search filters, sorts and counts by, and nothing it only shows (the cards are read from the
 * database for the page's ids). Kept current by follow-changes.ts.
 */

/** One public offer as the table holds it: names lower-cased, the price per tonne as an integer of PRICE_PLACES. */
export interface OfferRow {
  id: number;
  /** lower(name), as the search compares it. */
  name: string;
  casNumber: string;
  categoryId: number;
  shopId: number;
  companyId: number;
  brand: string | null;
  packaging: number;
  provinceCode: string | null;
  cityCode: string | null;
  /** tonne_price × 10^PRICE_PLACES; null: 面议. */
  tonnePrice: bigint | null;
  inStock: boolean;
  isDangerous: boolean;
  /** published_at in microseconds since the epoch (PostgreSQL's precision: two offers of one millisecond differ). */
  publishedAt: number | null;
  salesCount: number;
  viewCount: number;
}

/** The places of OfferRow.tonnePrice: the column holds two (round(…, 2)), and bounds are money of two. */
export const PRICE_PLACES = 4;

/** The keys an offer is listed under (postings.ts), each a field of OfferRow. */
export const LISTED_FIELDS = ['casNumber', 'categoryId', 'shopId', 'brand', 'cityCode', 'name'] as const;
export type ListedField = (typeof LISTED_FIELDS)[number];

const GROWTH = 1.5;

/** The code of no text (a null column). */
export const NO_WORD = 0;
/** What Words.known answers for a text no offer has held: no slot carries it. */
export const UNKNOWN_WORD = -1;

/**
 * A code for each distinct text of the table's text columns (names, CAS numbers, producers, place codes), kept for the
 * life of the process as the slots are: the search compares codes in its loops, never reaching into the texts, and a
 * text is held once however many offers carry it. With the visibility as a byte per offer (OfferTable.shown), this cut
 * an uncached search's server time by a sixth at 1,000,000 products (docs/PERFORMANCE.md): each candidate read had
 * cost a few cache misses in texts and sets strewn over the heap.
 */
export class Words {
  private readonly codes = new Map<string, number>();
  private readonly texts: string[] = [''];

  /** The text's code, given one the first time it is met; NO_WORD for none. */
  add(text: string | null): number {
    if (text === null) return NO_WORD;
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.texts.push(text);
      this.codes.set(text, code);
    }
    return code;
  }

  /** The code of a text some offer has held, else UNKNOWN_WORD. */
  known(text: string): number {
    return this.codes.get(text) ?? UNKNOWN_WORD;
  }

  text(code: number): string | null {
    return code === NO_WORD ? null : (this.texts[code] as string);
  }

  /** Codes run from 1 to below this. */
  get size() {
    return this.texts.length;
  }
}

function grown<T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, Math.ceil(array.length * GROWTH), 1024));
  next.set(array);
  return next;
}

/**
 * The columns, indexed by slot, each a typed array (texts as their codes, Words). A slot
 * whose offer left the catalogue keeps its values with `live` 0: the sort orders and lists drop it lazily.
 */
export class OfferTable {
  private readonly slotById = new Map<number, number>();
  size = 0;
  live = new Uint8Array(0);
  /** 1 where the offer is live and may be seen (its shop open, a dangerous good's company licensed): OfferIndex sets it. */
  shown = new Uint8Array(0);
  ids = new Float64Array(0);
  readonly words = new Words();
  /** The texts, as codes of `words`. */
  names = new Int32Array(0);
  casNumbers = new Int32Array(0);
  brands = new Int32Array(0);
  provinceCodes = new Int32Array(0);
  cityCodes = new Int32Array(0);
  categoryIds = new Float64Array(0);
  shopIds = new Float64Array(0);
  companyIds = new Float64Array(0);
  packagings = new Int32Array(0);
  /** The price per tonne as a float for ordering (exact below 2^53; equal floats are told apart by `prices`). */
  priceOrder = new Float64Array(0);
  prices: (bigint | null)[] = [];
  inStock = new Uint8Array(0);
  dangerous = new Uint8Array(0);
  /** Microseconds; +Infinity for none (NULLS FIRST in a newest-first order). */
  publishedAt = new Float64Array(0);
  salesCounts = new Float64Array(0);
  viewCounts = new Float64Array(0);
  /** Counts each write of a slot: a sort order's entry made before the last write is stale (sorted-slots.ts). */
  versions = new Uint32Array(0);
  /** How many slots are live. */
  liveCount = 0;

  slotOf(id: number): number | undefined {
    return this.slotById.get(id);
  }

  /**
   * Writes the offer into its slot (a new one for an id first seen) and answers the slot with what it held before
   * (undefined for a new or dead slot), so the orders and lists can tell what moved.
   */
  put(row: OfferRow): { slot: number; before: OfferRow | undefined } {
    let slot = this.slotById.get(row.id);
    if (slot === undefined) {
      slot = this.size++;
      this.slotById.set(row.id, slot);
      this.reserve(this.size);
    }
    const before = this.live[slot] ? this.rowAt(slot) : undefined;
    if (!before) this.liveCount++;
    this.versions[slot] = (this.versions[slot] as number) + 1;
    this.live[slot] = 1;
    this.ids[slot] = row.id;
    this.names[slot] = this.words.add(row.name);
    this.casNumbers[slot] = this.words.add(row.casNumber);
    this.brands[slot] = this.words.add(row.brand);
    this.provinceCodes[slot] = this.words.add(row.provinceCode);
    this.cityCodes[slot] = this.words.add(row.cityCode);
    this.categoryIds[slot] = row.categoryId;
    this.shopIds[slot] = row.shopId;
    this.companyIds[slot] = row.companyId;
    this.packagings[slot] = row.packaging;
    this.prices[slot] = row.tonnePrice;
    this.priceOrder[slot] = row.tonnePrice === null ? Number.NaN : Number(row.tonnePrice);
    this.inStock[slot] = row.inStock ? 1 : 0;
    this.dangerous[slot] = row.isDangerous ? 1 : 0;
    this.publishedAt[slot] = row.publishedAt ?? Number.POSITIVE_INFINITY;
    this.salesCounts[slot] = row.salesCount;
    this.viewCounts[slot] = row.viewCount;
    return { slot, before };
  }

  /** The offer left the catalogue: answers its slot and what it held, or nothing when it was not in it. */
  remove(id: number): { slot: number; before: OfferRow } | undefined {
    const slot = this.slotById.get(id);
    if (slot === undefined || !this.live[slot]) return undefined;
    const before = this.rowAt(slot);
    this.live[slot] = 0;
    this.versions[slot] = (this.versions[slot] as number) + 1;
    this.liveCount--;
    return { slot, before };
  }

  rowAt(slot: number): OfferRow {
    const published = this.publishedAt[slot] as number;
    const text = (codes: Int32Array) => this.words.text(codes[slot] as number);
    return {
      id: this.ids[slot] as number,
      name: text(this.names) as string,
      casNumber: text(this.casNumbers) as string,
      categoryId: this.categoryIds[slot] as number,
      shopId: this.shopIds[slot] as number,
      companyId: this.companyIds[slot] as number,
      brand: text(this.brands),
      packaging: this.packagings[slot] as number,
      provinceCode: text(this.provinceCodes),
      cityCode: text(this.cityCodes),
      tonnePrice: this.prices[slot] ?? null,
      inStock: this.inStock[slot] === 1,
      isDangerous: this.dangerous[slot] === 1,
      publishedAt: published === Number.POSITIVE_INFINITY ? null : published,
      salesCount: this.salesCounts[slot] as number,
      viewCount: this.viewCounts[slot] as number,
    };
  }

  private reserve(size: number) {
    this.live = grown(this.live, size);
    this.shown = grown(this.shown, size);
    this.versions = grown(this.versions, size);
    this.ids = grown(this.ids, size);
    this.names = grown(this.names, size);
    this.casNumbers = grown(this.casNumbers, size);
    this.brands = grown(this.brands, size);
    this.provinceCodes = grown(this.provinceCodes, size);
    this.cityCodes = grown(this.cityCodes, size);
    this.categoryIds = grown(this.categoryIds, size);
    this.shopIds = grown(this.shopIds, size);
    this.companyIds = grown(this.companyIds, size);
    this.packagings = grown(this.packagings, size);
    this.priceOrder = grown(this.priceOrder, size);
    this.inStock = grown(this.inStock, size);
    this.dangerous = grown(this.dangerous, size);
    this.publishedAt = grown(this.publishedAt, size);
    this.salesCounts = grown(this.salesCounts, size);
    this.viewCounts = grown(this.viewCounts, size);
  }
}
