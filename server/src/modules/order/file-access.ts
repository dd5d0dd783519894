import { sql } from 'drizzle-orm';
import { registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers } from '../company/tables.ts';
import { partyMemberOn } from './order-access.ts';
import { orders } from './tables.ts';

/**
 * A payment proof may be seen by the enabled members of both companies of the order it was
 * submitted for (the uploader and operators are admitted by the platform rule). Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(companyMembers, partyMemberOn(user.id))
    .where(sql`${file.key} = any(${orders.paymentProofKeys})`)
    .limit(1);
  return row !== undefined;
});
