import { PUBLISH_STATUS, SHOWCASE_LIMIT } from '@hgsc/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { shops } from '../shop/index.ts';
import { findOwnProduct, sellerShop, updateProduct } from './product-repo.ts';
import { type ProductRow, products } from './tables.ts';

/**
 * POST /product/productShow: puts an on-shelf product into the shop's showcase (recommended on the
 * shop front page), or takes it out (show: false, any state). At most SHOWCASE_LIMIT products are
 * shown (409 over it); a product that is not on shelf cannot be shown (409). Going off shelf or back
 * to review takes a product out of the showcase.
 */
export async function showProduct(tx: Db, companyId: number, input: { id: number; show: boolean }): Promise<ProductRow> {
  const shop = await sellerShop(tx, companyId, { open: true });
  // Serialises showcase changes of one shop so the limit holds.
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
  const current = await findOwnProduct(tx, shop.id, input.id);
  if (!input.show) return current.showcase ? updateProduct(tx, current.id, { showcase: false }) : current;
  if (current.publishStatus !== PUBLISH_STATUS.ON_SHELF) throw wrongState('product.showNotOnShelf');
  if (current.showcase) return current;
  const [shown] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.shopId, shop.id), eq(products.showcase, true)));
  if ((shown?.n ?? 0) >= SHOWCASE_LIMIT) throw wrongState('product.showcaseFull', { limit: SHOWCASE_LIMIT });
  return updateProduct(tx, current.id, { showcase: true });
}
