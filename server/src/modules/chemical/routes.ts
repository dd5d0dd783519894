import { chemicalRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { deleteChemical } from './delete-chemical.ts';
import { resolveKeyword } from './dictionary.ts';
import { listChemicals } from './list-chemicals.ts';
import { saveChemical } from './save-chemical.ts';

/** The chemical dictionary (operator): what the catalogue search reads keywords through. */
export const chemicalRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, input }) => listChemicals(ctx, input));
  query(app, routes.resolve, ({ ctx, input }) => resolveKeyword(ctx, input.keyword));
  command(app, routes.save, ({ ctx, user, input }) => saveChemical(ctx.db, user, input), {
    message: 'chemical.saved',
    changesCatalogue: true,
    log: { event: 'chemical.save', detail: (saved) => ({ id: saved.id, casNumber: saved.casNumber, version: saved.version }) },
  });
  command(app, routes.delete, ({ ctx, input }) => deleteChemical(ctx.db, input.id), {
    message: 'chemical.deleted',
    changesCatalogue: true,
    log: { event: 'chemical.delete', detail: (_answer, call) => ({ id: call.input.id }) },
  });
};
