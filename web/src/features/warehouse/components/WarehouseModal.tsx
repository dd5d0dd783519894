import { WAREHOUSE_KINDS, type Warehouse, type WarehouseKind, warehouseKindLabelKey } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredField } from '../../../shared/ui/form-rules.ts';
import { RegionFormItem, regionFields } from '../../../shared/ui/PlaceCascader.tsx';
import { KEEPERS_URL, refresh, WAREHOUSES_URL, warehouseAdminApi } from '../api.ts';
import { optionalText, phoneRules, quantityRules } from '../field-rules.ts';

interface WarehouseValues {
  code: string;
  name: string;
  kind: WarehouseKind;
  keeperCompanyId: number;
  region: string[];
  address: string;
  longitude: string;
  latitude: string;
  dailyOutboundCapacity: string;
  dangerousGoods: boolean;
  registryCode?: string;
  contactName: string;
  contactPhone: string;
  enabled: boolean;
}

/** The server's rule for a warehouse code (SH-CIP-01). */
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,19}$/;

/** The server names the place by its three codes; the form holds them in one cascader. */
const SERVER_FIELDS = {
  code: 'code',
  name: 'name',
  kind: 'kind',
  keeperCompanyId: 'keeperCompanyId',
  provinceCode: 'region',
  cityCode: 'region',
  areaCode: 'region',
  address: 'address',
  longitude: 'longitude',
  latitude: 'latitude',
  dailyOutboundCapacity: 'dailyOutboundCapacity',
  dangerousGoods: 'dangerousGoods',
  registryCode: 'registryCode',
  contactName: 'contactName',
  contactPhone: 'contactPhone',
  enabled: 'enabled',
};

const initialValuesOf = (warehouse: Warehouse | null): Partial<WarehouseValues> =>
  warehouse
    ? {
        code: warehouse.code,
        name: warehouse.name,
        kind: warehouse.kind,
        keeperCompanyId: warehouse.keeperCompanyId,
        region: [warehouse.provinceCode, warehouse.cityCode, warehouse.areaCode],
        address: warehouse.address,
        longitude: warehouse.longitude,
        latitude: warehouse.latitude,
        dailyOutboundCapacity: warehouse.dailyOutboundCapacity,
        dangerousGoods: warehouse.dangerousGoods,
        registryCode: warehouse.registryCode ?? undefined,
        contactName: warehouse.contactName,
        contactPhone: warehouse.contactPhone,
        enabled: warehouse.enabled,
      }
    : { kind: 'warehouse', dangerousGoods: false, enabled: true };

/** Adds a warehouse or factory warehouse of a warehouse company (`warehouse` null), or edits one. Mounted per opening. */
export function WarehouseModal({ warehouse, onClose }: { warehouse: Warehouse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WarehouseValues>();
  const keepers = useQuery({ queryKey: [KEEPERS_URL], queryFn: () => warehouseAdminApi.keepers() });
  const label = (field: string) => t(`wrAdmin.warehouse.${field}`);

  // The body is built field by field: the server refuses a key it does not know.
  const save = async (values: WarehouseValues) => {
    await warehouseAdminApi.saveWarehouse({
      ...(warehouse ? { id: warehouse.id } : {}),
      code: values.code.trim(),
      name: values.name.trim(),
      kind: values.kind,
      keeperCompanyId: values.keeperCompanyId,
      ...regionFields(values.region),
      address: values.address.trim(),
      longitude: values.longitude.trim(),
      latitude: values.latitude.trim(),
      dailyOutboundCapacity: values.dailyOutboundCapacity.trim(),
      dangerousGoods: values.dangerousGoods,
      registryCode: optionalText(values.registryCode),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      enabled: values.enabled,
    });
    showSuccessToast(t(warehouse ? 'common.updated' : 'common.created'));
    // The keepers' warehouse counts change with a new warehouse or a new keeper.
    await refresh(queryClient, WAREHOUSES_URL, KEEPERS_URL);
  };

  return (
    <FormModal<WarehouseValues>
      title={warehouse ? t('wrAdmin.warehouse.editTitle', { name: warehouse.name }) : t('wrAdmin.warehouse.addTitle')}
      okText={t('common.save')}
      testId="wr-warehouse-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="wrWarehouse"
      fields={SERVER_FIELDS}
      initialValues={initialValuesOf(warehouse)}
      width={760}
      intro={
        keepers.isSuccess && keepers.data.length === 0 ? (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('wrAdmin.warehouse.noKeepers')} />
        ) : null
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="code"
            label={label('code')}
            extra={t('wrAdmin.warehouse.codeHint')}
            // Codes are printed in capitals: typed ones are raised as they are typed.
            normalize={(value?: string) => value?.toUpperCase()}
            rules={[requiredField(t, label('code')), { pattern: CODE_PATTERN, message: t('warehouse.codeInvalid') }]}
          >
            <Input maxLength={20} data-testid="wr-warehouse-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} rules={[requiredField(t, label('name'))]}>
            <Input maxLength={60} data-testid="wr-warehouse-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="kind"
            label={label('kind')}
            extra={t('wrAdmin.warehouse.kindHint')}
            rules={[required(t('wrAdmin.warehouse.kindRequired'))]}
          >
            <Select
              options={WAREHOUSE_KINDS.map((kind) => ({ value: kind, label: t(warehouseKindLabelKey(kind)) }))}
              data-testid="wr-warehouse-kind"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="keeperCompanyId" label={label('keeper')} rules={[required(t('wrAdmin.warehouse.keeperRequired'))]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={keepers.isFetching}
              placeholder={t('wrAdmin.warehouse.keeperRequired')}
              options={(keepers.data ?? []).map((keeper) => ({ value: keeper.companyId, label: keeper.companyName }))}
              data-testid="wr-warehouse-keeper"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <RegionFormItem testId="wr-warehouse-region" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={label('address')} rules={[requiredField(t, label('address'))]}>
            <Input maxLength={200} data-testid="wr-warehouse-address" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="longitude" label={label('longitude')} rules={[requiredField(t, label('longitude'))]}>
            <Input maxLength={12} inputMode="decimal" placeholder="121.473701" data-testid="wr-warehouse-longitude" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="latitude" label={label('latitude')} rules={[requiredField(t, label('latitude'))]}>
            <Input maxLength={11} inputMode="decimal" placeholder="31.230416" data-testid="wr-warehouse-latitude" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="dailyOutboundCapacity"
            label={label('capacity')}
            extra={t('wrAdmin.warehouse.capacityHint')}
            rules={[requiredField(t, label('capacity')), ...quantityRules(t)]}
          >
            <Input
              maxLength={19}
              inputMode="decimal"
              suffix={t('wrAdmin.warehouse.capacityUnit')}
              data-testid="wr-warehouse-capacity"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="registryCode" label={label('registryCode')} extra={t('wrAdmin.warehouse.registryCodeHint')}>
            <Input maxLength={40} data-testid="wr-warehouse-registry" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactName" label={label('contactName')} rules={[requiredField(t, label('contactName'))]}>
            <Input maxLength={30} data-testid="wr-warehouse-contact" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contactPhone"
            label={label('contactPhone')}
            rules={[requiredField(t, label('contactPhone')), ...phoneRules(t)]}
          >
            <Input maxLength={20} placeholder={t('wrAdmin.phonePlaceholder')} data-testid="wr-warehouse-phone" />
          </Form.Item>
        </Col>
        <Col xs={12} md={12}>
          <Form.Item name="dangerousGoods" label={label('dangerousGoods')} valuePropName="checked">
            <Switch data-testid="wr-warehouse-dangerous" />
          </Form.Item>
        </Col>
        <Col xs={12} md={12}>
          <Form.Item name="enabled" label={label('enabled')} extra={t('wrAdmin.warehouse.enabledHint')} valuePropName="checked">
            <Switch data-testid="wr-warehouse-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
