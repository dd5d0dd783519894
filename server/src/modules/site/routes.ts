import { envelopeSchema, siteInfoSchema } from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';

const SITE_NAME = '化工商城';

/** GET /site/info: the filing texts the footer and /netPolice show, from configuration (SITE_ICP, SITE_POLICE_FILING). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  app.get(
    '/site/info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Site name and its ICP and public-security filing numbers (public)',
        response: { 200: envelopeSchema(siteInfoSchema) },
      },
    },
    async (request) => ok(request, { siteName: SITE_NAME, icp: config.SITE_ICP, policeFiling: config.SITE_POLICE_FILING }),
  );
};
