import type { Deposit } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { DepositApplication, DepositReceived } from './DepositFacts.tsx';
import { HolderTimeline } from './HolderTimeline.tsx';
import { DepositStatusTag } from './StatusTags.tsx';

/** The receipt a deposit was registered as (null before, or when the caller may not read it): its turn follows. */
export function useReceiptOfDeposit(deposit: Deposit) {
  const receipt = useQuery({
    queryKey: [...RECEIPTS_KEY, 'ofDeposit', deposit.receiptId],
    queryFn: () => receiptApi.receiptOfDeposit(deposit.receiptId as number),
    enabled: deposit.receiptId !== null,
    retry: false,
  });
  return receipt.data ?? null;
}

/** A deposit page's card title, as its depositor's and its keeper's pages name it: the label, the number, the status. */
export function DepositTitle({ label, deposit }: { label: ReactNode; deposit: Deposit }) {
  return (
    <Space wrap>
      {label}
      <Typography.Text copyable data-testid="wr-deposit-no">
        {deposit.depositNo}
      </Typography.Text>
      <DepositStatusTag status={deposit.status} label={deposit.statusLabel} />
    </Space>
  );
}

/** What both sides read of a deposit below its header: what was applied for, what came in, and its operation log. */
export function DepositSections({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  return (
    <>
      <DepositApplication deposit={deposit} />
      <DepositReceived deposit={deposit} />
      <Card title={t('receiptHolder.timeline')}>
        <HolderTimeline bizType="deposit" bizId={deposit.id} />
      </Card>
    </>
  );
}
