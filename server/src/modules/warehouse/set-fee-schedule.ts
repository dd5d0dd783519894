import { chinaDate, type FeeSchedule, type FeeScheduleSaveBody, shiftDay } from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { feeSchedules, receiptProducts, warehouses } from './tables.ts';
import { toFeeSchedule } from './views.ts';

const dayBefore = (day: string) => shiftDay(day, -1);

/** Locks the warehouse row: the fee periods of one warehouse change one at a time. */
async function lockWarehouse(tx: Db, warehouseId: number) {
  const [warehouse] = await tx
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId))
    .for('update');
  return warehouse;
}

/**
 * /admin/wr/warehouse/fee/save: the fees of a warehouse and product from a day on. A period in force is history a
 * receipt's fee was computed by, so it is never changed: the new one starts today or later, after the latest, and
 * closes the latest the day before.
 */
export async function setFeeSchedule(tx: Db, operatorId: number, body: FeeScheduleSaveBody): Promise<FeeSchedule> {
  if (body.effectiveFrom < chinaDate()) throw invalidField('effectiveFrom', 'warehouse.feeFromPast');
  const warehouse = await lockWarehouse(tx, body.warehouseId);
  if (!warehouse) throw invalidField('warehouseId', 'warehouse.notFound');
  const [product] = await tx
    .select({ name: receiptProducts.name, unit: receiptProducts.unit })
    .from(receiptProducts)
    .where(eq(receiptProducts.id, body.productId));
  if (!product) throw invalidField('productId', 'warehouse.productNotFound');

  const ofPair = and(eq(feeSchedules.warehouseId, body.warehouseId), eq(feeSchedules.productId, body.productId));
  const [latest] = await tx.select().from(feeSchedules).where(ofPair).orderBy(desc(feeSchedules.effectiveFrom)).limit(1);
  if (latest && body.effectiveFrom <= latest.effectiveFrom)
    throw wrongState('warehouse.feeNotAfterLatest', { from: latest.effectiveFrom });
  if (latest)
    await tx
      .update(feeSchedules)
      .set({ effectiveTo: dayBefore(body.effectiveFrom) })
      .where(eq(feeSchedules.id, latest.id));
  const [row] = await tx
    .insert(feeSchedules)
    .values({ ...body, createdBy: operatorId })
    .returning();
  if (!row) throw new Error('fee schedule insert returned no row');
  return toFeeSchedule(row, { warehouseName: warehouse.name, productName: product.name, unit: product.unit });
}

/**
 * /admin/wr/warehouse/fee/remove: withdraws a period not yet in force; the period before it runs on to where the
 * withdrawn one ended.
 */
export async function removeFeeSchedule(tx: Db, id: number): Promise<void> {
  const [found] = await tx.select({ warehouseId: feeSchedules.warehouseId }).from(feeSchedules).where(eq(feeSchedules.id, id));
  if (!found) throw notFound('warehouse.feeNotFound');
  await lockWarehouse(tx, found.warehouseId);
  // Read again under the lock: a withdrawal of the same period a moment earlier leaves nothing to withdraw.
  const [target] = await tx.select().from(feeSchedules).where(eq(feeSchedules.id, id));
  if (!target) throw notFound('warehouse.feeNotFound');
  if (target.effectiveFrom <= chinaDate()) throw wrongState('warehouse.feeInForce', { from: target.effectiveFrom });
  const [before] = await tx
    .select({ id: feeSchedules.id })
    .from(feeSchedules)
    .where(
      and(
        eq(feeSchedules.warehouseId, target.warehouseId),
        eq(feeSchedules.productId, target.productId),
        eq(feeSchedules.effectiveTo, dayBefore(target.effectiveFrom)),
      ),
    );
  await tx.delete(feeSchedules).where(eq(feeSchedules.id, id));
  if (before) await tx.update(feeSchedules).set({ effectiveTo: target.effectiveTo }).where(eq(feeSchedules.id, before.id));
}
