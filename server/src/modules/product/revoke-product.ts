import { AUDIT_STATUS } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { findOwnProduct, recordAudit, sellerShop, updateProduct } from './product-repo.ts';
import type { ProductRow } from './tables.ts';

const NOT_PENDING = { draft: 'product.revokeDraft', 1: 'product.revokeApproved', 2: 'product.revokeRejected' } as const;

/**
 * POST /product/revocation: withdraws a product under review (0 审核中) back to a draft (未提交) so
 * the seller can edit it; any other state → 409 naming it.
 */
export async function revokeProduct(tx: Db, companyId: number, userId: number, id: number): Promise<ProductRow> {
  const shop = await sellerShop(tx, companyId, { open: true });
  const current = await findOwnProduct(tx, shop.id, id);
  if (current.auditStatus !== AUDIT_STATUS.PENDING) {
    throw wrongState(current.auditStatus === null ? NOT_PENDING.draft : NOT_PENDING[current.auditStatus as 1 | 2]);
  }
  const row = await updateProduct(tx, current.id, { auditStatus: null, submittedAt: null });
  await recordAudit(tx, row, 'revoke', userId);
  return row;
}
