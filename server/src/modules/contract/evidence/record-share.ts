import { and, desc, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { aboutSubject, type ContractSubject } from '../subject.ts';
import { contracts } from '../tables.ts';
import { recordContractEvidence } from './record.ts';

/**
 * A subject shared by a link of its own (an order by /order/share, /order/shareSms) shares its contract too: when
 * the subject has a contract in force, the share goes into the contract's evidence trail.
 */
export async function recordContractShared(
  tx: Db,
  subject: ContractSubject,
  entry: { party: string; actorUserId: number; companyId: number; ip: string | null },
): Promise<void> {
  const [contract] = await tx
    .select({ id: contracts.id, contractNo: contracts.contractNo })
    .from(contracts)
    .where(and(aboutSubject(contracts, subject), ne(contracts.status, 'cancelled')))
    .orderBy(desc(contracts.version))
    .limit(1);
  if (!contract) return;
  await recordContractEvidence(tx, {
    contractId: contract.id,
    subject,
    event: 'shared',
    actorUserId: entry.actorUserId,
    companyId: entry.companyId,
    ip: entry.ip,
    detail: { contractNo: contract.contractNo, party: entry.party },
  });
}
