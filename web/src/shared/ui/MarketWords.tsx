import { addressWords, placeWords, unitWords } from '@hgsc/contracts';
import { placeNames } from '../i18n/place-names.ts';
import { useLanguage } from '../i18n/use-translation.ts';

/** A place in the page's language: province, city, district. */
export function PlaceWords({
  province,
  city,
  area,
  separator = ' / ',
}: {
  province: string | null | undefined;
  city?: string | null | undefined;
  area?: string | null | undefined;
  separator?: string;
}) {
  return <>{placeWords({ province, city, area }, useLanguage(), placeNames()).join(separator) || '-'}</>;
}

/** A delivery address in the page's language: Chinese largest first, English smallest first. */
export function AddressWords({ address }: { address: { province: string; city: string; area: string; detail: string } }) {
  return <>{addressWords(address, useLanguage(), placeNames())}</>;
}

/** A unit of sale in the page's language; with `quantity`, agreeing with it ("1 drum", "5 drums"). */
export function UnitWords({ unit, quantity }: { unit: string; quantity?: number | string }) {
  return <>{unitWords(unit, useLanguage(), quantity)}</>;
}
