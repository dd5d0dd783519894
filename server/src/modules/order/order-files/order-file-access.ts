import { and, eq, isNull } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../../platform/files/access.ts';
import { companyMembers, memberAdmitted } from '../../company/index.ts';
import { type OrderReaders, orderReaderOn } from '../order-access.ts';
import { orders } from '../tables.ts';
import { type OrderFileTable, onOrder } from './order-file-table.ts';

/**
 * Lets who may read a file of `table` on an order (`readers`: the codes admitting each side, as the table's read
 * calls ask) preview it (/seeEncryptionView) while the file is there. Call once per table, when its module loads.
 */
export function registerOrderFileAccess(table: OrderFileTable, readers: OrderReaders): void {
  registerFileAccessRule(async (ctx, file, user) =>
    answerOf(
      await ctx.db
        .select(memberAdmitted)
        .from(table)
        .innerJoin(orders, onOrder(table, orders.id))
        .leftJoin(companyMembers, orderReaderOn(user.id, readers))
        .where(and(eq(table.fileKey, file.key), isNull(table.removedAt))),
    ),
  );
}
