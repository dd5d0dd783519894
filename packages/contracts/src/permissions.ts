import type { MessageKey } from './i18n/zh.ts';

/**
 * The permission catalogue (GET /user/getUserPower). A company's main account holds every code;
 * sub-accounts get a subset (granted by the main account); the platform operator holds only
 * `operator`. Labels are catalogue keys `permission.<code>` and groups `permissionGroup.<group>`.
 */
export const PERMISSION_GROUPS = {
  buy: ['buy.cart', 'buy.order', 'buy.review'],
  shop: ['shop.manage', 'shop.product', 'shop.order'],
  contract: ['contract.view', 'contract.sign', 'contract.template'],
  finance: ['finance.pay', 'finance.collect', 'finance.invoice', 'finance.serviceFee'],
  receipt: ['receipt.view', 'receipt.manage', 'receipt.trade', 'receipt.billOfLading'],
  warehouse: ['warehouse.receive', 'warehouse.register', 'warehouse.confirm', 'warehouse.pickup', 'warehouse.fee'],
  freight: ['freight.consign', 'freight.carry', 'freight.contract'],
  quote: ['quote.manage', 'quote.bid', 'quote.auction'],
  procurement: ['procurement.manage', 'procurement.match'],
  company: ['company.info', 'company.seal', 'company.subaccount', 'company.address', 'company.certificate'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type PermissionCode = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

/** Every permission code a main account holds, in catalogue order. */
export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.values(PERMISSION_GROUPS).flat();

/** The one code of the platform operator (运营). */
export const OPERATOR_PERMISSION = 'operator' as const;

/** Typed so that a code without a catalogue label fails to compile. */
export const permissionLabelKey = (code: PermissionCode): MessageKey => `permission.${code}`;
export const permissionGroupLabelKey = (group: PermissionGroup): MessageKey => `permissionGroup.${group}`;

/**
 * What the operator makes a company besides a trader: a warehouse company (仓储方), whose users act as keepers. A
 * permission group that belongs to a role is held only in a company that has it (a main account of another company
 * does not hold the keeper's codes, so no keeper's menu or step is offered to it).
 */
export const COMPANY_ROLES = ['keeper'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const ROLE_PERMISSION_GROUPS: Record<CompanyRole, PermissionGroup> = { keeper: 'warehouse' };

/** The codes a company's members may hold, given its roles. */
export const codesForRoles = (roles: readonly CompanyRole[]): readonly PermissionCode[] => {
  const roleGroups = new Set(Object.values(ROLE_PERMISSION_GROUPS));
  const held = new Set(roles.map((role) => ROLE_PERMISSION_GROUPS[role]));
  return (Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly PermissionCode[]][])
    .filter(([group]) => !roleGroups.has(group) || held.has(group))
    .flatMap(([, codes]) => codes);
};
