import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The accounts: who signs in, their role and status, and the company they act for. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    mobile: text('mobile').notNull().unique(),
    name: text('name').notNull(),
    avatarKey: text('avatar_key'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'operator'] })
      .notNull()
      .default('user'),
    /** 1 enabled, 0 disabled (USER_STATUS). */
    status: smallint('status').notNull().default(1),
    /** The company every call acts for (/company/change/company); membership is checked on use. */
    activeCompanyId: bigint('active_company_id', { mode: 'number' }),
    /** Set for a sub-account created by a company's main account: it exists only for that company. */
    ownerCompanyId: bigint('owner_company_id', { mode: 'number' }),
    /** The latest accepted versions of the user agreement and privacy policy (0 = none); modules/agreement/gate.ts. */
    acceptedUserAgreementVersion: integer('accepted_user_agreement_version').notNull().default(0),
    acceptedPrivacyVersion: integer('accepted_privacy_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique regardless of case, enforced by the database so parallel registrations cannot race past it.
    uniqueIndex('users_user_name_lower_unique').on(sql`lower(${t.userName})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
