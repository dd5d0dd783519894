import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { rowInserter } from '../db/row-inserter.ts';
import { queueStepNotifications } from '../notify/notifiers.ts';
import { type NodeOperationLogRow, nodeOperationLogs } from './tables.ts';

/** One step to record: the database adds its time, digest and place in the entity's chain. */
export interface NodeOperation {
  bizType: string;
  bizId: number;
  node: string;
  action: string;
  actorRole: string;
  actorUserId: number | null;
  companyId: number | null;
  fromState: string | null;
  toState: string;
  detail?: Record<string, unknown>;
  attachments?: string[];
  ip?: string | null;
}

const insertOperations = rowInserter(nodeOperationLogs, 'node_operation_insert', [
  'bizType',
  'bizId',
  'node',
  'action',
  'actorRole',
  'actorUserId',
  'companyId',
  'fromState',
  'toState',
  'detail',
  'attachments',
  'ip',
]);

/**
 * Appends steps to their entities' logs in the caller's transaction (several entities' first steps in one
 * statement). The caller holds each entity's lock, so its chain grows one row at a time.
 */
export async function recordNodeOperations(tx: Db, operations: readonly NodeOperation[]): Promise<NodeOperationLogRow[]> {
  const rows = await insertOperations(
    tx,
    operations.map((o) => ({ ...o, detail: o.detail ?? {}, attachments: o.attachments ?? [], ip: o.ip ?? null })),
  );
  // The steps' notifications go out after this transaction commits (platform/notify).
  await queueStepNotifications(tx, rows);
  return rows;
}

export async function recordNodeOperation(tx: Db, operation: NodeOperation): Promise<NodeOperationLogRow> {
  const [row] = await recordNodeOperations(tx, [operation]);
  if (!row) throw new Error('node operation insert returned no row');
  return row;
}

/** An entity's log, oldest first. */
export function nodeOperationsOf(db: Db, bizType: string, bizId: number): Promise<NodeOperationLogRow[]> {
  return db
    .select()
    .from(nodeOperationLogs)
    .where(and(eq(nodeOperationLogs.bizType, bizType), eq(nodeOperationLogs.bizId, bizId)))
    .orderBy(asc(nodeOperationLogs.id));
}

export interface ChainCheck {
  /** Every row's hash is its content's and each links to the one before. */
  intact: boolean;
  rows: number;
  /** The first row whose hash or link does not hold, and how. */
  broken?: { id: number; reason: 'hash' | 'link' };
  /** The last row's hash when the chain holds (null: no rows): what a document drawn now can print as the log's head. */
  head?: string | null;
}

/**
 * Recomputes an entity's chain in the database, with the function its trigger wrote it with: a row changed after
 * it was written (its content or its hash) or a row removed from the middle shows at the first row that no
 * longer holds.
 */
export async function verifyNodeOperations(db: Db, bizType: string, bizId: number): Promise<ChainCheck> {
  const rows = await rawRows<{ id: string | number; hash: string; holds: boolean; linked: boolean }>(
    db,
    sql`select l.id, l.hash, node_operation_log_hash(l) = l.hash as holds,
          l.prev_hash = coalesce(lag(l.hash) over (order by l.id), '') as linked
        from ${nodeOperationLogs} l
        where l.biz_type = ${bizType} and l.biz_id = ${bizId}
        order by l.id`,
  );
  for (const row of rows) {
    if (!row.holds) return { intact: false, rows: rows.length, broken: { id: Number(row.id), reason: 'hash' } };
    if (!row.linked) return { intact: false, rows: rows.length, broken: { id: Number(row.id), reason: 'link' } };
  }
  return { intact: true, rows: rows.length, head: rows.at(-1)?.hash ?? null };
}
