import type { Language } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { type ContractRow, contractAffirmations, contractSubjectFor, currentContract } from '../../contract/index.ts';
import type { OrderCaller } from '../order-access.ts';
import { recordOrderEvent } from '../order-events.ts';
import { salesContract } from './kind.ts';
import { orderSubject } from './order-subject.ts';

/**
 * POST /order/affirm/contract: the caller's side confirms it has read the terms — allowed while the
 * contract waits for that side's signature (409 otherwise); recorded once per side and put on the
 * order's timeline, with no status change.
 */
export async function affirmContract(tx: Db, caller: OrderCaller, id: number, lang: Language): Promise<ContractRow> {
  const { subject: order, party } = await contractSubjectFor(tx, salesContract, id, caller, lang, 'sign');
  const contract = await currentContract(tx, orderSubject(order.id));
  const [added] = await tx
    .insert(contractAffirmations)
    .values({ contractId: contract.id, party, companyId: caller.company.companyId, userId: caller.userId })
    .onConflictDoNothing()
    .returning({ id: contractAffirmations.id });
  if (added) {
    await recordOrderEvent(tx, {
      orderId: order.id,
      action: 'affirmContract',
      party,
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      fromStatus: order.status,
      toStatus: order.status,
      detail: { contractNo: contract.contractNo },
    });
  }
  return contract;
}
