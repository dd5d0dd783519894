import { eq } from 'drizzle-orm';
import { answerOf, registerFileAccessRule } from '../../platform/files/access.ts';
import { companyMembers, memberAdmitted, memberHolding } from '../company/index.ts';
import { companyCertificates } from './tables.ts';

/**
 * A certificate scan is read by the members of the company holding the certificate who hold company.certificate.
 * Registered once, on import.
 */
registerFileAccessRule(async (ctx, file, user) =>
  answerOf(
    await ctx.db
      .select(memberAdmitted)
      .from(companyCertificates)
      .leftJoin(companyMembers, memberHolding(user.id, companyCertificates.companyId, ['company.certificate']))
      .where(eq(companyCertificates.fileKey, file.key)),
  ),
);
