import { and, eq, isNull } from 'drizzle-orm';
import { registerFileAccessRule } from '../../../platform/files/access.ts';
import { companyMembers } from '../../company/tables.ts';
import { partyMemberOn } from '../order-access.ts';
import { orders } from '../tables.ts';
import { orderInvoices } from './tables.ts';

/**
 * An invoice PDF may be previewed (/seeEncryptionView) by the enabled members of both companies of
 * its order while the invoice stands. Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const [row] = await ctx.db
    .select({ id: orderInvoices.id })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .innerJoin(companyMembers, partyMemberOn(user.id))
    .where(and(eq(orderInvoices.fileKey, file.key), isNull(orderInvoices.removedAt)))
    .limit(1);
  return row !== undefined;
});
