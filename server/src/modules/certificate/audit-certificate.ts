import { AUDIT_STATUS } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { recordHistory } from './certificate-repo.ts';
import { type CompanyCertificateRow, companyCertificates } from './tables.ts';

const NOT_PENDING = {
  draft: 'certificate.auditDraft',
  [AUDIT_STATUS.APPROVED]: 'certificate.auditApproved',
  [AUDIT_STATUS.REJECTED]: 'certificate.auditRejected',
} as const;

/**
 * POST /admin/certificate/audit (operator): approve (1 审核通过) or reject with a reason
 * (2 审核未通过) a certificate under review; any other state → 409 naming it. Kept as history.
 */
export async function auditCertificate(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; approve: boolean; reason?: string | undefined },
): Promise<CompanyCertificateRow> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(companyCertificates)
      .where(and(eq(companyCertificates.id, input.id), isNull(companyCertificates.deletedAt)))
      .for('update');
    if (!current) throw notFound();
    if (current.auditStatus !== AUDIT_STATUS.PENDING) {
      throw wrongState(current.auditStatus === null ? NOT_PENDING.draft : NOT_PENDING[current.auditStatus as 1 | 2]);
    }
    const now = new Date();
    const reason = input.reason?.trim() || null;
    const [row] = await tx
      .update(companyCertificates)
      .set({
        auditStatus: input.approve ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.REJECTED,
        auditReason: input.approve ? null : reason,
        auditedAt: now,
        auditedBy: operatorId,
        updatedAt: now,
      })
      .where(eq(companyCertificates.id, current.id))
      .returning();
    if (!row) throw new Error('certificate update returned no row');
    await recordHistory(tx, row, input.approve ? 'approve' : 'reject', operatorId, reason);
    return row;
  });
}
