import { AUDIT_STATUS, type AuditDecisionInput } from '@hgsc/contracts';
import type { Db } from '../db/client.ts';
import { type AppError, notFound } from '../http/app-error.ts';

/** What a decision writes on the audited row. */
export interface AuditOutcome {
  /** 1 审核通过 or 2 审核未通过. */
  auditStatus: number;
  /** The rejection reason the applicant reads; null on approval. */
  auditReason: string | null;
  auditedAt: Date;
  auditedBy: number;
  updatedAt: Date;
}

/** How one domain's audited object (company, certificate, shop, product) is locked, changed and recorded. */
export interface AuditedObject<Row extends { auditStatus: number | null }> {
  /** The row, read FOR UPDATE so it stays locked until the decision is written; none → 404. */
  lock(tx: Db, id: number): PromiseLike<Row[]>;
  /** The 409 answer for a row that is not under review, naming its state. */
  notPending(row: Row): AppError;
  /** Refuses (throws) an approval the rules forbid right now, e.g. a dangerous good without a licence. */
  checkApproval?(tx: Db, row: Row): Promise<void>;
  /** Writes the outcome on the row and answers the row as it stands after (UPDATE … RETURNING). */
  write(tx: Db, row: Row, outcome: AuditOutcome): PromiseLike<Row[]>;
  /** Appends the decision to the row's history. */
  record(tx: Db, row: Row, action: 'approve' | 'reject', actorUserId: number, reason: string | null): Promise<void>;
}

/**
 * POST /admin/<object>/audit: the operator approves (审核通过) or rejects (审核未通过, with the
 * reason) an object under review (审核中); any other state answers the object's 409. The row is
 * locked, so two operators deciding at once (or the applicant editing meanwhile) go one after the
 * other and the second sees the first's outcome; the history entry is written in the same transaction, the
 * caller's (the endpoint's).
 */
export async function decideAudit<Row extends { auditStatus: number | null }>(
  tx: Db,
  object: AuditedObject<Row>,
  operatorId: number,
  decision: AuditDecisionInput,
): Promise<Row> {
  const [current] = await object.lock(tx, decision.id);
  if (!current) throw notFound();
  if (current.auditStatus !== AUDIT_STATUS.PENDING) throw object.notPending(current);
  if (decision.approve) await object.checkApproval?.(tx, current);
  const reason = decision.approve ? null : decision.reason?.trim() || null;
  const now = new Date();
  const [row] = await object.write(tx, current, {
    auditStatus: decision.approve ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.REJECTED,
    auditReason: reason,
    auditedAt: now,
    auditedBy: operatorId,
    updatedAt: now,
  });
  if (!row) throw new Error('the audited row was not updated');
  await object.record(tx, row, decision.approve ? 'approve' : 'reject', operatorId, reason);
  return row;
}
