import type { AppContext } from '../../platform/context.ts';
import { readStoredFile } from '../../platform/files/read-file.ts';
import { type OrderCaller, orderForCaller } from '../order/order-access.ts';
import type { UserRow } from '../user/tables.ts';
import { currentContract } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { orderSubject } from './subject.ts';

/**
 * POST /order/contract/download {id}: the current PDF of the order's contract, for the two parties
 * only (another company → 404, like the order itself).
 */
export async function downloadContract(
  ctx: AppContext,
  caller: OrderCaller,
  user: UserRow,
  id: number,
  ip: string | null = null,
) {
  const { order } = await orderForCaller(ctx.db, id, caller, { permissionFor: () => 'contract.view' });
  const contract = await currentContract(ctx.db, orderSubject(order.id));
  const { bytes } = await readStoredFile(ctx, contract.fileKey, user, { publicOnly: false });
  await recordContractEvidence(ctx.db, {
    contractId: contract.id,
    subject: orderSubject(order.id),
    event: 'downloaded',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip,
    detail: { contractNo: contract.contractNo, sha256: contract.sha256 },
  });
  return { bytes, contractNo: contract.contractNo };
}
