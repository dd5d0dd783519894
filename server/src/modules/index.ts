import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './captcha/routes.ts';
import { healthRoutes } from './health/routes.ts';

/** Every domain's routes, mounted under /api. Add a domain here when its routes work. */
export const domainRoutes: FastifyPluginAsync[] = [healthRoutes, captchaRoutes];
