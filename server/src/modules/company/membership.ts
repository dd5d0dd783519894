import type { PermissionCode } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { companies, companyMembers } from './tables.ts';

/** The company and the user's enabled membership of it, or undefined. */
export async function findMembership(db: Db, userId: number, companyId: number) {
  const [row] = await db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), eq(companyMembers.status, 1)));
  return row;
}

/**
 * The company a call is about: `id` when given, else the active one. 403 without a company, 404
 * when the caller is not an enabled member (another company's object), 403 when a sub-account
 * lacks `permission`.
 */
export async function companyForCall(db: Db, auth: Auth, id: number | undefined, permission: PermissionCode) {
  const companyId = id ?? auth.company?.companyId;
  if (!companyId) throw forbidden('company.required');
  const found = await findMembership(db, auth.user.id, companyId);
  if (!found) throw notFound();
  if (!found.member.isMain && !found.member.permissions.includes(permission)) throw forbidden('permission.denied');
  return found;
}
