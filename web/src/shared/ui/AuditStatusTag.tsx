import { AUDIT_STATUS } from '@hgsc/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../i18n/use-translation.ts';

const COLORS: Record<number, string> = {
  [AUDIT_STATUS.PENDING]: 'processing',
  [AUDIT_STATUS.APPROVED]: 'success',
  [AUDIT_STATUS.REJECTED]: 'error',
};

/** SPEC §3 audit status: 0 审核中, 1 审核通过, 2 审核未通过; null is a draft (未提交) where drafts exist. */
export function AuditStatusTag({ status, label, testId }: { status: number | null; label?: string; testId?: string }) {
  const { t } = useTranslation();
  const text = label ?? (status === null ? t('certificate.status.draft') : t(`auditStatus.${status}`));
  return (
    <Tag color={status === null ? 'default' : (COLORS[status] ?? 'default')} data-testid={testId} data-status={status ?? 'draft'}>
      {text}
    </Tag>
  );
}
