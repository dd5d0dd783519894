import { type Language, type OrderDetail, type OrderParty, orderActionLabelKey, translate } from '@hgsc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { nodeOperationLogs as log } from '../../platform/flow/tables.ts';
import { companies } from '../company/index.ts';
import { users } from '../user/index.ts';
import { type OrderCaller, orderForCaller } from './order-access.ts';
import { ORDER_LOG } from './order-events.ts';
import { orderView, viewerOf } from './order-view.ts';
import type { OrderRow } from './tables.ts';

/** The order with its whole timeline (who, which company, when), oldest first. */
export async function detailOf(
  db: Db,
  order: OrderRow,
  viewer: { companyId: number | null; userId: number | null; lang: Language },
) {
  const [view, events] = await readTogether(db, [
    () => orderView(db, order, viewer),
    () =>
      db
        .select({ event: log, actorName: users.name, companyName: companies.name })
        .from(log)
        .leftJoin(users, eq(users.id, log.actorUserId))
        .leftJoin(companies, eq(companies.id, log.companyId))
        .where(and(eq(log.bizType, ORDER_LOG), eq(log.bizId, order.id)))
        .orderBy(asc(log.id)),
  ]);
  return {
    ...view,
    events: events.map(({ event: e, actorName, companyName }) => ({
      id: e.id,
      action: e.action,
      actionLabel: translate(orderActionLabelKey(e.action), viewer.lang),
      party: e.actorRole as OrderParty,
      actorUserId: e.actorUserId,
      actorName: actorName ?? null,
      companyId: e.companyId,
      companyName: companyName ?? null,
      fromStatus: e.fromState === null ? null : Number(e.fromState),
      toStatus: Number(e.toState),
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
