import { placesRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { query } from '../../platform/http/endpoint.ts';
import { englishPlaceNames } from './english-names.ts';
import { listAreas, listCities, listProvinces, selectByName } from './list-places.ts';

/** SPEC §7 "places": GB/T 2260 provinces, cities and districts; public. */
export const placesRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.provinces, async () => listProvinces());
  // The input schema refuses a call carrying neither name of the code.
  query(app, routes.cities, async ({ input }) => listCities((input.provinceCode ?? input.code) as string));
  query(app, routes.areas, async ({ input }) => listAreas((input.cityCode ?? input.code) as string));
  query(app, routes.selectByName, async ({ input }) => selectByName(input.name));
  query(app, routes.englishNames, async ({ reply }) => {
    // The same for everyone until the next release: a day's cache spares a returning English visitor its ~30 kB.
    reply.header('cache-control', 'public, max-age=86400');
    return englishPlaceNames();
  });
};
