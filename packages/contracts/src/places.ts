import { z } from 'zod';
import { stringField } from './fields.ts';
import { defineRoute } from './route.ts';

/** GB/T 2260 division code: six digits. */
export const placeCodeField = stringField()
  .trim()
  .regex(/^\d{6}$/, { error: 'place.codeInvalid' });

export const placeSchema = z.object({ code: z.string(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;

/** Either name of the parameter is accepted (`provinceCode` is the documented one). */
export const cityListQuery = z
  .object({ provinceCode: placeCodeField.optional(), code: placeCodeField.optional() })
  .superRefine((q, issue) => {
    if (!q.provinceCode && !q.code) issue.addIssue({ code: 'custom', path: ['provinceCode'], message: 'field.required' });
  });

export const areaListQuery = z
  .object({ cityCode: placeCodeField.optional(), code: placeCodeField.optional() })
  .superRefine((q, issue) => {
    if (!q.cityCode && !q.code) issue.addIssue({ code: 'custom', path: ['cityCode'], message: 'field.required' });
  });

/** GET /place/englishNames: contracts `PlaceNames`. */
export const placeNamesSchema = z.record(z.string(), z.string());

export const selectByNameQuery = z.object({
  name: stringField().trim().min(1, { error: 'field.required' }).max(50),
});

/** A division found by name, with the codes of the levels above it. */
export const placeMatchSchema = z.object({
  level: z.enum(['province', 'city', 'area']),
  code: z.string(),
  name: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  areaCode: z.string().nullable(),
  areaName: z.string().nullable(),
});
export type PlaceMatch = z.infer<typeof placeMatchSchema>;

const tags = ['places'];

/** SPEC §7 "places": GB/T 2260 provinces, cities and districts; public. */
export const placesRoutes = {
  provinces: defineRoute({
    method: 'GET',
    path: '/province/list',
    answer: z.array(placeSchema),
    summary: 'Province-level divisions (34)',
    tags,
    auth: 'public',
  }),
  cities: defineRoute({
    method: 'GET',
    path: '/city/list',
    input: cityListQuery,
    answer: z.array(placeSchema),
    summary: 'The cities of a province (provinceCode, or code)',
    tags,
    auth: 'public',
  }),
  areas: defineRoute({
    method: 'GET',
    path: '/area/list',
    input: areaListQuery,
    answer: z.array(placeSchema),
    summary: 'The districts and counties of a city (cityCode, or code)',
    tags,
    auth: 'public',
  }),
  selectByName: defineRoute({
    method: 'GET',
    path: '/city/selectByName',
    input: selectByNameQuery,
    answer: z.array(placeMatchSchema),
    summary: 'Divisions by name (cities first) with the codes of their levels',
    tags,
    auth: 'public',
  }),
  englishNames: defineRoute({
    method: 'GET',
    path: '/place/englishNames',
    answer: placeNamesSchema,
    summary: "Every city's and district's English name, by its Chinese name (the web's English pages)",
    tags,
    auth: 'public',
  }),
};
