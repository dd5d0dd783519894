import { AUDIT_STATUS, PUBLISH_STATUS } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { recordAudit, updateProduct } from './product-repo.ts';
import { type ProductRow, products } from './tables.ts';

/**
 * POST /admin/product/forceDown (operator): takes an on-shelf product off shelf for a violation and
 * marks it rejected (2 审核未通过) with the reason, so it returns to sale only after the seller corrects
 * it and it passes review again. Not on shelf → 409.
 */
export async function forceDownProduct(tx: Db, operatorId: number, input: { id: number; reason: string }): Promise<ProductRow> {
  const [current] = await tx.select().from(products).where(eq(products.id, input.id)).for('update');
  if (!current) throw notFound();
  if (current.publishStatus !== PUBLISH_STATUS.ON_SHELF) throw wrongState('product.notOnShelf');
  const row = await updateProduct(tx, current.id, {
    publishStatus: PUBLISH_STATUS.OFF_SHELF,
    showcase: false,
    auditStatus: AUDIT_STATUS.REJECTED,
    auditReason: input.reason,
    auditedAt: new Date(),
    auditedBy: operatorId,
  });
  await recordAudit(tx, row, 'forceDown', operatorId, input.reason);
  return row;
}
