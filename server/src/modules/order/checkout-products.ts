import { type AddressSnapshot, chinaDate } from '@hgsc/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { companyAddresses, type SnapshotFields, toAddressSnapshot } from '../address/index.ts';
import { type CartProduct, cartItems, cartProductColumns } from '../cart/index.ts';
import { companies } from '../company/index.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import type { OrderCaller } from './order-access.ts';

export interface CheckoutLine {
  productId: number;
  quantity: string;
  /** A quote's price and minimum, over the catalogue's: the line was selected from a quote. */
  quoted?: { unitPrice: string; minQty: string };
}

/** What a checkout acts on: its lines, their products locked, and the delivery address as it is now. */
export interface LockedCheckout {
  lines: CheckoutLine[];
  /** By id: the products that exist, with the catalogue's visibility rule applied now. */
  products: Map<number, CartProduct>;
  /** The caller's live address of `addressId` (null when none was named, or it is not the caller's live one). */
  address: AddressSnapshot | null;
}

const placeholder = (name: string) => sql.placeholder(name);

/** The delivery address named, when it is the company's and not deleted: read in the same statement as the products. */
const addressColumn = sql<SnapshotFields | null>`(select json_build_object(
    'contactName', ${companyAddresses.contactName}, 'contactMobile', ${companyAddresses.contactMobile},
    'provinceName', ${companyAddresses.provinceName}, 'cityName', ${companyAddresses.cityName},
    'areaName', ${companyAddresses.areaName}, 'detail', ${companyAddresses.detail})
  from ${companyAddresses}
  where ${and(
    eq(companyAddresses.id, placeholder('addressId')),
    eq(companyAddresses.companyId, placeholder('companyId')),
    isNull(companyAddresses.deletedAt),
  )})`;

const checkoutColumns = (db: Db) => ({ ...cartProductColumns(db, placeholder('today')), address: addressColumn });

/**
 * Buy now: one product locked FOR UPDATE, with the address. The product rows are locked, never the shops or
 * companies, so two checkouts never wait on each other in opposite orders.
 */
const lockOneStatement = preparedStatement((db) =>
  db
    .select(checkoutColumns(db))
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, placeholder('productId')))
    .for('update', { of: products })
    .prepare('checkout_lock_product'),
);

/**
 * From the cart: the caller's lines named are taken out of the cart (a second submission of the same lines racing
 * this one finds them gone), and their products locked FOR UPDATE in ascending id, with the address: what took
 * three statements, in one.
 */
const takeCartLinesStatement = preparedStatement((db) => {
  const taken = db.$with('taken').as(
    db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, placeholder('userId')), anyOf(cartItems.id, placeholder('ids'))))
      .returning({ productId: cartItems.productId, quantity: cartItems.quantity }),
  );
  return db
    .with(taken)
    .select({ ...checkoutColumns(db), quantity: taken.quantity })
    .from(products)
    .innerJoin(taken, eq(taken.productId, products.id))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .orderBy(asc(products.id))
    .for('update', { of: products })
    .prepare('checkout_take_cart_lines');
});

function lockedCheckout(
  rows: readonly (CartProduct & { address: SnapshotFields | null })[],
  lines: CheckoutLine[],
): LockedCheckout {
  const address = rows[0]?.address ?? null;
  return {
    lines,
    products: new Map(rows.map(({ address: _, ...row }) => [row.product.id, row])),
    address: address && toAddressSnapshot(address),
  };
}

/** The cart lines `ids` of the caller taken out of the cart for a checkout (fewer lines than ids: some were not there). */
export async function takeCartLines(
  tx: Db,
  caller: OrderCaller,
  ids: readonly number[],
  addressId?: number,
): Promise<LockedCheckout> {
  const rows = await takeCartLinesStatement(tx).execute({
    userId: caller.userId,
    ids,
    companyId: caller.company.companyId,
    addressId: addressId ?? null,
    today: chinaDate(new Date()),
  });
  return lockedCheckout(
    rows,
    rows.map((row) => ({ productId: row.product.id, quantity: row.quantity })),
  );
}

/** One product bought at once (no product: the checkout's products are empty). */
export async function lockProduct(tx: Db, caller: OrderCaller, line: CheckoutLine, addressId?: number): Promise<LockedCheckout> {
  const rows = await lockOneStatement(tx).execute({
    productId: line.productId,
    companyId: caller.company.companyId,
    addressId: addressId ?? null,
    today: chinaDate(new Date()),
  });
  return lockedCheckout(rows, [line]);
}
