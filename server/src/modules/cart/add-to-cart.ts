import { CART_LINE_LIMIT } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, forbidden, notFound, wrongState } from '../../platform/http/app-error.ts';
import type { ProductRow } from '../product/tables.ts';
import type { Buyer } from './buyer.ts';
import { loadCartProducts } from './cart-view.ts';
import { countLines } from './count-lines.ts';
import { addQuantities, plainDecimal, quantityStatus, storedQuantity } from './pricing.ts';
import { cartItems } from './tables.ts';

export interface CartLineRef {
  id: number;
  productId: number;
  quantity: string;
}

/** 400 naming `quantity` unless it lies between the minimum order quantity and the stock. */
function checkQuantity(product: ProductRow, quantity: string) {
  const status = quantityStatus(product, quantity);
  const params = { min: plainDecimal(product.minOrderQty), stock: plainDecimal(product.stock), unit: product.unit };
  if (status === 'soldOut') throw wrongState('cart.soldOut');
  if (status === 'belowMin') throw new AppError('VALIDATION', 'cart.belowMin', params, { field: 'quantity' });
  if (status === 'overStock') throw new AppError('VALIDATION', 'cart.overStock', params, { field: 'quantity' });
}

/**
 * POST /ordercart/addtocart (one product): a product the catalogue shows (else 404), not of the
 * company the buyer acts for (403), not sold out (409). `add` adds the quantity to the line's, `set`
 * replaces it; the resulting quantity must lie between the minimum order quantity and the stock
 * (400 naming `quantity`). A new line needs room in the cart (409 at CART_LINE_LIMIT lines — a bound
 * on a cart's size, not a business rule: concurrent first adds may pass it by a line or two).
 *
 * The existing line is locked while its new quantity is computed (exact decimals, never in SQL, so
 * nothing can overflow the column); two first adds of one product racing each other meet at the
 * unique index, and the loser goes round again as an update of the winner's line.
 *
 * Answers the line and the cart's number of lines (the header badge): a new line's count is the one
 * its room check read, plus itself.
 */
export async function addToCart(
  ctx: AppContext,
  buyer: Buyer,
  input: { productId: number; quantity: string; mode: 'add' | 'set' },
): Promise<{ line: CartLineRef; count: number }> {
  const found = (await loadCartProducts(ctx.db, [input.productId])).get(input.productId);
  if (!found?.visible) throw notFound('cart.productNotFound');
  const product = found.product;
  if (buyer.companyId === product.companyId) throw forbidden('cart.ownProduct');
  if (quantityStatus(product, product.minOrderQty) === 'soldOut') throw wrongState('cart.soldOut');

  const ref = { id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity };
  return ctx.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const [existing] = await tx
        .select(ref)
        .from(cartItems)
        .where(and(eq(cartItems.userId, buyer.userId), eq(cartItems.productId, product.id)))
        .for('update');
      const quantity =
        existing && input.mode === 'add' ? addQuantities(existing.quantity, input.quantity) : storedQuantity(input.quantity);
      checkQuantity(product, quantity);
      if (existing) {
        const [updated] = await tx
          .update(cartItems)
          .set({ quantity, updatedAt: new Date() })
          .where(eq(cartItems.id, existing.id))
          .returning(ref);
        if (updated) return { line: updated, count: await countLines(tx, buyer.userId) };
        continue;
      }
      const lines = await countLines(tx, buyer.userId);
      if (lines >= CART_LINE_LIMIT) throw wrongState('cart.full', { max: CART_LINE_LIMIT });
      const [inserted] = await tx
        .insert(cartItems)
        .values({ userId: buyer.userId, productId: product.id, quantity })
        .onConflictDoNothing()
        .returning(ref);
      if (inserted) return { line: inserted, count: lines + 1 };
    }
    throw new Error(`cart line of product ${product.id} kept changing`);
  });
}
