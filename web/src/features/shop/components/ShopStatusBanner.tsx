import { AUDIT_STATUS, type ShopDetail } from '@hgsc/contracts';
import { Alert, Space, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';

/** Where the shop entry application stands (SPEC §3 audit status), with the operator's reason on rejection. */
export function ShopStatusBanner({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const type =
    shop.auditStatus === AUDIT_STATUS.APPROVED ? 'success' : shop.auditStatus === AUDIT_STATUS.REJECTED ? 'error' : 'info';
  return (
    <Alert
      type={type}
      showIcon
      data-testid="shop-banner-status"
      title={
        <Space size={8} wrap>
          <span>{t('seller.entry.statusTitle')}</span>
          <AuditStatusTag status={shop.auditStatus} label={shop.auditStatusLabel} testId="shop-status" />
        </Space>
      }
      description={
        <Space orientation="vertical" size={2}>
          <span>{t(`seller.entry.statusHint.${shop.auditStatus}`)}</span>
          {shop.auditStatus === AUDIT_STATUS.REJECTED && shop.auditReason && (
            <Typography.Text strong type="danger" data-testid="shop-reason">
              {t('field.audit.reason', { reason: shop.auditReason })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('org.cert.submittedAt', { time: formatDate(shop.submittedAt) })}
            {shop.auditedAt ? ` · ${t('org.cert.auditedAt', { time: formatDate(shop.auditedAt) })}` : ''}
          </Typography.Text>
        </Space>
      }
    />
  );
}
