import { z } from 'zod';
import { emptySchema, pageQuerySchema, pageSchema } from './envelope.ts';
import { idField, requiredText, stringField } from './fields.ts';
import { casNumberField } from './product.ts';
import { defineRoute } from './route.ts';
import { hillFormula, searchTermKey } from './search-terms.ts';

/**
 * The chemical dictionary (化学品词典) the operator keeps: each chemical's registry number, its Chinese and English
 * names, its formula and the other names traders type (木醇 for 甲醇). The catalogue search reads a keyword through it:
 * methanol, 木醇, CH3OH and CH4O all find the offers of CAS 67-56-1, whatever their names say.
 */

export const CHEMICAL_SYNONYMS_MAX = 30;
const SYNONYM_MAX = 60;

const formulaField = stringField()
  .trim()
  .max(60, { error: 'field.tooLong' })
  .refine((text) => text === '' || hillFormula(text) !== null, { error: 'chemical.formulaInvalid' })
  .nullish()
  .transform((text) => text || null);

const synonymsField = z
  .array(requiredText(SYNONYM_MAX), { error: 'field.invalid' })
  .max(CHEMICAL_SYNONYMS_MAX, { error: 'chemical.tooManySynonyms' })
  .default([]);

/** POST /admin/chemical/save (operator): without id a new chemical; with id and the version read, its next version. */
export const chemicalSaveBody = z
  .object({
    id: idField.optional(),
    /** The version the operator edited; a save over a newer one is refused (chemical.editConflict). */
    version: z.number({ error: 'field.invalid' }).int().min(1).optional(),
    casNumber: casNumberField,
    nameZh: requiredText(50),
    nameEn: requiredText(100),
    formula: formulaField,
    synonyms: synonymsField,
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set([searchTermKey(body.nameZh), searchTermKey(body.nameEn)]);
    for (const [index, synonym] of body.synonyms.entries()) {
      const key = searchTermKey(synonym);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['synonyms', index], message: 'chemical.synonymRepeated' });
      seen.add(key);
    }
    if (body.id !== undefined && body.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'field.required' });
  });
export type ChemicalSaveBody = z.infer<typeof chemicalSaveBody>;

/** POST /admin/chemical/list (operator): the dictionary by Chinese name, paged; the keyword matches any name, CAS or formula. */
export const chemicalListBody = z.preprocess(
  (v) => v ?? {},
  pageQuerySchema.extend({ keyword: stringField().trim().max(100, { error: 'field.tooLong' }).optional() }).strict(),
);

/** POST /admin/chemical/delete (operator). */
export const chemicalIdBody = z.object({ id: idField }).strict();

export const chemicalSchema = z.object({
  id: z.number().int(),
  casNumber: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  formula: z.string().nullable(),
  /** The formula in Hill order (CH4O), as registries index it; null without a formula. */
  hillFormula: z.string().nullable(),
  synonyms: z.array(z.string()),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type Chemical = z.infer<typeof chemicalSchema>;

/** GET /admin/chemical/resolve?keyword= (operator): what a search for the keyword reads it as. */
export const chemicalResolveQuery = z.object({ keyword: requiredText(100) }).strict();
export const chemicalResolutionSchema = z.object({
  /** A CAS number typed with or without dashes (67561), as the registry writes it. */
  casNumber: z.string().nullable(),
  /** The keyword read as a formula, in Hill order. */
  hillFormula: z.string().nullable(),
  /** The dictionary's chemicals the keyword names: their offers are found whatever they are called. */
  chemicals: z.array(chemicalSchema.pick({ id: true, casNumber: true, nameZh: true, nameEn: true })),
});
export type ChemicalResolution = z.infer<typeof chemicalResolutionSchema>;

const tags = ['chemical dictionary'];

export const chemicalRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/admin/chemical/list',
    input: chemicalListBody,
    answer: pageSchema(chemicalSchema),
    summary: 'The chemical dictionary search reads keywords through, paged (operator)',
    tags,
    auth: 'operator',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/admin/chemical/save',
    input: chemicalSaveBody,
    answer: chemicalSchema,
    summary: "Add a chemical to the dictionary, or save a chemical's next version (operator)",
    tags,
    auth: 'operator',
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/admin/chemical/delete',
    input: chemicalIdBody,
    answer: emptySchema,
    summary: 'Remove a chemical from the dictionary (operator)',
    tags,
    auth: 'operator',
  }),
  resolve: defineRoute({
    method: 'GET',
    path: '/admin/chemical/resolve',
    input: chemicalResolveQuery,
    answer: chemicalResolutionSchema,
    summary: 'What the catalogue search reads a keyword as: a CAS number, a formula, chemicals of the dictionary (operator)',
    tags,
    auth: 'operator',
  }),
};
