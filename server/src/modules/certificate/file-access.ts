import { and, eq } from 'drizzle-orm';
import { registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers } from '../company/tables.ts';
import { companyCertificates } from './tables.ts';

/**
 * A certificate scan may be seen by the enabled members of the company that holds the certificate
 * (the uploader and operators are admitted by the platform rule). Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) => {
  const [row] = await ctx.db
    .select({ id: companyCertificates.id })
    .from(companyCertificates)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, companyCertificates.companyId),
        eq(companyMembers.userId, user.id),
        eq(companyMembers.status, 1),
      ),
    )
    .where(eq(companyCertificates.fileKey, file.key))
    .limit(1);
  return row !== undefined;
});
