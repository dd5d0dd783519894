import { and, asc, eq, lte } from 'drizzle-orm';
import { takeStep } from '../../platform/flow/engine.ts';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { QUOTE_BINDING } from './bindings.ts';
import { quotes } from './tables.ts';

export const EXPIRE_QUOTES_JOB = 'quote.expire';
const BATCH = 200;

/**
 * The durable sweep that marks offered quotes past their validity expired and tells their suppliers, a transaction
 * each. Nobody could select them since the moment passed (the selection reads the server's clock); the sweep makes
 * the lists say so. The flow's guard expires only a quote whose validity has passed under its lock, so a revision
 * submitted meanwhile (a later validity) keeps it offered.
 */
export const expireQuotesJob: JobHandler = async (ctx) => {
  let expired = 0;
  for (;;) {
    const due = await ctx.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.status, 'offered'), lte(quotes.validUntil, new Date())))
      .orderBy(asc(quotes.id))
      .limit(BATCH);
    for (const { id } of due)
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
        if (row?.status !== 'offered' || row.validUntil.getTime() > Date.now()) return;
        await takeStep(tx, QUOTE_BINDING, { id, action: 'expire', actor: { party: 'system', userId: null, companyId: null } });
      });
    expired += due.length;
    if (due.length < BATCH) return { expired };
  }
};
