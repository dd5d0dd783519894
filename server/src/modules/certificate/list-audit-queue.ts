import type { AdminCertificate, Language, PageQuery } from '@hgsc/contracts';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { readPage } from '../../platform/db/paging.ts';
import { companies } from '../company/index.ts';
import { toCertificate } from './certificate-view.ts';
import { companyCertificates } from './tables.ts';

/** GET /admin/certificate/audit/list (operator): submitted certificates, oldest submission first (as every audit queue); `status` narrows. */
export async function listAuditQueue(ctx: AppContext, query: PageQuery & { status?: number | undefined }, language: Language) {
  const where = and(
    isNull(companyCertificates.deletedAt),
    query.status === undefined ? isNotNull(companyCertificates.auditStatus) : eq(companyCertificates.auditStatus, query.status),
  );
  return readPage(
    query,
    ctx.db
      .select({ certificate: companyCertificates, companyName: companies.name, creditCode: companies.creditCode })
      .from(companyCertificates)
      .innerJoin(companies, eq(companies.id, companyCertificates.companyId))
      .where(where)
      .orderBy(asc(companyCertificates.submittedAt), asc(companyCertificates.id)),
    ctx.db.select({ n: count() }).from(companyCertificates).where(where),
    (r): AdminCertificate => ({
      ...toCertificate(r.certificate, language),
      companyId: r.certificate.companyId,
      companyName: r.companyName,
      creditCode: r.creditCode,
    }),
  );
}
