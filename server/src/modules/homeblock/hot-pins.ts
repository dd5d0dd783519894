import type { AdminHotPin, AdminHotPinsSaveBody } from '@hgsc/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { visibleKnownProduct } from '../catalogue/index.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import type { UserRow } from '../user/index.ts';
import { homeHotPins } from './tables.ts';

const HOT_PINS_LOCK = 72_177_402;

/** The pinned product ids in the operator's order. */
export async function pinnedProductIds(db: Db): Promise<number[]> {
  const rows = await db.select({ productId: homeHotPins.productId }).from(homeHotPins).orderBy(asc(homeHotPins.sortOrder));
  return rows.map((r) => r.productId);
}

/** POST /admin/home/hot/list: the pins in order, each saying whether the catalogue shows it now. */
export async function adminHotPins(db: Db): Promise<AdminHotPin[]> {
  const rows = await db
    .select({
      productId: homeHotPins.productId,
      sortOrder: homeHotPins.sortOrder,
      name: products.name,
      casNumber: products.casNumber,
      shopName: shops.name,
      visible: sql<boolean>`coalesce(${visibleKnownProduct(db)}, false)`.mapWith(Boolean),
    })
    .from(homeHotPins)
    .innerJoin(products, eq(products.id, homeHotPins.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .orderBy(asc(homeHotPins.sortOrder));
  return rows;
}

/**
 * POST /admin/home/hot/save: replaces the pins with `productIds` in that order. A product pinned
 * anew must be one the catalogue shows now (400 naming productIds otherwise); one already pinned
 * that has since left the catalogue may stay — the home page skips it until it is back.
 */
export async function saveHotPins(tx: Db, operator: UserRow, body: AdminHotPinsSaveBody): Promise<AdminHotPin[]> {
  const ids = body.productIds;
  // Serialised: two saves that both delete-then-insert would collide on the primary key.
  await tx.execute(sql`select pg_advisory_xact_lock(${HOT_PINS_LOCK})`);
  const alreadyPinned = new Set(await pinnedProductIds(tx));
  const newIds = ids.filter((id) => !alreadyPinned.has(id));
  if (newIds.length > 0) {
    const shown = await tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(inArray(products.id, newIds), visibleKnownProduct(tx)));
    if (shown.length !== newIds.length) throw invalidField('productIds', 'homeBlock.pinNotPublic');
  }
  await tx.delete(homeHotPins);
  if (ids.length > 0)
    await tx.insert(homeHotPins).values(ids.map((productId, i) => ({ productId, sortOrder: i, pinnedBy: operator.id })));
  return adminHotPins(tx);
}
