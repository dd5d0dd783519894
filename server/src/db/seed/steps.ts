import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { seedSteps } from './tables.ts';

/**
 * Runs a seed step unless this database has recorded it, then records it. The steps check their own
 * rows too, so a step added later leaves alone what a database already has.
 */
export async function runSeedStepOnce(ctx: AppContext, name: string, step: () => Promise<number>): Promise<number> {
  const [done] = await ctx.db.select().from(seedSteps).where(eq(seedSteps.name, name));
  if (done) return 0;
  const created = await step();
  await ctx.db.insert(seedSteps).values({ name }).onConflictDoNothing();
  return created;
}
