import type { ContractView, Language } from '@hgsc/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type OrderCaller, orderForCaller } from '../order/order-access.ts';
import { contractViews } from './contract-repo.ts';
import { recordContractViewed } from './evidence/record-view.ts';
import { aboutSubject, orderSubject } from './subject.ts';
import { contracts } from './tables.ts';

/**
 * POST /order/contract/update/list {id}: the order's contract versions, newest first, with their
 * signatures. The contract page reads it, so it records the viewing (evidence/record-view.ts).
 */
export async function contractVersions(
  db: Db,
  caller: OrderCaller,
  id: number,
  lang: Language,
  ip: string | null = null,
): Promise<ContractView[]> {
  const { order } = await orderForCaller(db, id, caller, { permissionFor: () => 'contract.view' });
  const rows = await db
    .select()
    .from(contracts)
    .where(aboutSubject(contracts, orderSubject(order.id)))
    .orderBy(desc(contracts.version));
  // The contract page reads the versions: a viewing of the contract in force goes into the evidence trail.
  const inForce = rows.find((row) => row.status !== 'cancelled');
  if (inForce)
    await recordContractViewed(db, {
      orderId: order.id,
      contract: inForce,
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      ip,
    });
  return contractViews(db, rows, { companyId: caller.company.companyId, lang });
}
