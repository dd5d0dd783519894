import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type UserRow, users } from './tables.ts';

/** POST /user/update/info: the display name (nickname). */
export async function updateInfo(ctx: AppContext, user: UserRow, input: { name: string }): Promise<UserRow> {
  const [row] = await ctx.db
    .update(users)
    .set({ name: input.name, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound();
  return row;
}
