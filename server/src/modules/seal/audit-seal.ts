import { AUDIT_STATUS, type AuditDecisionInput, type SealRole } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { type AuditedObject, decideAudit } from '../../platform/audit/decide.ts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { recordSealHistory } from './seal-repo.ts';
import { type CompanySealRow, companySeals } from './tables.ts';

const auditedSeal = (role: SealRole): AuditedObject<CompanySealRow> => ({
  // An application of the other role answers 404 like a missing one.
  lock: (tx, id) =>
    tx
      .select()
      .from(companySeals)
      .where(and(eq(companySeals.id, id), eq(companySeals.role, role)))
      .for('update'),
  notPending: (row) => wrongState(row.auditStatus === AUDIT_STATUS.APPROVED ? 'seal.auditApproved' : 'seal.auditRejected'),
  write: (tx, row, outcome) => tx.update(companySeals).set(outcome).where(eq(companySeals.id, row.id)).returning(),
  record: recordSealHistory,
});

/**
 * POST /company/{role}/seal/audit (operator): approve (1 审核通过: from now on this seal signs,
 * replacing the one before) or reject with a reason (2 审核未通过: the seal in force stays).
 * Any other state → 409 naming it. Kept in the application's audit trail.
 */
export const auditSeal = (tx: Db, role: SealRole, operatorId: number, input: AuditDecisionInput) =>
  decideAudit(tx, auditedSeal(role), operatorId, input);
