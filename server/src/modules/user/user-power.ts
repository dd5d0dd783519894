import { ALL_PERMISSION_CODES, OPERATOR_PERMISSION, type UserPower } from '@hgsc/contracts';
import type { Auth } from '../../platform/auth/plugin.ts';

/**
 * GET /user/getUserPower. The operator holds `operator`; a sub-account holds what its main account
 * granted; a main account — and a user about to certify a company, who will be its main account —
 * holds the whole catalogue. The server enforces the same rule per route (`config.permission`).
 */
export function userPower(auth: Auth): UserPower {
  const { user, company } = auth;
  const companyView = company ? { id: company.companyId, name: company.companyName, auditStatus: company.auditStatus } : null;
  if (user.role === 'operator') {
    return { codes: [OPERATOR_PERMISSION], isMainAccount: false, isOperator: true, company: companyView };
  }
  if (company && !company.isMain) {
    const granted = new Set(company.permissions);
    return {
      codes: ALL_PERMISSION_CODES.filter((c) => granted.has(c)),
      isMainAccount: false,
      isOperator: false,
      company: companyView,
    };
  }
  // A sub-account whose membership is disabled or gone holds nothing.
  if (!company && user.ownerCompanyId) return { codes: [], isMainAccount: false, isOperator: false, company: null };
  return { codes: [...ALL_PERMISSION_CODES], isMainAccount: true, isOperator: false, company: companyView };
}
