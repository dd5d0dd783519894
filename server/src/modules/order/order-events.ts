import type { OrderParty } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { rowInserter } from '../../platform/db/row-inserter.ts';
import { orderEvents } from './tables.ts';

type OrderEvent = {
  orderId: number;
  action: string;
  party: OrderParty;
  actorUserId: number | null;
  companyId: number | null;
  fromStatus: number | null;
  toStatus: number;
  detail?: Record<string, unknown>;
};

const insertEvents = rowInserter(orderEvents, 'order_event_insert', [
  'orderId',
  'action',
  'party',
  'actorUserId',
  'companyId',
  'fromStatus',
  'toStatus',
  'detail',
]);

/** Appends one step to an order's timeline (transitions, placement and edits alike). */
export async function recordOrderEvent(tx: Db, event: OrderEvent) {
  await recordOrderEvents(tx, [event]);
}

/** Appends steps to orders' timelines in one statement (several orders placed at once). */
export async function recordOrderEvents(tx: Db, events: readonly OrderEvent[]) {
  if (events.length === 0) return;
  await insertEvents(
    tx,
    events.map((event) => ({ ...event, detail: event.detail ?? {} })),
  );
}
