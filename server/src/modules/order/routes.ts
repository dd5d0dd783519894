import {
  actionPermission,
  BUYER_ORDER_TABS,
  buyerOrderCountSchema,
  envelopeSchema,
  type Language,
  type MessageKey,
  orderCancelBody,
  orderDeliverBody,
  orderDeliversBody,
  orderDeliversResultSchema,
  orderDeliveryNoBody,
  orderDetailSchema,
  orderDirectPutBody,
  orderIdBody,
  orderInterestedListBody,
  orderInterestedSchema,
  orderInvoiceBody,
  orderListBody,
  orderPageSchema,
  orderPayBody,
  orderPlacedSchema,
  orderPriceBody,
  orderPutBody,
  orderReceiveBody,
  orderRefuseCancelBody,
  orderSettleBody,
  orderSettleSchema,
  orderSharePasswordBody,
  orderShareSchema,
  orderShareSmsBody,
  orderShareViewBody,
  orderUpdateOrFinishBody,
  orderViewSchema,
  orderWitnessBody,
  type PermissionCode,
  SELLER_ORDER_TABS,
  sellerOrderCountSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentCompany } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { confirmCancel, refuseCancel, requestCancel } from './cancel-order.ts';
import { confirmMoney } from './confirm-money.ts';
import { countOrders } from './count-orders.ts';
import { deliverOrder } from './deliver.ts';
import { deliverBatch } from './deliver-batch.ts';
import { directPutOrder } from './direct-put-order.ts';
import './file-access.ts';
import './node-log-access.ts';
import { idempotencyKeyOf, once } from '../../platform/idempotency/once.ts';
import { toggleInterested } from './interested.ts';
import { listInterested, listOrders } from './list-orders.ts';
import { callerOf, EITHER_SIDE, type OrderCaller } from './order-access.ts';
import { orderDetail } from './order-detail.ts';
import { orderViews, toOrderViews, viewerOf } from './order-view.ts';
import { payOrder } from './pay.ts';
import { putOrder } from './put-order.ts';
import { receiveOrder } from './receive.ts';
import { saveInvoice } from './save-invoice.ts';
import { settle } from './settle.ts';
import { changeSharePassword, shareOrder } from './share-order.ts';
import { shareBySms } from './share-sms.ts';
import type { OrderRow } from './tables.ts';
import { updateDeliveryNo } from './update-delivery-no.ts';
import { updateOrFinish } from './update-or-finish.ts';
import { updateOrderPrice } from './update-price.ts';
import { updateWitness } from './update-witness.ts';
import { viewShared } from './view-shared.ts';

const tags = ['order'];
const IDEMPOTENCY_NOTE = ' An `Idempotency-Key` header (8–128 letters, digits, - or _) makes a retry return the first answer.';

/**
 * SPEC §7 "Cart and orders" (/order/*), issue 5 items 2, 3, 6: checkout, the order's lifecycle
 * (every status change through apply-action.ts and the order-flow.ts table), lists, detail and
 * sharing. Trading calls need an approved company and the table's permission for the action.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** A call that changes one order in one transaction and answers the caller's view of it. */
  function orderCall<B extends z.ZodType>(
    path: string,
    options: {
      summary: string;
      body: B;
      permission?: PermissionCode | readonly PermissionCode[];
      messageKey: MessageKey;
      idempotent?: boolean;
    },
    run: (tx: Db, caller: OrderCaller, body: z.infer<B>, lang: Language) => Promise<OrderRow>,
  ) {
    app.post(
      path,
      {
        config: { approvedCompany: true, ...(options.permission ? { permission: options.permission } : {}) },
        schema: {
          tags,
          summary: options.summary + (options.idempotent ? IDEMPOTENCY_NOTE : ''),
          body: options.body,
          response: { 200: envelopeSchema(orderViewSchema) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const lang = languageOf(request);
        const body = request.body as z.infer<B>;
        const answer = await once(
          ctx,
          { userId: caller.userId, endpoint: path, key: options.idempotent ? idempotencyKeyOf(request) : undefined, body },
          async (tx) => {
            const row = await run(tx, caller, body, lang);
            const [view] = await orderViews(tx, [row], viewerOf(caller, lang));
            return { data: view, messageKey: options.messageKey };
          },
        );
        app.logEvent(request, `order${path.slice('/order'.length).replaceAll('/', '.')}`, { id: answer.data?.id });
        return ok(request, answer.data as z.infer<typeof orderViewSchema>, answer.messageKey);
      },
    );
  }

  // ------------------------------------------------------------ checkout

  const buyerTrade = { permission: 'buy.order', approvedCompany: true } as const;

  app.post(
    '/order/settle',
    {
      config: buyerTrade,
      schema: {
        tags,
        summary:
          'Checkout preview of cart lines {cartIds} or of a direct purchase {productId, quantity}: one group per shop with live prices and amounts, the default address and invoice, and warnings (unavailable, own product, sold out, quantity out of range, dangerous good without the buyer’s licence)',
        body: orderSettleBody,
        response: { 200: envelopeSchema(orderSettleSchema) },
      },
    },
    async (request) => ok(request, await settle(ctx, callerOf(request), request.body, languageOf(request))),
  );

  for (const [path, summary, place] of [
    [
      '/order/putorder',
      'Place the cart lines {cartIds} as one order per shop (status 10) with {addressId (not for pickup), deliveryMode, invoice?, remark?}; stock is reserved atomically (409 naming a product short of stock, nothing made); the lines leave the cart.',
      putOrder,
    ],
    [
      '/order/direct/putorder',
      'Buy now: one product {productId, quantity} as one order (status 10) with {addressId (not for pickup), deliveryMode, invoice?, remark?}; stock is reserved atomically.',
      directPutOrder,
    ],
  ] as const) {
    app.post(
      path,
      {
        config: buyerTrade,
        schema: {
          tags,
          summary: summary + IDEMPOTENCY_NOTE,
          body: path === '/order/putorder' ? orderPutBody : orderDirectPutBody,
          response: { 200: envelopeSchema(orderPlacedSchema) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const lang = languageOf(request);
        const answer = await once(
          ctx,
          { userId: caller.userId, endpoint: path, key: idempotencyKeyOf(request), body: request.body },
          async (tx) => {
            // biome-ignore lint/suspicious/noExplicitAny: the body schema of the path matches its use case
            const placed = await place(tx, caller, request.body as any);
            return {
              data: { orders: toOrderViews(placed.orders, placed.parts, viewerOf(caller, lang)) },
              messageKey: 'order.placed',
            };
          },
        );
        app.logEvent(request, path === '/order/putorder' ? 'order.place' : 'order.placeDirect', {
          ids: answer.data.orders.map((o) => o.id),
        });
        return ok(request, answer.data, answer.messageKey);
      },
    );
  }

  orderCall(
    '/order/save/invoice',
    {
      summary: 'The buyer’s invoice information {id, invoice} on an order before payment (10–40)',
      body: orderInvoiceBody,
      permission: 'buy.order',
      messageKey: 'order.invoiceSaved',
    },
    saveInvoice,
  );

  // ------------------------------------------------------------ lifecycle

  orderCall(
    '/order/updateOrderPrice',
    {
      summary:
        'Seller, status 10: new unit prices {items: [{itemId, price}]} and/or {freightAmount}, with a {reason}; amounts recomputed exactly, the timeline keeps old and new',
      body: orderPriceBody,
      permission: actionPermission('updatePrice', 'seller'),
      messageKey: 'order.priceUpdated',
    },
    updateOrderPrice,
  );
  orderCall(
    '/order/pay',
    {
      summary: 'Buyer, 40 → 60: the bank-transfer proof {proofKeys: upload keys of the caller, remark?}',
      body: orderPayBody,
      permission: actionPermission('pay', 'buyer'),
      messageKey: 'order.paid',
      idempotent: true,
    },
    payOrder,
  );
  orderCall(
    '/order/receivedmoney',
    {
      summary: 'Seller, 60 → 61: the money arrived',
      body: orderIdBody,
      permission: actionPermission('confirmMoney', 'seller'),
      messageKey: 'order.moneyConfirmed',
    },
    confirmMoney,
  );
  orderCall(
    '/order/deliver',
    {
      summary: 'Seller, 61 → 70: shipped with {deliveryNo, carrier}',
      body: orderDeliverBody,
      permission: actionPermission('deliver', 'seller'),
      messageKey: 'order.delivered',
    },
    deliverOrder,
  );
  orderCall(
    '/order/updatedeliverysn',
    {
      summary: 'Seller: ships at 61 (61 → 70, {deliveryNo, carrier}) or corrects the delivery number of a shipped order (70)',
      body: orderDeliveryNoBody,
      permission: actionPermission('deliver', 'seller'),
      messageKey: 'order.deliveryNoUpdated',
    },
    updateDeliveryNo,
  );
  orderCall(
    '/order/receive',
    {
      summary: 'Buyer, 70 → 80: receipt confirmed {remark?}',
      body: orderReceiveBody,
      permission: actionPermission('receive', 'buyer'),
      messageKey: 'order.received',
    },
    receiveOrder,
  );
  orderCall(
    '/order/updateOrFinish',
    {
      summary:
        'By the caller’s side: the seller updates the delivery information {deliveryNo, carrier?} (ships at 61, corrects at 70); the buyer finishes the order {remark?} (70 → 80)',
      body: orderUpdateOrFinishBody,
      permission: EITHER_SIDE,
      messageKey: 'common.updated',
    },
    updateOrFinish,
  );
  orderCall(
    '/order/buyercancel',
    {
      summary: 'Buyer requests cancellation {id, reason} (10–60); the seller confirms or refuses',
      body: orderCancelBody,
      permission: actionPermission('requestCancel', 'buyer'),
      messageKey: 'order.cancelRequested',
    },
    (tx, caller, body, lang) => requestCancel(tx, caller, 'buyer', body, lang),
  );
  orderCall(
    '/order/sellercancel',
    {
      summary: 'Seller requests cancellation {id, reason} (10–60); the buyer confirms or refuses',
      body: orderCancelBody,
      permission: actionPermission('requestCancel', 'seller'),
      messageKey: 'order.cancelRequested',
    },
    (tx, caller, body, lang) => requestCancel(tx, caller, 'seller', body, lang),
  );
  orderCall(
    '/order/buyer/cancel/enter',
    {
      summary: 'Buyer confirms the seller’s cancellation request → 102; reserved stock returns',
      body: orderIdBody,
      permission: actionPermission('confirmCancel', 'buyer'),
      messageKey: 'order.cancelConfirmed',
    },
    (tx, caller, body, lang) => confirmCancel(tx, caller, 'buyer', body.id, lang),
  );
  orderCall(
    '/order/seller/cancel/enter',
    {
      summary: 'Seller confirms the buyer’s cancellation request → 103; reserved stock returns',
      body: orderIdBody,
      permission: actionPermission('confirmCancel', 'seller'),
      messageKey: 'order.cancelConfirmed',
    },
    (tx, caller, body, lang) => confirmCancel(tx, caller, 'seller', body.id, lang),
  );
  orderCall(
    '/order/refuse/cancel',
    {
      summary: 'The side that did not ask refuses the cancellation request {id, reason?}; the order goes on',
      body: orderRefuseCancelBody,
      permission: EITHER_SIDE,
      messageKey: 'order.cancelRefused',
    },
    refuseCancel,
  );
  orderCall(
    '/order/update/witness',
    {
      summary: 'Either side, while the order runs: the witness {witnessName, witnessMobile}',
      body: orderWitnessBody,
      permission: EITHER_SIDE,
      messageKey: 'order.witnessSaved',
    },
    updateWitness,
  );

  app.post(
    '/order/delivers',
    {
      config: { permission: actionPermission('deliver', 'seller'), approvedCompany: true },
      schema: {
        tags,
        summary:
          'Seller ships several orders {orders: [{id, deliveryNo, carrier}]}, each checked on its own; answers each outcome',
        body: orderDeliversBody,
        response: { 200: envelopeSchema(orderDeliversResultSchema) },
      },
    },
    async (request) => {
      const result = await deliverBatch(ctx, callerOf(request), request.body.orders, languageOf(request));
      app.logEvent(request, 'order.delivers', { results: result.results });
      return ok(request, result);
    },
  );

  // ------------------------------------------------------------ lists and detail

  for (const [party, tabs, permission, countSchema] of [
    ['buyer', BUYER_ORDER_TABS, 'buy.order', buyerOrderCountSchema],
    ['seller', SELLER_ORDER_TABS, 'shop.order', sellerOrderCountSchema],
  ] as const) {
    for (const tab of tabs) {
      app.post(
        `/order/${party}/${tab}`,
        {
          // The orders whose contract waits are the contract pages' lists, for those who may read contracts too.
          config: { permission: tab === 'waitforcontract' ? [permission, 'contract.view'] : permission },
          schema: {
            tags,
            summary: `The company’s ${party} orders of tab ${tab} (ORDER_TAB_STATUSES), newest first, paged, searched by {keyword}: order number, product name, counterparty`,
            body: orderListBody,
            response: { 200: envelopeSchema(orderPageSchema) },
          },
        },
        async (request) =>
          ok(request, await listOrders(ctx.db, callerOf(request), party, tab, request.body, languageOf(request))),
      );
    }
    app.post(
      `/order/${party}/count`,
      {
        config: { permission },
        schema: { tags, summary: `How many ${party} orders each tab holds`, response: { 200: envelopeSchema(countSchema) } },
      },
      async (request) => ok(request, (await countOrders(ctx.db, currentCompany(request).companyId, party)) as never),
    );
  }

  app.post(
    '/order/detail',
    {
      config: { permission: EITHER_SIDE },
      schema: {
        tags,
        summary:
          'One of the company’s orders (either side) with its timeline, the caller’s party and allowed actions; another company’s → 404',
        body: orderIdBody,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (request) => ok(request, await orderDetail(ctx.db, callerOf(request), request.body.id, languageOf(request))),
  );

  // ------------------------------------------------------------ share, interest

  app.post(
    '/order/share',
    {
      config: { permission: EITHER_SIDE },
      schema: {
        tags,
        summary: 'Create or refresh the read-only share link of an order, with a new password shown once',
        body: orderIdBody,
        response: { 200: envelopeSchema(orderShareSchema) },
      },
    },
    async (request) =>
      ok(request, await shareOrder(ctx.db, callerOf(request), request.body.id, undefined, request.ip), 'order.shared'),
  );
  app.post(
    '/order/shareSms',
    {
      config: { permission: EITHER_SIDE },
      schema: {
        tags,
        summary: 'Refresh the share link and send it with its password by SMS to {mobile}',
        body: orderShareSmsBody,
        response: { 200: envelopeSchema(orderShareSchema) },
      },
    },
    async (request) =>
      ok(request, await shareBySms(ctx, callerOf(request), request.body, languageOf(request)), 'order.shareSmsSent'),
  );
  app.post(
    '/order/shareChangePassword',
    {
      config: { permission: EITHER_SIDE },
      schema: {
        tags,
        summary: 'Set the share link’s password {password: 4–20 letters or digits}',
        body: orderSharePasswordBody,
        response: { 200: envelopeSchema(orderShareSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await changeSharePassword(ctx.db, callerOf(request), request.body.id, request.body.password),
        'order.sharePasswordChanged',
      ),
  );
  app.post(
    '/order/share/view',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Public: the shared order {token, password}, read-only; wrong passwords are throttled (429)',
        body: orderShareViewBody,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (request) => ok(request, await viewShared(ctx, request.body, request.ip, languageOf(request))),
  );
  app.post(
    '/order/interested',
    {
      config: { permission: EITHER_SIDE },
      schema: {
        tags,
        summary: 'Mark one of the company’s orders as interesting for the caller, or unmark it (toggle)',
        body: orderIdBody,
        response: { 200: envelopeSchema(orderInterestedSchema) },
      },
    },
    async (request) => ok(request, await toggleInterested(ctx.db, callerOf(request), request.body.id)),
  );
  app.post(
    '/order/select/interested',
    {
      config: { permission: EITHER_SIDE },
      schema: {
        tags,
        summary: 'The orders the caller marked as interesting (one side or both), searched, newest first, paged',
        body: orderInterestedListBody,
        response: { 200: envelopeSchema(orderPageSchema) },
      },
    },
    async (request) => ok(request, await listInterested(ctx.db, callerOf(request), request.body, languageOf(request))),
  );
};
