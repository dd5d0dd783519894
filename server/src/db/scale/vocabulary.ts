import { type HazardClass, hazardClassLabelKey, PACKAGING, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { SEED_CATEGORIES } from '../seed/catalogue-categories.ts';
import { SEED_CHEMICALS, type SeedChemical, type SeedGrade } from '../seed/chemicals.ts';
import { EXTRA_CHEMICALS } from './extra-chemicals.ts';

/**
 * The words a million offers are made of: every way each real chemical (the demo's and the extra
 * ones) is sold — grade × packaging × unit, with its price range per unit, order lot and stock
 * range — and the producer brands, name tags, company and person names the market uses.
 */

export const SCALE_CHEMICALS: readonly SeedChemical[] = [...SEED_CHEMICALS, ...EXTRA_CHEMICALS];

/** The first level of the demo tree, in order; a variant names its group by index. */
export const GROUPS: readonly string[] = SEED_CATEGORIES.map((group) => group.name);
const GROUP_OF = new Map(SEED_CATEGORIES.flatMap((group) => (group.children ?? []).map((leaf) => [leaf.name, group.name])));
/** The group index of a leaf category, -1 when the demo tree has no such leaf. */
export const groupIndexOf = (category: string) => GROUPS.indexOf(GROUP_OF.get(category) ?? '');

/** Tags sellers put before a name. */
export const NAME_TAGS: readonly string[] = ['【现货】', '【厂家直供】', '【一票制】', '【可分装】', '【长期供应】'];

export interface ScaleVariant {
  dangerous: boolean;
  chemical: string;
  cas: string;
  /** Leaf category and its group, as in the demo tree. */
  category: string;
  group: string;
  groupIndex: number;
  grade: string;
  purity: string | null;
  packaging: number;
  unit: '吨' | '千克' | '桶';
  /** The drum's net weight in kilograms, for an offer priced per 桶. */
  unitWeightKg: string | null;
  /** Chemical, grade, purity and packaging: the name before tag and brand. */
  nameStem: string;
  /** Price range per unit and the step traders quote in (decimal strings, yuan). */
  priceLow: string;
  priceHigh: string;
  priceStep: string;
  minOrderQtys: readonly string[];
  stockLow: string;
  stockHigh: string;
  stockStep: string;
  unNumber: string | null;
  hazardClass: HazardClass | null;
  description: string;
}

interface Lot {
  minOrderQtys: number[];
  stock: [number, number, number];
}

/** Lots and stock ranges as traders set them for the packaging (the demo plan's rules). */
function lotOf(packaging: number, unit: ScaleVariant['unit']): Lot {
  if (unit === '千克') return { minOrderQtys: [25, 50, 100, 200], stock: [500, 20000, 25] };
  if (unit === '桶') return { minOrderQtys: [1, 2, 4, 10], stock: [20, 600, 1] };
  switch (packaging) {
    case PACKAGING.BULK_LIQUID:
      return { minOrderQtys: [100, 200, 500, 1000], stock: [2000, 30000, 100] };
    case PACKAGING.TANK:
      return { minOrderQtys: [20, 25, 30], stock: [100, 3000, 10] };
    case PACKAGING.LIQUID_BAG:
      return { minOrderQtys: [20, 22], stock: [100, 1000, 10] };
    case PACKAGING.TONNE_BAG:
      return { minOrderQtys: [5, 10, 20], stock: [100, 3000, 10] };
    case PACKAGING.WOVEN_BAG:
      return { minOrderQtys: [1, 5, 10], stock: [50, 2000, 5] };
    default:
      return { minOrderQtys: [1, 2, 5], stock: [10, 300, 1] };
  }
}

function packWord(chemical: SeedChemical, packaging: number, unit: ScaleVariant['unit']): string {
  switch (packaging) {
    case PACKAGING.BULK_LIQUID:
      return '散水';
    case PACKAGING.BARREL:
      if (unit === '千克') return '25kg桶装';
      if (unit === '桶') return '桶装 按桶售';
      return chemical.form === 'liquid' ? '200L桶装' : '铁桶装';
    case PACKAGING.LIQUID_BAG:
      return '液袋';
    case PACKAGING.IBC:
      return 'IBC吨桶';
    case PACKAGING.TONNE_BAG:
      return '吨袋';
    case PACKAGING.WOVEN_BAG:
      if (unit === '千克') return '25kg袋装';
      return chemical.form === 'pellets' ? '25kg重膜袋' : '25kg编织袋';
    default:
      return chemical.form === 'gas' ? '槽车 压力罐' : '槽车';
  }
}

/** Price range per unit: per tonne as quoted, per kilogram, or per drum of `drumKg` (the drum itself ~3 % on top). */
function priceRange(chemical: SeedChemical, grade: SeedGrade, unit: ScaleVariant['unit']) {
  const low = new Decimal(grade.price[0]);
  const high = new Decimal(grade.price[1]);
  if (unit === '千克') return { low, high, step: new Decimal('0.1') };
  if (unit === '桶') {
    const perDrum = (perTonne: Decimal) =>
      perTonne
        .mul(chemical.drumKg ?? 200)
        .div(1000)
        .mul('1.03');
    return { low: perDrum(low), high: perDrum(high), step: new Decimal(5) };
  }
  return { low, high, step: new Decimal(10) };
}

function describe(chemical: SeedChemical, grade: SeedGrade, word: string): string {
  const lines = [chemical.intro, `规格：${grade.grade}${grade.purity ? `，${grade.purity}` : ''}；包装：${word}。`];
  if (chemical.dangerous) {
    const label = translate(hazardClassLabelKey(chemical.dangerous.hazardClass), 'zh');
    lines.push(`危险化学品：${chemical.dangerous.unNumber}，${label}。凭危险化学品经营许可证采购，危货车辆配送，随货提供 SDS。`);
  }
  return lines.join('\n');
}

function variantsOfChemical(chemical: SeedChemical): ScaleVariant[] {
  const group = GROUP_OF.get(chemical.category) ?? '';
  const solid = chemical.form !== 'liquid' && chemical.form !== 'gas';
  type Offer = { grade: SeedGrade; packaging: number; unit: ScaleVariant['unit'] };
  const offers = chemical.grades.flatMap((grade): Offer[] => {
    if (grade.perKg) return [{ grade, packaging: solid ? PACKAGING.WOVEN_BAG : PACKAGING.BARREL, unit: '千克' }];
    return chemical.packagings.flatMap((packaging): Offer[] => [
      { grade, packaging, unit: '吨' },
      ...(packaging === PACKAGING.BARREL && chemical.drumKg ? [{ grade, packaging, unit: '桶' as const }] : []),
    ]);
  });
  return offers.map(({ grade, packaging, unit }) => {
    const word = packWord(chemical, packaging, unit);
    const price = priceRange(chemical, grade, unit);
    const lot = lotOf(packaging, unit);
    return {
      dangerous: chemical.dangerous !== undefined,
      chemical: chemical.name,
      cas: chemical.cas,
      category: chemical.category,
      group,
      groupIndex: GROUPS.indexOf(group),
      grade: grade.grade,
      purity: grade.purity,
      packaging,
      unit,
      unitWeightKg: unit === '桶' && chemical.drumKg ? String(chemical.drumKg) : null,
      nameStem: [chemical.name, grade.grade, grade.purity, word].filter(Boolean).join(' '),
      priceLow: price.low.toFixed(2),
      priceHigh: price.high.toFixed(2),
      priceStep: price.step.toFixed(2),
      minOrderQtys: lot.minOrderQtys.map(String),
      stockLow: String(lot.stock[0]),
      stockHigh: String(lot.stock[1]),
      stockStep: String(lot.stock[2]),
      unNumber: chemical.dangerous?.unNumber ?? null,
      hazardClass: chemical.dangerous?.hazardClass ?? null,
      description: describe(chemical, grade, word),
    };
  });
}

/** Every variant of every scale chemical whose leaf is in the demo tree. */
export function scaleVariants(): ScaleVariant[] {
  return SCALE_CHEMICALS.flatMap(variantsOfChemical).filter((v) => v.groupIndex >= 0);
}

/** 字号: the trade names of Chinese chemical companies. */
export const TRADE_NAMES: readonly string[] = (
  '恒信 华泰 金龙 鑫源 瑞丰 宏达 永盛 天成 新宇 博通 中润 汇丰 隆基 德信 富华 泰和 盛通 鼎盛 华鑫 润泽 ' +
  '嘉诚 利民 佳美 东升 正大 安泰 昌盛 宏远 万通 金泰 华联 海川 联创 永兴 盛源 金誉 荣达 华信 瑞祥 圣泉 ' +
  '凯达 新华 宇通 伟业 和信 广源 同创 恒泰 众诚 景泰 天润 鸿运 兴业 长江 恒达 华源 中信 金鼎 明达 远大 ' +
  '世纪 金阳 浩瀚 卓越 恒丰 瑞达 昊天 锦华 益康 元亨 亿达 宏业 丰泽 信达 通达 祥瑞 华翔 中天 永泰 九州 ' +
  '振华 海达 鑫泰 锦程 永利 腾飞 嘉禾 金石 方圆 天宇 新达 合力 诚信 宏图 盛华 东方 银河 泰山 峰源 凯盛 ' +
  '金桥 正信 华宇 中科 润达 安达 德润 旭升 恒昌 和泰 晨光 明辉 泰丰 百盛 华润 长城 宏盛 天瑞 中宏 新星 ' +
  '鑫达 金凯 海洋 永佳 汇川 博远 鸿达 泰华 华美 润丰 东泰 盛达 兆丰 福源 利达 洪泽 金茂 恒隆 祥和 海泰 ' +
  '三江 万盛 汉江 宏泰 广泰 众鑫 建业 蓝天 绿源 星辰 金帆 信诚 龙腾 瑞林 华峰 中恒 德康 泓源 通宇 宏鑫'
).split(' ');

/** What follows the trade name: the business the company is registered for. */
export const BUSINESS_WORDS: readonly string[] = [
  '化工',
  '化学',
  '新材料',
  '石化',
  '化工科技',
  '精细化工',
  '化工贸易',
  '化学品',
  '能源化工',
  '化工原料',
];

export const SHOP_SUFFIXES: readonly string[] = ['旗舰店', '专营店', '直营店', '官方店', '供应中心'];

export const SURNAMES: readonly string[] =
  '王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 袁 潘 于 蒋 蔡'.split(
    ' ',
  );

export const GIVEN_NAMES: readonly string[] = (
  '伟 芳 娜 敏 静 强 磊 军 洋 勇 艳 杰 涛 明 超 霞 平 刚 建华 建国 志强 海峰 晓东 立新 国庆 ' +
  '德明 振华 红梅 丽华 春生 文斌 永刚 学军 海涛 玉兰 金凤 志明 宏伟 秀英 俊杰 浩然 子涵 雨欣 佳怡 思远'
).split(' ');

export const ROADS: readonly string[] = [
  '化工大道',
  '临港大道',
  '滨江路',
  '工业园区纬三路',
  '新材料产业园二路',
  '经济开发区长江路',
  '人民路',
  '建设路',
  '中山路',
  '黄河路',
];

/** Where goods wait for collection, after the city's name. */
export const WAREHOUSES: readonly string[] = [
  '化工园区公共仓库',
  '化工罐区',
  '保税物流中心仓库',
  '物流园危化品仓库',
  '自有厂库',
  '铁路专用线货场',
];
