import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { NodeLogTimeline } from '../../../shared/ui/NodeLogTimeline.tsx';

/** The steps the node operation log records for deposits and receipts, and who takes them. */
const ACTIONS = [
  'apply',
  'receive',
  'refuse',
  'withdraw',
  'register',
  'update',
  'approve',
  'reject',
  'split',
  'splitFrom',
  'cancel',
  'lock',
  'unlock',
  'transfer',
] as const;
const ROLES = ['applicant', 'keeper', 'holder', 'operator', 'system'] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * A deposit's or a receipt's hash-chained operation log in the holder's words, which the operator's receipt drawer
 * shows too (`console`: read through the console's route). A step the page does not know yet (a later flow's) shows
 * its code rather than nothing.
 */
export function HolderTimeline({
  bizType,
  bizId,
  console = false,
}: {
  bizType: 'deposit' | 'warehouseReceipt';
  bizId: number;
  console?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NodeLogTimeline
      bizType={bizType}
      bizId={bizId}
      testId={`wr-${bizType}-log`}
      console={console}
      actionLabel={(action) => (known(ACTIONS, action) ? t(`receiptHolder.log.action.${action}`) : action)}
      roleLabel={(role) => (known(ROLES, role) ? t(`receiptHolder.log.role.${role}`) : role)}
    />
  );
}
