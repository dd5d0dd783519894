import type { MultipartFile } from '@fastify/multipart';
import { type Column, eq } from 'drizzle-orm';
import type { CompanyAccess } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { answerOf, type FileAccessRule, registerFileAccessRule } from '../../platform/files/access.ts';
import { storeUpload } from '../../platform/files/store-upload.ts';
import type { UserRow } from '../user/index.ts';
import { memberAdmitted, memberHolding } from './member-holding.ts';
import { companies, companyFiles, companyMembers } from './tables.ts';

/** POST /company/upload/pdf: a company document, encrypted at rest, recorded as the active company's file. */
export async function uploadCompanyPdf(ctx: AppContext, user: UserRow, company: CompanyAccess, file: MultipartFile) {
  const stored = await storeUpload(ctx, { file, kind: 'pdf', encrypted: true, ownerUserId: user.id });
  await ctx.db.insert(companyFiles).values({ companyId: company.companyId, fileKey: stored.key, uploadedBy: user.id });
  return stored;
}

/** A company's licence scan and the documents uploaded for it are read by its members holding company.info. */
export const companyFileAccess: FileAccessRule = async (ctx, file, user) => {
  const readers = (companyId: Column) => memberHolding(user.id, companyId, ['company.info']);
  const [licences, documents] = await readTogether(ctx.db, [
    () =>
      ctx.db
        .select(memberAdmitted)
        .from(companies)
        .leftJoin(companyMembers, readers(companies.id))
        .where(eq(companies.licenseFileKey, file.key)),
    () =>
      ctx.db
        .select(memberAdmitted)
        .from(companyFiles)
        .leftJoin(companyMembers, readers(companyFiles.companyId))
        .where(eq(companyFiles.fileKey, file.key)),
  ]);
  return answerOf([...licences, ...documents]);
};

let registered = false;
/** Registers the rule once per process (every app instance shares the rule list). */
export function registerCompanyFileAccess() {
  if (registered) return;
  registered = true;
  registerFileAccessRule(companyFileAccess);
}
