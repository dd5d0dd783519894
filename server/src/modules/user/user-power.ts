import { codesForRoles, OPERATOR_PERMISSION, type UserPower } from '@hgsc/contracts';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { companyRoles } from './company-roles.ts';

/**
 * GET /user/getUserPower. The operator holds `operator`; a sub-account holds what its main account
 * granted; a main account — and a user about to certify a company, who will be its main account —
 * holds the whole catalogue but a role's codes its company lacks (a keeper's, outside a warehouse company). The server
 * enforces the same rule per route (`config.permission`), and a keeper's step on the object itself (its warehouse).
 */
export async function userPower(db: Db, auth: Auth): Promise<UserPower> {
  const { user, company } = auth;
  const roles = company ? await companyRoles.value(db, company.companyId) : [];
  const catalogue = codesForRoles(roles);
  const companyView = company
    ? { id: company.companyId, name: company.companyName, auditStatus: company.auditStatus, roles }
    : null;
  if (user.role === 'operator') {
    return { codes: [OPERATOR_PERMISSION], isMainAccount: false, isOperator: true, company: companyView };
  }
  if (company && !company.isMain) {
    const granted = new Set(company.permissions);
    return {
      codes: catalogue.filter((c) => granted.has(c)),
      isMainAccount: false,
      isOperator: false,
      company: companyView,
    };
  }
  // A sub-account whose membership is disabled or gone holds nothing.
  if (!company && user.ownerCompanyId) return { codes: [], isMainAccount: false, isOperator: false, company: null };
  return { codes: [...catalogue], isMainAccount: true, isOperator: false, company: companyView };
}
