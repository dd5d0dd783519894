import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CertificationPanel } from '../components/CertificationPanel.tsx';
import { CompanyGate } from '../components/CompanyGate.tsx';
import { RegulationPanel } from '../components/RegulationPanel.tsx';

/**
 * /manage/authentication: the company's certification (form with OCR prefill, status, reason,
 * resubmission, history) and, once there is a company, its regulations (?tab=regulation).
 */
export default function AuthenticationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'regulation' ? 'regulation' : 'certification';
  return (
    <Card title={t('route.manage.authentication')} data-testid="authentication-page">
      <CompanyGate permission="company.info" requireCompany={false}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'regulation' ? { tab: key } : {}, { replace: true })}
          items={[
            { key: 'certification', label: t('org.tab.certification'), children: <CertificationPanel /> },
            {
              key: 'regulation',
              label: <span data-testid="tab-regulation">{t('org.tab.regulation')}</span>,
              children: (
                <CompanyGate>
                  <RegulationPanel />
                </CompanyGate>
              ),
            },
          ]}
          destroyOnHidden
        />
      </CompanyGate>
    </Card>
  );
}
