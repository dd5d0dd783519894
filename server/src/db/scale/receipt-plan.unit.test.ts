import { isValidCasNumber } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { divisions } from '../../modules/places/index.ts';
import { defaultReceipts, takeReceiptsArg } from './receipt-options.ts';
import {
  planWarehouses,
  receiptProductFacts,
  receiptProductSeeds,
  SCALE_KEEPERS,
  SCALE_RECEIPT_PRODUCTS,
  SCALE_WAREHOUSES,
  suitsListingLots,
} from './receipt-plan.ts';

/** The demo's receipt products (db/seed/warehouses.ts), as the scale data finds them in the registry. */
const DEMO_PRODUCTS = [
  { name: '甲醇', casNumber: '67-56-1', minSplitQty: '10', splitStep: '1' },
  { name: '乙二醇', casNumber: '107-21-1', minSplitQty: '10', splitStep: '1' },
  { name: '精对苯二甲酸', casNumber: '100-21-0', minSplitQty: '5', splitStep: '1' },
  { name: '苯乙烯', casNumber: '100-42-5', minSplitQty: '10', splitStep: '1' },
  { name: '纯苯', casNumber: '71-43-2', minSplitQty: '10', splitStep: '1' },
  { name: '聚氯乙烯', casNumber: '9002-86-2', minSplitQty: '5', splitStep: '0.025' },
];

describe('scale receipt products', () => {
  const seeds = receiptProductSeeds(new Set(DEMO_PRODUCTS.map((p) => p.casNumber)));

  it('adds a few dozen bulk chemicals with valid CAS numbers, none the registry already has', () => {
    expect(seeds).toHaveLength(SCALE_RECEIPT_PRODUCTS);
    for (const seed of seeds) expect(isValidCasNumber(seed.casNumber), seed.name).toBe(true);
    expect(new Set(seeds.map((s) => `${s.name}/${s.grade}`)).size).toBe(seeds.length);
    expect(seeds.filter((s) => DEMO_PRODUCTS.some((p) => p.casNumber === s.casNumber))).toEqual([]);
    expect(seeds.every((s) => (s.hazardClass === null) === (s.unNumber === null))).toBe(true);
  });

  it('gives every product, the demo’s too, lot rules the scale listings’ lots keep, and a price range', () => {
    for (const product of [...DEMO_PRODUCTS, ...seeds]) {
      expect(suitsListingLots(product), product.name).toBe(true);
      const facts = receiptProductFacts(product);
      expect(facts.priceLow, product.name).toBeGreaterThan(0);
      expect(facts.priceLow).toBeLessThanOrEqual(facts.priceHigh);
      expect(facts.brands.length).toBeGreaterThan(0);
    }
    // The demo's methanol is priced as methanol, not with the fallback range.
    expect(receiptProductFacts(DEMO_PRODUCTS[0] as (typeof DEMO_PRODUCTS)[number])).toMatchObject({
      priceLow: 2280,
      form: 'liquid',
    });
    expect(suitsListingLots({ minSplitQty: '20', splitStep: '1' })).toBe(false);
    expect(suitsListingLots({ minSplitQty: '5', splitStep: '2' })).toBe(false);
  });
});

describe('scale warehouses', () => {
  const warehouses = planWarehouses();

  it('puts a few dozen warehouses in as many real cities, each kept by one of the warehouse companies', () => {
    expect(warehouses).toHaveLength(SCALE_WAREHOUSES);
    expect(new Set(warehouses.map((w) => w.city_code)).size).toBe(SCALE_WAREHOUSES);
    expect(new Set(warehouses.map((w) => w.code)).size).toBe(SCALE_WAREHOUSES);
    const { citiesOf, areasOf } = divisions();
    for (const w of warehouses) {
      expect(
        citiesOf.get(w.province_code)?.some((c) => c.code === w.city_code),
        w.name,
      ).toBe(true);
      expect(areasOf.get(w.city_code)?.some((a) => a.code === w.area_code) ?? w.area_code === w.city_code, w.name).toBe(true);
      expect(w.keeper).toBeGreaterThanOrEqual(0);
      expect(w.keeper).toBeLessThan(SCALE_KEEPERS);
    }
    expect(new Set(warehouses.map((w) => w.keeper)).size).toBe(SCALE_KEEPERS);
  });

  it('is the same market on every run', () => {
    expect(planWarehouses()).toEqual(warehouses);
  });
});

describe('--receipts', () => {
  it('is taken out of the other sizes’ arguments, one receipt per ten products without it', () => {
    expect(takeReceiptsArg(['--products', '2000', '--receipts', '300'])).toEqual({ receipts: 300, rest: ['--products', '2000'] });
    expect(takeReceiptsArg(['--receipts=0', '--orders', '5'])).toEqual({ receipts: 0, rest: ['--orders', '5'] });
    expect(takeReceiptsArg(['--shops', '3'])).toEqual({ receipts: undefined, rest: ['--shops', '3'] });
    expect(() => takeReceiptsArg(['--receipts', 'many'])).toThrow(/whole number/);
    expect(defaultReceipts(1_000_000)).toBe(100_000);
  });
});
