import { type Language, type OrderDetail, orderActionLabelKey, translate } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';
import { type OrderCaller, orderForCaller } from './order-access.ts';
import { orderView, viewerOf } from './order-view.ts';
import { type OrderRow, orderEvents } from './tables.ts';

/** The order with its whole timeline (who, which company, when), oldest first. */
export async function detailOf(
  db: Db,
  order: OrderRow,
  viewer: { companyId: number | null; userId: number | null; lang: Language },
) {
  const [view, events] = await Promise.all([
    orderView(db, order, viewer),
    db
      .select({ event: orderEvents, actorName: users.name, companyName: companies.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .leftJoin(companies, eq(companies.id, orderEvents.companyId))
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id)),
  ]);
  return {
    ...view,
    events: events.map(({ event: e, actorName, companyName }) => ({
      id: e.id,
      action: e.action,
      actionLabel: translate(orderActionLabelKey(e.action), viewer.lang),
      party: e.party,
      actorUserId: e.actorUserId,
      actorName: actorName ?? null,
      companyId: e.companyId,
      companyName: companyName ?? null,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      detail: e.detail,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** POST /order/detail: one of the caller company's orders (either side; another's → 404). */
export async function orderDetail(db: Db, caller: OrderCaller, id: number, lang: Language): Promise<OrderDetail> {
  const { order } = await orderForCaller(db, id, caller);
  return detailOf(db, order, viewerOf(caller, lang));
}
