import { AUDIT_STATUS, CERTIFICATE_LIMIT, type CertificateSaveBody, chinaDate } from '@hgsc/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { AppError, invalidField, wrongState } from '../../platform/http/app-error.ts';
import { lockCompany } from '../company/index.ts';
import { findOwnCertificate, recordHistory } from './certificate-repo.ts';
import { type CompanyCertificateRow, companyCertificates } from './tables.ts';

/** The scan must be an encrypted (/encry) image or PDF the caller uploaded — or the one the certificate already has. */
async function checkScan(db: Db, fileKey: string, userId: number, keptKey?: string): Promise<void> {
  if (fileKey === keptKey) return;
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, fileKey));
  const usable = file?.encrypted && file.ownerUserId === userId && (file.kind === 'img' || file.kind === 'pdf');
  if (!usable) throw invalidField('fileKey', 'certificate.fileInvalid');
}

const duplicate = () => new AppError('CONFLICT', 'certificate.duplicate', {}, { field: 'number' });

/**
 * POST /company/dangerous/cert/save: without id a new draft (at most CERTIFICATE_LIMIT per company);
 * with id an edit of a draft or a rejected certificate (under review or approved → 409). A
 * certificate whose last valid day has passed is refused. Every change is kept as history.
 */
export async function saveCertificate(
  tx: Db,
  companyId: number,
  userId: number,
  input: CertificateSaveBody,
): Promise<CompanyCertificateRow> {
  if (input.validTo < chinaDate()) throw invalidField('validTo', 'certificate.alreadyExpired');
  const fields = {
    type: input.type,
    number: input.number,
    scope: input.scope,
    validFrom: input.validFrom,
    validTo: input.validTo,
    fileKey: input.fileKey,
  };
  try {
    if (input.id === undefined) {
      await checkScan(tx, input.fileKey, userId);
      await lockCompany(tx, companyId);
      const [live] = await tx
        .select({ n: count() })
        .from(companyCertificates)
        .where(and(eq(companyCertificates.companyId, companyId), isNull(companyCertificates.deletedAt)));
      if ((live?.n ?? 0) >= CERTIFICATE_LIMIT) throw wrongState('certificate.limit', { limit: CERTIFICATE_LIMIT });
      const [row] = await tx
        .insert(companyCertificates)
        .values({ companyId, ...fields, createdBy: userId })
        .returning();
      if (!row) throw new Error('certificate insert returned no row');
      await recordHistory(tx, row, 'create', userId);
      return row;
    }
    const current = await findOwnCertificate(tx, companyId, input.id);
    if (current.auditStatus === AUDIT_STATUS.PENDING) throw wrongState('certificate.editWhilePending');
    if (current.auditStatus === AUDIT_STATUS.APPROVED) throw wrongState('certificate.editApproved');
    await checkScan(tx, input.fileKey, userId, current.fileKey);
    const [row] = await tx
      .update(companyCertificates)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(companyCertificates.id, current.id))
      .returning();
    if (!row) throw new Error('certificate update returned no row');
    await recordHistory(tx, row, 'update', userId);
    return row;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'company_certificates_number_unique') throw duplicate();
    throw error;
  }
}
