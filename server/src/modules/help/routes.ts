import {
  adminHelpHistoryQuery,
  adminHelpPageSchema,
  envelopeSchema,
  helpMenuItemSchema,
  helpPageQuery,
  helpPageSchema,
  helpRevisionSchema,
  helpSaveBody,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { adminHelpList, helpHistory } from './admin-help.ts';
import { getHelpPage, helpMenu } from './help-page.ts';
import { saveHelpPage } from './save-page.ts';

const PUBLIC = { auth: 'public' } as const;
const OPERATOR = { auth: 'operator' } as const;

/** SPEC §2 /helpcenter: pages the operator edits (Markdown); the agreement pages show the current agreements. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/help/page',
    {
      config: PUBLIC,
      schema: {
        tags: ['help'],
        summary: 'A help-centre page by slug (inagreement / privacypolicy: the current agreements)',
        querystring: helpPageQuery,
        response: { 200: envelopeSchema(helpPageSchema) },
      },
    },
    async (request) => ok(request, await getHelpPage(ctx, request.query.slug)),
  );

  app.get(
    '/help/pages',
    {
      config: PUBLIC,
      schema: {
        tags: ['help'],
        summary: 'The help-centre menu: pages with content, in order',
        response: { 200: envelopeSchema(z.array(helpMenuItemSchema)) },
      },
    },
    async (request) => ok(request, await helpMenu(ctx)),
  );

  app.get(
    '/admin/help/list',
    {
      config: OPERATOR,
      schema: {
        tags: ['admin'],
        summary: 'Every help-centre page with its current text; version 0 = not written yet (operator)',
        response: { 200: envelopeSchema(z.array(adminHelpPageSchema)) },
      },
    },
    async (request) => ok(request, await adminHelpList(ctx)),
  );

  app.post(
    '/admin/help/save',
    {
      config: OPERATOR,
      schema: {
        tags: ['admin'],
        summary: 'Save a help-centre page as its next version; earlier versions stay in the history (operator)',
        body: helpSaveBody,
        response: { 200: envelopeSchema(adminHelpPageSchema) },
      },
    },
    async (request) => {
      const saved = await saveHelpPage(ctx, currentUser(request), request.body);
      app.logEvent(request, 'help.save', { slug: saved.slug, version: saved.version });
      return ok(request, saved, 'help.saved');
    },
  );

  app.get(
    '/admin/help/history',
    {
      config: OPERATOR,
      schema: {
        tags: ['admin'],
        summary: 'Every saved version of a help-centre page, newest first (operator)',
        querystring: adminHelpHistoryQuery,
        response: { 200: envelopeSchema(z.array(helpRevisionSchema)) },
      },
    },
    async (request) => ok(request, await helpHistory(ctx, request.query.slug)),
  );
};
