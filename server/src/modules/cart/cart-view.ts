import {
  type CartItem,
  cartStatusLabelKey,
  chinaDate,
  type Language,
  packagingLabelKey,
  tierPriceOf,
  translate,
} from '@hgsc/contracts';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { visibleKnownProduct } from '../catalogue/index.ts';
import { companies } from '../company/index.ts';
import { type ProductRow, products } from '../product/index.ts';
import { imageUrl, shops } from '../shop/index.ts';
import type { BuyerStanding } from './buyer.ts';
import { itemStatus, lineAmount, plainDecimal, storedQuantity } from './pricing.ts';

/** A product as the cart needs it: the row, its shop and seller, and whether the catalogue shows it now. */
export interface CartProduct {
  product: ProductRow;
  shopName: string;
  companyName: string;
  visible: boolean;
}

/** The columns of a CartProduct (products joined with shops and companies); `today` (China) may be a placeholder. */
export const cartProductColumns = (db: Db, today?: string | Placeholder) => ({
  product: products,
  shopName: shops.name,
  companyName: companies.name,
  visible: visibleKnownProduct(db, today).mapWith(Boolean),
});

/**
 * The cart's products, in prepared statements (every add to cart and cart page reads them): one id
 * (`id = $1`, planned once per connection) or an array of ids (`= ANY`, which PostgreSQL plans anew
 * for each call because it cannot size an array it has not seen). A checkout locks its products with
 * these columns (order/checkout-products.ts).
 */
const cartProductsQuery = (db: Db, which: SQL) =>
  db
    .select(cartProductColumns(db, sql.placeholder('today')))
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(which);

const statements = {
  one: preparedStatement((db) => cartProductsQuery(db, eq(products.id, sql.placeholder('id'))).prepare('cart_product')),
  many: preparedStatement((db) => cartProductsQuery(db, anyOf(products.id, sql.placeholder('ids'))).prepare('cart_products')),
};

/** The products of `ids` that exist, by id, with the catalogue's visibility rule applied now. */
export async function loadCartProducts(db: Db, ids: readonly number[]): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const today = chinaDate(new Date());
  const [id] = unique;
  const rows =
    unique.length === 1
      ? await statements.one(db).execute({ id, today })
      : await statements.many(db).execute({ ids: unique, today });
  return new Map(rows.map((row) => [row.product.id, row]));
}

/** A product with the quantity asked for, priced now and flagged for this buyer. */
export function toCartItem(row: CartProduct, quantity: string, buyer: BuyerStanding, lang: Language): CartItem {
  const p = row.product;
  const status = itemStatus({ ...p, visible: row.visible, ownProduct: p.companyId === buyer.companyId }, quantity);
  const unit = p.unit;
  const priced = p.price === null ? null : tierPriceOf({ price: p.price, priceTiers: p.priceTiers }, quantity);
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
    price: priced?.price ?? null,
    tier: priced?.tier ?? null,
    priceTiers: p.priceTiers,
    minOrderQty: p.minOrderQty,
    stock: p.stock,
    quantity: storedQuantity(quantity),
    amount: priced ? lineAmount(quantity, priced.price) : null,
    status,
    statusText:
      status === 'ok'
        ? null
        : translate(cartStatusLabelKey(status), lang, { min: plainDecimal(p.minOrderQty), stock: plainDecimal(p.stock), unit }),
    needsLicence: p.isDangerous && !buyer.hasLicence,
  };
}
