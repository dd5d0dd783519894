import { z } from 'zod';
import { defineRoute } from './route.ts';

/** GET /health: the process answers and its database too (a load balancer's and the start-up's probe). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.string(),
  /** The catalogue's search in memory: still loading (searches read the database meanwhile), ready, or not used. */
  searchIndex: z.enum(['loading', 'ready', 'off']),
});

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    answer: healthSchema,
    summary: 'Liveness and database reachability',
    tags: ['platform'],
    auth: 'public',
  }),
};
