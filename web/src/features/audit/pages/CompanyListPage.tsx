import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyTable } from '../components/CompanyTable.tsx';

/** /admin/company/list: every company (企业列表). */
export default function CompanyListPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.admin.companyList')}>
      <CompanyTable mode="list" />
    </Card>
  );
}
