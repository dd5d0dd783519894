import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { logsRoutes } from './logs/routes.ts';
import { placesRoutes } from './places/routes.ts';
import { userRoutes } from './user/routes.ts';

/** Every domain's routes, mounted under /api. Add a domain here when its routes work. */
export const domainRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  captchaRoutes,
  userRoutes,
  adminRoutes,
  filesRoutes,
  logsRoutes,
  placesRoutes,
];
