import {
  categoryNameIn,
  hazardClassLabelKey,
  type Language,
  type MessageKey,
  type Product,
  type ProductAction,
  type ProductAuditLog,
  type ProductPriceChange,
  packagingLabelKey,
  translate,
} from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import { auditActorColumns, toAuditLogEntry } from '../../platform/audit/history.ts';
import type { Db } from '../../platform/db/client.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';
import { type CategoryNames, categories, categoryNames } from '../category/index.ts';
import { divisions } from '../places/index.ts';
import { users } from '../user/index.ts';
import { type ProductRow, productAuditLogs, productPriceHistory } from './tables.ts';

const extOf = (key: string) => key.split('.').pop() ?? '';
const publicUrl = (key: string) => fileUrl(key, extOf(key), false);

function placeNames(provinceCode: string | null, cityCode: string | null) {
  if (!provinceCode) return { provinceName: null, cityName: null };
  const { provinces, citiesOf } = divisions();
  return {
    provinceName: provinces.find((p) => p.code === provinceCode)?.name ?? null,
    cityName: cityCode ? (citiesOf.get(provinceCode)?.find((c) => c.code === cityCode)?.name ?? null) : null,
  };
}

const auditStatusLabelKey = (auditStatus: number | null): MessageKey =>
  auditStatus === null ? 'product.status.draft' : `auditStatus.${auditStatus as 0 | 1 | 2}`;

/** A product as its seller (or the operator) sees it, labels in the caller's language. */
export function toProduct(row: ProductRow, category: CategoryNames | null, language: Language): Product {
  return {
    id: row.id,
    shopId: row.shopId,
    categoryId: row.categoryId,
    categoryName: category && categoryNameIn(category, language),
    priceTiers: row.priceTiers,
    paymentTerms: row.paymentTerms,
    name: row.name,
    casNumber: row.casNumber,
    grade: row.grade,
    purity: row.purity,
    packaging: row.packaging,
    packagingLabel: translate(packagingLabelKey(row.packaging), language),
    unit: row.unit,
    unitWeightKg: row.unitWeightKg,
    brand: row.brand,
    price: row.price,
    minOrderQty: row.minOrderQty,
    stock: row.stock,
    deliveryPlace: row.deliveryPlace,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    ...placeNames(row.provinceCode, row.cityCode),
    warehouse: row.warehouse,
    validUntil: row.validUntil,
    images: row.images,
    imageUrls: row.images.map(publicUrl),
    description: row.description,
    isDangerous: row.isDangerous,
    unNumber: row.unNumber,
    hazardClass: row.hazardClass,
    hazardClassLabel: row.hazardClass ? translate(hazardClassLabelKey(row.hazardClass), language) : null,
    sdsFileKey: row.sdsFileKey,
    sdsFileUrl: row.sdsFileKey ? publicUrl(row.sdsFileKey) : null,
    auditStatus: row.auditStatus,
    auditStatusLabel: translate(auditStatusLabelKey(row.auditStatus), language),
    auditReason: row.auditReason,
    publishStatus: row.publishStatus,
    publishStatusLabel: translate(`publishStatus.${row.publishStatus as 0 | 1}`, language),
    showcase: row.showcase,
    viewCount: row.viewCount,
    salesCount: row.salesCount,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    auditedAt: row.auditedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The product's audit history and price history, oldest first. */
export async function productHistories(
  db: Db,
  productId: number,
  language: Language,
): Promise<{ auditLogs: ProductAuditLog[]; priceHistory: ProductPriceChange[] }> {
  const [logs, prices] = await readTogether(db, [
    () =>
      db
        .select({ log: productAuditLogs, ...auditActorColumns })
        .from(productAuditLogs)
        .leftJoin(users, eq(users.id, productAuditLogs.actorUserId))
        .where(eq(productAuditLogs.productId, productId))
        .orderBy(asc(productAuditLogs.id)),
    () =>
      db
        .select()
        .from(productPriceHistory)
        .where(eq(productPriceHistory.productId, productId))
        .orderBy(asc(productPriceHistory.id)),
  ]);
  return {
    auditLogs: logs.map((row) =>
      toAuditLogEntry(row, {
        action: (action: ProductAction) => translate(`product.action.${action}`, language),
        status: (status) => translate(auditStatusLabelKey(status), language),
      }),
    ),
    priceHistory: prices.map((p) => ({
      id: p.id,
      price: p.price,
      previousPrice: p.previousPrice,
      actorUserId: p.actorUserId,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** toProduct with the category's name looked up (for answers to a single change). */
export async function viewProduct(db: Db, row: ProductRow, language: Language): Promise<Product> {
  const [category] = await db.select(categoryNames).from(categories).where(eq(categories.id, row.categoryId));
  return toProduct(row, category ?? null, language);
}
