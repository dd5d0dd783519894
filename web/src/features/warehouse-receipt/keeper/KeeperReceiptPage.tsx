import type { Receipt } from '@hgsc/contracts';
import { Card, Flex, Space } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { CertificateButton } from '../components/CertificateButton.tsx';
import { ReceiptSections, ReceiptTitle } from '../components/ReceiptCards.tsx';
import { KeeperTurnNotice, keeperReceiptTurn, receiptTurnParams } from './KeeperTurnNotice.tsx';
import { useReceiptSteps } from './useKeeperSteps.tsx';

/**
 * /manage/newdetails?id= 仓单登记详情: a receipt as the warehouse that registered it sees it. The platform's verdict
 * and its reason, the correction before the audit or the resubmission after a rejection, the deregistration when the
 * goods are gone, the deposit it came from, its bills of lading and its operation log.
 */
export default function KeeperReceiptPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...RECEIPTS_KEY, 'info', id]}
      load={receiptApi.info}
      title={t('route.manage.newdetails')}
      notFound={t('receiptHolder.receiptDetails.notFound')}
      back={{ to: '/manage/keeperReceipts', label: t('keeperPage.backToReceipts') }}
    >
      {(found) =>
        // A holder not keeping it reads it on the holder's page.
        found.sides.includes('keeper') ? (
          <KeeperReceipt receipt={found} />
        ) : (
          <Navigate replace to={`/manage/warehouseReceiptdetails?id=${found.id}`} />
        )
      }
    </DetailsById>
  );
}

function KeeperReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const steps = useReceiptSteps();
  return (
    <Flex vertical gap="middle">
      <Card
        title={<ReceiptTitle label={t('keeperPage.receiptTitle')} receipt={receipt} />}
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
      <ReceiptSections receipt={receipt} />
      {steps.dialog}
    </Flex>
  );
}
