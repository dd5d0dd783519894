import type { Deposit } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { DEPOSITS_KEY, receiptApi } from '../api.ts';
import { DepositSections, DepositTitle, useReceiptOfDeposit } from '../components/DepositCards.tsx';
import { DepositProgress } from '../components/DepositProgress.tsx';
import { DepositTurnNotice } from '../components/DepositTurnNotice.tsx';
import { useMayManageReceipts } from '../components/useMayManageReceipts.tsx';

/**
 * /manage/myDepositDetails?id= : one application, whose turn it is (and, once registered, its receipt's), what the
 * warehouse received, the withdrawal while the goods are not yet in, and the operation log.
 */
export default function DepositDetailsPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...DEPOSITS_KEY, 'info', id]}
      load={receiptApi.depositInfo}
      title={t('route.manage.myDepositDetails')}
      notFound={t('receiptHolder.depositDetails.notFound')}
      back={{ to: '/manage/applyList', label: t('receiptHolder.depositDetails.backToList') }}
    >
      {(found) => <DepositDetails deposit={found} />}
    </DetailsById>
  );
}

function DepositDetails({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const mayManage = useMayManageReceipts();
  // Once registered, the turn is the receipt's: the platform's audit, the keeper's correction, or the holder's.
  const receiptView = useReceiptOfDeposit(deposit);

  const withdraw = () =>
    confirm({
      title: t('receiptHolder.depositDetails.withdrawTitle', { no: deposit.depositNo }),
      content: t('receiptHolder.depositDetails.withdrawHint'),
      okText: t('receiptHolder.depositDetails.withdraw'),
      okTestId: 'wr-deposit-withdraw-confirm',
      onOk: async () => {
        await receiptApi.withdrawDeposit(deposit.id);
        showSuccessToast(t('deposit.withdrawnOk'));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
          queryClient.invalidateQueries({ queryKey: nodeLogKey('deposit', deposit.id) }),
        ]);
      },
    });

  return (
    <Flex vertical gap="middle">
      <Card
        title={<DepositTitle label={t('receiptHolder.depositDetails.title')} deposit={deposit} />}
        extra={
          deposit.actions.includes('withdraw') &&
          mayManage && (
            <Button danger onClick={withdraw} data-testid="wr-deposit-withdraw">
              {t('receiptHolder.depositDetails.withdraw')}
            </Button>
          )
        }
      >
        <DepositTurnNotice deposit={deposit} receipt={receiptView} />
        <DepositProgress deposit={deposit.status} receipt={receiptView?.status ?? null} />
      </Card>
      <DepositSections deposit={deposit} />
    </Flex>
  );
}
