import {
  emptySchema,
  envelopeSchema,
  pageSchema,
  regulationHistorySchema,
  regulationIdBody,
  regulationListBody,
  regulationSaveBody,
  regulationSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { deleteRegulation } from './delete-regulation.ts';
import { listRegulations } from './list-regulations.ts';
import { regulationHistory } from './regulation-history.ts';
import { saveRegulation } from './save-regulation.ts';

const tags = ['company regulation'];
const config = { permission: 'company.info' } as const;

/** SPEC §7 "Company": company regulations (企业制度), versioned. */
export const regulationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/company/regulation/select/list',
    {
      config,
      schema: {
        tags,
        summary: 'The active company’s regulations, current version each, last changed first (paged; keyword matches the title)',
        body: regulationListBody,
        response: { 200: envelopeSchema(pageSchema(regulationSchema)) },
      },
    },
    async (request) => ok(request, await listRegulations(app.ctx, currentCompany(request).companyId, request.body)),
  );

  app.post(
    '/company/regulation/save',
    {
      config,
      schema: {
        tags,
        summary: 'Add a regulation (version 1), or save a new version of one (the old versions are kept)',
        body: regulationSaveBody,
        response: { 200: envelopeSchema(regulationSchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const { regulation, created } = await saveRegulation(app.ctx, companyId, currentUser(request), request.body);
      app.logEvent(request, 'company.regulation.save', { companyId, regulationId: regulation.id, version: regulation.version });
      return ok(request, regulation, created ? 'common.created' : 'regulation.saved');
    },
  );

  app.post(
    '/company/regulation/del',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a regulation (its version history stays readable)',
        body: regulationIdBody,
        response: { 200: envelopeSchema(emptySchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      await deleteRegulation(app.ctx, companyId, currentUser(request).id, request.body.id);
      app.logEvent(request, 'company.regulation.delete', { companyId, regulationId: request.body.id });
      return ok(request, null, 'common.deleted');
    },
  );

  app.post(
    '/company/regulation/select/history',
    {
      config,
      schema: {
        tags,
        summary: 'Every version of one of the company’s regulations, newest first',
        body: regulationIdBody,
        response: { 200: envelopeSchema(regulationHistorySchema) },
      },
    },
    async (request) => ok(request, await regulationHistory(app.ctx, currentCompany(request).companyId, request.body.id)),
  );
};
