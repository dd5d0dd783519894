import { sql } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../../platform/files/access.ts';
import { companyMembers, memberAdmitted } from '../../company/index.ts';
import { ORDER_READERS, orderReaderOn } from '../order-access.ts';
import { orders } from '../tables.ts';
import { orderShipments } from './tables.ts';

/** A batch's weighbridge tickets (loading and arrival) are read by who may read its order, on either side. */
registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(orderShipments)
      .innerJoin(orders, sql`${orders.id} = ${orderShipments.orderId}`)
      .leftJoin(companyMembers, orderReaderOn(user.id, ORDER_READERS))
      .where(
        sql`(${orderShipments.ticketKeys} @> array[${file.key}]::text[] or ${orderShipments.arrivalTicketKeys} @> array[${file.key}]::text[])`,
      ),
  ),
);
