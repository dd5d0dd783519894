import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * The company has not affirmed the current receipt agreement (仓单协议), so the server refuses its deposit (403
 * RECEIPT_AGREEMENT_REQUIRED). The link opens /manage/agreement in a new tab, so the form filled here is kept for the
 * next submit.
 */
export function AgreementNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="wr-agreement-required"
      title={t('receiptHolder.agreement.required')}
      description={
        <>
          {t('receiptHolder.agreement.hint')}{' '}
          <a href="/manage/agreement" target="_blank" rel="noopener" data-testid="wr-agreement-link">
            {t('receiptHolder.agreement.go')}
          </a>
        </>
      }
    />
  );
}
