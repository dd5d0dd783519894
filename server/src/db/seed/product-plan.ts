import { type HazardClass, hazardClassLabelKey, PACKAGING, translate } from '@hgsc/contracts';
import { seededRandom } from '../../platform/seeded-random.ts';
import { producerOf } from './brands.ts';
import { SEED_CATEGORIES } from './catalogue-categories.ts';
import { SEED_CHEMICALS, type SeedChemical, type SeedGrade } from './chemicals.ts';
import type { ProductForm } from './product-images.ts';
import { type Depot, SHOP_ASSORTMENTS, type ShopAssortment } from './shop-assortments.ts';

/**
 * The demo products, worked out from the vocabulary with a seeded PRNG: the same list on every
 * run, so tests may count on it. Times are days before the seed runs; products.ts turns them into
 * rows.
 */

export type ProductState = 'draft' | 'pending' | 'rejected' | 'offShelf' | 'onShelf';

export interface PlannedProduct {
  /** Index into SHOP_ASSORTMENTS (and DEMO_SHOPS). */
  shopIndex: number;
  /** Leaf category name and its group (the first level of the tree). */
  category: string;
  group: string;
  chemical: SeedChemical;
  name: string;
  casNumber: string;
  grade: string;
  purity: string | null;
  /** 生产厂家: a producer of the chemical's group. */
  brand: string | null;
  packaging: number;
  unit: '吨' | '千克' | '桶';
  /** The drum's net weight in kilograms, for an offer priced per 桶: its price compares per tonne by it. */
  unitWeightKg: string | null;
  /** Current tax-inclusive price; `earlierPrices` are the ones before it, oldest first. */
  price: string;
  earlierPrices: string[];
  minOrderQty: string;
  stock: string;
  depot: Depot;
  /** Days from the seed day to the offer's last valid day; null: no end date. */
  validForDays: number | null;
  description: string;
  isDangerous: boolean;
  unNumber: string | null;
  hazardClass: HazardClass | null;
  form: ProductForm;
  state: ProductState;
  rejectReason: string | null;
  /** Days ago: created, published (approved states), and when each earlier price was replaced. */
  createdDaysAgo: number;
  publishedDaysAgo: number | null;
  priceChangedDaysAgo: number[];
  salesCount: number;
  viewCount: number;
  showcase: boolean;
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const intBetween = (random: Random, low: number, high: number) => Math.floor(between(random, low, high + 1));
function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Cents as a money string: 123456 → "1234.56". */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

const GROUP_OF = new Map(SEED_CATEGORIES.flatMap((group) => (group.children ?? []).map((leaf) => [leaf.name, group.name])));
const FERTILIZER_GROUP = '化肥';

interface Variant {
  grade: SeedGrade;
  packaging: number;
  unit: PlannedProduct['unit'];
}

/** Every way a chemical is offered: each tonne grade in each packaging (drums also per 桶), kilogram grades in small packs. */
function variantsOf(chemical: SeedChemical, random: Random): Variant[] {
  const solid = chemical.form !== 'liquid' && chemical.form !== 'gas';
  return chemical.grades.flatMap((grade): Variant[] => {
    if (grade.perKg) return [{ grade, packaging: solid ? PACKAGING.WOVEN_BAG : PACKAGING.BARREL, unit: '千克' }];
    return chemical.packagings.map((packaging) => ({
      grade,
      packaging,
      unit: packaging === PACKAGING.BARREL && chemical.drumKg && random() < 0.4 ? '桶' : '吨',
    }));
  });
}

/** Price in cents for a variant; `step` is the rounding a trader quotes in. */
function priceOf(random: Random, chemical: SeedChemical, variant: Variant): { cents: number; step: number } {
  const [low, high] = variant.grade.price;
  if (variant.unit === '千克') return { cents: roundTo(between(random, low * 100, high * 100), 10), step: 10 };
  const perTonne = roundTo(between(random, low * 100, high * 100), 1000);
  if (variant.unit === '桶') {
    // A drum of `drumKg`, the drum itself a few per cent on top.
    return { cents: roundTo((perTonne * (chemical.drumKg ?? 200) * 1.03) / 1000, 500), step: 500 };
  }
  return { cents: perTonne, step: 1000 };
}

/** Minimum order and stock in the unit, as traders set them for the packaging. */
function quantitiesOf(random: Random, variant: Variant): { minOrderQty: number; stock: number } {
  const lot = (choices: number[], low: number, high: number, step = 1) => {
    const minOrderQty = pick(random, choices);
    return { minOrderQty, stock: Math.max(minOrderQty, roundTo(between(random, low, high), step)) };
  };
  if (variant.unit === '千克') return lot([25, 50, 100, 200], 500, 20000, 25);
  if (variant.unit === '桶') return lot([1, 2, 4, 10], 20, 600);
  switch (variant.packaging) {
    case PACKAGING.BULK_LIQUID:
      return lot([100, 200, 500, 1000], 2000, 30000, 100);
    case PACKAGING.TANK:
      return lot([20, 25, 30], 100, 3000, 10);
    case PACKAGING.LIQUID_BAG:
      return lot([20, 22], 100, 1000, 10);
    case PACKAGING.TONNE_BAG:
      return lot([5, 10, 20], 100, 3000, 10);
    case PACKAGING.WOVEN_BAG:
      return lot([1, 5, 10], 50, 2000, 5);
    default:
      return lot([1, 2, 5], 10, 300);
  }
}

function packagingText(chemical: SeedChemical, variant: Variant): string {
  const pellets = chemical.form === 'pellets';
  switch (variant.packaging) {
    case PACKAGING.BULK_LIQUID:
      return '散水，船运或管输，码头罐区交货，以岸罐计量为准';
    case PACKAGING.BARREL:
      if (variant.unit === '千克') return '25 千克塑料桶装';
      return chemical.form === 'liquid'
        ? `200 升桶装，每桶净重约 ${chemical.drumKg ?? 200} 千克`
        : `铁桶装，每桶净重 ${chemical.drumKg ?? 200} 千克`;
    case PACKAGING.LIQUID_BAG:
      return '集装箱液袋（Flexitank）装，每袋约 20–22 吨';
    case PACKAGING.IBC:
      return 'IBC 吨桶装，每桶约 1 吨，带托盘';
    case PACKAGING.TONNE_BAG:
      return '吨袋包装，每袋 1 吨，带托盘';
    case PACKAGING.WOVEN_BAG:
      if (variant.unit === '千克') return '25 千克纸塑复合袋包装';
      return pellets ? '25 千克重膜包装袋，码垛缠膜' : '25 千克塑料编织袋内衬塑料袋，码垛缠膜';
    default:
      return chemical.form === 'gas' ? '压力槽车或低温槽车运输，过磅计量' : '槽罐车运输，每车约 25–30 吨，过磅计量';
  }
}

function describe(chemical: SeedChemical, variant: Variant, depot: Depot, group: string): string {
  const lines = [
    chemical.intro,
    '',
    `规格：${variant.grade.grade}${variant.grade.purity ? `，${variant.grade.purity}` : ''}。`,
    `包装：${packagingText(chemical, variant)}。${variant.unit === '桶' ? '按桶计价。' : ''}`,
    `交货：${depot.deliveryPlace}（${depot.warehouse}），可自提，也可安排物流送货。`,
  ];
  if (chemical.dangerous) {
    const label = translate(hazardClassLabelKey(chemical.dangerous.hazardClass), 'zh');
    lines.push(
      `危险化学品：${chemical.dangerous.unNumber}，${label}。凭危险化学品经营许可证或相关证明采购，由具备危险货物运输资质的车辆配送，随货提供安全技术说明书（SDS）。`,
    );
  }
  lines.push(`价格为含税价（增值税 ${group === FERTILIZER_GROUP ? 9 : 13}%），可开具增值税专用发票。`);
  return lines.join('\n');
}

const REJECT_REASONS = [
  '产品图片与实际包装不符，请上传实物包装照片后重新提交。',
  '价格明显偏离市场行情，请核实含税价格后重新提交。',
  '产品描述缺少执行标准和质量指标，请补充后重新提交。',
];

/**
 * Which products of a shop are not on shelf: the demo seller's own shop shows every state on its
 * pages (2 drafts, 3 under review, 2 rejected, 3 off shelf); every other shop has one of each but
 * drafts, so the operator's queues are not empty either.
 */
function statesFor(shopIndex: number, count: number, random: Random): ProductState[] {
  const notOnShelf: ProductState[] =
    shopIndex === 0
      ? ['draft', 'draft', 'pending', 'pending', 'pending', 'rejected', 'rejected', 'offShelf', 'offShelf', 'offShelf']
      : ['pending', 'rejected', 'offShelf'];
  const states: ProductState[] = Array.from({ length: count }, (_, i) => notOnShelf[i] ?? 'onShelf');
  return shuffled(random, states);
}

/** How many offers a shop makes of one chemical: one to four, mostly three. */
const offerCount = (random: Random) => {
  const r = random();
  return r < 0.08 ? 1 : r < 0.36 ? 2 : r < 0.72 ? 3 : 4;
};

/**
 * `count` offers of a chemical: different grades and packagings first; when a shop offers more
 * than that, the same variant again from another of its warehouses.
 */
function offersOf(chemical: SeedChemical, shop: ShopAssortment, random: Random) {
  const variants = shuffled(random, variantsOf(chemical, random));
  const depots = shuffled(
    random,
    shop.depots.filter((d) => !d.only || d.only.includes(chemical.category)),
  );
  return Array.from({ length: offerCount(random) }, (_, i) => ({
    variant: variants[i % variants.length] as Variant,
    depot: depots[i % depots.length] as Depot,
  })).filter((offer, i, all) => all.findIndex((o) => o.variant === offer.variant && o.depot === offer.depot) === i);
}

function planShop(shop: ShopAssortment, shopIndex: number, random: Random): PlannedProduct[] {
  const chemicals = SEED_CHEMICALS.filter((c) => shop.categories.includes(c.category));
  const offers = chemicals.flatMap((chemical) => offersOf(chemical, shop, random).map((offer) => ({ chemical, ...offer })));
  const states = statesFor(shopIndex, offers.length, random);
  const planned = offers.map(({ chemical, variant, depot }, i): PlannedProduct => {
    const group = GROUP_OF.get(chemical.category) ?? '';
    const { cents, step } = priceOf(random, chemical, variant);
    const { minOrderQty, stock } = quantitiesOf(random, variant);
    const state = states[i] ?? 'onShelf';
    const approved = state === 'onShelf' || state === 'offShelf';
    const publishedDaysAgo = approved ? between(random, 0.2, 75) : null;
    const createdDaysAgo =
      publishedDaysAgo !== null ? publishedDaysAgo + between(random, 1, 3) : between(random, 0.5, state === 'draft' ? 10 : 6);
    // Some offers moved their price since publishing: the ticker and the price history show it.
    const moves = state === 'onShelf' && random() < 0.35 ? intBetween(random, 1, 3) : 0;
    const earlier: number[] = [];
    let later = cents;
    for (let m = 0; m < moves; m += 1) {
      const change = between(random, 0.01, 0.045) * (random() < 0.5 ? -1 : 1);
      let before = roundTo(later * (1 - change), step);
      if (before === later) before = later + step;
      earlier.unshift(before);
      later = before;
    }
    const span = Math.min(publishedDaysAgo ?? 0, 20);
    const changedAgo = earlier.map(() => between(random, 0.02, Math.max(span, 0.05))).sort((a, b) => b - a);
    const sales = state === 'onShelf' ? Math.floor(random() ** 3 * 800) : state === 'offShelf' ? intBetween(random, 0, 20) : 0;
    const views =
      state === 'onShelf' || state === 'offShelf' ? sales * intBetween(random, 3, 10) + intBetween(random, 20, 300) : 0;
    return {
      shopIndex,
      category: chemical.category,
      group,
      chemical,
      name: chemical.name,
      casNumber: chemical.cas,
      grade: variant.grade.grade,
      purity: variant.grade.purity,
      brand: producerOf(group, shopIndex + i),
      packaging: variant.packaging,
      unit: variant.unit,
      unitWeightKg: variant.unit === '桶' && chemical.drumKg ? String(chemical.drumKg) : null,
      price: money(cents),
      earlierPrices: earlier.map(money),
      minOrderQty: String(minOrderQty),
      stock: state === 'onShelf' && random() < 0.1 ? '0' : String(stock),
      depot,
      validForDays: random() < 0.15 ? null : intBetween(random, 90, 360),
      description: describe(chemical, variant, depot, group),
      isDangerous: chemical.dangerous !== undefined,
      unNumber: chemical.dangerous?.unNumber ?? null,
      hazardClass: chemical.dangerous?.hazardClass ?? null,
      form: chemical.form,
      state,
      rejectReason: state === 'rejected' ? pick(random, REJECT_REASONS) : null,
      createdDaysAgo,
      publishedDaysAgo,
      priceChangedDaysAgo: changedAgo,
      salesCount: sales,
      viewCount: views,
      showcase: false,
    };
  });
  // The shop's showcase: its six best sellers on shelf.
  const best = planned
    .filter((p) => p.state === 'onShelf')
    .sort((a, b) => b.salesCount - a.salesCount)
    .slice(0, 6);
  for (const product of best) product.showcase = true;
  return planned;
}

/** Every demo product of every demo shop, in a fixed order. */
export function planDemoProducts(): PlannedProduct[] {
  const random = seededRandom(0x5eed2026);
  return SHOP_ASSORTMENTS.flatMap((shop, index) => planShop(shop, index, random));
}
