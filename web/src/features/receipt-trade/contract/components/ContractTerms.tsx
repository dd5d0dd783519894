import type { ReceiptContractTerms } from '@hgsc/contracts';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';

/** The terms the seller worded (or the platform's defaults): the payment and transfer periods and the other terms. */
export function ContractTerms({ terms }: { terms: ReceiptContractTerms }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="contract-terms"
      items={[
        {
          key: 'paymentDays',
          label: t('receiptContractPage.paymentDays'),
          children: (
            <span data-testid="contract-terms-payment" data-days={terms.paymentDays}>
              {t('receiptContractPage.paymentDaysValue', { count: terms.paymentDays })}
            </span>
          ),
        },
        {
          key: 'transferDays',
          label: t('receiptContractPage.transferDays'),
          children: (
            <span data-testid="contract-terms-transfer" data-days={terms.transferDays}>
              {t('receiptContractPage.transferDaysValue', { count: terms.transferDays })}
            </span>
          ),
        },
        {
          key: 'otherTerms',
          label: t('receiptContractPage.otherTerms'),
          children: terms.otherTerms ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="contract-terms-other">
              {terms.otherTerms}
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('receiptContractPage.noOtherTerms')}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
