import { type Language, type OrderView, orderRoutes as routes } from '@hgsc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { command } from '../../platform/http/endpoint.ts';
import { confirmCancel, refuseCancel, requestCancel } from './cancel-order.ts';
import { deliverOrder } from './deliver.ts';
import { deliverBatch } from './deliver-batch.ts';
import type { OrderCaller } from './order-access.ts';
import { orderView, viewerOf } from './order-view.ts';
import { confirmMoney, confirmRefund, refusePayment, refuseRefund, withdrawPayment, withdrawRefund } from './payments/answer.ts';
import { payOrder } from './payments/pay.ts';
import { refundOrder } from './payments/refund.ts';
import { receiveOrder } from './receive.ts';
import { saveInvoice } from './save-invoice.ts';
import { arriveBatch } from './shipment/arrive.ts';
import { shipBatch } from './shipment/ship.ts';
import type { OrderRow } from './tables.ts';
import { updateDeliveryNo } from './update-delivery-no.ts';
import { updateOrFinish } from './update-or-finish.ts';
import { updateOrderPrice } from './update-price.ts';
import { updateWitness } from './update-witness.ts';

/**
 * A handler changing one order in the endpoint's transaction (`ctx.db`), answering the caller's view of it; an
 * idempotent route keeps that answer under its key in the same transaction.
 */
const changeOrder =
  <I>(run: (tx: Db, caller: OrderCaller, input: I, lang: Language) => Promise<OrderRow>) =>
  async ({ ctx, request, input, lang }: { ctx: AppContext; request: FastifyRequest; input: I; lang: Language }) => {
    const caller = callerOf(request);
    const row = await run(ctx.db, caller, input, lang);
    return orderView(ctx.db, row, viewerOf(caller, lang));
  };

/** What every order change's log record holds: the order. */
const orderId = (view: OrderView) => ({ id: view.id });

/** The buyer's invoice information and the order's lifecycle: each a status change or an edit of one order. */
export function tradeRoutes(app: FastifyInstance): void {
  command(app, routes.saveInvoice, changeOrder(saveInvoice), {
    message: 'order.invoiceSaved',
    log: { event: 'order.save.invoice', detail: orderId },
  });
  command(app, routes.updatePrice, changeOrder(updateOrderPrice), {
    message: 'order.priceUpdated',
    log: { event: 'order.updateOrderPrice', detail: orderId },
  });
  command(app, routes.pay, changeOrder(payOrder), { message: 'order.paid', log: { event: 'order.pay', detail: orderId } });
  command(app, routes.confirmMoney, changeOrder(confirmMoney), {
    message: 'order.moneyConfirmed',
    log: { event: 'order.receivedmoney', detail: orderId },
  });
  command(app, routes.refusePayment, changeOrder(refusePayment), {
    message: 'orderPayment.refused',
    log: { event: 'order.payment.refuse', detail: orderId },
  });
  command(app, routes.withdrawPayment, changeOrder(withdrawPayment), {
    message: 'orderPayment.withdrawn',
    log: { event: 'order.payment.cancel', detail: orderId },
  });
  command(app, routes.refund, changeOrder(refundOrder), {
    message: 'orderPayment.refunded',
    log: { event: 'order.refund', detail: orderId },
  });
  command(app, routes.confirmRefund, changeOrder(confirmRefund), {
    message: 'orderPayment.refundConfirmed',
    log: { event: 'order.refund.confirm', detail: orderId },
  });
  command(app, routes.refuseRefund, changeOrder(refuseRefund), {
    message: 'orderPayment.refundRefused',
    log: { event: 'order.refund.refuse', detail: orderId },
  });
  command(app, routes.withdrawRefund, changeOrder(withdrawRefund), {
    message: 'orderPayment.refundWithdrawn',
    log: { event: 'order.refund.cancel', detail: orderId },
  });
  command(app, routes.deliver, changeOrder(deliverOrder), {
    message: 'order.delivered',
    log: { event: 'order.deliver', detail: orderId },
  });
  command(app, routes.ship, changeOrder(shipBatch), {
    message: 'shipment.shipped',
    log: { event: 'order.shipment.ship', detail: orderId },
  });
  command(app, routes.arrive, changeOrder(arriveBatch), {
    message: 'shipment.arrived',
    log: { event: 'order.shipment.arrive', detail: orderId },
  });
  command(app, routes.updateDeliveryNo, changeOrder(updateDeliveryNo), {
    message: 'order.deliveryNoUpdated',
    log: { event: 'order.updatedeliverysn', detail: orderId },
  });
  command(app, routes.receive, changeOrder(receiveOrder), {
    message: 'order.received',
    log: { event: 'order.receive', detail: orderId },
  });
  command(app, routes.updateOrFinish, changeOrder(updateOrFinish), {
    message: 'common.updated',
    log: { event: 'order.updateOrFinish', detail: orderId },
  });
  command(
    app,
    routes.buyerCancel,
    changeOrder((tx, caller, input: { id: number; reason: string }, lang) => requestCancel(tx, caller, 'buyer', input, lang)),
    { message: 'order.cancelRequested', log: { event: 'order.buyercancel', detail: orderId } },
  );
  command(
    app,
    routes.sellerCancel,
    changeOrder((tx, caller, input: { id: number; reason: string }, lang) => requestCancel(tx, caller, 'seller', input, lang)),
    { message: 'order.cancelRequested', log: { event: 'order.sellercancel', detail: orderId } },
  );
  command(
    app,
    routes.buyerConfirmCancel,
    changeOrder((tx, caller, input: { id: number }, lang) => confirmCancel(tx, caller, 'buyer', input.id, lang)),
    { message: 'order.cancelConfirmed', log: { event: 'order.buyer.cancel.enter', detail: orderId } },
  );
  command(
    app,
    routes.sellerConfirmCancel,
    changeOrder((tx, caller, input: { id: number }, lang) => confirmCancel(tx, caller, 'seller', input.id, lang)),
    { message: 'order.cancelConfirmed', log: { event: 'order.seller.cancel.enter', detail: orderId } },
  );
  command(app, routes.refuseCancel, changeOrder(refuseCancel), {
    message: 'order.cancelRefused',
    log: { event: 'order.refuse.cancel', detail: orderId },
  });
  command(app, routes.updateWitness, changeOrder(updateWitness), {
    message: 'order.witnessSaved',
    log: { event: 'order.update.witness', detail: orderId },
  });

  // Each order ships in its own transaction and is checked on its own: one refused must not undo the others shipped.
  command(app, routes.deliverBatch, ({ ctx, request, input, lang }) => deliverBatch(ctx, callerOf(request), input.orders, lang), {
    ownTransactions: true,
    log: { event: 'order.delivers', detail: (answer) => ({ results: answer.results }) },
  });
}
