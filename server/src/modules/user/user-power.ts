import { ALL_PERMISSION_CODES, OPERATOR_PERMISSION, type UserPower } from '@hgsc/contracts';
import type { UserRow } from './tables.ts';

/**
 * GET /user/getUserPower. Every user account is a company main account for now and holds the
 * whole catalogue; sub-accounts (their own issue) will hold what their main account grants.
 */
export function userPower(user: UserRow): UserPower {
  if (user.role === 'operator') return { codes: [OPERATOR_PERMISSION], isMainAccount: false, isOperator: true };
  return { codes: [...ALL_PERMISSION_CODES], isMainAccount: true, isOperator: false };
}
