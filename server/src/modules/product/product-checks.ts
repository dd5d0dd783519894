import { isWeightUnit, type PriceTier, type ProductSaveBody } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import { categories } from '../category/index.ts';
import { hasValidDangerousGoodsLicence } from '../certificate/index.ts';
import { divisions } from '../places/index.ts';
import { offerExpired } from './offer-validity.ts';
import type { ProductRow } from './tables.ts';

type Fields = Omit<ProductSaveBody, 'submit'>;

/**
 * Images must be public (/oss) images the caller uploaded, or ones the product already has; the SDS
 * a public PDF the caller uploaded (or the one it has). Anything else is 400 naming the field.
 */
async function checkFiles(db: Db, input: Fields, userId: number, kept: ProductRow | null): Promise<void> {
  const keptImages = new Set(kept?.images ?? []);
  const newImages = [...new Set(input.images.filter((key) => !keptImages.has(key)))];
  if (new Set(input.images).size !== input.images.length) throw invalidField('images', 'product.imageInvalid');
  if (newImages.length > 0) {
    const found = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(
        and(
          inArray(storedFiles.key, newImages),
          eq(storedFiles.kind, 'img'),
          eq(storedFiles.encrypted, false),
          eq(storedFiles.ownerUserId, userId),
        ),
      );
    if (found.length !== newImages.length) throw invalidField('images', 'product.imageInvalid');
  }
  if (input.isDangerous && input.sdsFileKey && input.sdsFileKey !== kept?.sdsFileKey) {
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, input.sdsFileKey));
    const usable = file && !file.encrypted && file.ownerUserId === userId && file.mime === 'application/pdf';
    if (!usable) throw invalidField('sdsFileKey', 'product.sdsInvalid');
  }
}

/** The category must exist and be enabled. */
async function checkCategory(db: Db, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.enabled, true)));
  if (!row) throw invalidField('categoryId', 'product.categoryInvalid');
}

/** Province and city codes must be real and the city must lie in the province. */
function checkPlaces(input: Fields): void {
  if (!input.provinceCode) return;
  const { provinces, citiesOf } = divisions();
  if (!provinces.some((p) => p.code === input.provinceCode)) throw invalidField('provinceCode', 'product.provinceInvalid');
  if (input.cityCode && !citiesOf.get(input.provinceCode)?.some((c) => c.code === input.cityCode)) {
    throw invalidField('cityCode', 'product.cityMismatch');
  }
}

/** Every check of a product's fields beyond their shape (files, category, places). */
export async function checkProductFields(db: Db, input: Fields, userId: number, kept: ProductRow | null): Promise<void> {
  checkPlaces(input);
  await checkCategory(db, input.categoryId);
  await checkFiles(db, input, userId, kept);
}

/** Tiers as stored: thresholds with 4 decimals and prices with 2, as the columns beside them. */
export const storedTiers = (tiers: readonly PriceTier[]): PriceTier[] =>
  tiers.map((tier) => ({ minQty: new Decimal(tier.minQty).toFixed(4), price: new Decimal(tier.price).toFixed(2) }));

/** The columns a save or update writes. A non-dangerous product keeps no UN number, class or SDS. */
export function productColumns(input: Fields) {
  return {
    categoryId: input.categoryId,
    name: input.name,
    casNumber: input.casNumber,
    grade: input.grade ?? null,
    purity: input.purity ?? null,
    brand: input.brand ?? null,
    packaging: input.packaging,
    unit: input.unit,
    // A weight unit converts by itself: a net weight given with it is not kept.
    unitWeightKg: isWeightUnit(input.unit) ? null : (input.unitWeightKg ?? null),
    price: input.price,
    priceTiers: storedTiers(input.priceTiers),
    paymentTerms: input.paymentTerms,
    minOrderQty: input.minOrderQty,
    stock: input.stock,
    deliveryPlace: input.deliveryPlace,
    provinceCode: input.provinceCode ?? null,
    cityCode: input.provinceCode ? (input.cityCode ?? null) : null,
    warehouse: input.warehouse ?? null,
    validUntil: input.validUntil ?? null,
    images: input.images,
    description: input.description ?? null,
    isDangerous: input.isDangerous,
    unNumber: input.isDangerous ? (input.unNumber ?? null) : null,
    hazardClass: input.isDangerous ? (input.hazardClass ?? null) : null,
    sdsFileKey: input.isDangerous ? (input.sdsFileKey ?? null) : null,
  };
}

/** A dangerous good needs the company's valid, approved 危险化学品经营许可证 (403 otherwise). */
export async function requireLicenceFor(db: Db, row: { isDangerous: boolean; companyId: number }): Promise<void> {
  if (row.isDangerous && !(await hasValidDangerousGoodsLicence({ db }, row.companyId))) {
    throw new AppError('FORBIDDEN', 'product.licenceRequired');
  }
}

/**
 * Before a product goes to review: an offer whose last valid day has passed is refused (400 naming
 * validUntil), and a dangerous good needs the licence.
 */
export async function checkSubmittable(db: Db, row: ProductRow): Promise<void> {
  if (offerExpired(row)) throw invalidField('validUntil', 'product.validUntilPast');
  await requireLicenceFor(db, row);
}
