import {
  type BuylistItem,
  type CartItem,
  type CartItemStatus,
  type CartList,
  type CartPrice,
  isPurchasable,
} from '@hgsc/contracts';
import { sumMoney } from './quantity.ts';

/**
 * The cart page's one shape for both carts: a logged-in user's lines (grouped by the server) and a
 * visitor's priced buylist (grouped here). A row's key is its product id — unique in either cart.
 */
export interface CartRow extends CartItem {
  key: string;
  /** The server line (remove, checkout); null in a visitor's buylist. */
  lineId: number | null;
}

export interface CartGroup {
  shopId: number;
  shopName: string;
  companyName: string;
  rows: CartRow[];
  /** Sum of the group's buyable rows. */
  subtotal: string;
}

export const rowKey = (productId: number) => String(productId);

/** Only purchasable rows (ok, and no licence missing for a dangerous good) can be checked out and count in totals. */
export const isBuyable = <T extends { status: CartItemStatus; needsLicence: boolean; amount: string | null }>(row: T) =>
  isPurchasable(row);

/** Rows whose product cannot be bought at all are greyed; a quantity out of range can still be fixed. */
export const isGreyed = (row: { status: CartItemStatus }) =>
  row.status === 'unavailable' || row.status === 'soldOut' || row.status === 'ownProduct' || row.status === 'priceOnRequest';

/** The quantity can be changed: the product is still for sale. */
export const isEditable = (row: { status: CartItemStatus }) => !isGreyed(row);

const subtotalOf = (rows: readonly CartRow[]) => sumMoney(rows.filter(isBuyable).map((row) => row.amount));

export function groupsFromCart(list: CartList): CartGroup[] {
  return list.shops.map((shop) => ({
    shopId: shop.shopId,
    shopName: shop.shopName,
    companyName: shop.companyName,
    rows: shop.items.map((item) => ({ ...item, key: rowKey(item.productId), lineId: item.id })),
    subtotal: shop.subtotal,
  }));
}

/**
 * A visitor's priced buylist grouped by shop, in buylist order (latest added first). Priced items
 * no longer in the buylist (an answer still on its way after a removal) are left out.
 */
export function groupsFromPrice(price: CartPrice, buylist: readonly BuylistItem[]): CartGroup[] {
  const byProduct = new Map(price.items.map((item) => [item.productId, item]));
  const groups = new Map<number, CartGroup>();
  for (const entry of buylist) {
    const item = byProduct.get(entry.productId);
    if (!item) continue;
    const group = groups.get(item.shopId) ?? {
      shopId: item.shopId,
      shopName: item.shopName,
      companyName: item.companyName,
      rows: [],
      subtotal: '0.00',
    };
    group.rows.push({ ...item, key: rowKey(item.productId), lineId: null });
    groups.set(item.shopId, group);
  }
  return [...groups.values()].map((group) => ({ ...group, subtotal: subtotalOf(group.rows) }));
}

/** The selected rows, the buyable ones among them and their total. */
export function selectionOf(groups: readonly CartGroup[], selected: ReadonlySet<string>) {
  const rows = groups.flatMap((group) => group.rows).filter((row) => selected.has(row.key));
  const buyable = rows.filter(isBuyable);
  return { rows, buyable, total: sumMoney(buyable.map((row) => row.amount)) };
}

/** The checkout page's address for the selected lines: /pay?ids=1,2,3. */
export const checkoutUrl = (lineIds: readonly number[]) => `/pay?ids=${lineIds.join(',')}`;
