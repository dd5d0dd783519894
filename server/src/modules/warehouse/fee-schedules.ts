import { chinaDate, type FeeSchedule } from '@hgsc/contracts';
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { RatePeriod } from './storage-fee.ts';
import { feeSchedules, receiptProducts, warehouses } from './tables.ts';
import { toFeeSchedule } from './views.ts';

/** /wr/warehouse/fee/list: the periods of a warehouse and/or product, or those in force on a day, newest first. */
export async function listFeeSchedules(
  db: Db,
  filter: { warehouseId?: number | undefined; productId?: number | undefined; on?: string | undefined },
): Promise<FeeSchedule[]> {
  const rows = await db
    .select({ row: feeSchedules, warehouseName: warehouses.name, productName: receiptProducts.name, unit: receiptProducts.unit })
    .from(feeSchedules)
    .innerJoin(warehouses, eq(warehouses.id, feeSchedules.warehouseId))
    .innerJoin(receiptProducts, eq(receiptProducts.id, feeSchedules.productId))
    .where(
      and(
        filter.warehouseId ? eq(feeSchedules.warehouseId, filter.warehouseId) : undefined,
        filter.productId ? eq(feeSchedules.productId, filter.productId) : undefined,
        filter.on
          ? and(
              lte(feeSchedules.effectiveFrom, filter.on),
              or(isNull(feeSchedules.effectiveTo), gte(feeSchedules.effectiveTo, filter.on)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(warehouses.code), asc(receiptProducts.name), desc(feeSchedules.effectiveFrom))
    .limit(1000);
  return rows.map(({ row, ...names }) => toFeeSchedule(row, names));
}

/** The storage rates of a warehouse and product over time, for the fee of a receipt. */
export async function storageRates(db: Db, warehouseId: number, productId: number): Promise<RatePeriod[]> {
  const rows = await db
    .select({ from: feeSchedules.effectiveFrom, to: feeSchedules.effectiveTo, rate: feeSchedules.storageRate })
    .from(feeSchedules)
    .where(and(eq(feeSchedules.warehouseId, warehouseId), eq(feeSchedules.productId, productId)))
    .orderBy(asc(feeSchedules.effectiveFrom));
  return rows;
}

/** The period of a warehouse and product in force on `day` (today in China by default), if any. */
export async function feeInForce(db: Db, warehouseId: number, productId: number, day = chinaDate()) {
  const [row] = await db
    .select()
    .from(feeSchedules)
    .where(
      and(
        eq(feeSchedules.warehouseId, warehouseId),
        eq(feeSchedules.productId, productId),
        lte(feeSchedules.effectiveFrom, day),
        or(isNull(feeSchedules.effectiveTo), gte(feeSchedules.effectiveTo, day)),
      ),
    );
  return row;
}
