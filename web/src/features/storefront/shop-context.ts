import { addressWords, type Language, type PlaceNames, placeWords, type ShopProfile } from '@hgsc/contracts';
import { useOutletContext } from 'react-router';
import { positiveInt } from '../../shared/url-query.ts';

/** The open shop whose page is shown, handed by ShopLayout to its tabs. */
export const useShopProfile = () => useOutletContext<ShopProfile>();

/** The shop id of /shop/:id; undefined when it is not a positive number. */
export const parseShopId = (value: string | undefined): number | undefined => positiveInt(value ?? null);

type ShopPlace = Pick<ShopProfile, 'provinceName' | 'cityName' | 'areaName'>;
const placeOf = (shop: ShopPlace) => ({ province: shop.provinceName, city: shop.cityName, area: shop.areaName });

/** A shop's region as one text in `language`, without repeating a city that has the province's name (天津市 天津市). */
export function regionText(shop: ShopPlace, language: Language = 'zh', names?: PlaceNames): string {
  return placeWords(placeOf(shop), language, names).join(' ');
}

/**
 * The full address: the region, then the street address (which some shops wrote with the region already in it);
 * in English the street first.
 */
export function fullAddress(
  shop: ShopPlace & Pick<ShopProfile, 'address'>,
  language: Language = 'zh',
  names?: PlaceNames,
): string {
  const region = regionText(shop, language, names);
  const street = shop.address?.trim() ?? '';
  if (!street) return region;
  if (!region || street.startsWith(shop.provinceName)) return street;
  return language === 'zh' ? `${region} ${street}` : addressWords({ ...placeOf(shop), detail: street }, language, names);
}
