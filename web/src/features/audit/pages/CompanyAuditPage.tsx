import { Card, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CompanyQueue } from '../components/CompanyQueue.tsx';

/** /admin/company/audit: the certification queue (企业认证审核). */
export default function CompanyAuditPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.companyAudit')}>
      <Typography.Paragraph type="secondary">{t('audit.companyQueueHint')}</Typography.Paragraph>
      <CompanyQueue mode="audit" />
    </Card>
  );
}
