import { and, eq } from 'drizzle-orm';
import { registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers } from '../company/tables.ts';
import { companySeals } from './tables.ts';

/**
 * A seal image may be seen by the enabled members of the company whose seal it is (the uploader and
 * operators are admitted by the platform rule); another company's members may not. Registered on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const [row] = await ctx.db
    .select({ id: companySeals.id })
    .from(companySeals)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companySeals.companyId), eq(companyMembers.userId, user.id), eq(companyMembers.status, 1)),
    )
    .where(eq(companySeals.imageKey, file.key))
    .limit(1);
  return row !== undefined;
});
