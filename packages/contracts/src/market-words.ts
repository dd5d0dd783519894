import type { Language } from './enums.ts';

/**
 * The market's own words, stored as sellers and the place tables write them (Chinese), in the reader's language:
 * units of sale, grades and provinces. A word without an English entry stays as written.
 */

/** English units: singular and plural; symbols do not change. */
const UNITS: Record<string, readonly [string, string]> = {
  吨: ['t', 't'],
  千克: ['kg', 'kg'],
  公斤: ['kg', 'kg'],
  克: ['g', 'g'],
  立方米: ['m³', 'm³'],
  升: ['L', 'L'],
  桶: ['drum', 'drums'],
  袋: ['bag', 'bags'],
  包: ['pack', 'packs'],
  箱: ['case', 'cases'],
  瓶: ['bottle', 'bottles'],
  件: ['piece', 'pieces'],
  个: ['piece', 'pieces'],
  车: ['truckload', 'truckloads'],
  柜: ['container', 'containers'],
};

/** A quantity as a number: "1,000.5" (formatted) or 2 or "2". */
const amountOf = (quantity: number | string) => Number(String(quantity).replaceAll(',', ''));

/**
 * A unit in `language`: with a quantity, its singular for exactly 1 and its plural otherwise ("1 drum", "5 drums");
 * without, the singular ("¥800/drum").
 */
export function unitWords(unit: string, language: Language, quantity?: number | string): string {
  if (language === 'zh') return unit;
  const words = UNITS[unit.trim()];
  if (!words) return unit;
  return quantity === undefined || amountOf(quantity) === 1 ? words[0] : words[1];
}

/** Grade words, as seed data and sellers write them; a grade is read word by word (e.g. "工业级 优等品"). */
const GRADES: Record<string, string> = {
  优等品: 'premium',
  优级品: 'superior grade',
  一等品: 'first grade',
  合格品: 'qualified grade',
  工业级: 'industrial grade',
  分析纯: 'analytical reagent',
  化学纯: 'chemically pure',
  优级纯: 'guaranteed reagent',
  试剂级: 'reagent grade',
  电子级: 'electronic grade',
  食品级: 'food grade',
  医药级: 'pharmaceutical grade',
  农业级: 'agricultural grade',
  饲料级: 'feed grade',
  日化级: 'daily-chemical grade',
  化学级: 'chemical grade',
  聚合级: 'polymer grade',
  聚酯级: 'polyester grade',
  纤维级: 'fibre grade',
  薄膜级: 'film grade',
  注塑级: 'injection grade',
  挤出级: 'extrusion grade',
  拉丝级: 'raffia grade',
  管材级: 'pipe grade',
  涂覆级: 'coating grade',
  滚塑级: 'rotomoulding grade',
  中空吹塑级: 'blow-moulding grade',
  通用级: 'general purpose',
  透明级: 'clear grade',
  高光级: 'high-gloss grade',
  高流动级: 'high-flow grade',
  阻燃级: 'flame-retardant grade',
  车用级: 'automotive grade',
  酯级: 'ester grade',
  冰晶级: 'glacial',
  抗冲共聚: 'impact copolymer',
  无水: 'anhydrous',
  稀硝酸: 'dilute nitric acid',
  石油苯: 'petroleum benzene',
  加氢苯: 'hydrogenated benzene',
  离子膜: 'membrane',
  硫酸法: 'sulphate process',
  氯化法: 'chloride process',
  电石法: 'carbide process',
  乙烯法: 'ethylene process',
  重质: 'heavy',
  轻质: 'light',
  粒状: 'granular',
  粉状: 'powder',
  针状: 'needle',
  小颗粒: 'small granules',
  大颗粒: 'large granules',
  红钾: 'red potash',
  白钾: 'white potash',
};

/** A grade in `language`: each known word translated, the rest (codes like SG-5, 99.9%) kept. */
export function gradeWords(grade: string, language: Language): string {
  if (language === 'zh') return grade;
  const words = grade.split(/\s+/).map((word) => GRADES[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The provincial divisions of GB/T 2260, by their full and short Chinese names. */
const PROVINCES: Record<string, string> = {
  北京: 'Beijing',
  天津: 'Tianjin',
  河北: 'Hebei',
  山西: 'Shanxi',
  内蒙古: 'Inner Mongolia',
  辽宁: 'Liaoning',
  吉林: 'Jilin',
  黑龙江: 'Heilongjiang',
  上海: 'Shanghai',
  江苏: 'Jiangsu',
  浙江: 'Zhejiang',
  安徽: 'Anhui',
  福建: 'Fujian',
  江西: 'Jiangxi',
  山东: 'Shandong',
  河南: 'Henan',
  湖北: 'Hubei',
  湖南: 'Hunan',
  广东: 'Guangdong',
  广西: 'Guangxi',
  海南: 'Hainan',
  重庆: 'Chongqing',
  四川: 'Sichuan',
  贵州: 'Guizhou',
  云南: 'Yunnan',
  西藏: 'Tibet',
  陕西: 'Shaanxi',
  甘肃: 'Gansu',
  青海: 'Qinghai',
  宁夏: 'Ningxia',
  新疆: 'Xinjiang',
  台湾: 'Taiwan',
  香港: 'Hong Kong',
  澳门: 'Macao',
};
const PROVINCE_SUFFIX = /(?:省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

/** A province in `language` (江苏省 → Jiangsu, 广西壮族自治区 → Guangxi); an unknown name stays as written. */
export function provinceWords(name: string, language: Language): string {
  if (language === 'zh') return name;
  return PROVINCES[name.replace(PROVINCE_SUFFIX, '')] ?? name;
}

/**
 * Cities' and districts' English names by their Chinese names, as the server romanises them (GET /place/englishNames);
 * Hong Kong's and Macao's districts by their region's name and theirs (香港特别行政区东区). '' names a grouping of the
 * place tables that is no place (重庆市's 县, 省直辖县级行政区划): English leaves it out.
 */
export type PlaceNames = Readonly<Record<string, string>>;

/** A place in Chinese, as addresses, companies and shops store it. */
interface StoredPlace {
  province?: string | null | undefined;
  city?: string | null | undefined;
  area?: string | null | undefined;
}

/**
 * A place's names in `language`, largest first, a name the level above already gave left out (上海市 上海市 金山区 →
 * Shanghai, Jinshan District); a city or district `names` lacks stays as written.
 */
export function placeWords(place: StoredPlace, language: Language, names: PlaceNames = {}): string[] {
  const { province, city, area } = place;
  const english = (name: string) => names[`${province}${name}`] ?? names[name] ?? name;
  return [province, city, area]
    .map((name, i, all) =>
      !name || name === all[i - 1] ? '' : language === 'zh' ? name : i === 0 ? provinceWords(name, language) : english(name),
    )
    .filter(Boolean);
}

/**
 * A whole address: Chinese largest first, run together (江苏省苏州市吴中区星湖街328号); English smallest first, the
 * street as written ("星湖街328号, Wuzhong District, Suzhou, Jiangsu").
 */
export function addressWords(address: StoredPlace & { detail: string }, language: Language, names?: PlaceNames): string {
  const places = placeWords(address, language, names);
  return language === 'zh' ? `${places.join('')}${address.detail}` : [address.detail, ...places.reverse()].join(', ');
}
