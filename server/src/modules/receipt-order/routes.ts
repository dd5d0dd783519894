import {
  adminReceiptOrderRoutes,
  orderBuySellRoutes,
  receiptOrderRoutes,
  receiptPaymentRoutes,
  subOrderRoutes,
} from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { loggedStep, receiptCallerOf } from '../warehouse-receipt/index.ts';
import { declineOrder, takeOrder, withdrawOrder } from './answer-application.ts';
import { collectPayment, refusePayment, withdrawPayment } from './answer-payment.ts';
import { applyForListing } from './apply-order.ts';
import { cancelByOperator, confirmCancel, refuseCancel, requestCancel } from './cancel-order.ts';
import './ending-listing.ts';
import { listKeeperTransfers, listOrdersForOperator, listReceiptOrders, receiptOrderTabCounts } from './list-orders.ts';
import './node-log-access.ts';
import './notify.ts';
import { payOrder } from './pay-order.ts';
import { listPayments, readPayment } from './payment-answer.ts';
import './payment-file-access.ts';
import { readOrderSplit } from './order-split.ts';
import { readOrderAsMember, readOrderForOperator, readReceiptOrder } from './read-order.ts';
import { requestDelivery } from './request-delivery.ts';
import { drawContractOnTake } from './sale-contract/draw-on-take.ts';
import { listSubOrders } from './sub-orders.ts';
import { askTransfer, confirmTransfer, refuseTransfer } from './transfer-order.ts';
import { updateShip } from './update-ship.ts';

const logged = loggedStep('warehouse.receiptOrder');
const paymentLogged = {
  event: 'warehouse.receiptOrder' as const,
  detail: (answer: { payment: { id: number }; order: { id: number } }, call: { input: unknown }) => ({
    id: answer.order.id,
    paymentId: answer.payment.id,
    input: call.input,
  }),
};

/**
 * SPEC §7 "/wr/order/*", "/apply/payment/*": the buyer's application and the seller's answer, the payments and their
 * collection, the transfer the keeper confirms, cancellation by the sides or the operator, and the lists.
 */
export const receiptOrderRoutesPlugin: FastifyPluginAsync = async (app) => {
  command(app, receiptOrderRoutes.apply, (call) => applyForListing(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receiptOrder.applied',
    log: logged,
    // What is left of the listing shows in the public market.
    changesMarket: true,
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
  query(app, receiptOrderRoutes.info, ({ ctx, company, input, lang }) => readOrderAsMember(ctx.db, input.id, company, lang));
  query(app, subOrderRoutes.list, ({ ctx, company, input, lang }) => listSubOrders(ctx.db, company.companyId, input, lang));
  query(app, subOrderRoutes.split, ({ ctx, company, input, lang }) =>
    readOrderSplit(ctx.db, input.orderId, company.companyId, lang),
  );

  command(app, receiptOrderRoutes.transfer, (call) => askTransfer(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang), {
    message: 'receiptOrder.transferAsked',
    log: logged,
  });
  command(app, orderBuySellRoutes.updateShip, (call) => updateShip(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receiptOrder.shipUpdated',
    log: logged,
  });
  command(
    app,
    receiptOrderRoutes.delivery,
    (call) => requestDelivery(call.ctx.db, receiptCallerOf(call), call.input, call.lang),
    { message: 'receiptOrder.deliveryAsked', log: logged },
  );
  query(app, receiptOrderRoutes.keeperTransfers, ({ ctx, company, input, lang }) =>
    listKeeperTransfers(ctx.db, company.companyId, input, lang),
  );
  command(
    app,
    receiptOrderRoutes.confirmTransfer,
    (call) => confirmTransfer(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang),
    { message: 'receiptOrder.transferConfirmed', log: logged },
  );
  command(
    app,
    receiptOrderRoutes.refuseTransfer,
    (call) => refuseTransfer(call.ctx.db, receiptCallerOf(call), call.input, call.lang),
    { message: 'receiptOrder.transferRefused', log: logged },
  );
  command(
    app,
    receiptOrderRoutes.requestCancel,
    (call) => requestCancel(call.ctx.db, receiptCallerOf(call), call.input, call.lang),
    { message: 'receiptOrder.cancelRequested', log: logged },
  );
  command(
    app,
    receiptOrderRoutes.confirmCancel,
    (call) => confirmCancel(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang),
    { message: 'receiptOrder.cancelConfirmed', log: logged },
  );
  command(
    app,
    receiptOrderRoutes.refuseCancel,
    (call) => refuseCancel(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang),
    { message: 'receiptOrder.cancelRefused', log: logged },
  );

  command(app, receiptPaymentRoutes.pay, (call) => payOrder(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receiptPayment.declared',
    log: paymentLogged,
  });
  command(
    app,
    receiptPaymentRoutes.collect,
    (call) => collectPayment(call.ctx.db, receiptCallerOf(call), call.input, call.lang),
    { message: 'receiptPayment.confirmedOk', log: paymentLogged },
  );
  command(app, receiptPaymentRoutes.refuse, (call) => refusePayment(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receiptPayment.refusedOk',
    log: paymentLogged,
  });
  command(
    app,
    receiptPaymentRoutes.withdraw,
    (call) => withdrawPayment(call.ctx.db, receiptCallerOf(call), call.input, call.lang),
    { message: 'receiptPayment.withdrawnOk', log: paymentLogged },
  );
  query(app, receiptPaymentRoutes.list, ({ ctx, company, input, lang }) =>
    listPayments(ctx.db, input.orderId, company.companyId, lang),
  );
  query(app, receiptPaymentRoutes.detail, ({ ctx, company, input, lang }) =>
    readPayment(ctx.db, input.id, company.companyId, lang),
  );

  query(app, adminReceiptOrderRoutes.list, ({ ctx, input, lang }) => listOrdersForOperator(ctx.db, input, lang));
  query(app, adminReceiptOrderRoutes.info, ({ ctx, input, lang }) => readOrderForOperator(ctx.db, input.id, lang));
  command(
    app,
    adminReceiptOrderRoutes.cancel,
    ({ ctx, user, request, input, lang }) => cancelByOperator(ctx.db, { userId: user.id, ip: request.ip || null }, input, lang),
    { message: 'receiptOrder.cancelledByOperator', log: logged },
  );
};
