import { nodeLogRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { verifyNodeOperations } from '../../platform/flow/node-log.ts';
import { checkLogReader, type LogReader } from '../../platform/flow/readers.ts';
import { type EndpointCall, query } from '../../platform/http/endpoint.ts';
import { listNodeLog, nodeLogDetail } from './read-node-log.ts';

const readerOf = (call: Pick<EndpointCall<typeof routes.list | typeof routes.adminList>, 'user' | 'request'>): LogReader => ({
  userId: call.user.id,
  company: call.request.auth?.company ?? null,
  operator: call.user.role === 'operator',
});

/** SPEC §7 /nodeOperationLog/*: the node operation log of the entities the caller may read. */
export const nodeLogRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, (call) => listNodeLog(call.ctx.db, readerOf(call), call.input, call.lang));
  query(app, routes.adminList, (call) => listNodeLog(call.ctx.db, readerOf(call), call.input, call.lang));
  query(app, routes.detail, (call) => nodeLogDetail(call.ctx.db, readerOf(call), call.input.id, call.lang));
  query(app, routes.verify, async (call) => {
    await checkLogReader(call.ctx.db, readerOf(call), call.input.bizType, call.input.bizId);
    return verifyNodeOperations(call.ctx.db, call.input.bizType, call.input.bizId);
  });
};
