import type { CertificateType } from '@hgsc/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type CompanyCertificateRow, companyCertificates } from './tables.ts';

/**
 * A company's live certificates that were submitted for audit (drafts left out), newest first;
 * `type` narrows. What the operator checks when auditing the company's shop or products.
 */
export function submittedCertificates(db: Db, companyId: number, type?: CertificateType): Promise<CompanyCertificateRow[]> {
  return db
    .select()
    .from(companyCertificates)
    .where(
      and(
        eq(companyCertificates.companyId, companyId),
        isNull(companyCertificates.deletedAt),
        isNotNull(companyCertificates.auditStatus),
        type === undefined ? undefined : eq(companyCertificates.type, type),
      ),
    )
    .orderBy(desc(companyCertificates.submittedAt), desc(companyCertificates.id));
}
