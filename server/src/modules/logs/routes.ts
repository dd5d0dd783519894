import {
  apiLogSchema,
  envelopeSchema,
  errorLogSchema,
  LOG_KINDS,
  type LogKind,
  logDetailQuery,
  pageQuerySchema,
  pageSchema,
  usualLogSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { listLogs, logDetail } from './list-logs.ts';

const SCHEMAS = { usual: usualLogSchema, api: apiLogSchema, error: errorLogSchema } as const;
const TITLES: Record<LogKind, string> = {
  usual: 'business events',
  api: 'API requests',
  error: 'unexpected errors',
};

/** SPEC §7 "Logs": the usual, api and error logs, for operators. */
export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of LOG_KINDS) {
    const record = SCHEMAS[kind];
    app.get(
      `/blade-log/${kind}/list`,
      {
        config: { auth: 'operator' },
        schema: {
          tags: ['logs'],
          summary: `Log of ${TITLES[kind]}, newest first (operator)`,
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageSchema(record)) },
        },
      },
      async (request) => ok(request, await listLogs(app.ctx, kind, request.query)),
    );
    app.get(
      `/blade-log/${kind}/detail`,
      {
        config: { auth: 'operator' },
        schema: {
          tags: ['logs'],
          summary: `One entry of the log of ${TITLES[kind]} (operator)`,
          querystring: logDetailQuery,
          response: { 200: envelopeSchema(record) },
        },
      },
      async (request) => ok(request, await logDetail(app.ctx, kind, request.query.id)),
    );
  }
};
