import { ORDER_TAB_STATUSES } from '@hgsc/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { tabFilter } from './list-orders.ts';
import type { TradeParty } from './order-access.ts';
import { orders } from './tables.ts';

/** The list tabs of a side of the order (ORDER_TAB_STATUSES). */
type TabOf<P extends TradeParty> = keyof (typeof ORDER_TAB_STATUSES)[P];

/** /order/buyer/count, /order/seller/count: how many orders each tab holds (one grouped query). */
export async function countOrders<P extends TradeParty>(db: Db, companyId: number, party: P): Promise<Record<TabOf<P>, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(tabFilter(party, companyId, null))
    .groupBy(orders.status);
  const tabs = ORDER_TAB_STATUSES[party] as Record<string, readonly number[] | null>;
  // One count for every tab of the side's table: its keys are the side's tabs.
  return Object.fromEntries(
    Object.entries(tabs).map(([tab, statuses]) => [
      tab,
      rows.filter((r) => statuses === null || statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0),
    ]),
  ) as Record<TabOf<P>, number>;
}
