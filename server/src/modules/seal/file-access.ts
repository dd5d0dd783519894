import { eq } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers, memberAdmitted, memberHolding } from '../company/index.ts';
import { companySeals } from './tables.ts';

/** A seal image is read by the members of the company whose seal it is holding company.seal. Registered on import. */
registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(companySeals)
      .leftJoin(companyMembers, memberHolding(user.id, companySeals.companyId, ['company.seal']))
      .where(eq(companySeals.imageKey, file.key)),
  ),
);
