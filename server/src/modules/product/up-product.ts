import { AUDIT_STATUS, PUBLISH_STATUS } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { offerExpired } from './offer-validity.ts';
import { requireLicenceFor } from './product-checks.ts';
import { findOwnProduct, recordAudit, sellerShop, updateProduct } from './product-repo.ts';
import type { ProductRow } from './tables.ts';

const NOT_APPROVED = { draft: 'product.upDraft', 0: 'product.upPending', 2: 'product.upRejected' } as const;

/**
 * POST /product/UPProduct: an approved, off-shelf product goes on shelf (1 已上架). Not approved or
 * already on shelf → 409 naming the state; an expired offer → 409; a dangerous good needs the
 * company's valid licence at this moment (403).
 */
export async function upProduct(tx: Db, companyId: number, userId: number, id: number): Promise<ProductRow> {
  const shop = await sellerShop(tx, companyId, { open: true });
  const current = await findOwnProduct(tx, shop.id, id);
  if (current.auditStatus !== AUDIT_STATUS.APPROVED) {
    throw wrongState(current.auditStatus === null ? NOT_APPROVED.draft : NOT_APPROVED[current.auditStatus as 0 | 2]);
  }
  if (current.publishStatus === PUBLISH_STATUS.ON_SHELF) throw wrongState('product.alreadyOnShelf');
  if (offerExpired(current)) throw wrongState('product.offerExpired');
  await requireLicenceFor(tx, current);
  const row = await updateProduct(tx, current.id, { publishStatus: PUBLISH_STATUS.ON_SHELF, publishedAt: new Date() });
  await recordAudit(tx, row, 'up', userId);
  return row;
}
