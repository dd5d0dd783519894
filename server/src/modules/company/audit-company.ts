import { type AdminCompanyAuditInput, AUDIT_STATUS, type Language } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/tables.ts';
import { companies } from './tables.ts';
import { auditStatusLabel, writeHistory } from './view.ts';

/**
 * POST /admin/company/audit: the operator approves (审核通过) or rejects (审核未通过, with the
 * reason the applicant sees) a certification under review; 409 naming the state otherwise.
 */
export async function auditCompany(ctx: AppContext, operator: UserRow, input: AdminCompanyAuditInput, lang: Language) {
  const [current] = await ctx.db.select().from(companies).where(eq(companies.id, input.id));
  if (!current) throw notFound();
  const notUnderReview = (status: number) =>
    new AppError('WRONG_STATE', 'company.notUnderReview', { status: auditStatusLabel(status, lang) });
  if (current.auditStatus !== AUDIT_STATUS.PENDING) throw notUnderReview(current.auditStatus);

  const status = input.approve ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.REJECTED;
  const reason = input.approve ? null : (input.reason ?? null);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ auditStatus: status, auditReason: reason, auditedAt: now, auditedBy: operator.id, updatedAt: now })
      .where(and(eq(companies.id, input.id), eq(companies.auditStatus, AUDIT_STATUS.PENDING)))
      .returning();
    // Audited (or edited into another state) by someone else meanwhile.
    if (!row) {
      const [now] = await tx.select({ status: companies.auditStatus }).from(companies).where(eq(companies.id, input.id));
      throw notUnderReview(now?.status ?? current.auditStatus);
    }
    await writeHistory(tx, row, input.approve ? 'approve' : 'reject', operator.id, reason);
    return row;
  });
}
