import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** A business event for the usual log. */
    logEvent(request: FastifyRequest | null, event: string, detail?: Record<string, unknown>): void;
    /** An unexpected error for the error log. */
    logError(request: FastifyRequest | null, error: Error): void;
  }
}

/** Writes the three logs of SPEC §7: every API request, every unexpected error, business events. */
export const logsPlugin = fp(
  async (app: FastifyInstance) => {
    const writer = app.ctx.logs;
    app.decorate('logEvent', (request: FastifyRequest | null, event: string, detail?: Record<string, unknown>) => {
      writer.addUsual({
        event,
        detail: detail ? JSON.stringify(detail) : null,
        userId: request?.auth?.user.id ?? null,
        ip: request?.ip ?? null,
        requestId: request?.id ?? null,
        createdAt: new Date(),
      });
    });
    app.decorate('logError', (request: FastifyRequest | null, error: Error) => {
      app.log.error({ err: error, reqId: request?.id }, 'unexpected error');
      writer.addError({
        method: request?.method ?? null,
        url: request?.url ?? null,
        message: error.message,
        stack: error.stack ?? null,
        userId: request?.auth?.user.id ?? null,
        ip: request?.ip ?? null,
        requestId: request?.id ?? null,
        createdAt: new Date(),
      });
    });
    app.addHook('onResponse', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      writer.addApi({
        method: request.method,
        url: request.url.slice(0, 2000),
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        userId: request.auth?.user.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        requestId: request.id,
        createdAt: new Date(),
      });
    });
  },
  { name: 'logs' },
);
