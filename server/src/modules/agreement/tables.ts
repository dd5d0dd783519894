import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/**
 * Published versions of the user agreement and the privacy policy (Markdown). A version is never
 * changed once published: the current one is the highest version of its type.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** AGREEMENT_TYPES: 'user' | 'privacy' | 'receipt'. */
    type: text('type', { enum: ['user', 'privacy', 'receipt'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }).references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_versions_type_version_unique').on(t.type, t.version)],
);

export type AgreementVersionRow = typeof agreementVersions.$inferSelect;

/**
 * Evidence of consent: who accepted which version, when and from where (registration and
 * /user/update/version). The user row keeps the latest accepted versions for the per-request gate.
 */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['user', 'privacy'] }).notNull(),
    version: integer('version').notNull(),
    /** Registration, /user/update/version, or the demo seed. */
    via: text('via', { enum: ['register', 'accept', 'seed'] }).notNull(),
    ip: text('ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreement_acceptances_user_idx').on(t.userId, t.acceptedAt)],
);

/**
 * Evidence of a company's affirmation of the receipt agreement (仓单协议): which version, who affirmed it for the
 * company, when and from where. The latest row of a company is its affirmed version.
 */
export const companyAgreementAffirmations = pgTable(
  'company_agreement_affirmations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    type: text('type', { enum: ['receipt'] }).notNull(),
    version: integer('version').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    affirmedAt: timestamp('affirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_agreement_affirmations_version_unique').on(t.companyId, t.type, t.version)],
);
