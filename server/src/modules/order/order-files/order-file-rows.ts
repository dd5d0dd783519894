import type { MessageKey } from '@hgsc/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { type OrderFileRow, type OrderFileTable, onOrder } from './order-file-table.ts';

/** The order's files still there (not removed), oldest first. */
export async function liveOrderFiles<T extends OrderFileTable>(db: Db, table: T, orderId: number): Promise<OrderFileRow<T>[]> {
  const rows = await db
    .select()
    .from(table as OrderFileTable)
    .where(and(onOrder(table, orderId), isNull(table.removedAt)))
    .orderBy(asc(table.id));
  return rows as OrderFileRow<T>[];
}

/**
 * The order's file `id` while it is there; an unknown id, a removed file or another order's → 404
 * `missing`, so an id never opens through an order it is not on.
 */
export async function liveOrderFile<T extends OrderFileTable>(
  db: Db,
  table: T,
  where: { orderId: number; id: number },
  missing: MessageKey,
): Promise<OrderFileRow<T>> {
  const [row] = await db
    .select()
    .from(table as OrderFileTable)
    .where(and(eq(table.id, where.id), onOrder(table, where.orderId), isNull(table.removedAt)));
  if (!row) throw notFound(missing);
  return row as OrderFileRow<T>;
}

/** Marks the file removed by `userId`: it stops being listed, served and counted; the row stays. */
export async function markOrderFileRemoved(tx: Db, table: OrderFileTable, id: number, userId: number): Promise<void> {
  await tx.update(table).set({ removedAt: new Date(), removedBy: userId }).where(eq(table.id, id));
}
