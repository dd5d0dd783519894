import type { Receipt } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { PickupButton } from '../../bill-of-lading/index.ts';
import { ListReceiptButton } from '../../receipt-trade/index.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { CertificateButton } from '../components/CertificateButton.tsx';
import { ReceiptSections, ReceiptTitle } from '../components/ReceiptCards.tsx';
import { ReceiptTurnNotice } from '../components/ReceiptTurnNotice.tsx';
import { SplitReceiptModal } from '../components/SplitReceiptModal.tsx';
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
        title={<ReceiptTitle label={t('receiptHolder.receiptDetails.title')} receipt={receipt} />}
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
      <ReceiptSections receipt={receipt} />
      {splitting && <SplitReceiptModal receipt={receipt} onClose={() => setSplitting(false)} onSplit={afterSplit} />}
    </Flex>
  );
}
