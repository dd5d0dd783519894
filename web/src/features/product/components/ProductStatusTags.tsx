import { AUDIT_STATUS, PUBLISH_STATUS } from '@hgsc/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import type { SellerProductRow } from '../product-state.ts';

/** Audit status (null = draft), shelf state, showcase, and the operator's reason after a rejection. */
export function ProductStatusTags({ row }: { row: SellerProductRow }) {
  const { t } = useTranslation();
  const approved = row.auditStatus === AUDIT_STATUS.APPROVED;
  return (
    <Space orientation="vertical" size={4}>
      <Space size={4} wrap>
        <AuditStatusTag
          status={row.auditStatus}
          label={row.auditStatus === null ? t('product.draft') : row.auditStatusLabel}
          testId={`product-status-${row.id}`}
        />
        {approved && (
          <Tag
            color={row.publishStatus === PUBLISH_STATUS.ON_SHELF ? 'green' : 'default'}
            data-testid={`product-publish-${row.id}`}
            data-status={row.publishStatus}
          >
            {row.publishStatusLabel}
          </Tag>
        )}
        {row.showcase && <Tag color="gold">{t('seller.product.inShowcase')}</Tag>}
      </Space>
      {row.auditStatus === AUDIT_STATUS.REJECTED && row.auditReason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`product-reason-${row.id}`}>
          {t('field.audit.reason', { reason: row.auditReason })}
        </Typography.Text>
      )}
    </Space>
  );
}
