import { AUDIT_STATUS, type AuditDecisionInput } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { type AuditedObject, decideAudit } from '../../platform/audit/decide.ts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { recordHistory } from './certificate-repo.ts';
import { type CompanyCertificateRow, companyCertificates } from './tables.ts';

const NOT_PENDING = {
  draft: 'certificate.auditDraft',
  [AUDIT_STATUS.APPROVED]: 'certificate.auditApproved',
  [AUDIT_STATUS.REJECTED]: 'certificate.auditRejected',
} as const;

const auditedCertificate: AuditedObject<CompanyCertificateRow> = {
  lock: (tx, id) =>
    tx
      .select()
      .from(companyCertificates)
      .where(and(eq(companyCertificates.id, id), isNull(companyCertificates.deletedAt)))
      .for('update'),
  notPending: (row) => wrongState(row.auditStatus === null ? NOT_PENDING.draft : NOT_PENDING[row.auditStatus as 1 | 2]),
  write: (tx, row, outcome) => tx.update(companyCertificates).set(outcome).where(eq(companyCertificates.id, row.id)).returning(),
  record: recordHistory,
};

/**
 * POST /admin/certificate/audit (operator): approve (1 审核通过) or reject with a reason
 * (2 审核未通过) a certificate under review; any other state → 409 naming it. Kept as history.
 */
export const auditCertificate = (tx: Db, operatorId: number, input: AuditDecisionInput) =>
  decideAudit(tx, auditedCertificate, operatorId, input);
