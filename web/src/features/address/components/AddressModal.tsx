import { type Address, LANDLINE_PATTERN, MOBILE_PATTERN } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { RegionFormItem, regionFields } from '../../../shared/ui/PlaceCascader.tsx';
import { ADDRESS_KEY, addressApi } from '../api.ts';

interface AddressValues {
  contactName: string;
  contactMobile: string;
  region: string[];
  detail: string;
  isDefault: boolean;
}

const FIELD_MAP = {
  contactName: 'contactName',
  contactMobile: 'contactMobile',
  provinceCode: 'region',
  cityCode: 'region',
  areaCode: 'region',
  detail: 'detail',
};

/** Add an address or edit one (`editing`), with the province/city/district picker. */
export function AddressModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: Address | 'new' | null;
  onClose: () => void;
  /** The address as saved (a new one with its id). */
  onSaved?: (address: Address) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AddressValues>();
  const existing = editing && editing !== 'new' ? editing : null;
  const save = async (values: AddressValues) => {
    const body = {
      contactName: values.contactName.trim(),
      contactMobile: values.contactMobile.trim(),
      ...regionFields(values.region),
      detail: values.detail.trim(),
      isDefault: values.isDefault,
    };
    const saved = existing ? await addressApi.update({ id: existing.id, ...body }) : await addressApi.save(body);
    showSuccessToast(t(existing ? 'common.updated' : 'common.created'));
    await queryClient.invalidateQueries({ queryKey: ADDRESS_KEY });
    onSaved?.(saved);
  };

  return (
    <FormModal
      open={editing !== null}
      title={t(existing ? 'org.address.editTitle' : 'org.address.addTitle')}
      okText={t('common.save')}
      okTestId="address-save"
      width={600}
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="address"
      fields={FIELD_MAP}
      initialValues={
        existing
          ? {
              contactName: existing.contactName,
              contactMobile: existing.contactMobile,
              region: [existing.provinceCode, existing.cityCode, existing.areaCode],
              detail: existing.detail,
              isDefault: existing.isDefault,
            }
          : { isDefault: false }
      }
    >
      <Form.Item name="contactName" label={t('org.address.contactName')} rules={[requiredField(t, t('org.address.contactName'))]}>
        <Input maxLength={30} data-testid="address-contactName" />
      </Form.Item>
      <Form.Item
        name="contactMobile"
        label={t('org.address.contactMobile')}
        rules={[
          requiredField(t, t('org.address.contactMobile')),
          {
            validator: async (_, value?: string) => {
              const phone = value?.trim();
              if (phone && !MOBILE_PATTERN.test(phone) && !LANDLINE_PATTERN.test(phone))
                throw new Error(t('address.phoneInvalid'));
            },
          },
        ]}
      >
        <Input maxLength={20} placeholder={t('org.address.phonePlaceholder')} data-testid="address-contactMobile" />
      </Form.Item>
      <RegionFormItem testId="address-region" />
      <Form.Item name="detail" label={t('org.address.detail')} rules={[requiredField(t, t('org.address.detail'))]}>
        <Input.TextArea
          rows={2}
          maxLength={200}
          showCount
          placeholder={t('org.address.detailPlaceholder')}
          data-testid="address-detail"
        />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox disabled={existing?.isDefault} data-testid="address-isDefault">
          {t('org.address.setDefault')}
        </Checkbox>
      </Form.Item>
    </FormModal>
  );
}
