import type { Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { applyOrderAction } from '../order/apply-action.ts';
import type { OrderCaller } from '../order/order-access.ts';
import { contractOrderFor } from './contract-caller.ts';
import { currentContract } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { orderSubject } from './subject.ts';
import { type ContractRow, contracts } from './tables.ts';

/**
 * POST /order/cancelContract: either side withdraws a contract not yet signed by both (37/38/39 →
 * 10, the order-flow table); the contract version is kept as cancelled with the reason, and the
 * seller may generate a new one.
 */
export async function cancelContract(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; reason: string },
  lang: Language,
  ip: string | null = null,
): Promise<ContractRow> {
  const { order, party } = await contractOrderFor(tx, body.id, caller, lang, 'cancelContract');
  const contract = await currentContract(tx, orderSubject(order.id), { lock: true });
  await applyOrderAction(tx, {
    orderId: order.id,
    action: 'cancelContract',
    party,
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    detail: { contractNo: contract.contractNo, reason: body.reason },
    lang,
  });
  const [row] = await tx
    .update(contracts)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: caller.userId, cancelReason: body.reason })
    .where(eq(contracts.id, contract.id))
    .returning();
  // The seller withdraws the contract it drew up; the buyer cancelling it refuses to sign it.
  await recordContractEvidence(tx, {
    contractId: contract.id,
    subject: orderSubject(order.id),
    event: party === 'seller' ? 'cancelled' : 'refused',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip,
    detail: { contractNo: contract.contractNo, party, reason: body.reason },
  });
  return row as ContractRow;
}
