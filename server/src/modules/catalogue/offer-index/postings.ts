import type { OfferTable } from './offer-table.ts';

/** A name's lower-cased characters and character pairs: the keys a keyword of one or two characters is found by. */
export function nameGrams(name: string): Set<string> {
  const chars = [...name];
  const grams = new Set(chars);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

/**
 * The slots listed under each key of one kind (a CAS number, a category, a gram of the name …). Lists only grow: an
 * offer whose key changed is listed under its new key and stays under the old one, so a reader tests each slot it
 * takes from a list (find-offers.ts does) and may meet one twice. Past as many additions as there were entries, the
 * owner builds them again (OfferIndex).
 */
export class Postings<K> {
  private readonly lists = new Map<K, number[]>();
  additions = 0;

  add(key: K, slot: number) {
    const list = this.lists.get(key);
    if (list) list.push(slot);
    else this.lists.set(key, [slot]);
    this.additions++;
  }

  get(key: K): readonly number[] {
    return this.lists.get(key) ?? NONE;
  }

  clear() {
    this.lists.clear();
    this.additions = 0;
  }
}

const NONE: readonly number[] = [];

export const brandCityKey = (brand: string, city: string) => `${brand}\u0000${city}`;

/** The catalogue's lists: what a search may start from instead of walking every offer. */
export class OfferLists {
  readonly cas = new Postings<string>();
  readonly category = new Postings<number>();
  readonly shop = new Postings<number>();
  readonly brand = new Postings<string>();
  readonly city = new Postings<string>();
  /** A producer in one city (brandCityKey). */
  readonly brandCity = new Postings<string>();
  /** The whole lower-cased name: the relevance tier "the name is the keyword". */
  readonly name = new Postings<string>();
  readonly grams = new Postings<string>();

  /** Lists the offer in `slot` under its keys; with `before`, only under the keys that changed. */
  list(
    table: OfferTable,
    slot: number,
    before?: {
      casNumber: string;
      categoryId: number;
      shopId: number;
      brand: string | null;
      cityCode: string | null;
      name: string;
    },
  ) {
    const { words } = table;
    const cas = words.text(table.casNumbers[slot] as number) as string;
    const category = table.categoryIds[slot] as number;
    const shop = table.shopIds[slot] as number;
    const brand = words.text(table.brands[slot] as number);
    const city = words.text(table.cityCodes[slot] as number);
    const name = words.text(table.names[slot] as number) as string;
    if (before?.casNumber !== cas) this.cas.add(cas, slot);
    if (before?.categoryId !== category) this.category.add(category, slot);
    if (before?.shopId !== shop) this.shop.add(shop, slot);
    if (brand !== null && before?.brand !== brand) this.brand.add(brand, slot);
    if (city !== null && before?.cityCode !== city) this.city.add(city, slot);
    if (brand !== null && city !== null && (before?.brand !== brand || before?.cityCode !== city))
      this.brandCity.add(brandCityKey(brand, city), slot);
    if (before?.name !== name) {
      this.name.add(name, slot);
      const old = before ? nameGrams(before.name) : undefined;
      for (const gram of nameGrams(name)) if (!old?.has(gram)) this.grams.add(gram, slot);
    }
  }

  /** Additions since the lists were built. */
  get additions() {
    return (
      this.cas.additions +
      this.category.additions +
      this.shop.additions +
      this.brand.additions +
      this.city.additions +
      this.name.additions +
      this.grams.additions
    );
  }

  rebuild(table: OfferTable) {
    for (const postings of [this.cas, this.category, this.shop, this.brand, this.city, this.brandCity, this.name, this.grams])
      postings.clear();
    for (let slot = 0; slot < table.size; slot++) if (table.live[slot]) this.list(table, slot);
  }
}
