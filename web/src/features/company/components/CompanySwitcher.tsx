import { useQueryClient } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { companyApi } from '../api.ts';
import { useMyCompanies } from '../use-active-company.ts';

/**
 * The company the user acts for, in the management frame. A member of several companies picks
 * another one here (POST /company/change/company); everything cached belonged to the previous one,
 * so every query is refreshed and the overview opens.
 */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companies = useMyCompanies();
  const [switching, setSwitching] = useState(false);
  if (!companies || companies.length === 0) return null;
  const active = companies.find((company) => company.active);

  const change = async (companyId: number) => {
    if (companyId === active?.companyId) return;
    setSwitching(true);
    try {
      await companyApi.change(companyId);
      await queryClient.invalidateQueries();
      showSuccessToast(t('company.switched'));
      navigate('/manage/index');
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSwitching(false);
    }
  };

  const label = (company: (typeof companies)[number]) =>
    t('org.switcher.option', { name: company.name, role: t(company.isMain ? 'company.roleMain' : 'company.roleSub') });

  return (
    <div style={{ padding: '0 16px 12px' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('org.switcher.label')}
      </Typography.Text>
      {companies.length < 2 ? (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: active ? label(active) : undefined }}
          style={{ margin: '4px 0 0' }}
          data-testid="company-switcher"
        >
          {active ? label(active) : '-'}
        </Typography.Paragraph>
      ) : (
        <Select
          value={active?.companyId}
          onChange={(companyId: number) => void change(companyId)}
          loading={switching}
          disabled={switching}
          placeholder={t('org.switcher.placeholder')}
          aria-label={t('org.switcher.label')}
          data-testid="company-switcher"
          style={{ width: '100%', marginTop: 4 }}
          popupMatchSelectWidth={false}
          options={companies.map((company) => ({
            value: company.companyId,
            label: label(company),
            title: `${company.name} · ${company.auditStatusLabel}`,
          }))}
        />
      )}
    </div>
  );
}
