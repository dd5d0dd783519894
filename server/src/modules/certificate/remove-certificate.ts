import { AUDIT_STATUS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { findOwnCertificate, recordHistory } from './certificate-repo.ts';
import { companyCertificates } from './tables.ts';

/**
 * POST /company/dangerous/cert/remove: removes a certificate (not while under review → 409). An
 * approved one may be removed; from then on it no longer counts. The row and its history are kept.
 */
export async function removeCertificate(tx: Db, companyId: number, userId: number, id: number): Promise<void> {
  const current = await findOwnCertificate(tx, companyId, id);
  if (current.auditStatus === AUDIT_STATUS.PENDING) throw wrongState('certificate.removeWhilePending');
  const now = new Date();
  const [row] = await tx
    .update(companyCertificates)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(companyCertificates.id, current.id))
    .returning();
  if (!row) throw new Error('certificate update returned no row');
  await recordHistory(tx, row, 'remove', userId);
}
