import { and, eq, isNull } from 'drizzle-orm';
import { registerFileAccessRule } from '../../../platform/files/access.ts';
import { companyMembers } from '../../company/tables.ts';
import { partyMemberOn } from '../../order/order-access.ts';
import { orders } from '../../order/tables.ts';
import { contractAccessories } from './tables.ts';

/**
 * A contract attachment may be previewed (/seeEncryptionView) by the enabled members of both
 * companies of its order while it is attached. Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const [row] = await ctx.db
    .select({ id: contractAccessories.id })
    .from(contractAccessories)
    .innerJoin(orders, eq(orders.id, contractAccessories.orderId))
    .innerJoin(companyMembers, partyMemberOn(user.id))
    .where(and(eq(contractAccessories.fileKey, file.key), isNull(contractAccessories.removedAt)))
    .limit(1);
  return row !== undefined;
});
