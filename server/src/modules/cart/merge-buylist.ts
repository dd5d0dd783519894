import { type BuylistItem, type Language, translate } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { addToCart, type CartLineRef } from './add-to-cart.ts';
import type { Buyer } from './buyer.ts';

/**
 * POST /ordercart/addtocart `{ items }`: the login merge of a visitor's buylist cookie. Each item
 * is added like a single add (quantities add up with a line already in the cart, each in its own
 * transaction); an item that cannot be added (gone, own product, sold out, over the stock …) is
 * skipped with the reason, so one stale entry never loses the rest of the list.
 */
export async function mergeBuylist(
  ctx: AppContext,
  buyer: Buyer,
  items: readonly BuylistItem[],
  lang: Language,
): Promise<{ lines: CartLineRef[]; skipped: { productId: number; reason: string }[] }> {
  const lines: CartLineRef[] = [];
  const skipped: { productId: number; reason: string }[] = [];
  for (const item of items) {
    try {
      lines.push((await addToCart(ctx, buyer, { ...item, mode: 'add' })).line);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ productId: item.productId, reason: translate(error.messageKey, lang, error.params) });
    }
  }
  return { lines, skipped };
}
