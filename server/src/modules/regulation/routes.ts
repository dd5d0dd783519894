import { regulationRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { deleteRegulation } from './delete-regulation.ts';
import { listRegulations } from './list-regulations.ts';
import { regulationHistory } from './regulation-history.ts';
import { saveRegulation } from './save-regulation.ts';

/** SPEC §7 "Company": company regulations (企业制度), versioned. */
export const regulationRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, company, input }) => listRegulations(ctx, company.companyId, input));

  command(
    app,
    routes.save,
    async ({ ctx, company, user, input }) => (await saveRegulation(ctx, company.companyId, user, input)).regulation,
    {
      // The answer is the same regulation whether it was added or saved again: added when the caller sent no id.
      message: (_answer, call) => (call.input.id === undefined ? 'common.created' : 'regulation.saved'),
      log: {
        event: 'company.regulation.save',
        detail: (regulation, call) => ({
          companyId: call.company.companyId,
          regulationId: regulation.id,
          version: regulation.version,
        }),
      },
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
