import { type PlaceNames, placesRoutes } from '@hgsc/contracts';
import { call } from '../request/call.ts';

let english: PlaceNames = {};

/**
 * Cities' and districts' English names (contracts `placeWords`), from the server: some 3,300 of them, too many for the
 * English chunk. Loaded with English (index.ts), so its pages draw once with them.
 */
export async function loadEnglishPlaceNames(): Promise<void> {
  english = await call(placesRoutes.englishNames);
}

/** The English names loaded so far (none in a Chinese visit, or when they could not be had: places stay Chinese). */
export const placeNames = (): PlaceNames => english;
