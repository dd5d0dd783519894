import { CERTIFICATE_LIMIT } from '@hgsc/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type CompanyCertificateRow, companyCertificates } from './tables.ts';

/** POST /company/dangerous/cert/list: the company's certificates, newest first (whole list; they are few). */
export async function listCertificates(ctx: AppContext, companyId: number): Promise<CompanyCertificateRow[]> {
  return ctx.db
    .select()
    .from(companyCertificates)
    .where(and(eq(companyCertificates.companyId, companyId), isNull(companyCertificates.deletedAt)))
    .orderBy(desc(companyCertificates.createdAt), desc(companyCertificates.id))
    .limit(CERTIFICATE_LIMIT * 2);
}
