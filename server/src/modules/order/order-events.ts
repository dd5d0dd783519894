import type { OrderParty } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { orderEvents } from './tables.ts';

/** Appends one step to an order's timeline (transitions, placement and edits alike). */
export async function recordOrderEvent(
  tx: Db,
  event: {
    orderId: number;
    action: string;
    party: OrderParty;
    actorUserId: number | null;
    companyId: number | null;
    fromStatus: number | null;
    toStatus: number;
    detail?: Record<string, unknown>;
  },
) {
  await tx.insert(orderEvents).values({ ...event, detail: event.detail ?? {} });
}
