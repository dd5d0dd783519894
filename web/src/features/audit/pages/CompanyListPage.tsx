import { Card } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CompanyQueue } from '../components/CompanyQueue.tsx';

/** /admin/company/list: every company (企业列表). */
export default function CompanyListPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.companyList')}>
      <CompanyQueue mode="list" />
    </Card>
  );
}
