import type { Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { contractSubjectFor } from './contract-caller.ts';
import { currentContract } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { type ContractCaller, type ContractKind, subjectOfKind } from './kind.ts';
import { type ContractRow, contracts } from './tables.ts';

/**
 * A side withdraws a contract not yet signed by all (an order's: POST /order/cancelContract, 37/38/39 → 10, the
 * order-flow table); the version is kept as cancelled with the reason, and a new one may be generated.
 */
export async function cancelContract<Subject, Party extends string>(
  tx: Db,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  body: { id: number; reason: string },
  lang: Language,
  ip: string | null = null,
): Promise<ContractRow> {
  const { subject, party } = await contractSubjectFor(tx, kind, body.id, caller, lang, 'cancel');
  const about = subjectOfKind(kind, subject);
  const contract = await currentContract(tx, about, { lock: true });
  await kind.cancelled(tx, { subject, party, caller, contract, sha256: contract.sha256, ip, lang, reason: body.reason });
  const [row] = await tx
    .update(contracts)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: caller.userId, cancelReason: body.reason })
    .where(eq(contracts.id, contract.id))
    .returning();
  // The side that drew the contract up withdraws it; the other side cancelling it refuses to sign it.
  await recordContractEvidence(tx, {
    contractId: contract.id,
    subject: about,
    event: party === kind.signers[0] ? 'cancelled' : 'refused',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip,
    detail: { contractNo: contract.contractNo, party, reason: body.reason },
  });
  return row as ContractRow;
}
