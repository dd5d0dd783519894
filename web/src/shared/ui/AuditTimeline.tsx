import type { CompanyAuditLog, ShopAuditLog } from '@hgsc/contracts';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { formatDate } from '../format.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { AuditStatusTag } from './AuditStatusTag.tsx';

const COLOR: Record<CompanyAuditLog['action'] | ShopAuditLog['action'], string> = {
  submit: 'blue',
  update: 'blue',
  resubmit: 'blue',
  approve: 'green',
  reject: 'red',
  save: 'gray',
};

/** An audited application's history (company certification, shop entry), newest first. */
export function AuditTimeline({
  history,
  testId = 'certification-history',
}: {
  history: (CompanyAuditLog | ShopAuditLog)[];
  testId?: string;
}) {
  const { t } = useTranslation();
  if (history.length === 0) return <Empty description={t('field.audit.noHistory')} />;
  return (
    <Timeline
      data-testid={testId}
      items={[...history].reverse().map((entry) => ({
        key: entry.id,
        color: COLOR[entry.action],
        title: formatDate(entry.createdAt),
        content: (
          <Space orientation="vertical" size={2} data-testid={`history-${entry.action}`}>
            <Space size={8} wrap>
              <Typography.Text strong>{entry.actionLabel}</Typography.Text>
              <AuditStatusTag status={entry.auditStatus} label={entry.auditStatusLabel} />
              {entry.byOperator ? <Tag>{t('field.audit.byPlatform')}</Tag> : null}
            </Space>
            {entry.actorName && !entry.byOperator && (
              <Typography.Text type="secondary">{t('field.audit.actor', { name: entry.actorName })}</Typography.Text>
            )}
            {entry.reason && (
              <Typography.Text type="danger" data-testid="history-reason">
                {t('field.audit.reason', { reason: entry.reason })}
              </Typography.Text>
            )}
          </Space>
        ),
      }))}
    />
  );
}
