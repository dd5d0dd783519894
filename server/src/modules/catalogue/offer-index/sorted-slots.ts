import type { OfferTable } from './offer-table.ts';

/** Negative when slot `a` comes before slot `b`. */
export type SlotOrder = (table: OfferTable, a: number, b: number) => number;

/** Offers moved since the last merge beyond this many are merged into the base order (linear in the catalogue). */
const OVERLAY_MAX = 4096;

/**
 * The live offers of `included` in one sort's order, kept current without sorting the catalogue again: the order as
 * last merged (`base`) with the offers moved since marked there as stale, and those offers, in order, apart
 * (`overlay`). A walk merges the two as it goes; past OVERLAY_MAX moved offers the two are merged into a new base.
 */
export class SortedSlots {
  private base = new Int32Array(0);
  private stale = new Uint8Array(0);
  private overlay: number[] = [];

  constructor(
    private readonly table: OfferTable,
    private readonly order: SlotOrder,
    private readonly included: (table: OfferTable, slot: number) => boolean = () => true,
  ) {}

  private readonly compare = (a: number, b: number) => this.order(this.table, a, b);

  /** Sorts every live offer anew (after loading the catalogue). */
  rebuild() {
    const slots: number[] = [];
    for (let slot = 0; slot < this.table.size; slot++)
      if (this.table.live[slot] && this.included(this.table, slot)) slots.push(slot);
    this.base = Int32Array.from(slots.sort(this.compare));
    this.stale = new Uint8Array(this.table.size);
    this.overlay = [];
  }

  /** The offer in `slot` changed what this order reads, came or left: its place is found again. */
  moved(slot: number) {
    if (slot >= this.stale.length) {
      const stale = new Uint8Array(Math.max(this.table.size, Math.ceil(this.stale.length * 1.5)));
      stale.set(this.stale);
      this.stale = stale;
    }
    if (this.stale[slot]) {
      const at = this.overlay.indexOf(slot);
      if (at >= 0) this.overlay.splice(at, 1);
    } else this.stale[slot] = 1;
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
    if (this.overlay.length > OVERLAY_MAX) this.merge();
  }

  /** Every offer in order (from the last when `backwards`), until `visit` answers false. */
  walk(visit: (slot: number) => boolean, backwards = false) {
    const { base, stale, overlay } = this;
    const sign = backwards ? -1 : 1;
    let i = backwards ? base.length - 1 : 0;
    let j = backwards ? overlay.length - 1 : 0;
    const baseEnd = backwards ? -1 : base.length;
    const overlayEnd = backwards ? -1 : overlay.length;
    while (i !== baseEnd || j !== overlayEnd) {
      let slot: number;
      if (i !== baseEnd) {
        const fromBase = base[i] as number;
        if (stale[fromBase]) {
          i += sign;
          continue;
        }
        if (j !== overlayEnd && sign * this.compare(overlay[j] as number, fromBase) < 0) {
          slot = overlay[j] as number;
          j += sign;
        } else {
          slot = fromBase;
          i += sign;
        }
      } else {
        slot = overlay[j] as number;
        j += sign;
      }
      if (!visit(slot)) return;
    }
  }

  private merge() {
    const merged: number[] = [];
    this.walk((slot) => {
      merged.push(slot);
      return true;
    });
    this.base = Int32Array.from(merged);
    this.stale = new Uint8Array(this.table.size);
    this.overlay = [];
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
