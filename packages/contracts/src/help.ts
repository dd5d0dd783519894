import { z } from 'zod';
import type { AgreementType } from './agreement.ts';
import { stringField } from './fields.ts';
import { defineRoute } from './route.ts';

/** SPEC §2: the help centre's pages (/helpcenter/<slug>), in menu order. */
export const HELP_SLUGS = [
  'index',
  'aboutus',
  'contactus',
  'businessmodel',
  'userarticle',
  'inagreement',
  'privacypolicy',
  'legalnotices',
  'serviceAgreement',
] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];

/**
 * These pages show the current published agreement (one text, one place to change it): the operator
 * publishes a new version under /bs/agreement/template/update instead of editing them here.
 */
export const HELP_AGREEMENT_PAGES = { inagreement: 'user', privacypolicy: 'privacy' } as const satisfies Partial<
  Record<HelpSlug, AgreementType>
>;
export type HelpAgreementSlug = keyof typeof HELP_AGREEMENT_PAGES;

export const isHelpAgreementSlug = (slug: string): slug is HelpAgreementSlug => Object.hasOwn(HELP_AGREEMENT_PAGES, slug);
export const EDITABLE_HELP_SLUGS = HELP_SLUGS.filter((slug) => !isHelpAgreementSlug(slug));

export const HELP_TITLE_MAX = 100;
/** Markdown source, characters. Rendered with raw HTML disabled, like the agreements. */
export const HELP_CONTENT_MAX = 100_000;

export const helpSlugField = z.enum(HELP_SLUGS, { error: 'help.slugInvalid' });

/** GET /help/page?slug= (public). */
export const helpPageQuery = z.object({ slug: helpSlugField }).strict();

/** Where a page's text comes from: its own edited content, or the current agreement. */
export const HELP_SOURCES = ['help', 'agreement'] as const;

export const helpPageSchema = z.object({
  slug: helpSlugField,
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  /** The page's version (the agreement's version for agreement pages). */
  version: z.number().int(),
  updatedAt: z.string(),
  source: z.enum(HELP_SOURCES),
});
export type HelpPage = z.infer<typeof helpPageSchema>;

/** GET /help/pages (public): the menu — pages that have content, in HELP_SLUGS order. */
export const helpMenuItemSchema = helpPageSchema.pick({ slug: true, title: true, source: true });
export type HelpMenuItem = z.infer<typeof helpMenuItemSchema>;

/** GET /admin/help/list (operator): every slug, including ones not written yet (`version` 0). */
export const adminHelpPageSchema = z.object({
  slug: helpSlugField,
  title: z.string(),
  content: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  source: z.enum(HELP_SOURCES),
  /** False for the agreement pages (publish a new agreement version instead). */
  editable: z.boolean(),
});
export type AdminHelpPage = z.infer<typeof adminHelpPageSchema>;

const editableSlugField = helpSlugField.refine((slug) => !isHelpAgreementSlug(slug), { error: 'help.slugIsAgreement' });

/**
 * POST /admin/help/save (operator): the previous text is kept in the history. `baseVersion`, when
 * sent, is the version the editor loaded: a save over a newer version answers 409.
 */
export const helpSaveBody = z
  .object({
    slug: editableSlugField,
    title: stringField().trim().min(1, { error: 'field.required' }).max(HELP_TITLE_MAX, { error: 'field.tooLong' }),
    content: stringField().trim().min(1, { error: 'field.required' }).max(HELP_CONTENT_MAX, { error: 'field.tooLong' }),
    baseVersion: z.coerce
      .number({ error: 'field.invalid' })
      .int({ error: 'field.invalid' })
      .min(0, { error: 'field.invalid' })
      .optional(),
  })
  .strict();
export type HelpSaveBody = z.infer<typeof helpSaveBody>;

/** GET /admin/help/history?slug= (operator): every saved version, newest first. */
export const adminHelpHistoryQuery = z.object({ slug: editableSlugField }).strict();

export const helpRevisionSchema = z.object({
  id: z.number().int(),
  slug: helpSlugField,
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type HelpRevision = z.infer<typeof helpRevisionSchema>;

/** SPEC §2 /helpcenter: pages the operator edits (Markdown); the agreement pages show the current agreements. */
export const helpRoutes = {
  page: defineRoute({
    method: 'GET',
    path: '/help/page',
    input: helpPageQuery,
    answer: helpPageSchema,
    summary: 'A help-centre page by slug (inagreement / privacypolicy: the current agreements)',
    tags: ['help'],
    auth: 'public',
  }),
  pages: defineRoute({
    method: 'GET',
    path: '/help/pages',
    answer: z.array(helpMenuItemSchema),
    summary: 'The help-centre menu: pages with content, in order',
    tags: ['help'],
    auth: 'public',
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/help/list',
    answer: z.array(adminHelpPageSchema),
    summary: 'Every help-centre page with its current text; version 0 = not written yet (operator)',
    tags: ['admin'],
    auth: 'operator',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/admin/help/save',
    input: helpSaveBody,
    answer: adminHelpPageSchema,
    summary: 'Save a help-centre page as its next version; earlier versions stay in the history (operator)',
    tags: ['admin'],
    auth: 'operator',
  }),
  history: defineRoute({
    method: 'GET',
    path: '/admin/help/history',
    input: adminHelpHistoryQuery,
    answer: z.array(helpRevisionSchema),
    summary: 'Every saved version of a help-centre page, newest first (operator)',
    tags: ['admin'],
    auth: 'operator',
  }),
};
