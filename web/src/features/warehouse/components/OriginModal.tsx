import type { Origin } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { ORIGINS_URL, refresh, warehouseAdminApi } from '../api.ts';

/** Adds an origin (`origin` null) or renames one; receipts already issued keep the name they were issued with. */
export function OriginModal({ origin, onClose }: { origin: Origin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const save = async ({ name }: { name: string }) => {
    await warehouseAdminApi.saveOrigin({ ...(origin ? { id: origin.id } : {}), name: name.trim() });
    showSuccessToast(t(origin ? 'common.updated' : 'common.created'));
    await refresh(queryClient, ORIGINS_URL);
  };

  return (
    <FormModal<{ name: string }>
      title={origin ? t('wrAdmin.origin.editTitle', { name: origin.name }) : t('wrAdmin.origin.addTitle')}
      okText={t('common.save')}
      testId="wr-origin-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="wrOrigin"
      fields={['name']}
      initialValues={origin ? { name: origin.name } : {}}
    >
      <Form.Item
        name="name"
        label={t('wrAdmin.origin.name')}
        extra={origin ? t('wrAdmin.origin.renameHint') : undefined}
        rules={[requiredField(t, t('wrAdmin.origin.name'))]}
      >
        <Input maxLength={40} placeholder={t('wrAdmin.origin.namePlaceholder')} data-testid="wr-origin-name" />
      </Form.Item>
    </FormModal>
  );
}
