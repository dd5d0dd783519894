import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message the outbox provider "sends" (运营后台 短信记录). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    content: text('content').notNull(),
    code: text('code'),
    ip: text('ip'),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_outbox_ip_idx').on(t.ip, t.createdAt),
    index('sms_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Every code sent. The newest unconsumed row of a (mobile, purpose) is the one that verifies; a
 * resend consumes the one before. The rows are also what the resend interval and daily caps count.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    wrongTries: integer('wrong_tries').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used or burned; a consumed code never verifies again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.sentAt),
    index('sms_codes_mobile_sent_idx').on(t.mobile, t.sentAt),
    index('sms_codes_ip_sent_idx').on(t.ip, t.sentAt),
  ],
);
