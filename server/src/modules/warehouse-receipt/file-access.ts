import { type Column, sql } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers, memberAdmitted } from '../company/index.ts';
import { depositApplications, warehouseReceipts } from './tables.ts';

const READERS = ['receipt.view', 'receipt.manage', 'warehouse.receive', 'warehouse.register', 'warehouse.pickup'];

const memberOf = (userId: number, ...companies: Column[]) =>
  sql`${companyMembers.userId} = ${userId} and ${companyMembers.status} = 1 and ${companyMembers.companyId} in (${sql.join(
    companies.map((c) => sql`${c}`),
    sql`, `,
  )}) and (${companyMembers.isMain} or ${companyMembers.permissions} && ${sql.param(READERS)}::text[])`;

/**
 * A QC report is read by who may read the deposit or receipt it belongs to: the members of the applicant, holder or
 * keeper who hold a receipt permission. Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const deposits = await ctx.db
    .select(memberAdmitted)
    .from(depositApplications)
    .leftJoin(companyMembers, memberOf(user.id, depositApplications.applicantCompanyId, depositApplications.keeperCompanyId))
    .where(sql`${depositApplications.qcReportKey} = ${file.key}`);
  const receipts = await ctx.db
    .select(memberAdmitted)
    .from(warehouseReceipts)
    .leftJoin(companyMembers, memberOf(user.id, warehouseReceipts.holderCompanyId, warehouseReceipts.keeperCompanyId))
    .where(sql`${warehouseReceipts.qcReportKey} = ${file.key}`);
  return answerOf([...deposits, ...receipts]);
});
