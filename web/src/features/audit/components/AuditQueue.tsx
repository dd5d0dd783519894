import type { Page } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Segmented, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import type { PageParams } from '../../admin/index.ts';
import { ListSearch } from '../../admin/index.ts';
import type { AuditDecision, AuditFilter } from '../api.ts';
import type { StatusFilter } from '../status.ts';
import { AuditActions, ROW_LINK_STYLE } from './AuditActions.tsx';
import { type AuditDecisionControls, type AuditSubject, useAuditDecision } from './useAuditDecision.tsx';

/** What every audited row carries: SPEC §3 audit status (null: a draft) and its label. */
export interface AuditRow {
  id: number;
  auditStatus: number | null;
  auditStatusLabel: string;
  /** When the row was last decided: shown under its status. */
  auditedAt?: string | null;
}

/** A filter beside status and keyword (e.g. publish status), shown as a select; '' = any. */
export interface ExtraFilter<F> {
  name: Exclude<keyof F, keyof AuditFilter> & string;
  label: string;
  options: { value: string; label: string }[];
}

/** What the detail drawer of a list gets. */
export interface AuditDetailProps<T> {
  /** The row looked at (null: closed). */
  row: T | null;
  onClose: () => void;
  decision: AuditDecisionControls;
}

/** The width of a list's actions column: its links (详情 通过 驳回) on one line in Chinese, two at most in English. */
const ACTIONS_WIDTH = 150;
/** The width of the status column: the longest status tag (Under review) with the decision's date under it. */
const STATUS_WIDTH = 120;

/** The name of a row as a link that opens its details. */
export function DetailLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * One operator audit list (certifications, certificates, shop entry, products): status segments,
 * keyword and extra filters, server paging, the audit status and 详情 / 通过 / 驳回 on every row,
 * the reject dialog, and the list's detail drawer sharing the same decision controls. After a
 * decision the list and `refreshKeys` (details, sibling lists) are read again.
 */
export function AuditQueue<T extends AuditRow, F extends AuditFilter>({
  url,
  fetchPage,
  initialFilter,
  statuses,
  keywordPlaceholder,
  extraFilters = [],
  columns,
  subjectOf,
  decide,
  approvedMessage,
  rejectedMessage,
  refreshKeys,
  renderDetail,
  rowActions,
  testId,
  scrollX,
}: {
  /** The list's URL, also its query key. */
  url: string;
  fetchPage: (params: PageParams & Partial<F>) => Promise<Page<T>>;
  /** The filter at first; its status must be one of `statuses`. */
  initialFilter: F;
  /** The status segments in order ('' = every status). */
  statuses: readonly StatusFilter[];
  /** Shows the keyword search with this placeholder. */
  keywordPlaceholder?: string;
  extraFilters?: ExtraFilter<F>[];
  /** The row's columns before the status and actions columns. */
  columns: (openDetail: (row: T) => void) => ColumnsType<T>;
  /** What the dialogs call a row. */
  subjectOf: (row: T) => AuditSubject;
  decide: (decision: AuditDecision) => Promise<unknown>;
  approvedMessage: string;
  rejectedMessage: string;
  refreshKeys: string[];
  renderDetail: (props: AuditDetailProps<T>) => ReactNode;
  /** More actions of a row after 通过 / 驳回 (e.g. forced off shelf). */
  rowActions?: (row: T) => ReactNode;
  testId: string;
  /** The width of the columns given, under which the table scrolls sideways (the status and actions columns are added). */
  scrollX: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedTable<T, F>(url, fetchPage, initialFilter);
  const { filter, search: applyFilter } = list;
  const [detailId, setDetailId] = useState<number | null>(null);
  const { controls: decision, rejectDialog } = useAuditDecision({
    decide,
    approvedMessage,
    rejectedMessage,
    onDone: () => Promise.all([url, ...refreshKeys].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
  const openDetail = (row: T) => setDetailId(row.id);
  // The drawer follows the list: after a decision it shows the row as read again, and closes once
  // the row has left the list (e.g. no longer 审核中).
  const detailRow = list.tableProps.dataSource?.find((row) => row.id === detailId) ?? null;

  const allColumns: ColumnsType<T> = [
    ...columns(openDetail),
    {
      title: t('audit.status'),
      dataIndex: 'auditStatus',
      width: STATUS_WIDTH,
      render: (value: number | null, row) => (
        <div>
          <AuditStatusTag status={value} label={row.auditStatusLabel} testId={`audit-status-${row.id}`} />
          {row.auditedAt && (
            <div className="muted" style={{ fontSize: 12 }} title={`${t('audit.auditedAt')} ${formatDate(row.auditedAt)}`}>
              {formatDate(row.auditedAt, 'YYYY-MM-DD')}
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: ACTIONS_WIDTH,
      fixed: 'right',
      render: (_, row) => (
        <Space size={[12, 4]} wrap>
          <Button type="link" style={ROW_LINK_STYLE} onClick={() => openDetail(row)} data-testid={`audit-detail-${row.id}`}>
            {t('audit.detail')}
          </Button>
          <AuditActions subject={subjectOf(row)} auditStatus={row.auditStatus} decision={decision} placement="row" />
          {rowActions?.(row)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap size={16} align="start">
        <Segmented<StatusFilter>
          value={filter.status as StatusFilter}
          options={statuses.map((code) => ({ value: code, label: code === '' ? t('audit.all') : t(`auditStatus.${code}`) }))}
          aria-label={t('audit.status')}
          onChange={(status) => applyFilter({ ...filter, status })}
          data-testid={`${testId}-status-filter`}
        />
        {extraFilters.map((extra) => (
          <Select<string>
            key={extra.name}
            value={filter[extra.name] as string}
            options={extra.options}
            aria-label={extra.label}
            style={{ minWidth: 140 }}
            onChange={(value) => applyFilter({ ...filter, [extra.name]: value })}
            data-testid={`${testId}-${extra.name}-filter`}
          />
        ))}
        {keywordPlaceholder !== undefined && (
          <ListSearch
            label={t('audit.keyword')}
            placeholder={keywordPlaceholder}
            testId={`${testId}-keyword`}
            maxLength={100}
            width={340}
            onSearch={(value) => applyFilter({ ...filter, keyword: value.trim() })}
          />
        )}
      </Space>
      <Table<T>
        {...list.tableProps}
        columns={allColumns}
        scroll={{ x: scrollX + STATUS_WIDTH + ACTIONS_WIDTH }}
        data-testid={`${testId}-table`}
        style={{ marginTop: keywordPlaceholder === undefined ? 16 : 0 }}
      />
      {renderDetail({ row: detailRow, onClose: () => setDetailId(null), decision })}
      {rejectDialog}
    </>
  );
}
