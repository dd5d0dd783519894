import { useQueryClient } from '@tanstack/react-query';
import { Form, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required } from '../../../shared/ui/form-rules.ts';
import { CERTIFIED_COMPANIES_KEY, KEEPERS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { SearchSelect } from './SearchSelect.tsx';

interface MarkValues {
  companyId: number;
}

/**
 * 标记仓储方: picks a certified company by name or credit code and marks it, so that its users may act as keepers.
 * Companies already marked are shown but cannot be picked.
 */
export function KeeperMarkModal({ markedIds, onClose }: { markedIds: ReadonlySet<number>; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MarkValues>();
  const findCompanies = async (keyword: string) => {
    const page = await warehouseAdminApi.certifiedCompanies(keyword);
    return page.records.map((company) => ({
      value: company.id,
      label: markedIds.has(company.id)
        ? t('wrAdmin.keeper.optionMarked', { name: company.name, creditCode: company.creditCode })
        : t('wrAdmin.keeper.option', { name: company.name, creditCode: company.creditCode }),
      disabled: markedIds.has(company.id),
    }));
  };
  const mark = async ({ companyId }: MarkValues) => {
    try {
      await warehouseAdminApi.markKeeper(companyId);
      showSuccessToast(t('warehouse.keeperMarked'));
    } finally {
      await refresh(queryClient, KEEPERS_URL);
    }
  };

  return (
    <FormModal<MarkValues>
      title={t('wrAdmin.keeper.mark')}
      okText={t('wrAdmin.keeper.mark')}
      testId="wr-keeper-mark"
      onClose={onClose}
      onSubmit={mark}
      form={form}
      name="wrKeeperMark"
      fields={['companyId']}
      intro={<Typography.Paragraph type="secondary">{t('wrAdmin.keeper.markIntro')}</Typography.Paragraph>}
    >
      <Form.Item name="companyId" label={t('wrAdmin.keeper.company')} rules={[required(t('wrAdmin.keeper.companyRequired'))]}>
        <SearchSelect
          queryKey={[...CERTIFIED_COMPANIES_KEY, [...markedIds].join(',')]}
          search={findCompanies}
          placeholder={t('wrAdmin.keeper.companyPlaceholder')}
          aria-label={t('wrAdmin.keeper.company')}
          testId="wr-keeper-company"
        />
      </Form.Item>
    </FormModal>
  );
}
