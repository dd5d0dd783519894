import { provinceWords, unitWords } from '@hgsc/contracts';
import { useLanguage } from '../i18n/use-translation.ts';

/** A place: its province in the page's language, then its city and district as the place tables name them. */
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
  const language = useLanguage();
  return <>{[province && provinceWords(province, language), city, area].filter(Boolean).join(separator) || '-'}</>;
}

/** A unit of sale in the page's language; with `quantity`, agreeing with it ("1 drum", "5 drums"). */
export function UnitWords({ unit, quantity }: { unit: string; quantity?: number | string }) {
  return <>{unitWords(unit, useLanguage(), quantity)}</>;
}
