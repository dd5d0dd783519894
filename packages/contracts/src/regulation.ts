import { z } from 'zod';
import { emptySchema, pageQuerySchema, pageSchema } from './envelope.ts';
import { idField, stringField } from './fields.ts';
import { defineRoute } from './route.ts';

/** Limits of a company regulation (企业制度). */
export const REGULATION_TITLE_MAX = 100;
export const REGULATION_CONTENT_MAX = 20_000;
/** A company keeps at most this many live regulations (409 over it). */
export const REGULATION_LIMIT = 200;

/**
 * POST /company/regulation/select/list: the active company's regulations (current version each),
 * last changed first. The body may be left out (first page of 10).
 */
export const regulationListBody = z.preprocess(
  (v) => v ?? {},
  pageQuerySchema
    .extend({
      /** Matches any part of the title. */
      keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
    })
    .strict(),
);

/** POST /company/regulation/save: without id a new regulation (version 1); with id a new version of it. */
export const regulationSaveBody = z
  .object({
    id: idField.optional(),
    title: stringField().trim().min(1, { error: 'field.required' }).max(REGULATION_TITLE_MAX, { error: 'field.tooLong' }),
    content: stringField().trim().min(1, { error: 'field.required' }).max(REGULATION_CONTENT_MAX, { error: 'field.tooLong' }),
  })
  .strict();
export type RegulationSaveBody = z.infer<typeof regulationSaveBody>;

/** POST /company/regulation/del and /company/regulation/select/history. */
export const regulationIdBody = z.object({ id: idField }).strict();

export const regulationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** The current version number (1 for a new regulation). */
  version: z.number().int(),
  createdAt: z.string(),
  /** When the current version was saved. */
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type Regulation = z.infer<typeof regulationSchema>;

export const regulationVersionSchema = z.object({
  regulationId: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Name of the user who saved this version. */
  editorName: z.string().nullable(),
  createdAt: z.string(),
});
export type RegulationVersion = z.infer<typeof regulationVersionSchema>;

/** Every version, newest first; `deleted` tells whether the regulation has been deleted. */
export const regulationHistorySchema = z.object({
  id: z.number().int(),
  deleted: z.boolean(),
  versions: z.array(regulationVersionSchema),
});
export type RegulationHistory = z.infer<typeof regulationHistorySchema>;

const tags = ['company regulation'];
const permission = 'company.info';

/** SPEC §7 "Company": company regulations (企业制度), versioned. */
export const regulationRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/company/regulation/select/list',
    input: regulationListBody,
    answer: pageSchema(regulationSchema),
    summary: 'The active company’s regulations, current version each, last changed first (paged; keyword matches the title)',
    tags,
    permission,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/company/regulation/save',
    input: regulationSaveBody,
    answer: regulationSchema,
    summary: 'Add a regulation (version 1), or save a new version of one (the old versions are kept)',
    tags,
    permission,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/company/regulation/del',
    input: regulationIdBody,
    answer: emptySchema,
    summary: 'Delete a regulation (its version history stays readable)',
    tags,
    permission,
  }),
  history: defineRoute({
    method: 'POST',
    path: '/company/regulation/select/history',
    input: regulationIdBody,
    answer: regulationHistorySchema,
    summary: 'Every version of one of the company’s regulations, newest first',
    tags,
    permission,
  }),
};
