import { sql } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers, memberAdmitted } from '../company/index.ts';
import { receiptOrderPayments, receiptOrders } from './tables.ts';

const READERS = ['receipt.view', 'receipt.trade', 'finance.pay', 'finance.collect'];

/**
 * A receipt payment's bank proof is read by the members of its buyer and seller who follow the order or its money
 * (the person who confirms a payment must see its proof). Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(receiptOrderPayments)
      .innerJoin(receiptOrders, sql`${receiptOrders.id} = ${receiptOrderPayments.orderId}`)
      .leftJoin(
        companyMembers,
        sql`${companyMembers.userId} = ${user.id} and ${companyMembers.status} = 1 and ${companyMembers.companyId} in (${receiptOrders.buyerCompanyId}, ${receiptOrders.sellerCompanyId}) and (${companyMembers.isMain} or ${companyMembers.permissions} && ${sql.param(READERS)}::text[])`,
      )
      .where(sql`${file.key} = any(${receiptOrderPayments.proofKeys})`),
  ),
);
