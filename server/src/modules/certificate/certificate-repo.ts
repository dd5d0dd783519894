import type { CertificateAction } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type CompanyCertificateRow, certificateAuditLogs, companyCertificates } from './tables.ts';

/** A live certificate of the company, locked for the transaction; another company's answers 404. */
export async function findOwnCertificate(tx: Db, companyId: number, id: number): Promise<CompanyCertificateRow> {
  const [row] = await tx
    .select()
    .from(companyCertificates)
    .where(
      and(eq(companyCertificates.id, id), eq(companyCertificates.companyId, companyId), isNull(companyCertificates.deletedAt)),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

export const snapshotOf = (row: CompanyCertificateRow) => ({
  type: row.type,
  number: row.number,
  scope: row.scope,
  validFrom: row.validFrom,
  validTo: row.validTo,
  fileKey: row.fileKey,
});

/** Appends one change to the certificate's history, as it stands after the change. */
export async function recordHistory(
  tx: Db,
  row: CompanyCertificateRow,
  action: CertificateAction,
  actorUserId: number,
  reason: string | null = null,
): Promise<void> {
  await tx.insert(certificateAuditLogs).values({
    certificateId: row.id,
    action,
    auditStatus: row.auditStatus,
    reason,
    snapshot: snapshotOf(row),
    actorUserId,
  });
}
