import { divisions, shortName } from '../../modules/places/index.ts';

/** A prefecture-level city of GB/T 2260 (modules/places), with its districts. */
export interface ScalePlace {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  /** 苏州 for 苏州市: what a company name starts with. */
  cityShort: string;
  areas: { code: string; name: string }[];
  /** The province's one-character abbreviation (苏), as licence numbers carry it. */
  abbreviation: string;
}

/**
 * Where China's chemical trade is, roughly: the provinces with the big chemical parks weigh most.
 * Provinces left out (西藏, 台湾, 香港, 澳门) have no scale companies.
 */
const PROVINCE_WEIGHTS: Record<string, [weight: number, abbreviation: string]> = {
  '320000': [12, '苏'],
  '370000': [12, '鲁'],
  '330000': [10, '浙'],
  '440000': [8, '粤'],
  '310000': [6, '沪'],
  '130000': [5, '冀'],
  '120000': [4, '津'],
  '210000': [4, '辽'],
  '410000': [4, '豫'],
  '420000': [4, '鄂'],
  '510000': [4, '川'],
  '340000': [4, '皖'],
  '350000': [4, '闽'],
  '110000': [3, '京'],
  '610000': [3, '陕'],
  '150000': [3, '蒙'],
  '640000': [2, '宁'],
  '650000': [2, '新'],
  '500000': [2, '渝'],
  '430000': [2, '湘'],
  '360000': [2, '赣'],
  '140000': [2, '晋'],
  '230000': [2, '黑'],
  '220000': [2, '吉'],
  '450000': [2, '桂'],
  '530000': [2, '滇'],
  '520000': [1, '黔'],
  '620000': [1, '甘'],
  '630000': [1, '青'],
  '460000': [1, '琼'],
};

/** Cities ending in 市 (municipalities included): autonomous prefectures make poor company names. */
function citiesOf(provinceCode: string): ScalePlace[] {
  const { provinces, citiesOf: cities, areasOf } = divisions();
  const province = provinces.find((p) => p.code === provinceCode);
  const abbreviation = PROVINCE_WEIGHTS[provinceCode]?.[1] ?? '';
  if (!province) return [];
  return (cities.get(provinceCode) ?? [])
    .filter((city) => city.name.endsWith('市') && shortName(city.name).length >= 2)
    .map((city) => ({
      provinceCode,
      provinceName: province.name,
      cityCode: city.code,
      cityName: city.name,
      cityShort: shortName(city.name),
      areas: areasOf.get(city.code) ?? [{ code: city.code, name: city.name }],
      abbreviation,
    }));
}

let weighted: ScalePlace[] | undefined;

/**
 * Every usable city, repeated by its province's weight shared among the province's cities (a
 * province's weight does not grow with its number of cities): pick one uniformly to pick by weight.
 */
export function weightedPlaces(): readonly ScalePlace[] {
  weighted ??= Object.entries(PROVINCE_WEIGHTS).flatMap(([code, [weight]]) => {
    const cities = citiesOf(code);
    const copies = Math.max(1, Math.round((weight * 12) / Math.max(1, cities.length)));
    return cities.flatMap((city) => Array.from({ length: copies }, () => city));
  });
  return weighted;
}

/** "江苏苏州", "上海": province and city as a delivery place reads. */
export function deliveryPlaceOf(place: ScalePlace): string {
  const province = shortName(place.provinceName);
  return province === place.cityShort ? province : `${province}${place.cityShort}`;
}
