import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { agreementApi, RECEIPT_AGREEMENT_KEY } from '../api.ts';
import { settleReceiptGate } from '../gate.ts';
import { AgreementText } from './AgreementText.tsx';

/**
 * The receipt agreement gate's modal: the current receipt agreement, affirmed for the company (the waiting receipt
 * action is then sent again) or put off (it fails quietly; the company cannot do receipt business meanwhile).
 */
export default function ReceiptAgreementGateModal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: RECEIPT_AGREEMENT_KEY, queryFn: () => agreementApi.receiptStatus(), staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const current = status.data?.current ?? null;

  const affirm = async () => {
    if (!current) return;
    setBusy(true);
    try {
      await agreementApi.affirmReceipt(current.version);
      showSuccessToast(t('agreement.receiptAffirmed'));
      await queryClient.invalidateQueries({ queryKey: RECEIPT_AGREEMENT_KEY });
      settleReceiptGate(true);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A newer version was published while reading (409), or the user may not affirm for the company (403).
      void status.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={800}
      title={t('myAgreement.receiptGateTitle')}
      data-testid="receipt-agreement-gate"
      footer={
        <Space>
          <Button onClick={() => settleReceiptGate(false)} disabled={busy} data-testid="receipt-agreement-gate-later">
            {t('myAgreement.receiptGateLater')}
          </Button>
          <Button
            type="primary"
            onClick={() => void affirm()}
            loading={busy}
            disabled={!current || status.isPending}
            data-testid="receipt-agreement-gate-affirm"
          >
            {t('myAgreement.receiptAffirm')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('myAgreement.receiptPendingHint')} />
      {status.isPending ? <Skeleton active /> : <AgreementText agreement={current} maxHeight="55vh" />}
    </Modal>
  );
}
