import { invalidField } from '../../platform/http/app-error.ts';
import { divisions } from './divisions.ts';

export interface ResolvedPlaces {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
}

/**
 * The names of a province → city → area chain from the places data (/province/list, /city/list,
 * /area/list). A code that is not part of the chain answers 400 naming its field.
 */
export function resolvePlaces(input: { provinceCode: string; cityCode: string; areaCode: string }): ResolvedPlaces {
  const { provinces, citiesOf, areasOf } = divisions();
  const province = provinces.find((p) => p.code === input.provinceCode);
  if (!province) throw invalidField('provinceCode', 'address.provinceInvalid');
  const city = citiesOf.get(province.code)?.find((c) => c.code === input.cityCode);
  if (!city) throw invalidField('cityCode', 'address.cityMismatch');
  const area = areasOf.get(city.code)?.find((a) => a.code === input.areaCode);
  if (!area) throw invalidField('areaCode', 'address.areaMismatch');
  return {
    provinceCode: province.code,
    provinceName: province.name,
    cityCode: city.code,
    cityName: city.name,
    areaCode: area.code,
    areaName: area.name,
  };
}
