import { logsRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { query } from '../../platform/http/endpoint.ts';
import { apiLogDetail, errorLogDetail, listApiLogs, listErrorLogs, listUsualLogs, usualLogDetail } from './list-logs.ts';

/** SPEC §7 "Logs": the usual, api and error logs, for operators. */
export const logsRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.usualList, ({ ctx, input }) => listUsualLogs(ctx, input));
  query(app, routes.usualDetail, ({ ctx, input }) => usualLogDetail(ctx, input.id));
  query(app, routes.apiList, ({ ctx, input }) => listApiLogs(ctx, input));
  query(app, routes.apiDetail, ({ ctx, input }) => apiLogDetail(ctx, input.id));
  query(app, routes.errorList, ({ ctx, input }) => listErrorLogs(ctx, input));
  query(app, routes.errorDetail, ({ ctx, input }) => errorLogDetail(ctx, input.id));
};
