import type { ContractEvidenceEvent } from '@hgsc/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { aboutSubject, type ContractSubject, subjectColumns } from '../subject.ts';
import { evidenceHash, GENESIS_HASH, normaliseDetail } from './chain.ts';
import { contractEvidence } from './tables.ts';

export interface ContractEvidenceEntry {
  contractId: number | null;
  subject: ContractSubject;
  event: ContractEvidenceEvent;
  actorUserId: number | null;
  companyId: number | null;
  ip: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Advisory-lock class of the evidence chains: the object is the subject's id, so two kinds' subjects of the same id
 * queue on one lock now and then (harmless: a chain write is short).
 */
const EVIDENCE_LOCK_CLASS = 72_177_060;

/**
 * Appends an entry to the subject's evidence chain. Call it with the transaction of the change it
 * records, so the entry exists exactly when the change does. Writers of one subject queue on a
 * transaction-scoped advisory lock (held until the caller's transaction ends), so every entry links
 * to the one before it and the chain never forks; the (subject, seq) unique index backs that up.
 * Answers the new entry's hash.
 */
export async function recordContractEvidence(db: Db, entry: ContractEvidenceEntry): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVIDENCE_LOCK_CLASS}::int, ${entry.subject.id % 2_147_483_647}::int)`);
    const [last] = await tx
      .select({ seq: contractEvidence.seq, hash: contractEvidence.hash })
      .from(contractEvidence)
      .where(aboutSubject(contractEvidence, entry.subject))
      .orderBy(desc(contractEvidence.seq))
      .limit(1);
    const row = {
      ...subjectColumns(entry.subject),
      contractId: entry.contractId,
      seq: (last?.seq ?? 0) + 1,
      event: entry.event,
      actorUserId: entry.actorUserId,
      companyId: entry.companyId,
      ip: entry.ip,
      detail: normaliseDetail(entry.detail),
      at: new Date(),
      prevHash: last?.hash ?? GENESIS_HASH,
    };
    const hash = evidenceHash(row);
    await tx.insert(contractEvidence).values({ ...row, hash });
    return hash;
  });
}
