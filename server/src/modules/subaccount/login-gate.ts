import { and, eq } from 'drizzle-orm';
import { forbidden } from '../../platform/http/app-error.ts';
import { companyMembers } from '../company/index.ts';
import { loginGate } from '../user/index.ts';

/** A sub-account the company created exists for that company only: no enabled membership, no login. */
loginGate.fill(async (ctx, user) => {
  if (user.ownerCompanyId === null) return;
  const [member] = await ctx.db
    .select({ status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, user.ownerCompanyId), eq(companyMembers.userId, user.id)));
  if (member?.status !== 1) throw forbidden('user.subAccountDisabled');
});
