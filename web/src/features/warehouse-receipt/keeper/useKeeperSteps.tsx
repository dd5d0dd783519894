import type { Deposit, Receipt } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { DEPOSITS_KEY, RECEIPTS_KEY, receiptApi } from '../api.ts';
import { ReasonModal } from './ReasonModal.tsx';
import { ReceiveDepositModal } from './ReceiveDepositModal.tsx';
import { UpdateReceiptModal } from './UpdateReceiptModal.tsx';

type Look = { compact?: boolean };
const buttonLook = (compact: boolean | undefined, danger = false) => ({
  type: compact ? ('link' as const) : danger ? ('default' as const) : ('primary' as const),
  size: compact ? ('small' as const) : ('middle' as const),
  danger,
});

/**
 * The keeper's steps on a deposit wherever it is shown (the inbound queue, its details): receive the goods, refuse
 * them with the reason, register the receipt. The buttons follow the deposit's `actions`, which the server gives for
 * the person's permissions; after a step the deposits and the deposit's log are read again.
 */
export function useDepositSteps() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ step: 'receive' | 'refuse'; deposit: Deposit } | null>(null);
  const close = () => setOpen(null);
  const refresh = async (deposit: Deposit) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey('deposit', deposit.id) }),
    ]);
  };

  const buttons = (deposit: Deposit, { compact }: Look = {}): ReactNode => {
    const { actions } = deposit;
    if (!actions.some((action) => action !== 'withdraw')) return null;
    return (
      <Space size={compact ? 4 : 8} wrap>
        {actions.includes('receive') && (
          <Button
            {...buttonLook(compact)}
            onClick={() => setOpen({ step: 'receive', deposit })}
            data-testid={`keeper-receive-${deposit.id}`}
          >
            {t('keeper.receive')}
          </Button>
        )}
        {actions.includes('refuse') && (
          <Button
            {...buttonLook(compact, true)}
            onClick={() => setOpen({ step: 'refuse', deposit })}
            data-testid={`keeper-refuse-${deposit.id}`}
          >
            {t('keeper.refuse')}
          </Button>
        )}
        {actions.includes('register') && (
          <Button
            {...buttonLook(compact)}
            onClick={() => void navigate(`/manage/registrationTheWarehouseReceipt?depositId=${deposit.id}`)}
            data-testid={`keeper-register-${deposit.id}`}
          >
            {t('keeper.register')}
          </Button>
        )}
      </Space>
    );
  };

  let dialog: ReactNode = null;
  if (open?.step === 'receive')
    dialog = <ReceiveDepositModal deposit={open.deposit} onClose={close} onDone={() => refresh(open.deposit)} />;
  if (open?.step === 'refuse') {
    const { deposit } = open;
    dialog = (
      <ReasonModal
        title={t('keeper.refuseTitle', { no: deposit.depositNo })}
        testId="keeper-refuse"
        okText={t('keeper.refuse')}
        onClose={close}
        onSubmit={async (reason) => {
          await receiptApi.refuseDeposit({ id: deposit.id, reason });
          showSuccessToast(t('deposit.refusedOk'));
          await refresh(deposit);
        }}
      />
    );
  }
  return { buttons, dialog };
}

/**
 * The keeper's steps on a receipt it registered (its receipts list, its registration details): correct it before the
 * audit or resubmit a rejected one, and deregister one whose goods are gone (or a rejected one not to be reissued).
 */
export function useReceiptSteps() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ step: 'update' | 'cancel'; receipt: Receipt } | null>(null);
  const close = () => setOpen(null);
  const refresh = async (receipt: Receipt) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey('warehouseReceipt', receipt.id) }),
    ]);
  };

  const buttons = (receipt: Receipt, { compact }: Look = {}): ReactNode => {
    if (!receipt.sides.includes('keeper')) return null;
    const { actions } = receipt;
    if (!actions.includes('update') && !actions.includes('cancel')) return null;
    return (
      <Space size={compact ? 4 : 8} wrap>
        {actions.includes('update') && (
          <Button
            {...buttonLook(compact)}
            onClick={() => setOpen({ step: 'update', receipt })}
            data-testid={`keeper-update-${receipt.id}`}
          >
            {receipt.status === 'rejected' ? t('keeper.resubmit') : t('keeper.correct')}
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button
            {...buttonLook(compact, true)}
            onClick={() => setOpen({ step: 'cancel', receipt })}
            data-testid={`keeper-cancel-${receipt.id}`}
          >
            {t('keeper.deregister')}
          </Button>
        )}
      </Space>
    );
  };

  let dialog: ReactNode = null;
  if (open?.step === 'update')
    dialog = <UpdateReceiptModal receipt={open.receipt} onClose={close} onDone={() => refresh(open.receipt)} />;
  if (open?.step === 'cancel') {
    const { receipt } = open;
    dialog = (
      <ReasonModal
        title={t('keeper.deregisterTitle', { no: receipt.receiptNo })}
        intro={<p>{t('keeper.deregisterWarning')}</p>}
        testId="keeper-deregister"
        okText={t('keeper.deregister')}
        onClose={close}
        onSubmit={async (reason) => {
          await receiptApi.deregister({ id: receipt.id, reason });
          showSuccessToast(t('receipt.cancelledOk'));
          await refresh(receipt);
        }}
      />
    );
  }
  return { buttons, dialog };
}
