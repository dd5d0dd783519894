import { type OrderParty, orderStatusLabelKey } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperations } from '../../platform/flow/node-log.ts';

type OrderEvent = {
  orderId: number;
  action: string;
  party: OrderParty;
  actorUserId: number | null;
  companyId: number | null;
  fromStatus: number | null;
  toStatus: number;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

/** The order's timeline is its node operation log: the flow's steps, and its placement and edits alike. */
export const ORDER_LOG = 'order';

/** Appends one step that is not a status change of the flow (an edit, an attachment) to an order's timeline. */
export async function recordOrderEvent(tx: Db, event: OrderEvent) {
  await recordOrderEvents(tx, [event]);
}

/** Appends steps to orders' timelines in one statement. */
export async function recordOrderEvents(tx: Db, events: readonly OrderEvent[]) {
  if (events.length === 0) return;
  await recordNodeOperations(
    tx,
    events.map((event) => ({
      bizType: ORDER_LOG,
      bizId: event.orderId,
      node: orderStatusLabelKey(event.toStatus),
      action: event.action,
      actorRole: event.party,
      actorUserId: event.actorUserId,
      companyId: event.companyId,
      fromState: event.fromStatus === null ? null : String(event.fromStatus),
      toState: String(event.toStatus),
      detail: event.detail ?? {},
      ip: event.ip ?? null,
    })),
  );
}
