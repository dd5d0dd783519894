import type { AppContext } from '../../platform/context.ts';
import { readStoredFile } from '../../platform/files/read-file.ts';
import { type OrderCaller, orderForCaller } from '../order/order-access.ts';
import type { UserRow } from '../user/tables.ts';
import { currentContract } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { recordContractViewed } from './evidence/record-view.ts';
import { orderSubject } from './subject.ts';

/**
 * POST /order/contract/download {id, preview?}: the current PDF of the order's contract, for the two parties
 * only (another company → 404, like the order itself). A download is evidenced as 下载合同; a preview in the
 * contract page's viewer as a viewing, which a page reloaded within the half hour does not repeat.
 */
export async function downloadContract(
  ctx: AppContext,
  caller: OrderCaller,
  user: UserRow,
  body: { id: number; preview?: boolean | undefined },
  ip: string | null = null,
) {
  const { order } = await orderForCaller(ctx.db, body.id, caller, { permissionFor: () => 'contract.view' });
  const contract = await currentContract(ctx.db, orderSubject(order.id));
  const { bytes } = await readStoredFile(ctx, contract.fileKey, user, { publicOnly: false });
  const viewer = { actorUserId: caller.userId, companyId: caller.company.companyId, ip };
  if (body.preview) {
    await recordContractViewed(ctx.db, { ...viewer, orderId: order.id, contract });
    return { bytes, contractNo: contract.contractNo };
  }
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
