import type { Deposit } from '@hgsc/contracts';
import { Card, Flex, Typography } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { DEPOSITS_KEY, receiptApi } from '../api.ts';
import { DepositSections, DepositTitle, useReceiptOfDeposit } from '../components/DepositCards.tsx';
import { DepositProgress } from '../components/DepositProgress.tsx';
import { depositTurnParams, KeeperTurnNotice, keeperDepositTurn } from './KeeperTurnNotice.tsx';
import { useDepositSteps } from './useKeeperSteps.tsx';

/**
 * /manage/waitpleasedetails?id= 入库待办详情: a deposit application as its warehouse handles it. What the depositor
 * declared (goods, batch, vehicles, arrival) beside what was weighed in, whose step it is, and the keeper's steps on
 * the page itself: receive, refuse with the reason, register the receipt; then the receipt's audit, linked.
 */
export default function KeeperDepositPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...DEPOSITS_KEY, 'info', id]}
      load={receiptApi.depositInfo}
      title={t('route.manage.waitpleasedetails')}
      notFound={t('receiptHolder.depositDetails.notFound')}
      back={{ to: '/manage/keeperInbound', label: t('keeperPage.backToInbound') }}
    >
      {(found) => {
        // The depositor's own application reads on its own page, in its words.
        if (found.side !== 'keeper') return <Navigate replace to={`/manage/myDepositDetails?id=${found.id}`} />;
        return <KeeperDeposit deposit={found} />;
      }}
    </DetailsById>
  );
}

function KeeperDeposit({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const steps = useDepositSteps();
  const receiptView = useReceiptOfDeposit(deposit);
  return (
    <Flex vertical gap="middle">
      <Card title={<DepositTitle label={t('keeperPage.depositTitle')} deposit={deposit} />} extra={steps.buttons(deposit)}>
        <KeeperTurnNotice
          turn={keeperDepositTurn(deposit, receiptView)}
          kind="deposit"
          params={depositTurnParams(deposit, receiptView)}
          testId="keeper-deposit-turn"
        />
        <DepositProgress deposit={deposit.status} receipt={receiptView?.status ?? null} />
        {deposit.receiptId !== null && deposit.receiptNo && (
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
            {t('keeperPage.registeredAs')}{' '}
            <Link to={`/manage/newdetails?id=${deposit.receiptId}`} data-testid="keeper-deposit-receipt">
              {deposit.receiptNo}
            </Link>
          </Typography.Paragraph>
        )}
      </Card>
      <DepositSections deposit={deposit} />
      {steps.dialog}
    </Flex>
  );
}
