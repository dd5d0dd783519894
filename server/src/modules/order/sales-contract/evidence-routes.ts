import { contractEvidenceListSchema, contractOrderBody, envelopeSchema } from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/caller.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { languageOf } from '../../../platform/i18n/language.ts';
import { listEvidence } from './list-evidence.ts';

const tags = ['contract'];

/** The evidence trail of an order's contract for its two parties (the engine keeps it: contract/evidence). */
export const contractEvidenceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/order/contract/evidence/list',
    {
      config: { approvedCompany: true, permission: 'contract.view' },
      schema: {
        tags,
        summary:
          'The evidence trail of the order’s contract {id: order id}: every event (generated, code sent, signed, refused, cancelled, downloaded, shared, attachment, template, sealed), oldest first, each hash-chained to the one before; `intact` says whether every hash still verifies and `brokenAt` names the first that does not',
        body: contractOrderBody,
        response: { 200: envelopeSchema(contractEvidenceListSchema) },
      },
    },
    async (request) => ok(request, await listEvidence(ctx.db, callerOf(request), request.body.id, languageOf(request))),
  );
};
