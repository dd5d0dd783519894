import { sql } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { memberAdmitted } from '../company/member-holding.ts';
import { companyMembers } from '../company/tables.ts';
import { ORDER_READERS, orderReaderOn } from './order-access.ts';
import { orders } from './tables.ts';

/** A payment proof is read by who may read the order it was submitted for. Registered once, on import. */
registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(orders)
      .leftJoin(companyMembers, orderReaderOn(user.id, ORDER_READERS))
      .where(sql`${file.key} = any(${orders.paymentProofKeys})`),
  ),
);
