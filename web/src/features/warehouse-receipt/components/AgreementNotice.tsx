import { permissionLabelKey } from '@hgsc/contracts';
import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * The company has not affirmed the current receipt agreement (仓单业务协议), so the server refuses its deposit (403
 * RECEIPT_AGREEMENT_REQUIRED). The notice names the page where it is affirmed and who may affirm it (the affirm call's
 * codes); the link opens /manage/agreement in a new tab, so the form filled here is kept for the next submit.
 */
export function AgreementNotice() {
  const { t } = useTranslation();
  const page = t('route.manage.agreement');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="wr-agreement-required"
      title={t('receiptHolder.agreement.required')}
      description={
        <>
          {t('receiptHolder.agreement.hint', {
            page,
            manage: t(permissionLabelKey('receipt.manage')),
            trade: t(permissionLabelKey('receipt.trade')),
          })}{' '}
          <a href="/manage/agreement" target="_blank" rel="noopener" data-testid="wr-agreement-link">
            {t('receiptHolder.agreement.go', { page })}
          </a>
        </>
      }
    />
  );
}
