import type { DepositStatus, ReceiptStatus } from '@hgsc/contracts';
import { Steps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const STAGES = ['apply', 'receive', 'register', 'audit', 'hold'] as const;

/** Where an application stands among the five stages, and whether it stopped there (refused, withdrawn, rejected). */
export function progressOf(
  deposit: DepositStatus | null,
  receipt: ReceiptStatus | null,
): { current: number; status: 'process' | 'finish' | 'error' } {
  switch (deposit) {
    case null:
      return { current: 0, status: 'process' };
    case 'withdrawn':
      return { current: 1, status: 'error' };
    case 'pending':
      return { current: 1, status: 'process' };
    case 'refused':
      return { current: 1, status: 'error' };
    case 'received':
      return { current: 2, status: 'process' };
    case 'registered':
      if (receipt === 'pendingAudit') return { current: 3, status: 'process' };
      if (receipt === 'rejected') return { current: 3, status: 'error' };
      return { current: 4, status: 'finish' };
  }
}

/**
 * The way from an application to a receipt in force, with who takes each step: the company applies, the warehouse
 * receives and registers, the platform audits, and the company holds the receipt.
 */
export function DepositProgress({
  deposit = null,
  receipt = null,
  orientation = 'horizontal',
}: {
  deposit?: DepositStatus | null;
  receipt?: ReceiptStatus | null;
  orientation?: 'horizontal' | 'vertical';
}) {
  const { t } = useTranslation();
  const { current, status } = progressOf(deposit, receipt);
  return (
    <Steps
      size="small"
      orientation={orientation}
      current={current}
      status={status}
      data-testid="wr-deposit-progress"
      items={STAGES.map((stage) => ({
        title: t(`receiptHolder.stage.${stage}`),
        content: t(`receiptHolder.stage.${stage}By`),
      }))}
    />
  );
}
