import type { Origin, OriginSaveBody } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { receiptOrigins } from './tables.ts';

/** /wr/product/place/list: every origin, by name. */
export async function listOrigins(db: Db): Promise<Origin[]> {
  return db.select({ id: receiptOrigins.id, name: receiptOrigins.name }).from(receiptOrigins).orderBy(asc(receiptOrigins.name));
}

/** /admin/wr/product/place/save: adds or renames an origin. Receipts keep the name they were issued with. */
export async function saveOrigin(tx: Db, body: OriginSaveBody): Promise<Origin> {
  try {
    const [row] = body.id
      ? await tx.update(receiptOrigins).set({ name: body.name }).where(eq(receiptOrigins.id, body.id)).returning()
      : await tx.insert(receiptOrigins).values({ name: body.name }).returning();
    if (!row) throw notFound('warehouse.originNotFound');
    return { id: row.id, name: row.name };
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw new AppError('CONFLICT', 'warehouse.originTaken', {}, { field: 'name' });
    throw error;
  }
}

/** /admin/wr/product/place/remove. */
export async function removeOrigin(tx: Db, id: number): Promise<void> {
  const removed = await tx.delete(receiptOrigins).where(eq(receiptOrigins.id, id)).returning({ id: receiptOrigins.id });
  if (removed.length === 0) throw notFound('warehouse.originNotFound');
}
