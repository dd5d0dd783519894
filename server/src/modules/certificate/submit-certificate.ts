import { AUDIT_STATUS, chinaDate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { findOwnCertificate, recordHistory } from './certificate-repo.ts';
import { type CompanyCertificateRow, companyCertificates } from './tables.ts';

/**
 * POST /company/dangerous/cert/submit: a draft or rejected certificate goes to review (0 审核中).
 * Under review, approved or expired → 409.
 */
export async function submitCertificate(tx: Db, companyId: number, userId: number, id: number): Promise<CompanyCertificateRow> {
  const current = await findOwnCertificate(tx, companyId, id);
  if (current.auditStatus === AUDIT_STATUS.PENDING) throw wrongState('certificate.submitWhilePending');
  if (current.auditStatus === AUDIT_STATUS.APPROVED) throw wrongState('certificate.submitApproved');
  if (current.validTo < chinaDate()) throw wrongState('certificate.expiredCannotSubmit');
  const now = new Date();
  const [row] = await tx
    .update(companyCertificates)
    .set({ auditStatus: AUDIT_STATUS.PENDING, auditReason: null, submittedAt: now, updatedAt: now })
    .where(eq(companyCertificates.id, current.id))
    .returning();
  if (!row) throw new Error('certificate update returned no row');
  await recordHistory(tx, row, 'submit', userId);
  return row;
}
