import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A table of files a party of an order adds to it (contract attachments, invoices): each row names
 * the order and the stored file, and removal is a mark (`removedAt`, `removedBy`), so the row keeps
 * what was there while nobody lists, downloads or previews a removed file any more.
 */
export type OrderFileTable = PgTable & {
  id: AnyPgColumn;
  orderId: AnyPgColumn;
  fileKey: AnyPgColumn;
  removedAt: AnyPgColumn;
  removedBy: AnyPgColumn;
  $inferSelect: { id: number; orderId: number; fileKey: string; removedAt: Date | null };
};

/** A row of `T` (drizzle cannot infer a select over a table it only knows as generic). */
export type OrderFileRow<T extends OrderFileTable> = T['$inferSelect'];
