import { type BuylistItem, type CartPrice, isPurchasable, type Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { type Buyer, buyerStanding } from './buyer.ts';
import { loadCartProducts, toCartItem } from './cart-view.ts';
import { sumAmounts } from './pricing.ts';

/**
 * POST /ordercart/getprice (public): prices a selection now — a visitor's buylist, or a preview of
 * chosen lines. Items keep the request's order and are flagged like cart lines (for a logged-in
 * caller: own products and the licence of the company they act for). A product the catalogue does
 * not show but once did is answered as unavailable; one that does not exist or was never public
 * (a draft: nothing of it may leak) is only named in `unknownIds`.
 */
export async function getPrice(
  ctx: AppContext,
  buyer: Buyer | null,
  items: readonly BuylistItem[],
  lang: Language,
): Promise<CartPrice> {
  const found = await loadCartProducts(
    ctx.db,
    items.map((item) => item.productId),
  );
  const known = (id: number) => {
    const row = found.get(id);
    return row && (row.visible || row.product.publishedAt !== null) ? row : undefined;
  };
  const standing = await buyerStanding(
    ctx,
    buyer,
    items.some((item) => known(item.productId)?.product.isDangerous),
  );
  const priced = items.flatMap((item) => {
    const row = known(item.productId);
    return row ? [toCartItem(row, item.quantity, standing, lang)] : [];
  });
  const unknownIds = [...new Set(items.map((item) => item.productId).filter((id) => !known(id)))];
  return {
    items: priced,
    unknownIds,
    total: sumAmounts(priced.filter(isPurchasable).map((item) => item.amount)),
  };
}
