import { AUDIT_STATUS } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { type CompanyAccess, hasPermission } from '../../../platform/auth/plugin.ts';
import type { Db } from '../../../platform/db/client.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { companies, companyMembers } from '../../company/index.ts';
import type { ContractCaller, ContractKind } from '../kind.ts';

/**
 * Who may act on a signing link: an enabled member of the invited side's company (whatever company
 * their session is switched to) holding contract.sign, the company certified. Anyone else who is
 * not a member → 404 like any other company's subject (it is not revealed); a member without
 * the permission → 403; a company not certified → 403.
 */
export async function linkCaller<Subject, Party extends string>(
  db: Db,
  kind: ContractKind<Subject, Party>,
  userId: number,
  subject: Subject,
  party: Party,
): Promise<ContractCaller> {
  const [member] = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      auditStatus: companies.auditStatus,
      isMain: companyMembers.isMain,
      permissions: companyMembers.permissions,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.companyId, kind.companyOf(subject, party)),
        eq(companyMembers.userId, userId),
        eq(companyMembers.status, 1),
      ),
    );
  if (!member) throw notFound(kind.notFoundKey);
  const company: CompanyAccess = member;
  if (!hasPermission(company, 'contract.sign')) throw forbidden('permission.denied');
  if (company.auditStatus !== AUDIT_STATUS.APPROVED) throw forbidden('company.notApproved');
  return { userId, company };
}
