import { type Language, orderRoutes as routes, shopCreditRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { directPutOrder } from './direct-put-order.ts';
import './file-access.ts';
import './shipment/ticket-access.ts';
import { listRoutes } from './list-routes.ts';
import './node-log-access.ts';
import './notify-turns.ts';
import { callerOf } from '../../platform/auth/caller.ts';
import type { OrderCaller } from './order-access.ts';
import { toOrderViews, viewerOf } from './order-view.ts';
import { listCredits, removeCredit, saveCredit } from './payments/credit.ts';
import type { PlacedOrders } from './place-orders.ts';
import { putOrder } from './put-order.ts';
import { settle } from './settle.ts';
import { tradeRoutes } from './trade-routes.ts';

/**
 * SPEC §7 "Cart and orders" (/order/*): checkout (here), the order's lifecycle
 * (trade-routes.ts: every status change through apply-action.ts and the order-flow.ts table), lists, detail and
 * sharing (list-routes.ts). Trading calls need an approved company and the table's permission for the action.
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.settle, ({ ctx, request, input, lang }) => settle(ctx, callerOf(request), input, lang));

  // 账期: the buyers a seller lets order on credit.
  query(app, shopCreditRoutes.list, ({ ctx, company, input }) => listCredits(ctx.db, company.companyId, input));
  command(
    app,
    shopCreditRoutes.save,
    ({ ctx, request, company, input }) =>
      saveCredit(ctx.db, { companyId: company.companyId, userId: callerOf(request).userId }, input),
    { message: 'common.updated', log: { event: 'shop.credit.save', detail: (answer) => ({ id: answer.id, days: answer.days }) } },
  );
  command(app, shopCreditRoutes.remove, ({ ctx, company, input }) => removeCredit(ctx.db, company.companyId, input.id), {
    message: 'common.deleted',
    log: { event: 'shop.credit.remove', detail: (_answer, call) => ({ id: call.input.id }) },
  });

  // Placing runs in the endpoint's transaction, which keeps its answer under the Idempotency-Key: a double click or a
  // retry answers the first placing instead of placing twice.
  const placed = ({ orders, parts }: PlacedOrders, caller: OrderCaller, lang: Language) => ({
    orders: toOrderViews(orders, parts, viewerOf(caller, lang)),
  });
  command(
    app,
    routes.put,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      return placed(await putOrder(ctx.db, caller, input, lang), caller, lang);
    },
    { message: 'order.placed', log: { event: 'order.place', detail: (answer) => ({ ids: answer.orders.map((o) => o.id) }) } },
  );
  command(
    app,
    routes.directPut,
    async ({ ctx, request, input, lang }) => {
      const caller = callerOf(request);
      return placed(await directPutOrder(ctx.db, caller, input, lang), caller, lang);
    },
    {
      message: 'order.placed',
      log: { event: 'order.placeDirect', detail: (answer) => ({ ids: answer.orders.map((o) => o.id) }) },
    },
  );

  tradeRoutes(app);
  listRoutes(app);
};
