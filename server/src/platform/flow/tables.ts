import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The node operation log (SPEC §7 /nodeOperationLog/*): one append-only row for every step of every flow — an
 * order placed, a contract signed, a price changed — written in the step's own transaction. The database chains
 * each entity's rows (migration 0038, `node_operation_log_chain`): `digest` is the SHA-256 of `detail`, `prev_hash`
 * the entity's previous row's `hash` ('' for its first) and `hash` the SHA-256 of the row's canonical JSON and
 * `prev_hash`; a trigger refuses updates and deletes. Who acted is recorded, not referenced: an audit trail
 * neither blocks nor follows changes to the users and companies it names.
 */
export const nodeOperationLogs = pgTable(
  'node_operation_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The entity's kind, its flow's `kind` ('order'). */
    bizType: text('biz_type').notNull(),
    bizId: bigint('biz_id', { mode: 'number' }).notNull(),
    /** The node reached: the words of the state the step leads to. */
    node: text('node').notNull(),
    action: text('action').notNull(),
    /** The party that acted (buyer, seller, system …). */
    actorRole: text('actor_role').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    companyId: bigint('company_id', { mode: 'number' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Files the step attached: their storage keys. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    digest: text('digest').notNull().default(''),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('node_operation_logs_entity_idx').on(t.bizType, t.bizId, t.id),
    // One successor per row: a fork in an entity's chain cannot be written.
    uniqueIndex('node_operation_logs_chain_unique').on(t.bizType, t.bizId, t.prevHash),
  ],
);

export type NodeOperationLogRow = typeof nodeOperationLogs.$inferSelect;
