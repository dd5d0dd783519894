import { type AdminCompanyRow, AUDIT_STATUS } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Segmented, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';
import { ListSearch } from '../../admin/components/ListSearch.tsx';
import { usePagedList } from '../../admin/usePagedList.ts';
import { auditApi, COMPANY_DETAIL_URL, COMPANY_LIST_URL, COMPANY_QUEUE_URL } from '../api.ts';
import { AUDIT_STATUS_CODES, type StatusFilter } from '../status.ts';
import { AuditStatusTag } from './AuditStatusTag.tsx';
import { CompanyDetailDrawer } from './CompanyDetailDrawer.tsx';
import { useAuditDecision } from './useAuditDecision.tsx';

/**
 * Companies for the operator: 'audit' is the certification queue (by status, 审核中 first, oldest
 * submission first); 'list' is every company (newest first, any status). Both search by keyword,
 * open the detail drawer, and approve or reject applications under review.
 */
export function CompanyTable({ mode }: { mode: 'audit' | 'list' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const url = mode === 'audit' ? COMPANY_QUEUE_URL : COMPANY_LIST_URL;
  const initialStatus: StatusFilter = mode === 'audit' ? '0' : '';
  const [status, setStatus] = useState<StatusFilter>(initialStatus);
  const [keyword, setKeyword] = useState('');
  const list = usePagedList<AdminCompanyRow, { status: string; keyword: string }>(
    url,
    mode === 'audit' ? auditApi.companyQueue : auditApi.companyList,
    { status: initialStatus, keyword: '' },
  );
  const [detailId, setDetailId] = useState<number | null>(null);
  const decision = useAuditDecision({
    decide: auditApi.auditCompany,
    approvedMessage: t('company.approved'),
    rejectedMessage: t('company.rejected'),
    onDone: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [COMPANY_QUEUE_URL] }),
        queryClient.invalidateQueries({ queryKey: [COMPANY_LIST_URL] }),
        queryClient.invalidateQueries({ queryKey: [COMPANY_DETAIL_URL] }),
      ]),
  });

  const columns: ColumnsType<AdminCompanyRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('companyField.name'),
      dataIndex: 'name',
      width: 240,
      render: (name: string, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setDetailId(row.id)}
        >
          {name}
        </Button>
      ),
    },
    { title: t('companyField.creditCode'), dataIndex: 'creditCode', width: 190 },
    { title: t('companyField.legalPerson'), dataIndex: 'legalPerson', width: 110 },
    {
      title: t('companyField.contactName'),
      key: 'contact',
      width: 150,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.contactName}</span>
          <span className="muted">{row.contactMobile}</span>
        </Space>
      ),
    },
    {
      title: t('audit.region'),
      key: 'region',
      width: 140,
      render: (_, row) => [row.provinceName, row.cityName].filter(Boolean).join(' ') || '-',
    },
    { title: t('audit.owner'), dataIndex: 'ownerUserName', width: 120 },
    {
      title: t('audit.status'),
      dataIndex: 'auditStatus',
      width: 110,
      render: (value: number, row) => (
        <AuditStatusTag status={value} label={row.auditStatusLabel} testId={`audit-status-${row.id}`} />
      ),
    },
    { title: t('audit.submittedAt'), dataIndex: 'submittedAt', width: 170, render: (value: string) => formatDate(value) },
    { title: t('audit.auditedAt'), dataIndex: 'auditedAt', width: 170, render: (value: string | null) => formatDate(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, row) => {
        const subject = { id: row.id, name: row.name };
        return (
          <Space size={0}>
            <Button type="link" onClick={() => setDetailId(row.id)} data-testid={`audit-detail-${row.id}`}>
              {t('audit.detail')}
            </Button>
            {row.auditStatus === AUDIT_STATUS.PENDING && (
              <>
                <Button
                  type="link"
                  loading={decision.busyId === row.id}
                  onClick={() => decision.approve(subject)}
                  data-testid={`audit-approve-${row.id}`}
                  aria-label={t('audit.approveOf', { name: row.name })}
                >
                  {t('audit.approve')}
                </Button>
                <Button
                  type="link"
                  danger
                  disabled={decision.busyId === row.id}
                  onClick={() => decision.reject(subject)}
                  data-testid={`audit-reject-${row.id}`}
                  aria-label={t('audit.rejectOf', { name: row.name })}
                >
                  {t('audit.reject')}
                </Button>
              </>
            )}
          </Space>
        );
      },
    },
  ];

  const statusOptions = [
    ...(mode === 'list' ? [{ value: '' as StatusFilter, label: t('audit.all') }] : []),
    ...AUDIT_STATUS_CODES.map((code) => ({ value: code as StatusFilter, label: t(`auditStatus.${code}`) })),
  ];

  return (
    <>
      <Space wrap size={16} style={{ marginBottom: 0 }} align="start">
        <Segmented<StatusFilter>
          value={status}
          options={statusOptions}
          aria-label={t('audit.status')}
          onChange={(value) => {
            setStatus(value);
            list.search({ status: value, keyword });
          }}
          data-testid="company-status-filter"
        />
        <ListSearch
          label={t('audit.keyword')}
          placeholder={t(mode === 'list' ? 'audit.companyKeywordPlaceholder' : 'audit.queueKeywordPlaceholder')}
          testId="company-keyword"
          maxLength={100}
          width={340}
          onSearch={(value) => {
            setKeyword(value.trim());
            list.search({ status, keyword: value.trim() });
          }}
        />
      </Space>
      <Table<AdminCompanyRow> {...list.tableProps} columns={columns} scroll={{ x: 1700 }} data-testid="company-table" />
      <CompanyDetailDrawer
        id={detailId}
        onClose={() => setDetailId(null)}
        onApprove={decision.approve}
        onReject={decision.reject}
        busy={detailId !== null && decision.busyId === detailId}
      />
      {decision.rejectDialog}
    </>
  );
}
