import type { Bill } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { BILL_LOG_TYPE, billApi, WAREHOUSE_RECEIPTS_ROOT } from '../api.ts';
import { useHasCode } from '../components/usePermission.ts';
import { CancelBillModal } from './CancelBillModal.tsx';
import { FinishModal } from './FinishModal.tsx';
import { ScheduleModal } from './ScheduleModal.tsx';

type Step = 'schedule' | 'finish' | 'refuse' | 'withdraw';
type Side = 'holder' | 'keeper';

/**
 * The steps a party takes on a bill, where the bill is shown (its details, the keeper's board, the holder's list):
 * the buttons the bill's `actions` and the person's codes allow, and the one dialog open. The holder withdraws
 * (取消提单); the keeper schedules or moves it, refuses it with the reason, and records the loads (出库完成). After
 * a step the bills, the receipts it locks or releases, and its log are read again.
 */
export function useBillSteps() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayHold = useHasCode('receipt.billOfLading');
  const mayKeep = useHasCode('warehouse.pickup');
  const [open, setOpen] = useState<{ step: Step; bill: Bill } | null>(null);
  const close = () => setOpen(null);

  const refresh = (bill: Bill) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WAREHOUSE_RECEIPTS_ROOT }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey(BILL_LOG_TYPE, bill.id) }),
    ]);

  /** The steps of `bill` for the person, on the sides given (both by default). */
  const stepsOf = (bill: Bill, sides: readonly Side[] = ['holder', 'keeper']): Step[] => {
    const holder = sides.includes('holder') && bill.sides.includes('holder') && mayHold;
    const keeper = sides.includes('keeper') && bill.sides.includes('keeper') && mayKeep;
    const steps: Step[] = [];
    if (keeper && bill.actions.includes('schedule')) steps.push('schedule');
    if (keeper && bill.actions.includes('finish')) steps.push('finish');
    // A company on both sides (a factory's own goods) cancels as the holder: the server takes it so.
    if (keeper && !bill.sides.includes('holder') && bill.actions.includes('cancel')) steps.push('refuse');
    if (holder && bill.actions.includes('cancel')) steps.push('withdraw');
    return steps;
  };

  const label = (step: Step, bill: Bill) =>
    step === 'schedule' && bill.status === 'scheduled' ? t('billPage.step.reschedule') : t(`billPage.step.${step}`);

  /** The buttons of the steps; `compact` for a table's row (links, named with the bill for a screen reader). */
  const buttons = (bill: Bill, options: { sides?: readonly Side[]; compact?: boolean } = {}): ReactNode => {
    const steps = stepsOf(bill, options.sides);
    if (steps.length === 0) return null;
    return (
      <Space size={options.compact ? [8, 0] : 8} wrap>
        {steps.map((step) => (
          <Button
            key={step}
            type={options.compact ? 'link' : step === 'withdraw' || step === 'refuse' ? 'default' : 'primary'}
            size={options.compact ? 'small' : 'middle'}
            danger={step === 'withdraw' || step === 'refuse'}
            style={options.compact ? { padding: 0 } : undefined}
            onClick={() => setOpen({ step, bill })}
            aria-label={options.compact ? t('billPage.step.of', { step: label(step, bill), no: bill.billNo }) : undefined}
            data-testid={`bill-${step}-${bill.id}`}
          >
            {label(step, bill)}
          </Button>
        ))}
      </Space>
    );
  };

  let dialog: ReactNode = null;
  if (open) {
    const { bill, step } = open;
    const done = () => refresh(bill);
    if (step === 'schedule') dialog = <ScheduleModal key={bill.id} bill={bill} onClose={close} onDone={done} />;
    else if (step === 'finish') dialog = <FinishModal key={bill.id} bill={bill} onClose={close} onDone={done} />;
    else
      dialog = (
        <CancelBillModal
          key={bill.id}
          bill={bill}
          side={step === 'refuse' ? 'keeper' : 'holder'}
          send={(reason) => billApi.cancel(reason ? { id: bill.id, reason } : { id: bill.id })}
          onClose={close}
          onDone={done}
        />
      );
  }

  return { buttons, dialog };
}
