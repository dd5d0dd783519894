import {
  type AdminCertificate,
  AUDIT_STATUS,
  type CertificateHistoryEntry,
  type CertificateType,
  certificateTypeLabelKey,
} from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';
import { auditApi, CERTIFICATE_HISTORY_URL } from '../api.ts';
import { AuditStatusTag } from './AuditStatusTag.tsx';
import { ExpiryTag } from './ExpiryTag.tsx';
import { FilePreview } from './FilePreview.tsx';

const SNAPSHOT_FIELDS = ['type', 'number', 'scope', 'validFrom', 'validTo', 'fileKey'] as const;

function History({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [CERTIFICATE_HISTORY_URL, { id }],
    queryFn: () => auditApi.certificateHistory(id),
    staleTime: 0,
  });
  if (query.isPending) return <Skeleton active />;
  const history = query.data ?? [];
  if (history.length === 0) return <Empty description={t('audit.noHistory')} />;
  const changed = (entry: CertificateHistoryEntry, previous: CertificateHistoryEntry | undefined) =>
    previous ? SNAPSHOT_FIELDS.filter((field) => entry.snapshot[field] !== previous.snapshot[field]) : [];
  return (
    <Timeline
      data-testid="audit-history"
      items={history.map((entry, index) => {
        const fields = changed(entry, history[index - 1]);
        return {
          key: entry.id,
          color: entry.action === 'approve' ? 'green' : entry.action === 'reject' || entry.action === 'remove' ? 'red' : 'blue',
          title: (
            <Space size={8} wrap>
              <strong>{entry.actionLabel}</strong>
              <span className="muted">{formatDate(entry.createdAt)}</span>
              {entry.actorName && <span className="muted">{entry.actorName}</span>}
            </Space>
          ),
          content: (
            <Space direction="vertical" size={2}>
              {entry.reason && <Typography.Text type="danger">{t('audit.reasonLine', { reason: entry.reason })}</Typography.Text>}
              {fields.length > 0 && (
                <span>
                  {t('audit.changedLine', {
                    fields: fields.map((field) => t(`audit.certField.${field}`)).join(t('audit.listSeparator')),
                  })}
                </span>
              )}
              <span className="muted" style={{ fontSize: 12 }}>
                {t(certificateTypeLabelKey(entry.snapshot.type as CertificateType))} · {entry.snapshot.number} ·{' '}
                {entry.snapshot.validFrom} ~ {entry.snapshot.validTo}
              </span>
            </Space>
          ),
        };
      })}
    />
  );
}

/** Every field of a submitted certificate, its scan and its history. */
export function CertificateDetailDrawer({
  certificate,
  onClose,
  onApprove,
  onReject,
  busy,
}: {
  certificate: AdminCertificate | null;
  onClose: () => void;
  onApprove: (subject: { id: number; name: string }) => void;
  onReject: (subject: { id: number; name: string }) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const subject = certificate ? { id: certificate.id, name: `${certificate.companyName} · ${certificate.typeLabel}` } : null;
  return (
    <Drawer
      open={certificate !== null}
      onClose={onClose}
      title={certificate ? `${certificate.typeLabel} · ${certificate.companyName}` : ''}
      size={Math.min(820, window.innerWidth)}
      destroyOnHidden
      data-testid="certificate-detail"
      extra={
        subject && certificate?.auditStatus === AUDIT_STATUS.PENDING ? (
          <Space>
            <Button danger loading={busy} onClick={() => onReject(subject)} data-testid="audit-drawer-reject">
              {t('audit.reject')}
            </Button>
            <Button type="primary" loading={busy} onClick={() => onApprove(subject)} data-testid="audit-drawer-approve">
              {t('audit.approve')}
            </Button>
          </Space>
        ) : null
      }
    >
      {certificate && (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small" data-testid="certificate-fields">
            <Descriptions.Item label={t('audit.status')}>
              <Space wrap>
                <AuditStatusTag status={certificate.auditStatus} label={certificate.auditStatusLabel} />
                {certificate.auditReason && <Typography.Text type="danger">{certificate.auditReason}</Typography.Text>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('companyField.name')}>{certificate.companyName}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.creditCode')}>{certificate.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t('audit.certField.type')}>{certificate.typeLabel}</Descriptions.Item>
            <Descriptions.Item label={t('audit.certField.number')}>{certificate.number}</Descriptions.Item>
            <Descriptions.Item label={t('audit.certField.scope')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{certificate.scope}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.validity')}>
              <Space wrap>
                <span>
                  {certificate.validFrom} ~ {certificate.validTo}
                </span>
                <ExpiryTag certificate={certificate} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.certField.fileKey')}>
              <FilePreview url={certificate.fileUrl} label={t('audit.certField.fileKey')} testId="certificate-scan" />
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.submittedAt')}>{formatDate(certificate.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.auditedAt')}>{formatDate(certificate.auditedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.createdAt')}>{formatDate(certificate.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.updatedAt')}>{formatDate(certificate.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('audit.history')}</Typography.Title>
            <History id={certificate.id} />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
