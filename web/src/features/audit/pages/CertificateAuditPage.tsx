import type { AdminCertificate } from '@hgsc/contracts';
import { Card, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type AuditFilter, auditApi, CERTIFICATE_HISTORY_URL, CERTIFICATE_QUEUE_URL } from '../api.ts';
import { AuditQueue } from '../components/AuditQueue.tsx';
import { CertificateDetailDrawer, certificateSubject } from '../components/CertificateDetailDrawer.tsx';
import { TwoLines, timeColumn, validityColumn } from '../components/columns.tsx';
import { QUEUE_WITH_ALL_STATUSES } from '../status.ts';

/** /admin/certificate/audit: dangerous-goods certificates submitted for audit (危化品证书审核). */
export default function CertificateAuditPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.certificateAudit')}>
      <Typography.Paragraph type="secondary">{t('audit.certificateQueueHint')}</Typography.Paragraph>
      <AuditQueue<AdminCertificate, AuditFilter>
        url={CERTIFICATE_QUEUE_URL}
        fetchPage={auditApi.certificateQueue}
        initialFilter={{ status: '0', keyword: '' }}
        statuses={QUEUE_WITH_ALL_STATUSES}
        subjectOf={certificateSubject}
        decide={auditApi.auditCertificate}
        approvedMessage={t('certificate.approved')}
        rejectedMessage={t('certificate.rejected')}
        refreshKeys={[CERTIFICATE_HISTORY_URL]}
        renderDetail={(props) => <CertificateDetailDrawer {...props} />}
        testId="certificate"
        scrollX={700}
        columns={() => [
          {
            title: t('companyField.name'),
            dataIndex: 'companyName',
            width: 220,
            render: (name: string, row) => <TwoLines main={name} sub={row.creditCode} />,
          },
          {
            title: `${t('audit.certField.type')} / ${t('audit.certField.number')}`,
            dataIndex: 'typeLabel',
            width: 180,
            render: (type: string, row) => <TwoLines main={type} sub={row.number} />,
          },
          validityColumn(t('audit.validity')),
          timeColumn(t('audit.submittedAt'), 'submittedAt'),
        ]}
      />
    </Card>
  );
}
