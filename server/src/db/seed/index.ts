import { count } from 'drizzle-orm';
import { users } from '../../modules/user/tables.ts';
import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/** Fills an empty database with the demo market; does nothing once any user exists. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await ctx.db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      await tx
        .insert(users)
        .values({
          userName: account.userName,
          mobile: account.mobile,
          name: account.name,
          role: account.role,
          passwordHash: await hashPassword(account.password),
        })
        .onConflictDoNothing();
    }
  });
  return true;
}
