import { AUDIT_STATUS, type ProductAction } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { shops } from '../shop/index.ts';
import { type ProductRow, productAuditLogs, productPriceHistory, products } from './tables.ts';

/**
 * The company's shop. Reading its products needs a shop; changing them needs an open (approved)
 * shop — else 403 naming the shop's state (no shop / under review / rejected).
 */
export async function sellerShop(db: Db, companyId: number, { open }: { open: boolean }): Promise<{ id: number }> {
  const [shop] = await db
    .select({ id: shops.id, auditStatus: shops.auditStatus })
    .from(shops)
    .where(eq(shops.companyId, companyId));
  if (!shop) throw new AppError('FORBIDDEN', 'product.noShop');
  if (open && shop.auditStatus !== AUDIT_STATUS.APPROVED) {
    throw new AppError('FORBIDDEN', shop.auditStatus === AUDIT_STATUS.PENDING ? 'product.shopPending' : 'product.shopRejected');
  }
  return { id: shop.id };
}

/** One product of the shop, locked for the transaction; another shop's answers 404. */
export async function findOwnProduct(tx: Db, shopId: number, id: number): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** What the product looked like after a change (kept in its audit history). */
export const snapshotOf = (row: ProductRow) => ({
  categoryId: row.categoryId,
  name: row.name,
  casNumber: row.casNumber,
  grade: row.grade,
  purity: row.purity,
  brand: row.brand,
  packaging: row.packaging,
  unit: row.unit,
  unitWeightKg: row.unitWeightKg,
  price: row.price,
  minOrderQty: row.minOrderQty,
  stock: row.stock,
  deliveryPlace: row.deliveryPlace,
  provinceCode: row.provinceCode,
  cityCode: row.cityCode,
  warehouse: row.warehouse,
  validUntil: row.validUntil,
  images: row.images,
  description: row.description,
  isDangerous: row.isDangerous,
  unNumber: row.unNumber,
  hazardClass: row.hazardClass,
  sdsFileKey: row.sdsFileKey,
  publishStatus: row.publishStatus,
});

/** Appends one change to the product's audit history, as it stands after the change. */
export async function recordAudit(
  tx: Db,
  row: ProductRow,
  action: ProductAction,
  /** null: the system (the expiry sweep). */
  actorUserId: number | null,
  reason: string | null = null,
): Promise<void> {
  await tx.insert(productAuditLogs).values({
    productId: row.id,
    action,
    auditStatus: row.auditStatus,
    reason,
    snapshot: snapshotOf(row),
    actorUserId,
  });
}

/** Appends a price to the product's price history. */
export async function recordPrice(
  tx: Db,
  productId: number,
  price: string | null,
  previousPrice: string | null,
  actorUserId: number,
): Promise<void> {
  // 面议 is no price: the history (the ticker, the market's past days) keeps prices only.
  if (price === null) return;
  await tx.insert(productPriceHistory).values({ productId, price, previousPrice, actorUserId });
}

/** Updates one product and answers the new row. */
export async function updateProduct(tx: Db, id: number, values: Partial<typeof products.$inferInsert>): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new Error('product update returned no row');
  return row;
}
