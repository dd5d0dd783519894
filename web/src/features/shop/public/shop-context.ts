import type { ShopProfile } from '@hgsc/contracts';
import { useOutletContext } from 'react-router';
import { positiveInt } from '../../../shared/url-query.ts';

/** The open shop whose page is shown, handed by ShopLayout to its tabs. */
export const useShopProfile = () => useOutletContext<ShopProfile>();

/** The shop id of /shop/:id; undefined when it is not a positive number. */
export const parseShopId = (value: string | undefined): number | undefined => positiveInt(value ?? null);

/** A shop's region as one text, without repeating a city that has the province's name (天津市 天津市). */
export function regionText(shop: Pick<ShopProfile, 'provinceName' | 'cityName' | 'areaName'>): string {
  const parts = [shop.provinceName, shop.cityName, shop.areaName].filter(Boolean);
  return parts.filter((part, index) => part !== parts[index - 1]).join(' ');
}

/** The full address: the region, then the street address (which some shops wrote with the region already in it). */
export function fullAddress(shop: Pick<ShopProfile, 'provinceName' | 'cityName' | 'areaName' | 'address'>): string {
  const region = regionText(shop);
  const street = shop.address?.trim() ?? '';
  if (!street) return region;
  return region && !street.startsWith(shop.provinceName) ? `${region} ${street}` : street;
}
