import type { ReceiptContract } from '@hgsc/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { cancelWordKey } from '../contract-turn.ts';
import { downloadReceiptContract, downloadTransferConfirmation } from '../receipt-contract-api.ts';
import { useContractRefresh } from '../use-contract-refresh.ts';
import { useMaySign } from '../use-may-sign.ts';
import { CancelModal } from './CancelModal.tsx';
import { SignModal } from './SignModal.tsx';
import { TermsModal } from './TermsModal.tsx';

type Dialog = 'terms' | 'sign' | 'cancel';

/**
 * The contract's buttons for the caller: 修改条款 (or 生成合同 when no version is in force), 签署, 撤回/拒绝 — as the
 * server's `actions` allow them and the person holds contract.sign — and 下载合同, and 下载过户确认书 once the keeper
 * confirmed the transfer.
 */
export function ContractActions({ contract }: { contract: ReceiptContract }) {
  const { t } = useTranslation();
  const refresh = useContractRefresh();
  const [open, setOpen] = useState<Dialog | null>(null);
  const [downloading, setDownloading] = useState<'contract' | 'transfer' | null>(null);
  const current = contract.contract;
  const inForce = current !== null && current.status !== 'cancelled';
  const maySign = useMaySign();
  const may = (action: ReceiptContract['actions'][number]) => maySign && contract.actions.includes(action);

  const download = async (what: 'contract' | 'transfer') => {
    setDownloading(what);
    try {
      if (what === 'contract') await downloadReceiptContract(contract.orderId, current?.contractNo);
      else await downloadTransferConfirmation(contract.orderId, contract.orderNo);
    } finally {
      setDownloading(null);
    }
  };
  const done = (message: string) => async (answer: ReceiptContract) => {
    showSuccessToast(message);
    await refresh(answer);
  };
  const close = () => setOpen(null);

  return (
    <>
      <Space wrap size={8}>
        {may('sign') && (
          <Button type="primary" onClick={() => setOpen('sign')} data-testid="contract-action-sign">
            {t('receiptContractPage.btn.sign')}
          </Button>
        )}
        {may('draw') && (
          <Button type={inForce ? 'default' : 'primary'} onClick={() => setOpen('terms')} data-testid="contract-action-terms">
            {t(inForce ? 'receiptContractPage.btn.editTerms' : 'receiptContractPage.btn.draw')}
          </Button>
        )}
        {inForce && (
          <Button
            loading={downloading === 'contract'}
            onClick={() => void download('contract')}
            data-testid="contract-action-download"
          >
            {t('receiptContractPage.btn.download')}
          </Button>
        )}
        {contract.transferConfirmed && (
          <Button
            loading={downloading === 'transfer'}
            onClick={() => void download('transfer')}
            data-testid="contract-action-transfer"
          >
            {t('receiptContractPage.btn.transfer')}
          </Button>
        )}
        {may('cancel') && (
          <Button danger onClick={() => setOpen('cancel')} data-testid="contract-action-cancel">
            {t(cancelWordKey(contract.party))}
          </Button>
        )}
      </Space>
      {open === 'terms' && (
        <TermsModal
          contract={contract}
          onClose={close}
          onSaved={(saved) => done(t('receiptContractPage.termsSaved', { version: saved.contract?.version ?? 1 }))(saved)}
        />
      )}
      {open === 'sign' && (
        <SignModal
          contract={contract}
          onClose={close}
          onSigned={(signed) =>
            done(
              t(signed.contract?.status === 'signed' ? 'receiptContractPage.sign.completed' : 'receiptContractPage.sign.done'),
            )(signed)
          }
        />
      )}
      {open === 'cancel' && (
        <CancelModal
          contract={contract}
          onClose={close}
          onCancelled={done(
            t(contract.party === 'seller' ? 'receiptContractPage.cancel.withdrawn' : 'receiptContractPage.cancel.refused'),
          )}
        />
      )}
    </>
  );
}
