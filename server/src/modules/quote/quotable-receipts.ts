import type { QuotableReceipt } from '@hgsc/contracts';
import { and, asc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';

const LIMIT = 20;

/**
 * /cs/quote/receipts: the receipts the company holds that a quote may sell now — in force and held by no deal — by
 * receipt number, goods or CAS number.
 */
export async function quotableReceipts(db: Db, companyId: number, keyword: string | undefined): Promise<QuotableReceipt[]> {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return db
    .select({
      id: warehouseReceipts.id,
      receiptNo: warehouseReceipts.receiptNo,
      name: receiptProducts.name,
      grade: receiptProducts.grade,
      casNumber: receiptProducts.casNumber,
      unit: receiptProducts.unit,
      quantity: warehouseReceipts.quantity,
      warehouseName: warehouses.name,
      minSplitQty: receiptProducts.minSplitQty,
      isDangerous: isNotNull(receiptProducts.hazardClass).mapWith(Boolean),
    })
    .from(warehouseReceipts)
    .innerJoin(receiptProducts, eq(receiptProducts.id, warehouseReceipts.productId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseReceipts.warehouseId))
    .where(
      and(
        eq(warehouseReceipts.holderCompanyId, companyId),
        eq(warehouseReceipts.status, 'active'),
        eq(warehouseReceipts.lockType, 'none'),
        pattern
          ? or(
              ilike(warehouseReceipts.receiptNo, pattern),
              ilike(receiptProducts.name, pattern),
              ilike(receiptProducts.casNumber, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(warehouseReceipts.receiptNo), asc(warehouseReceipts.id))
    .limit(LIMIT);
}
