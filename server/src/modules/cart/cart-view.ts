import { type CartItem, cartStatusLabelKey, type Language, packagingLabelKey, translate } from '@hgsc/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { visibleKnownProduct } from '../catalogue/visibility.ts';
import { companies } from '../company/tables.ts';
import { type ProductRow, products } from '../product/tables.ts';
import { shops } from '../shop/tables.ts';
import { imageUrl } from '../shop/view.ts';
import type { BuyerStanding } from './buyer.ts';
import { itemStatus, lineAmount, plainDecimal, storedQuantity } from './pricing.ts';

/** A product as the cart needs it: the row, its shop and seller, and whether the catalogue shows it now. */
export interface CartProduct {
  product: ProductRow;
  shopName: string;
  companyName: string;
  visible: boolean;
}

/** The columns of a CartProduct (products joined with shops and companies). */
export const cartProductColumns = (db: Db) => ({
  product: products,
  shopName: shops.name,
  companyName: companies.name,
  visible: visibleKnownProduct(db).mapWith(Boolean),
});

/**
 * The products of `ids` that exist, by id, with the catalogue's visibility rule applied now. With
 * `lock` (checkout) the product rows are locked FOR UPDATE in ascending id — never the shops or
 * companies — so two checkouts never wait on each other in opposite orders, and the rows read are
 * the ones the transaction will change.
 */
export async function loadCartProducts(
  db: Db,
  ids: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select(cartProductColumns(db))
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(inArray(products.id, [...new Set(ids)]));
  const rows = lock ? await query.orderBy(asc(products.id)).for('update', { of: products }) : await query;
  return new Map(rows.map((row) => [row.product.id, row]));
}

/** A product with the quantity asked for, priced now and flagged for this buyer. */
export function toCartItem(row: CartProduct, quantity: string, buyer: BuyerStanding, lang: Language): CartItem {
  const p = row.product;
  const status = itemStatus({ ...p, visible: row.visible, ownProduct: p.companyId === buyer.companyId }, quantity);
  const unit = p.unit;
  return {
    productId: p.id,
    name: p.name,
    casNumber: p.casNumber,
    grade: p.grade,
    purity: p.purity,
    packagingLabel: translate(packagingLabelKey(p.packaging), lang),
    unit,
    coverUrl: imageUrl(p.images[0] ?? null),
    isDangerous: p.isDangerous,
    shopId: p.shopId,
    shopName: row.shopName,
    companyId: p.companyId,
    companyName: row.companyName,
    price: p.price,
    minOrderQty: p.minOrderQty,
    stock: p.stock,
    quantity: storedQuantity(quantity),
    amount: lineAmount(quantity, p.price),
    status,
    statusText:
      status === 'ok'
        ? null
        : translate(cartStatusLabelKey(status), lang, { min: plainDecimal(p.minOrderQty), stock: plainDecimal(p.stock), unit }),
    needsLicence: p.isDangerous && !buyer.hasLicence,
  };
}
