import type { Receipt } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { PickupButton, ReceiptBills } from '../../bill-of-lading/index.ts';
import { ListReceiptButton } from '../../receipt-trade/index.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { CertificateButton } from '../components/CertificateButton.tsx';
import { HolderTimeline } from '../components/HolderTimeline.tsx';
import { ReceiptChildren } from '../components/ReceiptChildren.tsx';
import { ReceiptElements } from '../components/ReceiptElements.tsx';
import { ReceiptTurnNotice } from '../components/ReceiptTurnNotice.tsx';
import { SplitReceiptModal } from '../components/SplitReceiptModal.tsx';
import { ReceiptStatusTags } from '../components/StatusTags.tsx';
import { StorageFeeCard } from '../components/StorageFeeCard.tsx';
import { useMayManageReceipts } from '../components/useMayManageReceipts.tsx';

/**
 * /manage/warehouseReceiptdetails?id= 仓单详情: whose turn the receipt is, its storage fee to date, every element it
 * records, the receipt it was split from or the ones it was split into, 拆分 and 申请提货 while its holder may, its
 * bills of lading, and its operation log. Its keeper sees the same page read-only.
 */
export default function ReceiptDetailsPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...RECEIPTS_KEY, 'info', id]}
      load={receiptApi.info}
      title={t('route.manage.warehouseReceiptdetails')}
      notFound={t('receiptHolder.receiptDetails.notFound')}
      back={{ to: '/manage/warehouseReceiptList', label: t('receiptHolder.receiptDetails.backToList') }}
    >
      {(found) => <ReceiptDetails receipt={found} />}
    </DetailsById>
  );
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayManage = useMayManageReceipts();
  const [splitting, setSplitting] = useState(false);
  const maySplit = receipt.actions.includes('split') && receipt.sides.includes('holder') && mayManage;

  const afterSplit = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey('warehouseReceipt', receipt.id) }),
    ]);
  };

  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <Space wrap>
            {t('receiptHolder.receiptDetails.title')}
            <Typography.Text copyable data-testid="wr-receipt-no">
              {receipt.receiptNo}
            </Typography.Text>
            <ReceiptStatusTags receipt={receipt} />
          </Space>
        }
        extra={
          <Space wrap>
            <CertificateButton receipt={receipt} />
            <PickupButton receipt={receipt} />
            <ListReceiptButton receipt={receipt} />
            {maySplit && (
              <Button type="primary" onClick={() => setSplitting(true)} data-testid="wr-receipt-split">
                {t('receiptHolder.receiptDetails.split')}
              </Button>
            )}
          </Space>
        }
      >
        <ReceiptTurnNotice receipt={receipt} />
        {receipt.parentId && receipt.parentNo && (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('receiptHolder.receiptDetails.splitFrom')}{' '}
            <Link to={`/manage/warehouseReceiptdetails?id=${receipt.parentId}`} data-testid="wr-receipt-parent-link">
              {receipt.parentNo}
            </Link>
          </Typography.Paragraph>
        )}
      </Card>
      {/* A split receipt's answer is its children, shown first; the fee runs on them now. */}
      {receipt.status === 'split' && <ReceiptChildren receipt={receipt} />}
      {/* The pick-ups of the receipt and of the parts split off it for them. */}
      <ReceiptBills receiptId={receipt.id} />
      <StorageFeeCard receipt={receipt} />
      <ReceiptElements receipt={receipt} />
      <Card title={t('receiptHolder.timeline')}>
        <HolderTimeline bizType="warehouseReceipt" bizId={receipt.id} />
      </Card>
      {splitting && <SplitReceiptModal receipt={receipt} onClose={() => setSplitting(false)} onSplit={afterSplit} />}
    </Flex>
  );
}
