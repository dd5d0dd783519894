import type { Place, PlaceMatch } from '@hgsc/contracts';
import { notFound } from '../../platform/http/app-error.ts';
import { divisions, shortName } from './divisions.ts';

export function listProvinces(): Place[] {
  return divisions().provinces;
}

/** The cities of a province; 404 when the code is not a province. */
export function listCities(provinceCode: string): Place[] {
  const cities = divisions().citiesOf.get(provinceCode);
  if (!cities) throw notFound();
  return cities;
}

/** The districts/counties of a city; 404 when the code is not a city. */
export function listAreas(cityCode: string): Place[] {
  const areas = divisions().areasOf.get(cityCode);
  if (!areas) throw notFound();
  return areas;
}

const LEVEL_ORDER = { city: 0, province: 1, area: 2 } as const;

/**
 * Divisions named `name`, cities first: the exact name, else the name without its suffix
 * (深圳 → 深圳市, 内蒙古 → 内蒙古自治区). Empty when nothing matches.
 */
export function selectByName(name: string): PlaceMatch[] {
  const { byName, byShortName } = divisions();
  const found = byName.get(name) ?? byShortName.get(shortName(name)) ?? [];
  return [...found].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]).slice(0, 50);
}
