import { compareDecimal, HAZARD_CLASSES, isValidCasNumber, productSaveBody, UN_NUMBER_PATTERN } from '@hgsc/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { divisions } from '../../modules/places/divisions.ts';
import { SEED_CATEGORIES } from './catalogue-categories.ts';
import { SEED_CHEMICALS } from './chemicals.ts';
import { encodePng } from './png.ts';
import { groupColour, productCoverPng, productSamplePng } from './product-images.ts';
import { planDemoProducts } from './product-plan.ts';
import { sdsPdf } from './sds-pdf.ts';
import { SHOP_ASSORTMENTS } from './shop-assortments.ts';
import { DEMO_SHOPS } from './shops.ts';

const LEAVES = SEED_CATEGORIES.flatMap((group) => (group.children ?? []).map((leaf) => leaf.name));

describe('demo chemicals', () => {
  it('carry valid CAS numbers (check digit), real categories and correct dangerous-goods data', () => {
    for (const chemical of SEED_CHEMICALS) {
      expect(isValidCasNumber(chemical.cas), `${chemical.name} ${chemical.cas}`).toBe(true);
      expect(LEAVES, chemical.name).toContain(chemical.category);
      expect(chemical.nameEn, chemical.name).toMatch(/^[\x20-\x7e]+$/);
      expect(chemical.grades.length, chemical.name).toBeGreaterThan(0);
      expect(chemical.packagings.length, chemical.name).toBeGreaterThan(0);
      if (chemical.dangerous) {
        expect(chemical.dangerous.unNumber, chemical.name).toMatch(UN_NUMBER_PATTERN);
        expect(HAZARD_CLASSES, chemical.name).toContain(chemical.dangerous.hazardClass);
      }
    }
    const methanol = SEED_CHEMICALS.find((c) => c.name === '甲醇');
    expect(methanol).toMatchObject({ cas: '67-56-1', dangerous: { unNumber: 'UN1230', hazardClass: '3' } });
  });

  it('ship from real GB/T 2260 places, each city in its province', () => {
    const { provinces, citiesOf } = divisions();
    expect(SHOP_ASSORTMENTS.map((a) => a.creditCode)).toEqual(DEMO_SHOPS.map((s) => s.creditCode));
    for (const depot of SHOP_ASSORTMENTS.flatMap((a) => a.depots)) {
      expect(
        provinces.map((p) => p.code),
        depot.warehouse,
      ).toContain(depot.provinceCode);
      expect(
        citiesOf.get(depot.provinceCode)?.map((c) => c.code),
        depot.warehouse,
      ).toContain(depot.cityCode);
    }
  });
});

describe('demo product plan', () => {
  const plan = planDemoProducts();

  it('is the same on every run', () => {
    const again = planDemoProducts();
    expect(again.map(({ chemical: _c, ...p }) => p)).toEqual(plan.map(({ chemical: _c, ...p }) => p));
  });

  it('lists 300–400 products covering every leaf category and every demo shop', () => {
    expect(plan.length).toBeGreaterThanOrEqual(300);
    expect(plan.length).toBeLessThanOrEqual(400);
    const onShelf = plan.filter((p) => p.state === 'onShelf');
    expect(new Set(onShelf.map((p) => p.category))).toEqual(new Set(LEAVES));
    expect(new Set(plan.map((p) => p.shopIndex))).toEqual(new Set(DEMO_SHOPS.map((_, i) => i)));
    expect(onShelf.filter((p) => p.isDangerous).length).toBeGreaterThan(50);
    expect(onShelf.filter((p) => p.stock === '0').length).toBeGreaterThan(0);
    expect(new Set(plan.map((p) => p.unit))).toEqual(new Set(['吨', '千克', '桶']));
  });

  it('gives the demo seller every state and every shop a showcase', () => {
    const states = new Set(plan.filter((p) => p.shopIndex === 0).map((p) => p.state));
    expect(states).toEqual(new Set(['draft', 'pending', 'rejected', 'offShelf', 'onShelf']));
    for (const p of plan.filter((x) => x.state === 'rejected')) expect(p.rejectReason).toBeTruthy();
    for (const index of DEMO_SHOPS.keys()) {
      const shown = plan.filter((p) => p.shopIndex === index && p.showcase);
      expect(shown.length).toBe(6);
      for (const p of shown) expect(p.state).toBe('onShelf');
    }
  });

  it('passes the checks of /product/save for every product', () => {
    for (const p of plan) {
      const body = productSaveBody.safeParse({
        categoryId: 1,
        name: p.name,
        casNumber: p.casNumber,
        grade: p.grade,
        purity: p.purity ?? undefined,
        packaging: p.packaging,
        unit: p.unit,
        unitWeightKg: p.unitWeightKg ?? undefined,
        price: p.price,
        minOrderQty: p.minOrderQty,
        stock: p.stock,
        deliveryPlace: p.depot.deliveryPlace,
        provinceCode: p.depot.provinceCode,
        cityCode: p.depot.cityCode,
        warehouse: p.depot.warehouse,
        validUntil: '2099-12-31',
        images: ['cover-key.png', 'sample-key.png'],
        description: p.description,
        isDangerous: p.isDangerous,
        unNumber: p.unNumber ?? undefined,
        hazardClass: p.hazardClass ?? undefined,
        sdsFileKey: p.isDangerous ? 'sds-key.pdf' : undefined,
      });
      expect(body.error?.issues, `${p.name} ${p.grade}`).toBeUndefined();
    }
  });

  it('keeps a price history that ends at the current price, each move a real change', () => {
    const moved = plan.filter((p) => p.earlierPrices.length > 0);
    expect(moved.length).toBeGreaterThan(20);
    for (const p of moved) {
      expect(p.priceChangedDaysAgo).toHaveLength(p.earlierPrices.length);
      const prices = [...p.earlierPrices, p.price];
      for (let i = 1; i < prices.length; i += 1) expect(compareDecimal(prices[i] as string, prices[i - 1] as string)).not.toBe(0);
      expect([...p.priceChangedDaysAgo].sort((a, b) => b - a)).toEqual(p.priceChangedDaysAgo);
    }
  });
});

describe('demo product files', () => {
  it('encodes a PNG that decodes to the same pixels', () => {
    const pixels = new Uint8Array(5 * 4 * 3).map((_, i) => (i * 37) % 256);
    const decoded = PNG.sync.read(encodePng({ width: 5, height: 4, pixels }));
    expect([decoded.width, decoded.height]).toEqual([5, 4]);
    const rgb = [...decoded.data].filter((_, i) => i % 4 !== 3);
    expect(rgb).toEqual([...pixels]);
  });

  it('draws 400 × 400 PNG pictures for every packaging, with and without a hazard label, and a sample', async () => {
    const colour = groupColour('醇类');
    for (const packaging of [0, 1, 2, 3, 4, 5, 6]) {
      for (const hazardClass of [null, '3', '8']) {
        const png = productCoverPng({ colour, packaging, hazardClass });
        expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
        expect(png.length).toBeLessThan(40_000);
      }
    }
    const sample = PNG.sync.read(productSamplePng({ colour, form: 'pellets' }));
    expect([sample.width, sample.height]).toEqual([400, 400]);
  });

  it('writes each SDS as a PDF', async () => {
    const pdf = sdsPdf({ nameEn: 'Methanol', cas: '67-56-1', unNumber: 'UN1230', hazardClass: '3' });
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    expect(pdf.toString('latin1')).toContain('UN number: UN1230');
  });
});
