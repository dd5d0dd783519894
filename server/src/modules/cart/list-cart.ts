import { type CartList, type CartShopGroup, isPurchasable, type Language } from '@hgsc/contracts';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { companies } from '../company/index.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import { type Buyer, buyerStanding } from './buyer.ts';
import { cartProductColumns, toCartItem } from './cart-view.ts';
import { sumAmounts } from './pricing.ts';
import { cartItems } from './tables.ts';

/**
 * POST /ordercart/cartlist: the user's lines grouped by shop — shops in the order of their latest
 * added line, lines latest added first (changing a quantity does not move a line) — each priced
 * now. A product the catalogue no longer shows stays, marked unavailable; subtotals and the total
 * count only lines that can be bought (isPurchasable: not a dangerous good the company holds no licence for).
 */
export async function listCart(ctx: AppContext, buyer: Buyer, lang: Language): Promise<CartList> {
  const rows = await ctx.db
    .select({ line: cartItems, ...cartProductColumns(ctx.db) })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(cartItems.userId, buyer.userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const standing = await buyerStanding(
    ctx,
    buyer,
    rows.some((row) => row.product.isDangerous),
  );

  const groups = new Map<number, CartShopGroup>();
  for (const row of rows) {
    const item = {
      ...toCartItem(row, row.line.quantity, standing, lang),
      id: row.line.id,
      addedAt: row.line.createdAt.toISOString(),
      updatedAt: row.line.updatedAt.toISOString(),
    };
    const group = groups.get(item.shopId) ?? {
      shopId: item.shopId,
      shopName: item.shopName,
      companyId: item.companyId,
      companyName: item.companyName,
      items: [],
      subtotal: '0.00',
    };
    group.items.push(item);
    groups.set(item.shopId, group);
  }
  const okAmounts = (group: CartShopGroup) => group.items.filter(isPurchasable).map((i) => i.amount);
  const shopGroups = [...groups.values()].map((group) => ({ ...group, subtotal: sumAmounts(okAmounts(group)) }));
  return { shops: shopGroups, total: sumAmounts(shopGroups.flatMap(okAmounts)), count: rows.length };
}
