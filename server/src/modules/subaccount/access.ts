import { ALL_PERMISSION_CODES } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { CompanyAccess } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { type CompanyMemberRow, companyMembers } from '../company/index.ts';
import { type UserRow, users } from '../user/index.ts';

/**
 * Who manages sub-accounts: the caller in its active company. The routes require
 * `company.subaccount`, which the main account holds; a sub-account holding it is a limited
 * manager (see `assertCanGrant` and `assertCanManage`).
 */
export interface Manager {
  userId: number;
  companyId: number;
  companyName: string;
  isMain: boolean;
  permissions: readonly string[];
}

export function managerOf(user: UserRow, company: CompanyAccess): Manager {
  return {
    userId: user.id,
    companyId: company.companyId,
    companyName: company.companyName,
    isMain: company.isMain,
    permissions: company.permissions,
  };
}

/** Codes without duplicates, in catalogue order (how they are stored and shown). */
export function normaliseCodes(codes: readonly string[]): string[] {
  const wanted = new Set(codes);
  return ALL_PERMISSION_CODES.filter((code) => wanted.has(code));
}

const holdsAll = (manager: Manager, codes: readonly string[]) =>
  manager.isMain || codes.every((code) => manager.permissions.includes(code));

/** A limited manager never grants a code it does not hold itself (403 naming `permissions`). */
export function assertCanGrant(manager: Manager, codes: readonly string[]) {
  if (!holdsAll(manager, codes)) throw new AppError('FORBIDDEN', 'subaccount.exceedsOwn', {}, { field: 'permissions' });
}

export interface SubAccountTarget {
  member: CompanyMemberRow;
  user: UserRow;
}

/**
 * The membership of `userId` in the manager's company with its user, or 404 — another company's
 * sub-account is not found. `forUpdate` locks the membership row for the rest of the transaction.
 */
export async function findMember(db: Db, companyId: number, userId: number, forUpdate = false): Promise<SubAccountTarget> {
  const query = db
    .select({ member: companyMembers, user: users })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  const [row] = forUpdate ? await query.for('update', { of: companyMembers }) : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * A manager may act on a sub-account, never on the main account or on itself, and a limited
 * manager only on sub-accounts whose every permission it holds (else resetting a broader
 * account's password would be a way to gain its permissions).
 */
export function assertCanManage(manager: Manager, target: SubAccountTarget) {
  if (target.member.isMain) throw forbidden('subaccount.mainAccount');
  if (target.user.id === manager.userId) throw forbidden('subaccount.self');
  if (!holdsAll(manager, target.member.permissions)) throw forbidden('subaccount.outranks');
}

/** The company created the account (/save): it exists only for this company. */
export const isOwnedBy = (user: UserRow, companyId: number) => user.ownerCompanyId === companyId;
