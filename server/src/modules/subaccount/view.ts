import type { SubAccount } from '@hgsc/contracts';
import type { CompanyMemberRow } from '../company/index.ts';
import type { UserRow } from '../user/index.ts';
import { maskMobile } from '../user/index.ts';
import { normaliseCodes } from './access.ts';

/** What the company sees of one of its sub-accounts. */
export function toSubAccount(member: CompanyMemberRow, user: UserRow): SubAccount {
  return {
    id: user.id,
    userName: user.userName,
    name: user.name,
    mobile: user.mobile,
    mobileMasked: maskMobile(user.mobile),
    status: member.status,
    permissions: normaliseCodes(member.permissions),
    owned: user.ownerCompanyId === member.companyId,
    createdAt: member.createdAt.toISOString(),
    updatedAt: new Date(Math.max(member.updatedAt.getTime(), user.updatedAt.getTime())).toISOString(),
  };
}
