import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { NodeLogTimeline } from '../../../shared/ui/NodeLogTimeline.tsx';
import { logActionKey, logRoleKey } from './order-log.ts';
import { ORDER_LOG_TYPE } from './useOrderSteps.tsx';

/**
 * A receipt order's hash-chained operation log, each step and its party in the page's words (order-log.ts).
 * `console`: the operator reads it through its own route.
 */
export function OrderTimeline({ orderId, console = false }: { orderId: number; console?: boolean }) {
  const { t } = useTranslation();
  return (
    <NodeLogTimeline
      bizType={ORDER_LOG_TYPE}
      bizId={orderId}
      testId="order-log"
      console={console}
      actionLabel={(action, role) => {
        const key = logActionKey(action, role);
        return key ? t(key) : action;
      }}
      roleLabel={(role) => {
        const key = logRoleKey(role);
        return key ? t(key) : role;
      }}
    />
  );
}
