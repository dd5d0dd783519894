import { type AdminCertificate, type CertificateType, certificateTypeLabelKey } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton, Space, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { auditApi, CERTIFICATE_HISTORY_URL } from '../api.ts';
import { AuditDrawer } from './AuditDrawer.tsx';
import { AuditHistory, type SnapshotField } from './AuditHistory.tsx';
import type { AuditDetailProps } from './AuditQueue.tsx';
import { ExpiryTag } from './ExpiryTag.tsx';
import { FilePreview } from './FilePreview.tsx';

const SNAPSHOT_FIELDS = ['type', 'number', 'scope', 'validFrom', 'validTo', 'fileKey'] as const;

/** What the dialogs call a certificate: its company and type. */
export const certificateSubject = (certificate: AdminCertificate) => ({
  id: certificate.id,
  name: `${certificate.companyName} · ${certificate.typeLabel}`,
});

function History({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [CERTIFICATE_HISTORY_URL, { id }],
    queryFn: () => auditApi.certificateHistory(id),
    staleTime: 0,
  });
  if (query.isPending) return <Skeleton active />;
  const fields: SnapshotField[] = SNAPSHOT_FIELDS.map((key) => ({
    key,
    label: t(`audit.certField.${key}`),
    ...(key === 'type' ? { format: (value: unknown) => t(certificateTypeLabelKey(value as CertificateType)) } : {}),
  }));
  return <AuditHistory history={query.data ?? []} fields={fields} />;
}

/** Every field of a submitted certificate, its scan and its history. */
export function CertificateDetailDrawer({ row: certificate, onClose, decision }: AuditDetailProps<AdminCertificate>) {
  const { t } = useTranslation();
  return (
    <AuditDrawer
      open={certificate !== null}
      onClose={onClose}
      title={certificate ? `${certificate.typeLabel} · ${certificate.companyName}` : ''}
      subject={certificate && certificateSubject(certificate)}
      auditStatus={certificate?.auditStatus ?? null}
      decision={decision}
      loading={false}
      testId="certificate-detail"
      history={certificate && <History id={certificate.id} />}
    >
      {certificate && (
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
      )}
    </AuditDrawer>
  );
}
