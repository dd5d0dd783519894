import { and, eq, or } from 'drizzle-orm';
import { registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers } from '../company/tables.ts';
import { orders } from '../order/tables.ts';
import { contractSignatures, orderContracts } from './tables.ts';

const memberOfParty = (userId: number) =>
  and(
    or(eq(companyMembers.companyId, orders.buyerCompanyId), eq(companyMembers.companyId, orders.sellerCompanyId)),
    eq(companyMembers.userId, userId),
    eq(companyMembers.status, 1),
  );

/**
 * A contract PDF (any version: as generated, or after a signature) may be read by the enabled members
 * of both companies of its order. Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const [current] = await ctx.db
    .select({ id: orderContracts.id })
    .from(orderContracts)
    .innerJoin(orders, eq(orders.id, orderContracts.orderId))
    .innerJoin(companyMembers, memberOfParty(user.id))
    .where(or(eq(orderContracts.fileKey, file.key), eq(orderContracts.generatedFileKey, file.key)))
    .limit(1);
  if (current) return true;
  const [signed] = await ctx.db
    .select({ id: contractSignatures.id })
    .from(contractSignatures)
    .innerJoin(orderContracts, eq(orderContracts.id, contractSignatures.contractId))
    .innerJoin(orders, eq(orders.id, orderContracts.orderId))
    .innerJoin(companyMembers, memberOfParty(user.id))
    .where(eq(contractSignatures.fileKey, file.key))
    .limit(1);
  return signed !== undefined;
});
