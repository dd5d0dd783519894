import { RECEIPT_ORDER_ACTIONS } from '@hgsc/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { NodeLogTimeline } from '../../../shared/ui/NodeLogTimeline.tsx';
import { ORDER_LOG_TYPE } from './useOrderSteps.tsx';

/** The steps the node operation log records for a receipt order (applying is not a flow step: it creates the order). */
const ACTIONS = ['apply', ...RECEIPT_ORDER_ACTIONS] as const;
/** Who takes them: the sides, the warehouse's keeper, the platform's operator, or the platform itself. */
const ROLES = ['buyer', 'seller', 'keeper', 'operator', 'system'] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * A receipt order's hash-chained operation log. A decline by the platform (the listing ended under the application)
 * is told apart from the seller's; a step the page does not know yet shows its code rather than nothing. `console`:
 * the operator reads it through its own route.
 */
export function OrderTimeline({ orderId, console = false }: { orderId: number; console?: boolean }) {
  const { t } = useTranslation();
  return (
    <NodeLogTimeline
      bizType={ORDER_LOG_TYPE}
      bizId={orderId}
      testId="order-log"
      console={console}
      actionLabel={(action, role) =>
        action === 'decline' && role === 'system'
          ? t('receiptTrade.log.action.declineBySystem')
          : known(ACTIONS, action)
            ? t(`receiptTrade.log.action.${action}`)
            : action
      }
      roleLabel={(role) => (known(ROLES, role) ? t(`receiptTrade.log.role.${role}`) : role)}
    />
  );
}
