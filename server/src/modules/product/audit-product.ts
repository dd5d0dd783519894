import { AUDIT_STATUS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { requireLicenceFor } from './product-checks.ts';
import { recordAudit, updateProduct } from './product-repo.ts';
import { type ProductRow, products } from './tables.ts';

const NOT_PENDING = { draft: 'product.auditDraft', 1: 'product.auditApproved', 2: 'product.auditRejected' } as const;

/**
 * POST /admin/product/audit (operator): approve (1 审核通过, still off shelf — the seller puts it on
 * shelf) or reject with a reason (2 审核未通过) a product under review; any other state → 409 naming
 * it. Approving a dangerous good re-checks the company's licence (403 without a valid one).
 */
export async function auditProduct(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; approve: boolean; reason?: string | undefined },
): Promise<ProductRow> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, input.id)).for('update');
    if (!current) throw notFound();
    if (current.auditStatus !== AUDIT_STATUS.PENDING) {
      throw wrongState(current.auditStatus === null ? NOT_PENDING.draft : NOT_PENDING[current.auditStatus as 1 | 2]);
    }
    if (input.approve) await requireLicenceFor(tx, current);
    const reason = input.reason?.trim() || null;
    const row = await updateProduct(tx, current.id, {
      auditStatus: input.approve ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.REJECTED,
      auditReason: input.approve ? null : reason,
      auditedAt: new Date(),
      auditedBy: operatorId,
    });
    await recordAudit(tx, row, input.approve ? 'approve' : 'reject', operatorId, reason);
    return row;
  });
}
