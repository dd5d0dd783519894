import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    /** img | file | pdf — what the upload call accepted. */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    encrypted: boolean('encrypted').notNull().default(false),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerUserId)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
