import { sql } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers, memberAdmitted } from '../company/index.ts';
import { ORDER_READERS, type OrderReaders, orderReaderOn } from './order-access.ts';
import { orders } from './tables.ts';

/**
 * A payment proof is read by who may read the order it was submitted for, and by who pays or confirms the money on
 * either side (finance.pay, finance.collect): the person who confirms a payment must see its proof. Registered once,
 * on import.
 */
const PAYMENT_PROOF_READERS: OrderReaders = {
  buyer: [...ORDER_READERS.buyer, 'finance.pay'],
  seller: [...ORDER_READERS.seller, 'finance.collect'],
};

registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(orders)
      .leftJoin(companyMembers, orderReaderOn(user.id, PAYMENT_PROOF_READERS))
      .where(sql`${file.key} = any(${orders.paymentProofKeys})`),
  ),
);
