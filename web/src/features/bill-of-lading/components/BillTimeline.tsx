import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { NodeLogTimeline } from '../../../shared/ui/NodeLogTimeline.tsx';
import { BILL_LOG_TYPE } from '../api.ts';

/** The steps the node operation log records for a bill (its creation is the holder's submit), and who takes them. */
const ACTIONS = ['submit', 'schedule', 'finish', 'cancel'] as const;
const ROLES = ['holder', 'keeper', 'operator', 'system'] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A bill's hash-chained operation log; a step the page does not know yet shows its code rather than nothing. */
export function BillTimeline({ billId, console = false }: { billId: number; console?: boolean }) {
  const { t } = useTranslation();
  return (
    <NodeLogTimeline
      bizType={BILL_LOG_TYPE}
      bizId={billId}
      testId="bill-log"
      console={console}
      actionLabel={(action, role) =>
        action === 'cancel' && (role === 'keeper' || role === 'operator')
          ? t(`billPage.log.action.cancelBy.${role}`)
          : known(ACTIONS, action)
            ? t(`billPage.log.action.${action}`)
            : action
      }
      roleLabel={(role) => (known(ROLES, role) ? t(`billPage.log.role.${role}`) : role)}
    />
  );
}
