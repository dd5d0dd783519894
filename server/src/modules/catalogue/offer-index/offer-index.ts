import { type FoundOffers, findOffers, type OfferCatalogue, type OfferQuery, type OfferVisibility } from './find-offers.ts';
import { type OfferRow, OfferTable } from './offer-table.ts';
import { OfferLists } from './postings.ts';
import { cheapestFirst, hottestFirst, newestFirst, priced, SortedSlots } from './sorted-slots.ts';

/**
 * The public catalogue in memory, as the search reads it: the offers' columns, their lists by key and their sort
 * orders, and who may be seen. Filled and kept current from the database by follow-changes.ts; answers
 * findOffers synchronously.
 */
export class OfferIndex {
  readonly table = new OfferTable();
  readonly lists = new OfferLists();
  readonly orders = {
    newest: new SortedSlots(this.table, newestFirst),
    price: new SortedSlots(this.table, cheapestFirst, priced),
    hot: new SortedSlots(this.table, hottestFirst),
  };
  visibility: OfferVisibility = { closedShops: new Set(), licensedCompanies: new Set() };
  private listedAtBuild = 0;
  private building = true;

  /** Offers read while loading: only written; the lists and orders are built once at the end (built). */
  put(row: OfferRow) {
    const { slot, before } = this.table.put(row);
    if (this.building) return;
    this.lists.list(this.table, slot, before);
    if (!before || moves(before, row, newestFields)) this.orders.newest.moved(slot);
    if (!before || moves(before, row, priceFields)) this.orders.price.moved(slot);
    if (!before || moves(before, row, hotFields)) this.orders.hot.moved(slot);
    this.rebuildListsIfWorn();
  }

  remove(id: number) {
    const removed = this.table.remove(id);
    if (!removed || this.building) return;
    for (const order of Object.values(this.orders)) order.moved(removed.slot);
  }

  /** Loading is over: the lists and orders are built from the table. */
  built() {
    this.building = false;
    this.lists.rebuild(this.table);
    this.listedAtBuild = this.lists.additions;
    for (const order of Object.values(this.orders)) order.rebuild();
  }

  find(query: OfferQuery): FoundOffers {
    const catalogue: OfferCatalogue = { table: this.table, lists: this.lists, orders: this.orders, visibility: this.visibility };
    return findOffers(catalogue, query);
  }

  /** Lists only grow (postings.ts): once they hold as many additions again as when built, they are built anew. */
  private rebuildListsIfWorn() {
    if (this.lists.additions <= 2 * Math.max(this.listedAtBuild, 10_000)) return;
    this.lists.rebuild(this.table);
    this.listedAtBuild = this.lists.additions;
  }
}

const newestFields = ['publishedAt'] as const;
const priceFields = ['tonnePrice'] as const;
const hotFields = ['salesCount', 'viewCount'] as const;

const moves = (before: OfferRow, after: OfferRow, fields: readonly (keyof OfferRow)[]) =>
  fields.some((field) => before[field] !== after[field]);
