import { AUDIT_STATUS, DANGEROUS_GOODS_LICENCE } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CERTIFICATE_KEY, certificateApi } from '../../certificate/index.ts';
import { useCan } from '../../company/index.ts';

/**
 * Shown while the product is marked dangerous: listing it needs the company's approved, unexpired
 * 危险化学品经营许可证 (the server refuses without). A user who may not read the certificates is
 * told the rule; one who may sees whether the company holds a valid licence now.
 */
export function LicenceNotice() {
  const { t } = useTranslation();
  const canReadCertificates = useCan('company.certificate');
  const { data, isPending } = useQuery({ queryKey: CERTIFICATE_KEY, queryFn: certificateApi.list, enabled: canReadCertificates });
  if (canReadCertificates && isPending) return null;
  const valid = data?.some(
    (c) =>
      c.type === DANGEROUS_GOODS_LICENCE &&
      c.auditStatus === AUDIT_STATUS.APPROVED &&
      (c.expiryState === 'valid' || c.expiryState === 'expiring'),
  );
  if (valid) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('seller.licence.valid')}
        style={{ marginBottom: 16 }}
        data-testid="licence-notice"
        data-state="valid"
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t(canReadCertificates ? 'seller.licence.missing' : 'seller.licence.rule')}
      description={<Link to="/manage/forcertificates">{t('seller.licence.toCertificates')}</Link>}
      style={{ marginBottom: 16 }}
      data-testid="licence-notice"
      data-state={canReadCertificates ? 'none' : 'unknown'}
    />
  );
}
