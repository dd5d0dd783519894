import { z } from 'zod';
import { stringField } from './fields.ts';

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
