import { healthRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../../platform/db/client.ts';
import { query } from '../../platform/http/endpoint.ts';
import { APP_VERSION } from '../../version.ts';
import { offerIndexState } from '../catalogue/index.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.health, async ({ ctx }) => {
    await ping(ctx.db);
    return { status: 'ok' as const, version: APP_VERSION, database: ctx.database.kind, searchIndex: offerIndexState(ctx) };
  });
};
