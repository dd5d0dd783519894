import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** SPEC §7 "Logs": the api log (every request). */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    route: text('route'),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_logs_created_idx').on(t.createdAt)],
);

/** Every unexpected error, with what is needed to find it again. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    method: text('method'),
    url: text('url'),
    message: text('message').notNull(),
    stack: text('stack'),
    userId: bigint('user_id', { mode: 'number' }),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt)],
);

/** Business events (login, password change, audits …). */
export const usualLogs = pgTable(
  'usual_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text('event').notNull(),
    detail: text('detail'),
    userId: bigint('user_id', { mode: 'number' }),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('usual_logs_created_idx').on(t.createdAt)],
);
