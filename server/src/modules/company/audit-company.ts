import type { AdminCompanyAuditInput, Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { type AuditedObject, decideAudit } from '../../platform/audit/decide.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CompanyRow, companies } from './tables.ts';
import { auditStatusLabel, writeHistory } from './view.ts';

const auditedCompany = (lang: Language): AuditedObject<CompanyRow> => ({
  lock: (tx, id) => tx.select().from(companies).where(eq(companies.id, id)).for('update'),
  notPending: (row) => new AppError('WRONG_STATE', 'company.notUnderReview', { status: auditStatusLabel(row.auditStatus, lang) }),
  write: (tx, row, outcome) => tx.update(companies).set(outcome).where(eq(companies.id, row.id)).returning(),
  record: writeHistory,
});

/**
 * POST /admin/company/audit: the operator approves (审核通过: the company may trade) or rejects
 * (审核未通过, with the reason the applicant sees) a certification under review; 409 naming the state otherwise.
 */
export const auditCompany = (tx: Db, operatorId: number, input: AdminCompanyAuditInput, lang: Language) =>
  decideAudit(tx, auditedCompany(lang), operatorId, input);
