import type { Receipt } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { positiveInt } from '../../../shared/url-query.ts';
import { ReceiptBills } from '../../bill-of-lading/index.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { CertificateButton } from '../components/CertificateButton.tsx';
import { HolderTimeline } from '../components/HolderTimeline.tsx';
import { ReceiptChildren } from '../components/ReceiptChildren.tsx';
import { ReceiptElements } from '../components/ReceiptElements.tsx';
import { ReceiptStatusTags } from '../components/StatusTags.tsx';
import { StorageFeeCard } from '../components/StorageFeeCard.tsx';
import { KeeperTurnNotice, keeperReceiptTurn, receiptTurnParams } from './KeeperTurnNotice.tsx';
import { useReceiptSteps } from './useKeeperSteps.tsx';

/**
 * /manage/newdetails?id= 仓单登记详情: a receipt as the warehouse that registered it sees it. The platform's verdict
 * and its reason, the correction before the audit or the resubmission after a rejection, the deregistration when the
 * goods are gone, the deposit it came from, its bills of lading and its operation log.
 */
export default function KeeperReceiptPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  const receipt = useQuery({
    queryKey: [...RECEIPTS_KEY, 'info', id],
    queryFn: () => receiptApi.info(id as number),
    enabled: id !== undefined,
    retry: false,
  });
  if (id === undefined || receipt.isError)
    return (
      <Card title={t('route.manage.newdetails')}>
        <Empty description={t('receiptHolder.receiptDetails.notFound')}>
          <Link to="/manage/keeperReceipts">{t('keeperPage.backToReceipts')}</Link>
        </Empty>
      </Card>
    );
  if (receipt.isPending) return <Skeleton active />;
  // A holder not keeping it reads it on the holder's page.
  if (!receipt.data.sides.includes('keeper'))
    return <Navigate replace to={`/manage/warehouseReceiptdetails?id=${receipt.data.id}`} />;
  return <KeeperReceipt receipt={receipt.data} />;
}

function KeeperReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const steps = useReceiptSteps();
  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <Space wrap>
            {t('keeperPage.receiptTitle')}
            <Typography.Text copyable data-testid="wr-receipt-no">
              {receipt.receiptNo}
            </Typography.Text>
            <ReceiptStatusTags receipt={receipt} />
          </Space>
        }
        extra={
          <Space wrap>
            <CertificateButton receipt={receipt} />
            {steps.buttons(receipt)}
          </Space>
        }
      >
        <KeeperTurnNotice
          turn={keeperReceiptTurn(receipt)}
          kind="receipt"
          params={receiptTurnParams(receipt)}
          testId="keeper-receipt-turn"
        />
        <Space wrap size={[24, 4]}>
          {receipt.depositId !== null && (
            <span>
              {t('keeperPage.fromDeposit')}{' '}
              <Link to={`/manage/waitpleasedetails?id=${receipt.depositId}`} data-testid="keeper-receipt-deposit">
                {t('keeperPage.openDeposit')}
              </Link>
            </span>
          )}
          {receipt.parentId !== null && receipt.parentNo && (
            <span>
              {t('receiptHolder.receiptDetails.splitFrom')}{' '}
              <Link to={`/manage/newdetails?id=${receipt.parentId}`}>{receipt.parentNo}</Link>
            </span>
          )}
          {receipt.sides.includes('holder') && (
            <Link to={`/manage/warehouseReceiptdetails?id=${receipt.id}`}>{t('keeperPage.asHolder')}</Link>
          )}
        </Space>
      </Card>
      {receipt.status === 'split' && <ReceiptChildren receipt={receipt} />}
      <ReceiptBills receiptId={receipt.id} />
      <StorageFeeCard receipt={receipt} />
      <ReceiptElements receipt={receipt} />
      <Card title={t('receiptHolder.timeline')}>
        <HolderTimeline bizType="warehouseReceipt" bizId={receipt.id} />
      </Card>
      {steps.dialog}
    </Flex>
  );
}
