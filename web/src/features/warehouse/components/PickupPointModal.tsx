import type { PickupPoint } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { PICKUPS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { phoneRules } from '../field-rules.ts';

interface PickupValues {
  name: string;
  address: string;
  contactName: string;
  contactPhone: string;
}

/** Adds a pick-up point to a factory warehouse (`point` null) or edits one. Mounted per opening. */
export function PickupPointModal({
  factoryId,
  point,
  onClose,
}: {
  factoryId: number;
  point: PickupPoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PickupValues>();
  const label = (field: keyof PickupValues) => t(`wrAdmin.pickup.${field}`);
  const save = async (values: PickupValues) => {
    await warehouseAdminApi.savePickupPoint({
      ...(point ? { id: point.id } : {}),
      warehouseId: factoryId,
      name: values.name.trim(),
      address: values.address.trim(),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
    });
    showSuccessToast(t(point ? 'common.updated' : 'common.created'));
    await refresh(queryClient, PICKUPS_URL);
  };

  return (
    <FormModal<PickupValues>
      title={point ? t('wrAdmin.pickup.editTitle', { name: point.name }) : t('wrAdmin.pickup.addTitle')}
      okText={t('common.save')}
      testId="wr-pickup-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="wrPickup"
      fields={['name', 'address', 'contactName', 'contactPhone']}
      initialValues={
        point
          ? { name: point.name, address: point.address, contactName: point.contactName, contactPhone: point.contactPhone }
          : {}
      }
    >
      <Form.Item name="name" label={label('name')} rules={[requiredField(t, label('name'))]}>
        <Input maxLength={60} data-testid="wr-pickup-name" />
      </Form.Item>
      <Form.Item name="address" label={label('address')} rules={[requiredField(t, label('address'))]}>
        <Input maxLength={200} data-testid="wr-pickup-address" />
      </Form.Item>
      <Form.Item name="contactName" label={label('contactName')} rules={[requiredField(t, label('contactName'))]}>
        <Input maxLength={30} data-testid="wr-pickup-contact" />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={label('contactPhone')}
        rules={[requiredField(t, label('contactPhone')), ...phoneRules(t)]}
      >
        <Input maxLength={20} placeholder={t('wrAdmin.phonePlaceholder')} data-testid="wr-pickup-phone" />
      </Form.Item>
    </FormModal>
  );
}
