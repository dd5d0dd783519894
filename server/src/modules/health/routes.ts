import { envelopeSchema } from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { APP_VERSION } from '../../version.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: envelopeSchema(z.object({ status: z.literal('ok'), version: z.string(), database: z.string() })) },
      },
    },
    async (request) => {
      await ping(app.ctx.db);
      return ok(request, { status: 'ok' as const, version: APP_VERSION, database: app.ctx.database.kind });
    },
  );
};
