import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { adminApi, type LogKind, type LogRecord } from '../api.ts';
import { detailFields, detailLine, eventWords } from '../log-words.ts';

const KINDS = ['usual', 'api', 'error'] as const satisfies readonly LogKind[];
type AnyLog = LogRecord[LogKind];

function pretty(text: string | null | undefined): string {
  if (!text) return '-';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const Pre = ({ children }: { children: string }) => (
  <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12, maxHeight: 420, overflow: 'auto' }}>
    {children}
  </pre>
);

/** The detail drawer: GET /blade-log/{kind}/detail?id. */
function LogDetail({ kind, id, onClose }: { kind: LogKind; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [adminApi.logDetailUrl(kind), { id }],
    queryFn: () => adminApi.logDetail(kind, id as number),
    enabled: id !== null,
  });
  const log = query.data as Record<string, unknown> | undefined;
  const field = (key: string) => {
    const value = log?.[key];
    if (value === null || value === undefined || value === '') return '-';
    if (key === 'createdAt') return formatDate(value as string);
    if (key === 'event') return <EventName event={String(value)} />;
    if (key === 'detail') {
      const fields = detailFields(t, value as string);
      return fields.length === 1 && !fields[0]?.label ? (
        <Pre>{pretty(value as string)}</Pre>
      ) : (
        <Descriptions column={1} size="small" data-testid="log-detail-fields">
          {fields.map(({ key, label, value: shown }) => (
            <Descriptions.Item key={key} label={label}>
              {shown}
            </Descriptions.Item>
          ))}
        </Descriptions>
      );
    }
    if (key === 'stack') return <Pre>{String(value)}</Pre>;
    return String(value);
  };
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('admin.logs.detail')}
      size={640}
      destroyOnHidden
      data-testid="log-detail"
    >
      {query.isPending || !log ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small">
          {Object.keys(log).map((key) => (
            <Descriptions.Item key={key} label={t(`admin.logs.field.${key}`, { defaultValue: key })}>
              {field(key)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Drawer>
  );
}

/** An event in words, its key beside it in small print for whoever searches the code or the database. */
function EventName({ event }: { event: string }) {
  const { t } = useTranslation();
  const words = eventWords(t, event);
  return (
    <span>
      {words}
      {words !== event && (
        <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
          {event}
        </Typography.Text>
      )}
    </span>
  );
}

function LogTable({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const list = usePagedTable<AnyLog>(adminApi.logListUrl(kind), (page) => adminApi.logs(kind, page));
  const [detailId, setDetailId] = useState<number | null>(null);
  const col = (key: string, extra: Partial<ColumnsType<AnyLog>[number]> = {}) =>
    ({ title: t(`admin.logs.field.${key}`), dataIndex: key, ...extra }) as ColumnsType<AnyLog>[number];
  const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));
  const ellipsis = { ellipsis: true, render: dash };
  const common = {
    id: col('id', { width: 80 }),
    userId: col('userId', { width: 90, render: dash }),
    ip: col('ip', { width: 130, render: dash }),
    createdAt: col('createdAt', { width: 180, render: (value: string) => formatDate(value) }),
  };
  const byKind: Record<LogKind, ColumnsType<AnyLog>> = {
    usual: [
      common.id,
      col('event', { width: 180, render: (event: string) => eventWords(t, event) }),
      col('detail', {
        ellipsis: true,
        render: (detail: string | null) => detailLine(t, detail, t('common.colon'), t('common.itemSeparator')),
      }),
      common.userId,
      common.ip,
      common.createdAt,
    ],
    api: [
      common.id,
      col('method', { width: 90 }),
      col('url', ellipsis),
      col('status', {
        width: 90,
        render: (status: number) => <Tag color={status >= 500 ? 'error' : status >= 400 ? 'warning' : 'success'}>{status}</Tag>,
      }),
      col('durationMs', { width: 110 }),
      common.userId,
      common.ip,
      common.createdAt,
    ],
    error: [
      common.id,
      col('method', { width: 90, render: dash }),
      col('url', ellipsis),
      col('message', ellipsis),
      common.userId,
      common.createdAt,
    ],
  };
  const columns: ColumnsType<AnyLog> = [
    ...byKind[kind],
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, log) => (
        <Button type="link" onClick={() => setDetailId(log.id)} data-testid={`log-detail-${log.id}`}>
          {t('admin.logs.detail')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table<AnyLog> {...list.tableProps} columns={columns} scroll={{ x: 1000 }} data-testid="log-table" />
      <LogDetail kind={kind} id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}

/** /admin/logs/:kind: the usual, api and error logs, paged, with a detail drawer. */
export default function LogsPage() {
  const { t } = useTranslation();
  const { kind } = useParams();
  if (!KINDS.includes(kind as LogKind)) return <Navigate to="/404" replace />;
  const logKind = kind as LogKind;
  return (
    <Card title={t(`route.admin.logs.${logKind}`)}>
      <Typography.Paragraph type="secondary">{t(`admin.logs.hint.${logKind}`)}</Typography.Paragraph>
      <LogTable key={logKind} kind={logKind} />
    </Card>
  );
}
