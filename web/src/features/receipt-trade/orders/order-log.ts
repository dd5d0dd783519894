import { RECEIPT_ORDER_ACTIONS } from '@hgsc/contracts';

/** The steps the node operation log records for a receipt order (applying is not a flow step: it creates the order). */
export const ORDER_LOG_ACTIONS = ['apply', ...RECEIPT_ORDER_ACTIONS] as const;
/** Who takes them: the sides, the warehouse's keeper, the platform's operator, or the platform itself. */
export const ORDER_LOG_ROLES = ['buyer', 'seller', 'keeper', 'operator', 'system'] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The words of a logged step: a decline by the platform (the listing ended under the application) is told apart from
 * the seller's; a step the page does not know yet shows its code rather than nothing.
 */
export const logActionKey = (action: string, role: string): string | null =>
  action === 'decline' && role === 'system'
    ? 'receiptTrade.log.action.declineBySystem'
    : known(ORDER_LOG_ACTIONS, action)
      ? `receiptTrade.log.action.${action}`
      : null;

export const logRoleKey = (role: string): string | null =>
  known(ORDER_LOG_ROLES, role) ? `receiptTrade.log.role.${role}` : null;
