import { receiptOrderRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { loggedStep, receiptCallerOf } from '../warehouse-receipt/index.ts';
import { declineOrder, takeOrder, withdrawOrder } from './answer-application.ts';
import { applyForListing } from './apply-order.ts';
import './ending-listing.ts';
import { listReceiptOrders, receiptOrderTabCounts } from './list-orders.ts';
import './node-log-access.ts';
import './notify.ts';
import { readReceiptOrder } from './read-order.ts';
import { drawContractOnTake } from './sale-contract/draw-on-take.ts';

const logged = loggedStep('warehouse.receiptOrder');

/** SPEC §7 "/wr/order/*": the buyer's application, the seller's answer, and both parties' lists. */
export const receiptOrderRoutesPlugin: FastifyPluginAsync = async (app) => {
  command(app, receiptOrderRoutes.apply, (call) => applyForListing(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receiptOrder.applied',
    log: logged,
  });
  // Taken (its own transaction), the order's contract is drawn up at once; the take stands should that fail.
  command(
    app,
    receiptOrderRoutes.take,
    async (call) => {
      const caller = receiptCallerOf(call);
      await call.ctx.db.transaction((tx) => takeOrder(tx, caller, call.input.id, call.lang));
      const failed = await drawContractOnTake(call.ctx, callerOf(call.request), call.input.id, call.lang, caller.ip);
      if (failed) app.logError(call.request, failed);
      return readReceiptOrder(call.ctx.db, call.input.id, caller.companyId, call.lang);
    },
    { ownTransactions: true, message: 'receiptOrder.taken', log: logged },
  );
  command(app, receiptOrderRoutes.decline, (call) => declineOrder(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receiptOrder.declinedOk',
    log: logged,
  });
  command(
    app,
    receiptOrderRoutes.withdraw,
    (call) => withdrawOrder(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang),
    {
      message: 'receiptOrder.withdrawnOk',
      log: logged,
    },
  );
  query(app, receiptOrderRoutes.list, ({ ctx, company, input, lang }) =>
    listReceiptOrders(ctx.db, company.companyId, input, lang),
  );
  query(app, receiptOrderRoutes.tabCounts, ({ ctx, company, input }) =>
    receiptOrderTabCounts(ctx.db, company.companyId, input.as),
  );
  query(app, receiptOrderRoutes.info, ({ ctx, company, input, lang }) =>
    readReceiptOrder(ctx.db, input.id, company.companyId, lang),
  );
};
