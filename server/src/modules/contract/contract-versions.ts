import type { ContractView, Language } from '@hgsc/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type OrderCaller, orderForCaller } from '../order/order-access.ts';
import { contractViews } from './contract-repo.ts';
import { orderContracts } from './tables.ts';

/** POST /order/contract/update/list {id}: the order's contract versions, newest first, with their signatures. */
export async function contractVersions(db: Db, caller: OrderCaller, id: number, lang: Language): Promise<ContractView[]> {
  const { order } = await orderForCaller(db, id, caller, { permissionFor: () => 'contract.view' });
  const rows = await db
    .select()
    .from(orderContracts)
    .where(eq(orderContracts.orderId, order.id))
    .orderBy(desc(orderContracts.version));
  return contractViews(db, rows, { companyId: caller.company.companyId, lang });
}
