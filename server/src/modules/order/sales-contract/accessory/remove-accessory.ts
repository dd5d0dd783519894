import {
  type ContractAccessoryBody,
  type ContractAccessoryList,
  FINAL_ORDER_STATUSES,
  type Language,
  type OrderStatus,
} from '@hgsc/contracts';
import type { Db } from '../../../../platform/db/client.ts';
import { wrongState } from '../../../../platform/http/app-error.ts';
import { recordContractEvidence } from '../../../contract/index.ts';
import { type OrderCaller, orderForCaller } from '../../order-access.ts';
import { liveOrderFile, liveOrderFiles, markOrderFileRemoved } from '../../order-files/order-file-rows.ts';
import { orderSubject } from '../order-subject.ts';
import { accessoryViews, mayChangeAccessories } from './accessory-views.ts';
import { contractAccessories } from './tables.ts';

/**
 * POST /order/contract/accessory/del {id, accessoryId}: the side that attached it (contract.sign)
 * removes an attachment while the order runs (409 once it ended, 409 for the other side's). The row
 * is marked, not deleted, and the evidence trail records the removal; answers the list as it is now.
 */
export async function removeAccessory(
  tx: Db,
  caller: OrderCaller,
  body: ContractAccessoryBody,
  meta: { ip: string | null },
  lang: Language,
): Promise<ContractAccessoryList> {
  const { order, party } = await orderForCaller(tx, body.id, caller, { lock: true, permissionFor: () => 'contract.sign' });
  const row = await liveOrderFile(tx, contractAccessories, { orderId: order.id, id: body.accessoryId }, 'accessory.notFound');
  if (FINAL_ORDER_STATUSES.includes(order.status as OrderStatus)) throw wrongState('accessory.orderEnded');
  if (row.party !== party) throw wrongState('accessory.notYours');

  await markOrderFileRemoved(tx, contractAccessories, row.id, caller.userId);
  await recordContractEvidence(tx, {
    contractId: row.contractId,
    subject: orderSubject(order.id),
    event: 'attachmentRemoved',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip: meta.ip,
    detail: { accessoryId: row.id, party, kind: row.kind, name: row.name, fileKey: row.fileKey },
  });
  const viewer = { party, access: caller.company, lang };
  return {
    accessories: await accessoryViews(tx, order, await liveOrderFiles(tx, contractAccessories, order.id), viewer),
    canAdd: mayChangeAccessories(order, caller.company),
  };
}
