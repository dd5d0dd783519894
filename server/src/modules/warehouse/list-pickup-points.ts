import type { PickupPoint } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { pickupPoints } from './tables.ts';
import { toPickupPoint } from './views.ts';

/** /wr/factory/pickup/list: a factory warehouse's pick-up points (none for another kind). */
export async function listPickupPoints(db: Db, factoryId: number): Promise<PickupPoint[]> {
  const rows = await db.select().from(pickupPoints).where(eq(pickupPoints.warehouseId, factoryId)).orderBy(asc(pickupPoints.id));
  return rows.map(toPickupPoint);
}
