import type { Certificate } from '@hgsc/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const COLORS = { valid: 'success', expiring: 'warning', expired: 'error', notYetValid: 'default' } as const;

/** The expiry state the server computed (有效 / 即将过期 / 已过期 / 未生效) with the days left. */
export function ExpiryTag({ certificate }: { certificate: Pick<Certificate, 'expiryState' | 'expiryLabel' | 'daysToExpiry'> }) {
  const { t } = useTranslation();
  const days =
    certificate.expiryState === 'valid' || certificate.expiryState === 'expiring'
      ? t('audit.daysLeft', { days: certificate.daysToExpiry, count: certificate.daysToExpiry })
      : certificate.expiryState === 'expired'
        ? t('audit.daysExpired', { days: -certificate.daysToExpiry, count: -certificate.daysToExpiry })
        : '';
  return (
    <Tag color={COLORS[certificate.expiryState]}>
      {certificate.expiryLabel}
      {days ? ` · ${days}` : ''}
    </Tag>
  );
}
