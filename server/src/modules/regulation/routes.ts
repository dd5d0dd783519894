import { envelopeSchema, regulationRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/envelope.ts';
import { deleteRegulation } from './delete-regulation.ts';
import { listRegulations } from './list-regulations.ts';
import { regulationHistory } from './regulation-history.ts';
import { saveRegulation } from './save-regulation.ts';

/** SPEC §7 "Company": company regulations (企业制度), versioned. */
export const regulationRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, company, input }) => listRegulations(ctx, company.companyId, input));

  // The answer is the same regulation whether it was added or saved again, but the message says which (added: the
  // caller sent no id), and the endpoint's message is read from the answer alone: registered by hand from its
  // declaration, as before.
  app.withTypeProvider<ZodTypeProvider>().post(
    routes.save.path,
    {
      config: { permission: routes.save.permission },
      schema: {
        tags: [...routes.save.tags],
        summary: routes.save.summary,
        body: routes.save.input,
        response: { 200: envelopeSchema(routes.save.answer) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const { regulation, created } = await saveRegulation(app.ctx, companyId, currentUser(request), request.body);
      app.logEvent(request, 'company.regulation.save', { companyId, regulationId: regulation.id, version: regulation.version });
      return ok(request, regulation, created ? 'common.created' : 'regulation.saved');
    },
  );

  command(
    app,
    routes.remove,
    async ({ ctx, company, user, input }) => {
      await deleteRegulation(ctx.db, company.companyId, user.id, input.id);
      return null;
    },
    {
      message: 'common.deleted',
      log: {
        event: 'company.regulation.delete',
        detail: (_answer, call) => ({ companyId: call.company.companyId, regulationId: call.input.id }),
      },
    },
  );

  query(app, routes.history, ({ ctx, company, input }) => regulationHistory(ctx, company.companyId, input.id));
};
