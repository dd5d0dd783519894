import { eq, or } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { memberAdmitted } from '../company/member-holding.ts';
import { companyMembers } from '../company/tables.ts';
import { orderReaderOn } from '../order/order-access.ts';
import { orders } from '../order/tables.ts';
import { CONTRACT_READERS } from './contract-caller.ts';
import { aboutOrder } from './subject.ts';
import { contractSignatures, contracts } from './tables.ts';

/**
 * A contract PDF (any version: as generated, or after a signature) is read by who may read the contract of its order.
 * Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const readers = orderReaderOn(user.id, CONTRACT_READERS);
  const [current, signed] = await Promise.all([
    ctx.db
      .select(memberAdmitted)
      .from(contracts)
      .innerJoin(orders, aboutOrder(contracts, orders.id))
      .leftJoin(companyMembers, readers)
      .where(or(eq(contracts.fileKey, file.key), eq(contracts.generatedFileKey, file.key))),
    ctx.db
      .select(memberAdmitted)
      .from(contractSignatures)
      .innerJoin(contracts, eq(contracts.id, contractSignatures.contractId))
      .innerJoin(orders, aboutOrder(contracts, orders.id))
      .leftJoin(companyMembers, readers)
      .where(eq(contractSignatures.fileKey, file.key)),
  ]);
  return answerOf([...current, ...signed]);
});
