import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An image challenge; once solved it yields a one-time verification token. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verificationHash: text('verification_hash').unique(),
  verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
