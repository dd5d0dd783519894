import { placesRoutes } from '@hgsc/contracts';
import { call } from '../request/call.ts';

/** SPEC §7 "Places": the GB/T 2260 divisions behind the place picker and the catalogue's place filter. */
export const placesApi = {
  provinces: () => call(placesRoutes.provinces),
  cities: (provinceCode: string) => call(placesRoutes.cities, { provinceCode }),
  areas: (cityCode: string) => call(placesRoutes.areas, { cityCode }),
};
