import type { HazardClass } from '@hgsc/contracts';
import { PACKAGING } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { seededRandom } from '../../platform/seeded-random.ts';
import { BRANDS_BY_GROUP } from '../seed/brands.ts';
import { type ScalePlace, weightedPlaces } from './places.ts';
import { GROUPS, groupIndexOf, ROADS, SCALE_CHEMICALS, SURNAMES, WAREHOUSES } from './vocabulary.ts';

/**
 * The receipt registry's scale market, worked out in JS with a seeded PRNG (the same on every run): the receipt
 * products — the bulk chemicals traded by the tonne through warehouse receipts, with their lot rules and price
 * ranges — and the warehouses in the chemical provinces' cities, each kept by one of a few warehouse companies. The
 * receipts and listings themselves are made by the database (receipts.ts).
 */

/** Warehouse companies (仓储方) among the scale companies: the last ones, each keeping some warehouses. */
export const SCALE_KEEPERS = 8;
/** A few dozen warehouses, in as many cities. */
export const SCALE_WAREHOUSES = 36;
/** New receipt products at most, besides the demo's six (甲醇, 乙二醇, PTA, 苯乙烯, 纯苯, PVC). */
export const SCALE_RECEIPT_PRODUCTS = 40;
/** Where receipted goods were made (the demo's receipt_origins). */
export const RECEIPT_ORIGINS: readonly string[] = [
  '江苏',
  '浙江',
  '上海',
  '山东',
  '内蒙古',
  '陕西',
  '新疆',
  '宁夏',
  '沙特阿拉伯',
  '韩国',
  '伊朗',
];
/** A listing's minimum order, tonnes: every one a multiple of both steps below and of every product's split step. */
export const LISTING_MINIMUMS: readonly number[] = [10, 10, 20, 50];
export const LISTING_STEPS: readonly number[] = [1, 5];

const { BULK_LIQUID, TONNE_BAG, TANK } = PACKAGING;
type Form = 'liquid' | 'gas' | 'solid';

/** How goods of each form lie in a warehouse, and what their storage costs (元 per tonne and day; in, out, transfer per tonne). */
const STORAGE: Record<
  Form,
  { packing: number; storageRate: string; inboundFee: string; outboundFee: string; transferFee: string }
> = {
  liquid: { packing: BULK_LIQUID, storageRate: '1.0', inboundFee: '14', outboundFee: '14', transferFee: '0.5' },
  gas: { packing: TANK, storageRate: '1.6', inboundFee: '18', outboundFee: '18', transferFee: '0.5' },
  // Tonne bags: a receipt's pieces are its tonnes, so every whole-tonne order is whole bags.
  solid: { packing: TONNE_BAG, storageRate: '0.6', inboundFee: '10', outboundFee: '10', transferFee: '0.5' },
};

export interface ReceiptProductSeed {
  name: string;
  grade: string;
  casNumber: string;
  hazardClass: HazardClass | null;
  unNumber: string | null;
  minSplitQty: string;
  splitStep: string;
}

/** What the receipts of a product need besides its row: price range per tonne, brands, storage. */
export interface ReceiptProductFacts {
  priceLow: number;
  priceHigh: number;
  brands: readonly string[];
  form: Form;
}

const formOf = (form: string): Form => (form === 'gas' ? 'gas' : form === 'liquid' ? 'liquid' : 'solid');

/** The chemicals traded by the tonne in bulk, tanks or tonne bags: what warehouse receipts are issued for. */
function bulkChemicals() {
  return SCALE_CHEMICALS.filter(
    (c) => c.grades.some((g) => !g.perKg) && c.packagings.some((p) => p === BULK_LIQUID || p === TANK || p === TONNE_BAG),
  );
}

/**
 * The receipt products to add: one per bulk chemical (its first grade sold by the tonne), leaving out the CAS numbers
 * the registry already has (the demo's), at most SCALE_RECEIPT_PRODUCTS. Liquids and gases split in lots of 10 t,
 * solids of 5 t, both on a step of 1 t.
 */
export function receiptProductSeeds(existingCas: ReadonlySet<string>): ReceiptProductSeed[] {
  const seeds: ReceiptProductSeed[] = [];
  for (const chemical of bulkChemicals()) {
    if (seeds.length >= SCALE_RECEIPT_PRODUCTS) break;
    const grade = chemical.grades.find((g) => !g.perKg);
    if (!grade || existingCas.has(chemical.cas)) continue;
    const form = formOf(chemical.form);
    seeds.push({
      name: chemical.name,
      grade: grade.grade,
      casNumber: chemical.cas,
      hazardClass: chemical.dangerous?.hazardClass ?? null,
      unNumber: chemical.dangerous?.unNumber ?? null,
      minSplitQty: form === 'solid' ? '5' : '10',
      splitStep: '1',
    });
  }
  return seeds;
}

/** Price range, brands and form of a receipt product, found by its CAS number and name among the scale chemicals. */
export function receiptProductFacts(product: { name: string; casNumber: string }): ReceiptProductFacts {
  const byCas = SCALE_CHEMICALS.filter((c) => c.cas === product.casNumber);
  const chemical = byCas.find((c) => c.name === product.name) ?? byCas[0];
  const grade = chemical?.grades.find((g) => !g.perKg);
  const group = chemical ? GROUPS[groupIndexOf(chemical.category)] : undefined;
  return {
    priceLow: grade?.price[0] ?? 3000,
    priceHigh: grade?.price[1] ?? 9000,
    brands: (group && BRANDS_BY_GROUP[group]) || ['国产'],
    form: formOf(chemical?.form ?? 'liquid'),
  };
}

/** Whether every listing lot (LISTING_MINIMUMS × LISTING_STEPS) suits a product's lot rules (lot-rules.ts). */
export function suitsListingLots(product: { minSplitQty: string; splitStep: string }): boolean {
  return (
    LISTING_MINIMUMS.every((min) => new Decimal(min).greaterThanOrEqualTo(product.minSplitQty)) &&
    LISTING_STEPS.every((step) => new Decimal(step).mod(product.splitStep).isZero())
  );
}

export const storageOf = (form: Form) => STORAGE[form];

/** Rough centres of the provinces (longitude, latitude): a warehouse's map pin lies within a degree of it. */
const PROVINCE_CENTRES: Record<string, [number, number]> = {
  '110000': [116.4, 39.9],
  '120000': [117.2, 39.1],
  '130000': [114.5, 38.0],
  '140000': [112.5, 37.9],
  '150000': [111.7, 40.8],
  '210000': [123.4, 41.8],
  '220000': [125.3, 43.9],
  '230000': [126.6, 45.8],
  '310000': [121.5, 31.2],
  '320000': [119.5, 32.5],
  '330000': [120.2, 29.3],
  '340000': [117.3, 31.9],
  '350000': [119.3, 26.1],
  '360000': [115.9, 28.7],
  '370000': [118.0, 36.4],
  '410000': [113.7, 34.8],
  '420000': [114.3, 30.6],
  '430000': [112.9, 28.2],
  '440000': [113.3, 23.1],
  '450000': [108.3, 22.8],
  '460000': [110.3, 20.0],
  '500000': [106.5, 29.6],
  '510000': [104.1, 30.7],
  '520000': [106.7, 26.6],
  '530000': [102.7, 25.0],
  '610000': [108.9, 34.3],
  '620000': [103.8, 36.1],
  '630000': [101.8, 36.6],
  '640000': [106.3, 38.5],
  '650000': [87.6, 43.8],
};

export interface PlannedWarehouse {
  k: number;
  /** Index of its keeper among the SCALE_KEEPERS warehouse companies. */
  keeper: number;
  code: string;
  name: string;
  kind: 'warehouse' | 'factory';
  province_code: string;
  city_code: string;
  area_code: string;
  province_name: string;
  city_name: string;
  area_name: string;
  address: string;
  longitude: string;
  latitude: string;
  capacity: string;
  contact_name: string;
  contact_phone: string;
}

/**
 * SCALE_WAREHOUSES warehouses, each in a city of its own picked by the provinces' weights (the big chemical provinces
 * hold most), the weightiest cities first, kept in turn by the SCALE_KEEPERS warehouse companies; one in six a
 * factory warehouse (厂库).
 */
export function planWarehouses(count = SCALE_WAREHOUSES): PlannedWarehouse[] {
  const random = seededRandom(0x5ca1e0c3);
  const places = weightedPlaces();
  const cities = new Map<string, ScalePlace>();
  const distinct = new Set(places.map((p) => p.cityCode)).size;
  while (cities.size < Math.min(count, distinct)) {
    const place = places[Math.floor(random() * places.length)] as ScalePlace;
    if (!cities.has(place.cityCode)) cities.set(place.cityCode, place);
  }
  // The weightiest cities first (a city's copies in weightedPlaces are its share of its province's weight): receipts.ts
  // gives the first warehouses most receipts.
  const copies = new Map<string, number>();
  for (const place of places) copies.set(place.cityCode, (copies.get(place.cityCode) ?? 0) + 1);
  const weight = (place: ScalePlace) => copies.get(place.cityCode) ?? 0;
  const ordered = [...cities.values()].sort((a, b) => weight(b) - weight(a) || a.cityCode.localeCompare(b.cityCode));
  return ordered.map((place, k) => {
    const area = place.areas[Math.floor(random() * place.areas.length)] ?? { code: place.cityCode, name: place.cityName };
    const word = WAREHOUSES[k % WAREHOUSES.length] as string;
    const [lng, lat] = PROVINCE_CENTRES[place.provinceCode] ?? [116.4, 39.9];
    const road = ROADS[Math.floor(random() * ROADS.length)] as string;
    const surname = SURNAMES[Math.floor(random() * SURNAMES.length)] as string;
    return {
      k,
      keeper: k % SCALE_KEEPERS,
      code: `SC-${place.cityCode}-${String(k + 1).padStart(2, '0')}`,
      name: `${place.cityShort}${word}`,
      kind: word.includes('厂库') ? 'factory' : 'warehouse',
      province_code: place.provinceCode,
      city_code: place.cityCode,
      area_code: area.code,
      province_name: place.provinceName,
      city_name: place.cityName,
      area_name: area.name,
      address: `${area.name}${road}${1 + Math.floor(random() * 299)}号`,
      longitude: (lng + (random() - 0.5) * 2).toFixed(6),
      latitude: (lat + (random() - 0.5) * 2).toFixed(6),
      capacity: String(500 + Math.floor(random() * 16) * 100),
      contact_name: `${surname}经理`,
      contact_phone: `0${10 + Math.floor(random() * 890)}-${String(50000000 + Math.floor(random() * 49999999))}`,
    };
  });
}
