import { type AdminCompanyAuditInput, AUDIT_STATUS, type Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/tables.ts';
import { companies } from './tables.ts';
import { auditStatusLabel, writeHistory } from './view.ts';

/**
 * POST /admin/company/audit: the operator approves (审核通过) or rejects (审核未通过, with the
 * reason the applicant sees) a certification under review; 409 naming the state otherwise. The
 * row is locked, so two operators auditing at once (or an applicant editing meanwhile) go one
 * after the other and the second sees the first's outcome.
 */
export async function auditCompany(ctx: AppContext, operator: UserRow, input: AdminCompanyAuditInput, lang: Language) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, input.id)).for('update');
    if (!current) throw notFound();
    if (current.auditStatus !== AUDIT_STATUS.PENDING) {
      throw new AppError('WRONG_STATE', 'company.notUnderReview', { status: auditStatusLabel(current.auditStatus, lang) });
    }
    const reason = input.approve ? null : (input.reason ?? null);
    const now = new Date();
    const [row] = await tx
      .update(companies)
      .set({
        auditStatus: input.approve ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.REJECTED,
        auditReason: reason,
        auditedAt: now,
        auditedBy: operator.id,
        updatedAt: now,
      })
      .where(eq(companies.id, input.id))
      .returning();
    if (!row) throw new Error('company update returned no row');
    await writeHistory(tx, row, input.approve ? 'approve' : 'reject', operator.id, reason);
    return row;
  });
}
