import { PUBLISH_STATUS } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { findOwnProduct, recordAudit, sellerShop, updateProduct } from './product-repo.ts';
import type { ProductRow } from './tables.ts';

/**
 * POST /product/DownProduct: an on-shelf product goes off shelf (0 未上架) and out of the showcase;
 * not on shelf → 409. It stays approved and may go on shelf again.
 */
export async function downProduct(tx: Db, companyId: number, userId: number, id: number): Promise<ProductRow> {
  const shop = await sellerShop(tx, companyId, { open: true });
  const current = await findOwnProduct(tx, shop.id, id);
  if (current.publishStatus !== PUBLISH_STATUS.ON_SHELF) throw wrongState('product.notOnShelf');
  const row = await updateProduct(tx, current.id, { publishStatus: PUBLISH_STATUS.OFF_SHELF, showcase: false });
  await recordAudit(tx, row, 'down', userId);
  return row;
}
