import { contractEvidenceRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../../platform/auth/caller.ts';
import { query } from '../../../platform/http/endpoint.ts';
import { listEvidence } from './list-evidence.ts';

/** The evidence trail of an order's contract for its two parties (the engine keeps it: contract/evidence). */
export const contractEvidenceListRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, request, input, lang }) => listEvidence(ctx.db, callerOf(request), input.id, lang));
};
