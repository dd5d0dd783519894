import { type PlaceNames, provinceWords } from '@hgsc/contracts';
import { customPinyin, pinyin } from 'pinyin-pro';
import { divisions, shortName } from './divisions.ts';

/**
 * Cities and districts in English as Chinese platforms write them: the name in pinyin run together, the kind of
 * division in English (苏州市 → Suzhou, 金山区 → Jinshan District, 张家港市 → Zhangjiagang, 沛县 → Pei County,
 * 大理白族自治州 → Dali Bai Autonomous Prefecture). Hong Kong's and Macao's districts keep their official names.
 */

// Places read some characters otherwise than everyday words do; pinyin-pro's dictionary has the everyday reading.
customPinyin({
  都: 'dū',
  大城: 'dà chéng',
  民乐: 'mín lè',
  乐清: 'yuè qīng',
  乐亭: 'lào tíng',
  洪洞: 'hóng tóng',
  黄陂: 'huáng pí',
  涡阳: 'guō yáng',
  单县: 'shàn xiàn',
  浚县: 'xùn xiàn',
  蔚县: 'yù xiàn',
});

/** The kinds of division by their Chinese suffix; a city (市) is its name alone. */
const DIVISIONS: Record<string, string> = {
  自治州: 'Autonomous Prefecture',
  自治县: 'Autonomous County',
  自治旗: 'Autonomous Banner',
  联合旗: 'United Banner',
  左旗: 'Left Banner',
  右旗: 'Right Banner',
  前旗: 'Front Banner',
  中旗: 'Middle Banner',
  后旗: 'Rear Banner',
  矿区: 'Mining District',
  特区: 'Special District',
  地区: 'Prefecture',
  区: 'District',
  县: 'County',
  旗: 'Banner',
  盟: 'League',
  市: '',
};

/**
 * The development zones and other areas of the statistics codes, named after the provinces and cities they lie in,
 * which keep a word each (苏州工业园区 → Suzhou Industrial Park, 河北唐山芦台经济开发区 → Hebei Tangshan Lutai …).
 */
const ZONES: Record<string, string> = {
  经济技术开发区: 'Economic and Technological Development Zone',
  高新技术产业开发区: 'High-tech Industrial Development Zone',
  高技术产业开发区: 'High-tech Industrial Development Zone',
  高新技术产业园区: 'High-tech Industrial Park',
  高新技术开发区: 'High-tech Development Zone',
  经济综合实验区: 'Comprehensive Economic Experimental Zone',
  经济开发区: 'Economic Development Zone',
  城乡一体化示范区: 'Urban-Rural Integration Demonstration Zone',
  综合改革示范区: 'Comprehensive Reform Demonstration Zone',
  综合保税区: 'Comprehensive Bonded Zone',
  示范区: 'Demonstration Zone',
  化工园区: 'Chemical Industry Park',
  工业园区: 'Industrial Park',
  产业园区: 'Industrial Park',
  创意园区: 'Creative Park',
  产业聚集区: 'Industrial Cluster',
  管理区: 'Administrative Zone',
  开发区: 'Development Zone',
  群岛的岛礁及其海域: 'Islands',
  群岛: 'Islands',
  行政委员会: 'Administrative Committee',
  管委会: 'Administrative Committee',
  新城: 'New Town',
  新区: 'New Area',
};

const KINDS = [...Object.entries(ZONES), ...Object.entries(DIVISIONS)].sort(([a], [b]) => b.length - a.length);

/** Places known abroad by names of their own peoples' languages, not by pinyin (哈尔滨 → Harbin, not Ha'erbin). */
const KNOWN_AS: Record<string, string> = {
  哈尔滨: 'Harbin',
  呼和浩特: 'Hohhot',
  鄂尔多斯: 'Ordos',
  呼伦贝尔: 'Hulunbuir',
  巴彦淖尔: 'Bayannur',
  乌兰察布: 'Ulanqab',
  锡林郭勒: 'Xilingol',
  阿拉善: 'Alxa',
  乌鲁木齐: 'Urumqi',
  克拉玛依: 'Karamay',
  吐鲁番: 'Turpan',
  喀什: 'Kashgar',
  和田: 'Hotan',
  阿勒泰: 'Altay',
  伊犁: 'Ili',
  博尔塔拉: 'Bortala',
  巴音郭楞: 'Bayingolin',
  克孜勒苏: 'Kizilsu',
  库尔勒: 'Korla',
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  昌都: 'Qamdo',
  林芝: 'Nyingchi',
  那曲: 'Nagqu',
  阿里: 'Ngari',
  格尔木: 'Golmud',
};

/** The peoples an autonomous division is named after, as its name writes them (with 族, or the longer ones without). */
const PEOPLES: Record<string, string> = {
  朝鲜: 'Korean',
  土家: 'Tujia',
  苗: 'Miao',
  藏: 'Tibetan',
  羌: 'Qiang',
  彝: 'Yi',
  布依: 'Bouyei',
  侗: 'Dong',
  哈尼: 'Hani',
  壮: 'Zhuang',
  傣: 'Dai',
  白: 'Bai',
  景颇: 'Jingpo',
  傈僳: 'Lisu',
  回: 'Hui',
  蒙古: 'Mongol',
  维吾尔: 'Uyghur',
  柯尔克孜: 'Kirgiz',
  哈萨克: 'Kazak',
  满: 'Manchu',
  达斡尔: 'Daur',
  鄂伦春: 'Oroqen',
  鄂温克: 'Ewenki',
  畲: 'She',
  瑶: 'Yao',
  仫佬: 'Mulao',
  毛南: 'Maonan',
  黎: 'Li',
  仡佬: 'Gelao',
  水: 'Shui',
  纳西: 'Naxi',
  拉祜: 'Lahu',
  佤: 'Va',
  布朗: 'Blang',
  独龙: 'Derung',
  怒: 'Nu',
  普米: 'Pumi',
  裕固: 'Yugur',
  东乡: 'Dongxiang',
  保安: 'Bonan',
  撒拉: 'Salar',
  土: 'Tu',
  塔吉克: 'Tajik',
  锡伯: 'Xibe',
  各: 'Various Nationalities',
};
const PEOPLE_WORDS = Object.keys(PEOPLES)
  .flatMap((people) => (people.length > 1 ? [`${people}族`, people] : [`${people}族`]))
  .sort((a, b) => b.length - a.length);

/** The districts of Hong Kong and Macao, by their region and Chinese name (东区 is also a district of 攀枝花). */
const SPECIAL_REGIONS: Record<string, Record<string, string>> = {
  香港特别行政区: {
    中西区: 'Central and Western District',
    湾仔区: 'Wan Chai District',
    东区: 'Eastern District',
    南区: 'Southern District',
    油尖旺区: 'Yau Tsim Mong District',
    深水埗区: 'Sham Shui Po District',
    九龙城区: 'Kowloon City District',
    黄大仙区: 'Wong Tai Sin District',
    观塘区: 'Kwun Tong District',
    荃湾区: 'Tsuen Wan District',
    屯门区: 'Tuen Mun District',
    元朗区: 'Yuen Long District',
    北区: 'North District',
    大埔区: 'Tai Po District',
    西贡区: 'Sai Kung District',
    沙田区: 'Sha Tin District',
    葵青区: 'Kwai Tsing District',
    离岛区: 'Islands District',
  },
  澳门特别行政区: {
    花地玛堂区: 'Nossa Senhora de Fátima',
    花王堂区: 'Santo António',
    望德堂区: 'São Lázaro',
    大堂区: 'Sé',
    风顺堂区: 'São Lourenço',
    嘉模堂区: 'Nossa Senhora do Carmo',
    路凼填海区: 'Cotai',
    圣方济各堂区: 'São Francisco Xavier',
  },
};

/**
 * Groupings of the place tables that are no place of their own (市辖区: a municipality's districts, as older tables
 * and stored addresses name them): an address in English leaves them out.
 */
const GROUPINGS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** The one forestry district: 林区 also ends ordinary districts' names (万柏林区, 碑林区). */
const OWN_NAMES: Record<string, string> = { 神农架林区: 'Shennongjia Forestry District' };

/** Pinyin run together, capitalised, with an apostrophe before a syllable starting with a vowel (Xi'an, Lu'an). */
function romanised(chinese: string): string {
  const known = KNOWN_AS[chinese];
  if (known) return known;
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' });
  const text = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let knownPlaces: string[] | undefined;
/** Provinces and cities by their short names (河北, 唐山), longest first. */
function placesByShortName(): string[] {
  const { provinces, citiesOf } = divisions();
  knownPlaces ??= [...new Set([...provinces, ...[...citiesOf.values()].flat()].map((place) => shortName(place.name)))]
    .filter((name) => name.length > 1)
    .sort((a, b) => b.length - a.length);
  return knownPlaces;
}

/** A name before its kind: the provinces and cities it starts with a word each (河北唐山芦台 → Hebei Tangshan Lutai). */
function nameWords(name: string): string[] {
  const known = placesByShortName().find((place) => name.startsWith(place) && name.length > place.length);
  if (!known) return [romanised(name)];
  const province = provinceWords(known, 'en');
  return [province !== known ? province : romanised(known), ...nameWords(name.slice(known.length).replace(/^市/, ''))];
}

/** A city's or district's name in English. */
export function englishPlaceName(name: string): string {
  if (GROUPINGS.has(name)) return '';
  const own = OWN_NAMES[name];
  if (own) return own;
  const kind = KINDS.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  let base = kind ? name.slice(0, -kind[0].length) : name;
  const peoples: string[] = [];
  if (kind?.[1].startsWith('Autonomous')) {
    for (let word = PEOPLE_WORDS.find((w) => base.endsWith(w)); word; word = PEOPLE_WORDS.find((w) => base.endsWith(w))) {
      // 东乡族自治县: the people's name is the place's too.
      if (word.length === base.length) {
        base = base.replace(/族$/, '');
        break;
      }
      peoples.unshift(PEOPLES[word.replace(/族$/, '')] as string);
      base = base.slice(0, -word.length);
    }
  }
  const people = peoples.length > 1 ? `${peoples.slice(0, -1).join(', ')} and ${peoples.at(-1)}` : peoples[0];
  // A division's name is one word (黄石港区 → Huangshigang District), a zone's a word a place.
  const words = kind && kind[0] in ZONES ? nameWords(base) : [romanised(base)];
  return [...words, people, kind?.[1]].filter(Boolean).join(' ');
}

let table: PlaceNames | undefined;

/**
 * Every city's and district's English name, by its Chinese name; Hong Kong's and Macao's districts by their region's
 * name and theirs (香港特别行政区东区), as contracts `placeWords` reads them.
 */
export function englishPlaceNames(): PlaceNames {
  if (table) return table;
  const { provinces, citiesOf, areasOf } = divisions();
  const names: Record<string, string> = Object.fromEntries([...GROUPINGS].map((name) => [name, '']));
  for (const province of provinces) {
    const special = SPECIAL_REGIONS[province.name];
    for (const city of citiesOf.get(province.code) ?? []) {
      // A special region is its own one city.
      names[city.name] ??= special ? provinceWords(city.name, 'en') : englishPlaceName(city.name);
      for (const area of areasOf.get(city.code) ?? []) {
        if (special) names[`${province.name}${area.name}`] = special[area.name] ?? englishPlaceName(area.name);
        else names[area.name] ??= englishPlaceName(area.name);
      }
    }
  }
  table = names;
  return table;
}
