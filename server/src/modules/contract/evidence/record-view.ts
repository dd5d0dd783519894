import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { ContractSubject } from '../subject.ts';
import { recordContractEvidence } from './record.ts';
import { contractEvidence } from './tables.ts';

/** One 'viewed' entry per person and contract in this window: a page left open and refreshed is one viewing. */
const VIEW_WINDOW_MS = 30 * 60_000;

/**
 * A party opened the contract's page: recorded as 'viewed' unless the same person's last viewing of
 * the same contract is recent.
 */
export async function recordContractViewed(
  db: Db,
  entry: {
    subject: ContractSubject;
    contract: { id: number; contractNo: string };
    actorUserId: number;
    companyId: number;
    ip: string | null;
  },
): Promise<void> {
  const [recent] = await db
    .select({ seq: contractEvidence.seq })
    .from(contractEvidence)
    .where(
      and(
        eq(contractEvidence.contractId, entry.contract.id),
        eq(contractEvidence.event, 'viewed'),
        eq(contractEvidence.actorUserId, entry.actorUserId),
        gt(contractEvidence.at, new Date(Date.now() - VIEW_WINDOW_MS)),
      ),
    )
    .orderBy(desc(contractEvidence.seq))
    .limit(1);
  if (recent) return;
  await recordContractEvidence(db, {
    contractId: entry.contract.id,
    subject: entry.subject,
    event: 'viewed',
    actorUserId: entry.actorUserId,
    companyId: entry.companyId,
    ip: entry.ip,
    detail: { contractNo: entry.contract.contractNo },
  });
}
