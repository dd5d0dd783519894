import { nodeLogRoutes } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { formatDate } from '../format.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { call } from '../request/call.ts';

/** The query key of an entity's log: a step taken invalidates it with the entity. */
export const nodeLogKey = (bizType: string, bizId: number) => ['nodeLog', bizType, bizId] as const;

/**
 * An entity's node operation log as a timeline, oldest first: each step's node reached, who took it (person, company,
 * role) and when, and its hash-chained digest on hover. `actionLabel` and `roleLabel` give the feature's words.
 */
export function NodeLogTimeline({
  bizType,
  bizId,
  actionLabel,
  roleLabel,
  testId = 'node-log-timeline',
  console = false,
}: {
  bizType: string;
  bizId: number;
  /** The step's words; `actorRole` tells apart the same action by different parties (a withdrawal, a refusal). */
  actionLabel: (action: string, actorRole: string) => string;
  roleLabel: (role: string) => string;
  testId?: string;
  /** In the operator's console: read through its own route (an operator acts for no company). */
  console?: boolean;
}) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: nodeLogKey(bizType, bizId),
    queryFn: () => call(console ? nodeLogRoutes.adminList : nodeLogRoutes.list, { bizType, bizId }),
  });
  if (log.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (log.isError) return <Alert type="error" showIcon title={t('field.nodeLog.loadFailed')} />;
  if (log.data.length === 0) return <Empty description={t('field.nodeLog.empty')} />;
  return (
    <Timeline
      data-testid={testId}
      items={log.data.map((step) => ({
        key: step.id,
        children: (
          <Space direction="vertical" size={0} data-testid={`${testId}-step`}>
            <Space size={6} wrap>
              <Typography.Text strong>{actionLabel(step.action, step.actorRole)}</Typography.Text>
              <Tag>{step.node}</Tag>
            </Space>
            <Typography.Text type="secondary">
              {[step.actorName, step.companyName, roleLabel(step.actorRole)].filter(Boolean).join(' · ')}
            </Typography.Text>
            {/* A refusal, a rejection, a deregistration: the reason its party gave, as the step logged it. */}
            {typeof step.detail.reason === 'string' && step.detail.reason && (
              <Typography.Text data-testid={`${testId}-reason`}>
                {t('field.nodeLog.reason', { reason: step.detail.reason })}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" title={step.hash}>
              {formatDate(step.at)}
            </Typography.Text>
          </Space>
        ),
      }))}
    />
  );
}
