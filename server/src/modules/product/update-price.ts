import { AUDIT_STATUS, type PriceTier, priceTierProblems } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, wrongState } from '../../platform/http/app-error.ts';
import { storedTiers } from './product-checks.ts';
import { findOwnProduct, recordPrice, sellerShop, updateProduct } from './product-repo.ts';
import type { ProductRow } from './tables.ts';

/**
 * POST /product/update/price: a new tax-inclusive price (exact decimal, 2 places) for a product in
 * any state but under review (409), with its price tiers (given: they replace the product's; left
 * out: the product's stay, and must still lie below the new price). It needs no new audit: an
 * on-shelf product sells at the new prices at once. Every change of the base price is appended to the
 * price history; the same prices change nothing.
 */
export async function updatePrice(
  tx: Db,
  companyId: number,
  userId: number,
  input: { id: number; price: string | null; priceTiers?: PriceTier[] | undefined },
): Promise<ProductRow> {
  const shop = await sellerShop(tx, companyId, { open: true });
  const current = await findOwnProduct(tx, shop.id, input.id);
  if (current.auditStatus === AUDIT_STATUS.PENDING) throw wrongState('product.priceWhilePending');
  const price = input.price === null ? null : new Decimal(input.price).toFixed(2);
  // Left out, the tiers stay, but not under 面议: they fall from a price it no longer has (given, they are refused).
  const priceTiers = input.priceTiers ? storedTiers(input.priceTiers) : price === null ? [] : current.priceTiers;
  const [problem] = priceTierProblems({ price, minOrderQty: current.minOrderQty }, priceTiers);
  if (problem) throw invalidField(`priceTiers.${problem[0]}.${problem[1]}`, problem[2]);
  const samePrice = price === null || current.price === null ? price === current.price : new Decimal(current.price).equals(price);
  if (samePrice && JSON.stringify(priceTiers) === JSON.stringify(current.priceTiers)) return current;
  const row = await updateProduct(tx, current.id, { price, priceTiers });
  if (!samePrice) await recordPrice(tx, row.id, row.price, current.price, userId);
  return row;
}
