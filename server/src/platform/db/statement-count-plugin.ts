import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { inTally, StatementTally } from './query-counter.ts';

/** Outside production every answer says how many SQL statements it took (dev tools, budgets). */
export const STATEMENTS_HEADER = 'x-sql-statements';

/**
 * Each request's tally, published as its answer is sent, when someone subscribes (the query
 * budget test; a profiler). With a subscriber the statements' texts are kept as well.
 */
export const requestStatementsChannel = diagnostics.channel('hgsc:request-sql-statements');
export interface RequestStatements {
  request: FastifyRequest;
  tally: StatementTally;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The SQL statements this request issued so far (platform/db/query-counter.ts). */
    sqlStatements: StatementTally | null;
  }
}

const enterTally = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
  request.sqlStatements ??= new StatementTally({ keepTexts: requestStatementsChannel.hasSubscribers });
  inTally(request.sqlStatements, done);
};

/**
 * Counts each request's statements in a scope of its own, so concurrent requests never mix. The
 * scope opens at the first hook (the session lookup counts) and is entered again before validation,
 * because reading the body leaves the request's async context.
 */
export const statementCountPlugin = fp(
  async (app: FastifyInstance) => {
    const showHeader = app.ctx.config.NODE_ENV !== 'production';
    app.decorateRequest('sqlStatements', null);
    app.addHook('onRequest', enterTally);
    app.addHook('preValidation', enterTally);
    app.addHook('onSend', async (request, reply) => {
      const tally = request.sqlStatements;
      if (!tally) return;
      if (showHeader) reply.header(STATEMENTS_HEADER, String(tally.count));
      if (requestStatementsChannel.hasSubscribers)
        requestStatementsChannel.publish({ request, tally } satisfies RequestStatements);
    });
  },
  { name: 'statement-count' },
);
