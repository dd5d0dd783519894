import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';

/**
 * DESIGN §4 idempotency: the first answer of a call made with an `Idempotency-Key`, per user and
 * endpoint. Written last in the action's own transaction (`once.ts`): a retry acts
 * again and is rolled back when the first attempt's answer is kept, then answers it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer's data and message key. */
    response: jsonb('response'),
    messageKey: text('message_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_unique').on(t.userId, t.endpoint, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
