import { eq } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.ts';
import { shops } from '../../../shop/index.ts';

/** Template writes of one shop queue on its row (new templates counted, one default at a time). */
export async function lockShop(tx: Db, shopId: number): Promise<void> {
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
}
