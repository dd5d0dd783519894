import { sql } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers, memberAdmitted } from '../company/index.ts';
import { ORDER_READERS, type OrderReaders, orderReaderOn } from './order-access.ts';
import { orderPayments } from './payments/tables.ts';
import { orders } from './tables.ts';

/**
 * A payment's or a refund's proof is read by who may read its order, and by who pays or confirms money on either side
 * (finance.pay, finance.collect): the person who confirms a payment — the seller's, or the buyer's for a refund — must
 * see its proof. Found along the ledger's proof index. Registered once, on import.
 */
const PAYMENT_PROOF_READERS: OrderReaders = {
  buyer: [...ORDER_READERS.buyer, 'finance.pay', 'finance.collect'],
  seller: [...ORDER_READERS.seller, 'finance.pay', 'finance.collect'],
};

registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(orderPayments)
      .innerJoin(orders, sql`${orders.id} = ${orderPayments.orderId}`)
      .leftJoin(companyMembers, orderReaderOn(user.id, PAYMENT_PROOF_READERS))
      .where(sql`${orderPayments.proofKeys} @> array[${file.key}]::text[]`),
  ),
);
