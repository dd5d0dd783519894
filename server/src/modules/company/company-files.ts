import type { MultipartFile } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { CompanyAccess } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { type FileAccessRule, registerFileAccessRule } from '../../platform/files/access.ts';
import { storeUpload } from '../../platform/files/store-upload.ts';
import type { UserRow } from '../user/tables.ts';
import { companies, companyFiles, companyMembers } from './tables.ts';

/** POST /company/upload/pdf: a company document, encrypted at rest, recorded as the active company's file. */
export async function uploadCompanyPdf(ctx: AppContext, user: UserRow, company: CompanyAccess, file: MultipartFile) {
  const stored = await storeUpload(ctx, { file, kind: 'pdf', encrypted: true, ownerUserId: user.id });
  await ctx.db.insert(companyFiles).values({ companyId: company.companyId, fileKey: stored.key, uploadedBy: user.id });
  return stored;
}

/**
 * The enabled members of a company may see its licence scan and the documents uploaded for it
 * (the uploader and the operator already may).
 */
export const companyFileAccess: FileAccessRule = async (ctx, file, user) => {
  const [licence] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .where(and(eq(companies.licenseFileKey, file.key), eq(companyMembers.userId, user.id), eq(companyMembers.status, 1)))
    .limit(1);
  if (licence) return true;
  const [document] = await ctx.db
    .select({ id: companyFiles.id })
    .from(companyFiles)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companyFiles.companyId))
    .where(and(eq(companyFiles.fileKey, file.key), eq(companyMembers.userId, user.id), eq(companyMembers.status, 1)))
    .limit(1);
  return Boolean(document);
};

let registered = false;
/** Registers the rule once per process (every app instance shares the rule list). */
export function registerCompanyFileAccess() {
  if (registered) return;
  registered = true;
  registerFileAccessRule(companyFileAccess);
}
