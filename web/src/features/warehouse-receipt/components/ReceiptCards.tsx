import type { Receipt } from '@hgsc/contracts';
import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ReceiptBills } from '../../bill-of-lading/index.ts';
import { HolderTimeline } from './HolderTimeline.tsx';
import { ReceiptChildren } from './ReceiptChildren.tsx';
import { ReceiptElements } from './ReceiptElements.tsx';
import { ReceiptStatusTags } from './StatusTags.tsx';
import { StorageFeeCard } from './StorageFeeCard.tsx';

/** A receipt page's card title, as its holder's and its keeper's pages name it: the label, the number, the tags. */
export function ReceiptTitle({ label, receipt }: { label: ReactNode; receipt: Receipt }) {
  return (
    <Space wrap>
      {label}
      <Typography.Text copyable data-testid="wr-receipt-no">
        {receipt.receiptNo}
      </Typography.Text>
      <ReceiptStatusTags receipt={receipt} />
    </Space>
  );
}

/**
 * What both sides read of a receipt below its header: a split one's children first (the fee runs on them now), the
 * pick-ups of it and of the parts split off it, its storage fee, every element it records, and its operation log.
 */
export function ReceiptSections({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <>
      {receipt.status === 'split' && <ReceiptChildren receipt={receipt} />}
      <ReceiptBills receiptId={receipt.id} />
      <StorageFeeCard receipt={receipt} />
      <ReceiptElements receipt={receipt} />
      <Card title={t('receiptHolder.timeline')}>
        <HolderTimeline bizType="warehouseReceipt" bizId={receipt.id} />
      </Card>
    </>
  );
}
