import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What a contract is about: the name of its kind and the subject's id. An order's sales contract is `{ kind: 'order',
 * id: orderId }`; each kind to come (a receipt sale, a freight order) names its own. A subject's contract versions,
 * attachments, links and evidence chain are kept under it.
 */
export interface ContractSubject {
  kind: string;
  id: number;
}

export const ORDER_KIND = 'order';

export const orderSubject = (orderId: number): ContractSubject => ({ kind: ORDER_KIND, id: orderId });

/** The subject columns of a row about `subject`. */
export const subjectColumns = (subject: ContractSubject) => ({ subjectKind: subject.kind, subjectId: subject.id });

/** Rows of `table` about `subject`. */
export const aboutSubject = (table: { subjectKind: PgColumn; subjectId: PgColumn }, subject: ContractSubject): SQL =>
  and(eq(table.subjectKind, subject.kind), eq(table.subjectId, subject.id)) as SQL;

/** Rows of `table` about the order `order`: its id, or `orders.id` to join on. */
export const aboutOrder = (table: { subjectKind: PgColumn; subjectId: PgColumn }, order: number | PgColumn): SQL =>
  and(eq(table.subjectKind, ORDER_KIND), eq(table.subjectId, order)) as SQL;
