import { type FoundOffers, findOffers, type OfferCatalogue, type OfferQuery } from './find-offers.ts';
import { type OfferRow, OfferTable } from './offer-table.ts';
import { brandCityKey, OfferLists } from './postings.ts';
import { cheapestFirst, hottestFirst, newestFirst, priced, SortedSlots } from './sorted-slots.ts';

/** Who may be seen: the shops that are not open, and the companies licensed today for dangerous goods. */
export interface OfferVisibility {
  closedShops: ReadonlySet<number>;
  licensedCompanies: ReadonlySet<number>;
}

/** One order per sort over the offers `included` says. */
export interface SortOrders {
  newest: SortedSlots;
  price: SortedSlots;
  hot: SortedSlots;
}

function sortOrders(table: OfferTable, included: (table: OfferTable, slot: number) => boolean): SortOrders {
  return {
    newest: new SortedSlots(table, newestFirst, included),
    price: new SortedSlots(table, cheapestFirst, (t, slot) => included(t, slot) && priced(t, slot)),
    hot: new SortedSlots(table, hottestFirst, included),
  };
}

const everyOffer = () => true;

const brandCityOf = (brand: string | null, city: string | null) =>
  brand === null || city === null ? null : brandCityKey(brand, city);

/** The orders of the offers under `key` (a category, a producer), made the first time the key is met. */
function keyedOrders<K>(
  table: OfferTable,
  all: Map<K, SortOrders>,
  key: K,
  included: (table: OfferTable, slot: number) => boolean,
): SortOrders {
  let orders = all.get(key);
  if (!orders) {
    orders = sortOrders(table, included);
    all.set(key, orders);
  }
  return orders;
}

/**
 * The public catalogue in memory, as the search reads it: the offers' columns, their lists by key, their sort orders
 * — of the whole catalogue, and of each category and each producer, as PostgreSQL's indexes walk a category's or a
 * producer's offers in a sort's order — and who may be seen. Filled and kept current from the database by
 * follow-changes.ts; answers findOffers synchronously.
 */
export class OfferIndex {
  readonly table = new OfferTable();
  readonly lists = new OfferLists();
  readonly orders = sortOrders(this.table, everyOffer);
  readonly byCategory = new Map<number, SortOrders>();
  readonly byBrand = new Map<string, SortOrders>();
  /** A producer's offers in one city (brandCityKey): its 1,092 Shanghai offers of 29,000 at 1,000,000 products. */
  readonly byBrandCity = new Map<string, SortOrders>();
  private seen: OfferVisibility = { closedShops: new Set(), licensedCompanies: new Set() };
  private listedAtBuild = 0;
  private building = true;

  /** Offers read while loading are only written; the lists and orders are built once at the end (built). */
  put(row: OfferRow) {
    const { slot, before } = this.table.put(row);
    if (this.building) return;
    this.show(slot);
    this.lists.list(this.table, slot, before);
    this.moved(slot, before, row);
    this.rebuildListsIfWorn();
  }

  remove(id: number) {
    const removed = this.table.remove(id);
    if (!removed || this.building) return;
    this.show(removed.slot);
    this.moved(removed.slot, removed.before, undefined);
  }

  /** Loading is over: the lists and orders are built from the table. */
  built() {
    this.building = false;
    this.showAll();
    this.lists.rebuild(this.table);
    this.listedAtBuild = this.lists.additions;
    for (const order of Object.values(this.orders)) order.rebuild();
    const { table } = this;
    const slotsOf = <K>(key: (slot: number) => K | null) => {
      const grouped = new Map<K, number[]>();
      for (let slot = 0; slot < table.size; slot++) {
        const value = table.live[slot] ? key(slot) : null;
        if (value === null) continue;
        const slots = grouped.get(value);
        if (slots) slots.push(slot);
        else grouped.set(value, [slot]);
      }
      return grouped;
    };
    for (const [category, slots] of slotsOf((slot) => table.categoryIds[slot] as number))
      for (const order of Object.values(this.categoryOrders(category))) order.rebuild(slots);
    const { words } = table;
    const brandOf = (slot: number) => words.text(table.brands[slot] as number);
    const cityOf = (slot: number) => words.text(table.cityCodes[slot] as number);
    for (const [brand, slots] of slotsOf(brandOf))
      for (const order of Object.values(this.brandOrders(brand))) order.rebuild(slots);
    for (const slots of slotsOf((slot) => brandCityOf(brandOf(slot), cityOf(slot))).values()) {
      const first = slots[0] as number;
      const orders = this.brandCityOrders(brandOf(first) as string, cityOf(first) as string);
      for (const order of Object.values(orders)) order.rebuild(slots);
    }
  }

  get visibility(): OfferVisibility {
    return this.seen;
  }

  /** The shops open or the licences changed: every offer is shown or hidden again. */
  set visibility(visibility: OfferVisibility) {
    this.seen = visibility;
    if (!this.building) this.showAll();
  }

  /**
   * Marks whether the slot's offer is shown (OfferTable.shown): the search tests one byte per offer instead of looking
   * its shop and company up in two sets for each candidate it reads.
   */
  private show(slot: number) {
    const { table, seen } = this;
    table.shown[slot] =
      table.live[slot] === 1 &&
      !seen.closedShops.has(table.shopIds[slot] as number) &&
      (table.dangerous[slot] === 0 || seen.licensedCompanies.has(table.companyIds[slot] as number))
        ? 1
        : 0;
  }

  private showAll() {
    for (let slot = 0; slot < this.table.size; slot++) this.show(slot);
  }

  find(query: OfferQuery): FoundOffers {
    const catalogue: OfferCatalogue = {
      table: this.table,
      lists: this.lists,
      orders: this.orders,
      byCategory: this.byCategory,
      byBrand: this.byBrand,
      byBrandCity: this.byBrandCity,
    };
    return findOffers(catalogue, query);
  }

  private categoryOrders(category: number): SortOrders {
    return keyedOrders(this.table, this.byCategory, category, (t, slot) => t.categoryIds[slot] === category);
  }

  private brandOrders(brand: string): SortOrders {
    const code = this.table.words.add(brand);
    return keyedOrders(this.table, this.byBrand, brand, (t, slot) => t.brands[slot] === code);
  }

  private brandCityOrders(brand: string, city: string): SortOrders {
    const [brandCode, cityCode] = [this.table.words.add(brand), this.table.words.add(city)];
    return keyedOrders(
      this.table,
      this.byBrandCity,
      brandCityKey(brand, city),
      (t, slot) => t.brands[slot] === brandCode && t.cityCodes[slot] === cityCode,
    );
  }

  /** The slot was written (the table counted a new version): every order that held it or should finds its place. */
  private moved(slot: number, before: OfferRow | undefined, after: OfferRow | undefined) {
    const holders = [this.orders];
    for (const row of [before, after]) {
      if (!row) continue;
      holders.push(this.categoryOrders(row.categoryId));
      if (row.brand !== null) holders.push(this.brandOrders(row.brand));
      if (row.brand !== null && row.cityCode !== null) holders.push(this.brandCityOrders(row.brand, row.cityCode));
    }
    for (const orders of new Set(holders)) for (const order of Object.values(orders)) order.moved(slot);
  }

  /** Lists only grow (postings.ts): once they hold as many additions again as when built, they are built anew. */
  private rebuildListsIfWorn() {
    if (this.lists.additions <= 2 * Math.max(this.listedAtBuild, 10_000)) return;
    this.lists.rebuild(this.table);
    this.listedAtBuild = this.lists.additions;
  }
}
