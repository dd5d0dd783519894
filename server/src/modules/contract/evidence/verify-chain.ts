import { asc } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { aboutSubject, type ContractSubject } from '../subject.ts';
import { evidenceHash, GENESIS_HASH } from './chain.ts';
import { type ContractEvidenceRow, contractEvidence } from './tables.ts';

export interface EvidenceChainCheck {
  intact: boolean;
  /** The seq of the first entry whose own hash, link to the one before, or place in the sequence is wrong. */
  brokenAt: number | null;
  count: number;
  headHash: string | null;
  entries: ContractEvidenceRow[];
}

/** Checks rows of one subject, in seq order: every hash recomputed, every link and number followed. */
export function checkEvidenceRows(entries: readonly ContractEvidenceRow[]): Omit<EvidenceChainCheck, 'entries'> {
  let prevHash = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const recomputed = evidenceHash({
      subjectKind: entry.subjectKind,
      subjectId: entry.subjectId,
      contractId: entry.contractId,
      seq: entry.seq,
      event: entry.event,
      actorUserId: entry.actorUserId,
      companyId: entry.companyId,
      ip: entry.ip,
      detail: entry.detail,
      at: entry.at,
      prevHash: entry.prevHash,
    });
    if (entry.seq !== index + 1 || entry.prevHash !== prevHash || entry.hash !== recomputed) {
      return { intact: false, brokenAt: entry.seq, count: entries.length, headHash: entries.at(-1)?.hash ?? null };
    }
    prevHash = entry.hash;
  }
  return { intact: true, brokenAt: null, count: entries.length, headHash: entries.at(-1)?.hash ?? null };
}

/**
 * verifyEvidenceChain(subject): reads the subject's whole evidence trail and recomputes every hash;
 * a changed field, a removed or reordered entry, or an entry inserted out of turn breaks it, and the
 * answer names the first entry that does not verify.
 */
export async function verifyEvidenceChain(db: Db, subject: ContractSubject): Promise<EvidenceChainCheck> {
  const entries = await db
    .select()
    .from(contractEvidence)
    .where(aboutSubject(contractEvidence, subject))
    .orderBy(asc(contractEvidence.seq));
  return { ...checkEvidenceRows(entries), entries };
}
