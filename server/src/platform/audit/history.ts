import { type Language, type MessageKey, translate } from '@hgsc/contracts';
import { users } from '../auth/users.ts';

/** SPEC §3 audit status label in the caller's language: 审核中 / 审核通过 / 审核未通过. */
export const auditStatusLabel = (status: number, lang: Language) => translate(`auditStatus.${status}` as MessageKey, lang);

/** The columns every *_audit_logs table has (company, certificate, shop, product). */
export interface AuditLogRow {
  id: number;
  action: string;
  auditStatus: number | null;
  reason: string | null;
  snapshot: unknown;
  actorUserId: number | null;
  createdAt: Date;
}

/**
 * Who made each change: select these beside the log row, left-joined on users.id = actor_user_id
 * (null when no one did, e.g. the seed).
 */
export const auditActorColumns = { actorName: users.name, actorRole: users.role };

/**
 * One history entry (contracts auditLogSchema) from a log row and its actor, labels in the caller's
 * language. Histories are read in id order: PostgreSQL stamps created_at with the transaction's
 * start, not its commit, so two entries may carry the same or out-of-order times.
 */
export function toAuditLogEntry<A extends string, Row extends AuditLogRow>(
  { log, actorName, actorRole }: { log: Row; actorName: string | null; actorRole: string | null },
  labels: { action: (action: A) => string; status: (status: Row['auditStatus']) => string },
) {
  const action = log.action as A;
  return {
    id: log.id,
    action,
    actionLabel: labels.action(action),
    auditStatus: log.auditStatus as Row['auditStatus'],
    auditStatusLabel: labels.status(log.auditStatus),
    reason: log.reason,
    byOperator: actorRole === 'operator',
    actorUserId: log.actorUserId,
    actorName,
    snapshot: log.snapshot as Record<string, unknown>,
    createdAt: log.createdAt.toISOString(),
  };
}
