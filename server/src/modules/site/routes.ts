import { siteRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { query } from '../../platform/http/endpoint.ts';

const SITE_NAME = '化工商城';

/** GET /site/info: the filing texts the footer and /netPolice show, from configuration (SITE_ICP, SITE_POLICE_FILING). */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.info, async ({ ctx: { config } }) => ({
    siteName: SITE_NAME,
    icp: config.SITE_ICP,
    policeFiling: config.SITE_POLICE_FILING,
  }));
};
