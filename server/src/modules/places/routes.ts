import {
  areaListQuery,
  cityListQuery,
  envelopeSchema,
  placeMatchSchema,
  placeNamesSchema,
  placeSchema,
  selectByNameQuery,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { englishPlaceNames } from './english-names.ts';
import { listAreas, listCities, listProvinces, selectByName } from './list-places.ts';

const placeList = envelopeSchema(z.array(placeSchema));

/** SPEC §7 "places": GB/T 2260 provinces, cities and districts; public. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/province/list',
    {
      config: { auth: 'public' },
      schema: { tags: ['places'], summary: 'Province-level divisions (34)', response: { 200: placeList } },
    },
    async (request) => ok(request, listProvinces()),
  );
  app.get(
    '/city/list',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['places'],
        summary: 'The cities of a province (provinceCode, or code)',
        querystring: cityListQuery,
        response: { 200: placeList },
      },
    },
    async (request) => ok(request, listCities((request.query.provinceCode ?? request.query.code) as string)),
  );
  app.get(
    '/area/list',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['places'],
        summary: 'The districts and counties of a city (cityCode, or code)',
        querystring: areaListQuery,
        response: { 200: placeList },
      },
    },
    async (request) => ok(request, listAreas((request.query.cityCode ?? request.query.code) as string)),
  );
  app.get(
    '/city/selectByName',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['places'],
        summary: 'Divisions by name (cities first) with the codes of their levels',
        querystring: selectByNameQuery,
        response: { 200: envelopeSchema(z.array(placeMatchSchema)) },
      },
    },
    async (request) => ok(request, selectByName(request.query.name)),
  );
  app.get(
    '/place/englishNames',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['places'],
        summary: "Every city's and district's English name, by its Chinese name (the web's English pages)",
        response: { 200: envelopeSchema(placeNamesSchema) },
      },
    },
    async (request, reply) => {
      // The same for everyone until the next release: a day's cache spares a returning English visitor its ~30 kB.
      reply.header('cache-control', 'public, max-age=86400');
      return ok(request, englishPlaceNames());
    },
  );
};
