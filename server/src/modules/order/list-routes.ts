import { BUYER_ORDER_TABS, orderRoutes as routes, SELLER_ORDER_TABS } from '@hgsc/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/caller.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { countOrders } from './count-orders.ts';
import { toggleInterested } from './interested.ts';
import { listInterested, listOrders } from './list-orders.ts';
import { orderDetail } from './order-detail.ts';
import { changeSharePassword, shareOrder } from './share-order.ts';
import { shareBySms } from './share-sms.ts';
import { viewShared } from './view-shared.ts';

/** The company's orders: each side's list tabs and counts, one order's detail, sharing it and marking it. */
export function listRoutes(app: FastifyInstance): void {
  for (const tab of BUYER_ORDER_TABS)
    query(app, routes.buyer.lists[tab], ({ ctx, request, input, lang }) =>
      listOrders(ctx.db, callerOf(request), 'buyer', tab, input, lang),
    );
  for (const tab of SELLER_ORDER_TABS)
    query(app, routes.seller.lists[tab], ({ ctx, request, input, lang }) =>
      listOrders(ctx.db, callerOf(request), 'seller', tab, input, lang),
    );
  query(app, routes.buyer.count, ({ ctx, company }) => countOrders(ctx.db, company.companyId, 'buyer'));
  query(app, routes.seller.count, ({ ctx, company }) => countOrders(ctx.db, company.companyId, 'seller'));

  query(app, routes.detail, ({ ctx, request, input, lang }) => orderDetail(ctx.db, callerOf(request), input.id, lang));

  // A new link and password in the endpoint's transaction (the order locked in it).
  command(
    app,
    routes.share,
    ({ ctx, request, input }) => shareOrder(ctx.db, callerOf(request), input.id, undefined, request.ip),
    {
      message: 'order.shared',
    },
  );
  // The refreshed link commits in its own transaction before its SMS goes out, as the message must carry a link that works.
  command(app, routes.shareSms, ({ ctx, request, input, lang }) => shareBySms(ctx, callerOf(request), input, lang), {
    ownTransactions: true,
    message: 'order.shareSmsSent',
  });
  command(
    app,
    routes.changeSharePassword,
    ({ ctx, request, input }) => changeSharePassword(ctx.db, callerOf(request), input.id, input.password),
    { message: 'order.sharePasswordChanged' },
  );
  // Public; a wrong password's try is counted whatever the answer, so it holds no transaction of the endpoint's.
  query(app, routes.sharedView, ({ ctx, request, input, lang }) => viewShared(ctx, input, request.ip, lang));

  command(app, routes.toggleInterested, ({ ctx, request, input }) => toggleInterested(ctx.db, callerOf(request), input.id));
  query(app, routes.interested, ({ ctx, request, input, lang }) => listInterested(ctx.db, callerOf(request), input, lang));
}
