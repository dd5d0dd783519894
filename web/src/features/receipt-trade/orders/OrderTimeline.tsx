import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { NodeLogTimeline } from '../../../shared/ui/NodeLogTimeline.tsx';
import { ORDER_LOG_TYPE } from './useOrderSteps.tsx';

/** The steps the node operation log records for a receipt order, and who takes them. */
const ACTIONS = ['apply', 'take', 'decline', 'withdraw'] as const;
const ROLES = ['buyer', 'seller', 'system'] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * A receipt order's hash-chained operation log. A decline by the platform (the listing ended under the application)
 * is told apart from the seller's; a step the page does not know yet shows its code rather than nothing.
 */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <NodeLogTimeline
      bizType={ORDER_LOG_TYPE}
      bizId={orderId}
      testId="order-log"
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
