import { type AdminShopAuditInput, AUDIT_STATUS, type Language } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/tables.ts';
import type { UserRow } from '../user/tables.ts';
import { shops } from './tables.ts';
import { auditStatusLabel, writeShopHistory } from './view.ts';

/**
 * POST /admin/shop/audit: the operator approves (审核通过: the shop opens) or rejects (审核未通过,
 * with the reason the applicant sees) an entry application under review; 409 naming the state otherwise.
 */
export async function auditShop(ctx: AppContext, operator: UserRow, input: AdminShopAuditInput, lang: Language) {
  const [current] = await ctx.db
    .select({ shop: shops, companyName: companies.name })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(eq(shops.id, input.id));
  if (!current) throw notFound();
  const notUnderReview = (status: number) =>
    new AppError('WRONG_STATE', 'shop.notUnderReview', { status: auditStatusLabel(status, lang) });
  if (current.shop.auditStatus !== AUDIT_STATUS.PENDING) throw notUnderReview(current.shop.auditStatus);

  const status = input.approve ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.REJECTED;
  const reason = input.approve ? null : (input.reason ?? null);
  const now = new Date();
  const shop = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(shops)
      .set({ auditStatus: status, auditReason: reason, auditedAt: now, auditedBy: operator.id, updatedAt: now })
      .where(and(eq(shops.id, input.id), eq(shops.auditStatus, AUDIT_STATUS.PENDING)))
      .returning();
    if (!row) {
      const [after] = await tx.select({ status: shops.auditStatus }).from(shops).where(eq(shops.id, input.id));
      throw notUnderReview(after?.status ?? current.shop.auditStatus);
    }
    await writeShopHistory(tx, row, input.approve ? 'approve' : 'reject', operator.id, reason);
    return row;
  });
  return { shop, companyName: current.companyName };
}
