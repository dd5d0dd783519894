import { and, eq, isNull } from 'drizzle-orm';
import { registerFileAccessRule } from '../../../platform/files/access.ts';
import { companyMembers } from '../../company/tables.ts';
import { partyMemberOn } from '../order-access.ts';
import { orders } from '../tables.ts';
import type { OrderFileTable } from './order-file-table.ts';

/**
 * Lets the enabled members of both companies of an order preview (/seeEncryptionView) a file of
 * `table` on it while the file is there. Call once per table, when its module loads.
 */
export function registerOrderFileAccess(table: OrderFileTable): void {
  registerFileAccessRule(async (ctx, file, user) => {
    const [row] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .innerJoin(orders, eq(orders.id, table.orderId))
      .innerJoin(companyMembers, partyMemberOn(user.id))
      .where(and(eq(table.fileKey, file.key), isNull(table.removedAt)))
      .limit(1);
    return row !== undefined;
  });
}
