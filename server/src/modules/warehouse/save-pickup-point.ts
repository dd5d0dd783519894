import type { PickupPoint, PickupPointSaveBody } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import { pickupPoints, warehouses } from './tables.ts';
import { toPickupPoint } from './views.ts';

/** /admin/wr/factory/pickup/save: adds or edits a pick-up point; only a factory warehouse has them. */
export async function savePickupPoint(tx: Db, body: PickupPointSaveBody): Promise<PickupPoint> {
  const [factory] = await tx.select({ kind: warehouses.kind }).from(warehouses).where(eq(warehouses.id, body.warehouseId));
  if (!factory) throw invalidField('warehouseId', 'warehouse.notFound');
  if (factory.kind !== 'factory') throw invalidField('warehouseId', 'warehouse.notFactory');
  const { id, ...values } = body;
  const [row] = id
    ? await tx
        .update(pickupPoints)
        .set(values)
        .where(and(eq(pickupPoints.id, id), eq(pickupPoints.warehouseId, body.warehouseId)))
        .returning()
    : await tx.insert(pickupPoints).values(values).returning();
  if (!row) throw notFound('warehouse.pickupNotFound');
  return toPickupPoint(row);
}

/** /admin/wr/factory/pickup/remove. */
export async function removePickupPoint(tx: Db, id: number): Promise<void> {
  const removed = await tx.delete(pickupPoints).where(eq(pickupPoints.id, id)).returning({ id: pickupPoints.id });
  if (removed.length === 0) throw notFound('warehouse.pickupNotFound');
}
