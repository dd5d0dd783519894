import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ORDER_KIND } from '../sales-contract/order-subject.ts';

/**
 * A table of files a party of an order adds to it (contract attachments, invoices): each row names
 * the order (its own `orderId`, or a contract table's subject of the order kind) and the stored file, and removal is
 * a mark (`removedAt`, `removedBy`), so the row keeps what was there while nobody lists, downloads or previews a
 * removed file any more.
 */
export type OrderFileTable = PgTable & {
  id: AnyPgColumn;
  fileKey: AnyPgColumn;
  removedAt: AnyPgColumn;
  removedBy: AnyPgColumn;
  $inferSelect: { id: number; fileKey: string; removedAt: Date | null };
} & ({ orderId: AnyPgColumn } | { subjectKind: AnyPgColumn; subjectId: AnyPgColumn });

/** A row of `T` (drizzle cannot infer a select over a table it only knows as generic). */
export type OrderFileRow<T extends OrderFileTable> = T['$inferSelect'];

/** The rows of `table` on the order `order` (an id, or `orders.id` to join on). */
export const onOrder = (table: OrderFileTable, order: number | AnyPgColumn): SQL =>
  'orderId' in table ? eq(table.orderId, order) : (and(eq(table.subjectKind, ORDER_KIND), eq(table.subjectId, order)) as SQL);
