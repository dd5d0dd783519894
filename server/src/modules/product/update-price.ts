import { AUDIT_STATUS } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { findOwnProduct, recordPrice, sellerShop, updateProduct } from './product-repo.ts';
import type { ProductRow } from './tables.ts';

/**
 * POST /product/update/price: a new tax-inclusive price (exact decimal, 2 places) for a product in
 * any state but under review (409). It needs no new audit: an on-shelf product sells at the new
 * price at once. Every change is appended to the price history; the same price changes nothing.
 */
export async function updatePrice(
  tx: Db,
  companyId: number,
  userId: number,
  input: { id: number; price: string },
): Promise<ProductRow> {
  const shop = await sellerShop(tx, companyId, { open: true });
  const current = await findOwnProduct(tx, shop.id, input.id);
  if (current.auditStatus === AUDIT_STATUS.PENDING) throw wrongState('product.priceWhilePending');
  const price = new Decimal(input.price).toFixed(2);
  if (new Decimal(current.price).equals(price)) return current;
  const row = await updateProduct(tx, current.id, { price });
  await recordPrice(tx, row.id, row.price, current.price, userId);
  return row;
}
