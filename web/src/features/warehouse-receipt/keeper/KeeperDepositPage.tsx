import type { Deposit } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { positiveInt } from '../../../shared/url-query.ts';
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
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  const deposit = useQuery({
    queryKey: [...DEPOSITS_KEY, 'info', id],
    queryFn: () => receiptApi.depositInfo(id as number),
    enabled: id !== undefined,
    retry: false,
  });
  if (id === undefined || deposit.isError)
    return (
      <Card title={t('route.manage.waitpleasedetails')}>
        <Empty description={t('receiptHolder.depositDetails.notFound')}>
          <Link to="/manage/keeperInbound">{t('keeperPage.backToInbound')}</Link>
        </Empty>
      </Card>
    );
  if (deposit.isPending) return <Skeleton active />;
  // The depositor's own application reads on its own page, in its words.
  if (deposit.data.side !== 'keeper') return <Navigate replace to={`/manage/myDepositDetails?id=${deposit.data.id}`} />;
  return <KeeperDeposit deposit={deposit.data} />;
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
