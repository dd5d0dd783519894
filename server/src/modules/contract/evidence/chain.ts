import { canonicalJson, sha256Hex } from '../../../platform/security/hashing.ts';

/** The prevHash of a subject's first evidence entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an evidence entry's hash covers (everything but its own id and hash). */
export interface EvidenceHashInput {
  subjectKind: string;
  subjectId: number;
  contractId: number | null;
  seq: number;
  event: string;
  actorUserId: number | null;
  companyId: number | null;
  ip: string | null;
  detail: Record<string, unknown>;
  at: Date;
  prevHash: string;
}

/** A detail object as it comes back from jsonb (dates as ISO text, undefined dropped). */
export const normaliseDetail = (detail: Record<string, unknown> | undefined): Record<string, unknown> =>
  detail ? (JSON.parse(JSON.stringify(detail)) as Record<string, unknown>) : {};

/**
 * What names the subject in the hashed body: an order's entries say `orderId`, as they did when contracts were
 * only orders' (their chains verify as they were written); another kind's say its kind and id.
 */
const subjectFields = (entry: EvidenceHashInput) =>
  entry.subjectKind === 'order' ? { orderId: entry.subjectId } : { subjectKind: entry.subjectKind, subjectId: entry.subjectId };

export function evidenceHash(entry: EvidenceHashInput): string {
  const body = canonicalJson({
    ...subjectFields(entry),
    contractId: entry.contractId,
    seq: entry.seq,
    event: entry.event,
    actorUserId: entry.actorUserId,
    companyId: entry.companyId,
    ip: entry.ip,
    detail: entry.detail,
    at: entry.at.toISOString(),
  });
  return sha256Hex(entry.prevHash + body);
}
