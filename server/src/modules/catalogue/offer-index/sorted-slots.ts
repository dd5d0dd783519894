import type { OfferTable } from './offer-table.ts';

/** Negative when slot `a` comes before slot `b`. */
export type SlotOrder = (table: OfferTable, a: number, b: number) => number;

/** Offers moved since the last merge beyond this many (or a quarter of the base) are merged into the base order. */
const OVERLAY_MAX = 4096;

/** Where a walk stands: the next offer it gives, or none at the end. */
export interface SlotCursor {
  /** The offer the walk is at, or -1 at the end. */
  readonly slot: number;
  advance(): void;
}

/**
 * The live offers of `included` in one sort's order, kept current without sorting them again: the order as last
 * merged (`base`, each entry with the offer's version then: one moved since no longer matches the table's) and the
 * offers moved since, in order, apart (`overlay`). A walk merges the two as it goes; past OVERLAY_MAX moved offers
 * the two are merged into a new base. Sized by the offers it holds, so one per category or producer costs little.
 */
export class SortedSlots {
  private base = new Int32Array(0);
  private versions = new Uint32Array(0);
  private overlay: number[] = [];

  constructor(
    private readonly table: OfferTable,
    private readonly order: SlotOrder,
    private readonly included: (table: OfferTable, slot: number) => boolean = () => true,
  ) {}

  private readonly compare = (a: number, b: number) => this.order(this.table, a, b);

  /** How many offers the order holds, stale entries of its base included. */
  get size() {
    return this.base.length + this.overlay.length;
  }

  /** Sorts the live offers of `slots` (every slot when not given) anew. */
  rebuild(slots?: readonly number[]) {
    const held: number[] = [];
    const { table } = this;
    if (slots) for (const slot of slots) table.live[slot] && this.included(table, slot) && held.push(slot);
    else for (let slot = 0; slot < table.size; slot++) if (table.live[slot] && this.included(table, slot)) held.push(slot);
    this.keep(held.sort(this.compare));
  }

  /**
   * The offer in `slot` moved (the table has counted a new version of it): it leaves its place and, if still
   * included, takes its new one.
   */
  moved(slot: number) {
    const at = this.overlay.indexOf(slot);
    if (at >= 0) this.overlay.splice(at, 1);
    if (this.table.live[slot] && this.included(this.table, slot)) {
      let low = 0;
      let high = this.overlay.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.compare(this.overlay[middle] as number, slot) < 0) low = middle + 1;
        else high = middle;
      }
      this.overlay.splice(low, 0, slot);
    }
    if (this.overlay.length > Math.max(OVERLAY_MAX, this.base.length / 4)) this.merge();
  }

  /** A walk in order (from the last when `backwards`). */
  cursor(backwards = false): SlotCursor {
    const { base, versions, overlay, compare } = this;
    const version = this.table.versions;
    const sign = backwards ? -1 : 1;
    let i = backwards ? base.length - 1 : 0;
    let j = backwards ? overlay.length - 1 : 0;
    const baseEnd = backwards ? -1 : base.length;
    const overlayEnd = backwards ? -1 : overlay.length;
    const cursor = {
      slot: -1,
      advance() {
        while (i !== baseEnd && version[base[i] as number] !== versions[i]) i += sign;
        const fromBase = i !== baseEnd ? (base[i] as number) : -1;
        const fromOverlay = j !== overlayEnd ? (overlay[j] as number) : -1;
        if (fromBase < 0 && fromOverlay < 0) cursor.slot = -1;
        else if (fromOverlay >= 0 && (fromBase < 0 || sign * compare(fromOverlay, fromBase) < 0)) {
          cursor.slot = fromOverlay;
          j += sign;
        } else {
          cursor.slot = fromBase;
          i += sign;
        }
      },
    };
    cursor.advance();
    return cursor;
  }

  /** Every offer in order (from the last when `backwards`), until `visit` answers false. */
  walk(visit: (slot: number) => boolean, backwards = false) {
    const cursor = this.cursor(backwards);
    for (; cursor.slot >= 0; cursor.advance()) if (!visit(cursor.slot)) return;
  }

  private keep(slots: readonly number[]) {
    this.base = Int32Array.from(slots);
    this.versions = Uint32Array.from(slots, (slot) => this.table.versions[slot] as number);
    this.overlay = [];
  }

  private merge() {
    const merged: number[] = [];
    this.walk((slot) => {
      merged.push(slot);
      return true;
    });
    this.keep(merged);
  }
}

/** Several orders of one sort walked as one (a category's subtree, each category's order): the smallest first. */
export function walkMerged(
  orders: readonly SortedSlots[],
  compare: (a: number, b: number) => number,
  backwards: boolean,
  visit: (slot: number) => boolean,
) {
  if (orders.length === 1) return orders[0]?.walk(visit, backwards);
  const cursors = orders.map((order) => order.cursor(backwards));
  const sign = backwards ? -1 : 1;
  for (;;) {
    let best: SlotCursor | undefined;
    for (const cursor of cursors) if (cursor.slot >= 0 && (!best || sign * compare(cursor.slot, best.slot) < 0)) best = cursor;
    if (!best) return;
    const slot = best.slot;
    best.advance();
    if (!visit(slot)) return;
  }
}

const TWO_TO_53 = 2 ** 53;

/** published_at newest first, none first (DESC NULLS FIRST), then the id: the newest and relevance sorts. */
export const newestFirst: SlotOrder = (t, a, b) =>
  (t.publishedAt[b] as number) - (t.publishedAt[a] as number) || (t.ids[b] as number) - (t.ids[a] as number);

/**
 * The price per tonne from the lowest, then the id: priceAsc, and walked from the end, priceDesc (tonne_price DESC, id
 * DESC). Floats beyond 2^53 may be equal for different prices: the exact values decide then.
 */
export const cheapestFirst: SlotOrder = (t, a, b) => {
  const pa = t.priceOrder[a] as number;
  const pb = t.priceOrder[b] as number;
  if (pa !== pb) return pa - pb;
  if (pa >= TWO_TO_53) {
    const ea = t.prices[a] as bigint;
    const eb = t.prices[b] as bigint;
    if (ea !== eb) return ea < eb ? -1 : 1;
  }
  return (t.ids[a] as number) - (t.ids[b] as number);
};

/** Sales, then views, most first, then the id (hot). */
export const hottestFirst: SlotOrder = (t, a, b) =>
  (t.salesCounts[b] as number) - (t.salesCounts[a] as number) ||
  (t.viewCounts[b] as number) - (t.viewCounts[a] as number) ||
  (t.ids[b] as number) - (t.ids[a] as number);

export const priced = (t: OfferTable, slot: number) => t.prices[slot] !== null;
