import { type AdminCertificate, AUDIT_STATUS } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Segmented, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';
import { usePagedList } from '../../admin/usePagedList.ts';
import { auditApi, CERTIFICATE_HISTORY_URL, CERTIFICATE_QUEUE_URL } from '../api.ts';
import { AuditStatusTag } from '../components/AuditStatusTag.tsx';
import { CertificateDetailDrawer } from '../components/CertificateDetailDrawer.tsx';
import { ExpiryTag } from '../components/ExpiryTag.tsx';
import { useAuditDecision } from '../components/useAuditDecision.tsx';
import { AUDIT_STATUS_CODES, type StatusFilter } from '../status.ts';

/** /admin/certificate/audit: dangerous-goods certificates submitted for audit (危化品证书审核). */
export default function CertificateAuditPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('0');
  const list = usePagedList<AdminCertificate, { status: string }>(CERTIFICATE_QUEUE_URL, auditApi.certificateQueue, {
    status: '0',
  });
  const [detail, setDetail] = useState<AdminCertificate | null>(null);
  const decision = useAuditDecision({
    decide: auditApi.auditCertificate,
    approvedMessage: t('certificate.approved'),
    rejectedMessage: t('certificate.rejected'),
    onDone: async () => {
      setDetail(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [CERTIFICATE_QUEUE_URL] }),
        queryClient.invalidateQueries({ queryKey: [CERTIFICATE_HISTORY_URL] }),
      ]);
    },
  });

  const columns: ColumnsType<AdminCertificate> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('companyField.name'),
      dataIndex: 'companyName',
      width: 240,
      render: (name: string, row) => (
        <Space direction="vertical" size={0}>
          <span>{name}</span>
          <span className="muted" style={{ fontSize: 12 }}>
            {row.creditCode}
          </span>
        </Space>
      ),
    },
    { title: t('audit.certField.type'), dataIndex: 'typeLabel', width: 200 },
    { title: t('audit.certField.number'), dataIndex: 'number', width: 170 },
    {
      title: t('audit.validity'),
      key: 'validity',
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <span>
            {row.validFrom} ~ {row.validTo}
          </span>
          <ExpiryTag certificate={row} />
        </Space>
      ),
    },
    {
      title: t('audit.status'),
      dataIndex: 'auditStatus',
      width: 110,
      render: (value: number | null, row) => (
        <AuditStatusTag status={value} label={row.auditStatusLabel} testId={`audit-status-${row.id}`} />
      ),
    },
    { title: t('audit.submittedAt'), dataIndex: 'submittedAt', width: 170, render: (value: string | null) => formatDate(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, row) => {
        const subject = { id: row.id, name: `${row.companyName} · ${row.typeLabel}` };
        return (
          <Space size={0}>
            <Button type="link" onClick={() => setDetail(row)} data-testid={`audit-detail-${row.id}`}>
              {t('audit.detail')}
            </Button>
            {row.auditStatus === AUDIT_STATUS.PENDING && (
              <>
                <Button
                  type="link"
                  loading={decision.busyId === row.id}
                  onClick={() => decision.approve(subject)}
                  data-testid={`audit-approve-${row.id}`}
                  aria-label={t('audit.approveOf', { name: subject.name })}
                >
                  {t('audit.approve')}
                </Button>
                <Button
                  type="link"
                  danger
                  disabled={decision.busyId === row.id}
                  onClick={() => decision.reject(subject)}
                  data-testid={`audit-reject-${row.id}`}
                  aria-label={t('audit.rejectOf', { name: subject.name })}
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

  return (
    <Card title={t('route.admin.certificateAudit')}>
      <Typography.Paragraph type="secondary">{t('audit.certificateQueueHint')}</Typography.Paragraph>
      <Segmented<StatusFilter>
        style={{ marginBottom: 16 }}
        value={status}
        aria-label={t('audit.status')}
        options={[
          ...AUDIT_STATUS_CODES.map((code) => ({ value: code as StatusFilter, label: t(`auditStatus.${code}`) })),
          { value: '' as StatusFilter, label: t('audit.all') },
        ]}
        onChange={(value) => {
          setStatus(value);
          list.search({ status: value });
        }}
        data-testid="certificate-status-filter"
      />
      <Table<AdminCertificate> {...list.tableProps} columns={columns} scroll={{ x: 1500 }} data-testid="certificate-table" />
      <CertificateDetailDrawer
        certificate={detail}
        onClose={() => setDetail(null)}
        onApprove={decision.approve}
        onReject={decision.reject}
        busy={detail !== null && decision.busyId === detail.id}
      />
      {decision.rejectDialog}
    </Card>
  );
}
