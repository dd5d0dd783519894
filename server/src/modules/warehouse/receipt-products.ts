import type { ReceiptProduct, ReceiptProductSaveBody } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { receiptProducts } from './tables.ts';
import { toReceiptProduct } from './views.ts';

/** /wr/product/select/list (enabled only) and /admin/wr/product/list (all): by name and grade. */
export async function listReceiptProducts(
  db: Db,
  filter: { keyword?: string | undefined; all?: boolean },
): Promise<ReceiptProduct[]> {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const rows = await db
    .select()
    .from(receiptProducts)
    .where(
      and(
        filter.all ? undefined : eq(receiptProducts.enabled, true),
        pattern
          ? or(
              ilike(receiptProducts.name, pattern),
              ilike(receiptProducts.grade, pattern),
              ilike(receiptProducts.casNumber, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(receiptProducts.name), asc(receiptProducts.grade));
  return rows.map(toReceiptProduct);
}

/**
 * /admin/wr/product/save: adds or edits a receipt product. The minimum split must be a whole number of steps, so that
 * every quantity a split allows can be reached from it.
 */
export async function saveReceiptProduct(tx: Db, body: ReceiptProductSaveBody): Promise<ReceiptProduct> {
  if (!new Decimal(body.minSplitQty).mod(body.splitStep).isZero()) throw invalidField('minSplitQty', 'warehouse.stepNotDividing');
  const { id, ...fields } = body;
  const values = { ...fields, hazardClass: fields.hazardClass ?? null, unNumber: fields.unNumber ?? null };
  try {
    const [row] = id
      ? await tx
          .update(receiptProducts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(receiptProducts.id, id))
          .returning()
      : await tx.insert(receiptProducts).values(values).returning();
    if (!row) throw notFound('warehouse.productNotFound');
    return toReceiptProduct(row);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'receipt_products_name_grade_unique')
      throw new AppError('CONFLICT', 'warehouse.productTaken', {}, { field: 'grade' });
    throw error;
  }
}
