import type { Deposit } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Space, Typography } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { DEPOSITS_KEY, RECEIPTS_KEY, receiptApi } from '../api.ts';
import { DepositApplication, DepositReceived } from '../components/DepositFacts.tsx';
import { DepositProgress } from '../components/DepositProgress.tsx';
import { HolderTimeline } from '../components/HolderTimeline.tsx';
import { DepositStatusTag } from '../components/StatusTags.tsx';
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
  const receipt = useQuery({
    queryKey: [...RECEIPTS_KEY, 'ofDeposit', deposit.receiptId],
    queryFn: () => receiptApi.receiptOfDeposit(deposit.receiptId as number),
    enabled: deposit.receiptId !== null,
    retry: false,
  });
  const receiptView = receipt.data ?? null;
  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <Space wrap>
            {t('keeperPage.depositTitle')}
            <Typography.Text copyable data-testid="wr-deposit-no">
              {deposit.depositNo}
            </Typography.Text>
            <DepositStatusTag status={deposit.status} label={deposit.statusLabel} />
          </Space>
        }
        extra={steps.buttons(deposit)}
      >
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
      <DepositApplication deposit={deposit} />
      <DepositReceived deposit={deposit} />
      <Card title={t('receiptHolder.timeline')}>
        <HolderTimeline bizType="deposit" bizId={deposit.id} />
      </Card>
      {steps.dialog}
    </Flex>
  );
}
