import { Collapse, Descriptions, Empty, Space, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { changedFields, isEmptyValue, plainValue } from './snapshot.ts';

/** One history entry as every audited object's history carries it (contracts auditLogSchema). */
export interface HistoryEntry {
  id: number;
  action: string;
  actionLabel: string;
  auditStatus: number | null;
  auditStatusLabel: string;
  reason: string | null;
  byOperator: boolean;
  /** null: a step of the system itself (an offer's expiry). */
  actorUserId: number | null;
  actorName: string | null;
  snapshot: Record<string, unknown>;
  createdAt: string;
}

/** A field of the snapshot an entry keeps: its label and, where the raw value says little, how to show it. */
export interface SnapshotField {
  key: string;
  label: string;
  format?: (value: unknown) => ReactNode;
}

const COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };

/**
 * An audited object's history, oldest first: what was done, by the operator or the applicant, the
 * status after it, the reason, which fields changed since the entry before, and the snapshot.
 */
export function AuditHistory({ history, fields }: { history: readonly HistoryEntry[]; fields: readonly SnapshotField[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Empty description={t('audit.noHistory')} />;
  const show = (field: SnapshotField, value: unknown) => (isEmptyValue(value) ? '-' : (field.format ?? plainValue)(value));
  return (
    <Timeline
      data-testid="audit-history"
      items={history.map((entry, index) => {
        const changed = changedFields(entry.snapshot, history[index - 1]?.snapshot, fields);
        const role = t(
          entry.actorUserId === null ? 'audit.bySystem' : entry.byOperator ? 'audit.byOperator' : 'audit.byApplicant',
        );
        return {
          key: entry.id,
          color: entry.auditStatus === null ? 'gray' : (COLORS[entry.auditStatus] ?? 'blue'),
          // All on the content side: a title would stand on the far side of the line, squeezed in a drawer.
          content: (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <Space size={8} wrap>
                <strong>{entry.actionLabel}</strong>
                <AuditStatusTag status={entry.auditStatus} label={entry.auditStatusLabel} />
                <span className="muted">{formatDate(entry.createdAt)}</span>
              </Space>
              <span className="muted">{entry.actorName ? t('audit.actorLine', { role, name: entry.actorName }) : role}</span>
              {entry.reason && (
                <Typography.Text type="danger" data-testid={`audit-history-reason-${entry.id}`}>
                  {t(entry.action === 'reject' ? 'audit.reasonLine' : 'audit.noteLine', { reason: entry.reason })}
                </Typography.Text>
              )}
              {changed.length > 0 && (
                <span>
                  {t('audit.changedLine', { fields: changed.map((field) => field.label).join(t('audit.listSeparator')) })}
                </span>
              )}
              <Collapse
                size="small"
                ghost
                items={[
                  {
                    key: 'snapshot',
                    label: t('audit.snapshotAfter'),
                    children: (
                      <Descriptions column={1} size="small" bordered>
                        {fields.map((field) => (
                          <Descriptions.Item key={field.key} label={field.label}>
                            <span style={{ whiteSpace: 'pre-wrap' }}>{show(field, entry.snapshot[field.key])}</span>
                          </Descriptions.Item>
                        ))}
                      </Descriptions>
                    ),
                  },
                ]}
              />
            </Space>
          ),
        };
      })}
    />
  );
}
