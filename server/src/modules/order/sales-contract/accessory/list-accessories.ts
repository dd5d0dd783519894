import type { ContractAccessoryList, Language } from '@hgsc/contracts';
import type { Db } from '../../../../platform/db/client.ts';
import { type OrderCaller, orderForCaller } from '../../order-access.ts';
import { liveOrderFiles } from '../../order-files/order-file-rows.ts';
import { accessoryViews, mayChangeAccessories } from './accessory-views.ts';
import { contractAccessories } from './tables.ts';

/**
 * POST /order/contract/accessory/list {id}: the attachments of the order's contract, oldest first,
 * for both parties (contract.view); another company's order → 404.
 */
export async function listAccessories(db: Db, caller: OrderCaller, id: number, lang: Language): Promise<ContractAccessoryList> {
  const { order, party } = await orderForCaller(db, id, caller, { permissionFor: () => 'contract.view' });
  const rows = await liveOrderFiles(db, contractAccessories, order.id);
  return {
    accessories: await accessoryViews(db, order, rows, { party, access: caller.company, lang }),
    canAdd: mayChangeAccessories(order, caller.company),
  };
}
