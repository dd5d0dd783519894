import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo seed steps that have run on this database. A step runs once: what an operator later
 * deletes, renames or moves (a demo category, an article) is not brought back at the next start.
 */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
