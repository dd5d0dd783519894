import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContractSubject } from '../../contract/index.ts';

/** The sales contract's kind name: an order's contracts, attachments, links and evidence are kept under it. */
export const ORDER_KIND = 'order';

export const orderSubject = (orderId: number): ContractSubject => ({ kind: ORDER_KIND, id: orderId });

/** Rows of `table` about the order `order`: its id, or `orders.id` to join on. */
export const aboutOrder = (table: { subjectKind: PgColumn; subjectId: PgColumn }, order: number | PgColumn): SQL =>
  and(eq(table.subjectKind, ORDER_KIND), eq(table.subjectId, order)) as SQL;
