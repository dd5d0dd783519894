import {
  ALL_PERMISSION_CODES,
  type CompanyAuthorization,
  type Language,
  PERMISSION_GROUPS,
  type PermissionGroup,
  permissionGroupLabelKey,
  permissionLabelKey,
  translate,
} from '@hgsc/contracts';
import type { CompanyAccess } from '../../platform/auth/plugin.ts';
import { auditStatusLabel } from './view.ts';

const groupOf = new Map<string, PermissionGroup>(
  (Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly string[]][]).flatMap(([group, codes]) =>
    codes.map((code) => [code, group] as const),
  ),
);

/** /company/authorization/info: main or sub account of the active company, and the permissions held, labelled. */
export function authorizationInfo(company: CompanyAccess, lang: Language): CompanyAuthorization {
  const held = company.isMain ? ALL_PERMISSION_CODES : ALL_PERMISSION_CODES.filter((c) => company.permissions.includes(c));
  return {
    companyId: company.companyId,
    companyName: company.companyName,
    auditStatus: company.auditStatus,
    auditStatusLabel: auditStatusLabel(company.auditStatus, lang),
    isMain: company.isMain,
    roleLabel: translate(company.isMain ? 'company.roleMain' : 'company.roleSub', lang),
    permissions: held.map((code) => {
      const group = groupOf.get(code) as PermissionGroup;
      return {
        code,
        label: translate(permissionLabelKey(code), lang),
        group,
        groupLabel: translate(permissionGroupLabelKey(group), lang),
      };
    }),
  };
}
