import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What a contract is about: the name of its kind and the subject's id. An order's sales contract is `{ kind: 'order',
 * id: orderId }` (`order/sales-contract/order-subject.ts`); each kind to come (a receipt sale, a freight order) names
 * its own. A subject's contract versions, attachments, links and evidence chain are kept under it.
 */
export interface ContractSubject {
  kind: string;
  id: number;
}

/** The subject columns of a row about `subject`. */
export const subjectColumns = (subject: ContractSubject) => ({ subjectKind: subject.kind, subjectId: subject.id });

/** Rows of `table` about `subject`. */
export const aboutSubject = (table: { subjectKind: PgColumn; subjectId: PgColumn }, subject: ContractSubject): SQL =>
  and(eq(table.subjectKind, subject.kind), eq(table.subjectId, subject.id)) as SQL;
