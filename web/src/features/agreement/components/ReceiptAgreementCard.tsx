import { CheckCircleOutlined, ExclamationCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { agreementApi, RECEIPT_AGREEMENT_KEY } from '../api.ts';
import { AgreementModal } from './AgreementModal.tsx';

/**
 * The receipt agreement (仓单协议) of the active company: the current version, the one the company affirmed, by whom
 * and when, and the affirmation of a newer version, which receipt business waits for.
 */
export function ReceiptAgreementCard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: RECEIPT_AGREEMENT_KEY, queryFn: () => agreementApi.receiptStatus(), staleTime: 0 });
  const [reading, setReading] = useState(false);
  const [affirming, setAffirming] = useState(false);

  if (status.isPending) return <Skeleton active />;
  if (status.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('myAgreement.receiptLoadFailed')}
        action={<Button onClick={() => void status.refetch()}>{t('myAgreement.retry')}</Button>}
      />
    );
  const { current, affirmedVersion, affirmedAt, affirmedBy, pending } = status.data;

  const affirm = async () => {
    if (!current) return;
    setAffirming(true);
    try {
      await agreementApi.affirmReceipt(current.version);
      showSuccessToast(t('agreement.receiptAffirmed'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setAffirming(false);
      await queryClient.invalidateQueries({ queryKey: RECEIPT_AGREEMENT_KEY });
    }
  };

  const confirmAffirm = () =>
    confirm({
      title: t('myAgreement.receiptAffirmTitle'),
      content: t('myAgreement.receiptAffirmConfirm', { title: current?.title ?? t('agreement.type.receipt') }),
      okText: t('myAgreement.receiptAffirm'),
      danger: false,
      okTestId: 'receipt-agreement-affirm-confirm',
      onOk: affirm,
    });

  return (
    <Card
      type="inner"
      title={
        <span>
          <FileTextOutlined /> {current?.title || t('agreement.type.receipt')}
        </span>
      }
      extra={
        current ? (
          <Button type="link" onClick={() => setReading(true)} data-testid="agreement-read-receipt">
            {t('myAgreement.read')}
          </Button>
        ) : null
      }
      data-testid="agreement-card-receipt"
    >
      {current ? (
        <>
          {pending && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('myAgreement.receiptPendingHint')}
              action={
                <Button type="primary" loading={affirming} onClick={confirmAffirm} data-testid="receipt-agreement-affirm">
                  {t('myAgreement.receiptAffirm')}
                </Button>
              }
            />
          )}
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('myAgreement.currentVersion')}>
              {t('agreementText.version', { version: current.version })}
            </Descriptions.Item>
            <Descriptions.Item label={t('myAgreement.publishedAt')}>{formatDate(current.publishedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('myAgreement.receiptAffirmedVersion')}>
              {affirmedVersion > 0
                ? t('agreementText.version', { version: affirmedVersion })
                : t('myAgreement.receiptNotAffirmed')}
            </Descriptions.Item>
            <Descriptions.Item label={t('myAgreement.status')}>
              {pending ? (
                <Tag icon={<ExclamationCircleOutlined />} color="warning" data-testid="agreement-status-receipt">
                  {t('myAgreement.receiptStatusPending')}
                </Tag>
              ) : (
                <Tag icon={<CheckCircleOutlined />} color="success" data-testid="agreement-status-receipt">
                  {t('myAgreement.receiptStatusAffirmed')}
                </Tag>
              )}
            </Descriptions.Item>
            {affirmedAt && (
              <Descriptions.Item label={t('myAgreement.receiptAffirmedBy')}>
                {t('myAgreement.receiptAffirmedByAt', { name: affirmedBy ?? '-', at: formatDate(affirmedAt) })}
              </Descriptions.Item>
            )}
          </Descriptions>
        </>
      ) : (
        <span className="muted">{t('agreementText.none')}</span>
      )}
      {reading && current && <AgreementModal type="receipt" agreement={current} open onClose={() => setReading(false)} />}
    </Card>
  );
}
