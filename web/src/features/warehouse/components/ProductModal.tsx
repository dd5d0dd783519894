import { HAZARD_CLASSES, type HazardClass, hazardClassLabelKey, type ReceiptProduct, UN_NUMBER_PATTERN } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { casNumberRules, requiredField } from '../../../shared/ui/form-rules.ts';
import { PRODUCTS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { optionalText, quantityRules } from '../field-rules.ts';

interface ProductValues {
  name: string;
  grade: string;
  casNumber: string;
  hazardClass?: HazardClass;
  unNumber?: string;
  unit: string;
  minSplitQty: string;
  splitStep: string;
  enabled: boolean;
}

const DEFAULT_UNIT = '吨';

const initialValuesOf = (product: ReceiptProduct | null): Partial<ProductValues> =>
  product
    ? {
        name: product.name,
        grade: product.grade,
        casNumber: product.casNumber,
        hazardClass: (product.hazardClass as HazardClass | null) ?? undefined,
        unNumber: product.unNumber ?? undefined,
        unit: product.unit,
        minSplitQty: product.minSplitQty,
        splitStep: product.splitStep,
        enabled: product.enabled,
      }
    : { unit: DEFAULT_UNIT, enabled: true };

/** Adds a receipt product (`product` null) or edits one. Mounted per opening. */
export function ProductModal({ product, onClose }: { product: ReceiptProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProductValues>();
  const label = (field: string) => t(`wrAdmin.product.${field}`);

  // A dangerous good is named by its class and UN number together: each asks for the other once one is given.
  const pairedWith = (other: keyof ProductValues) => ({
    validator: async (_: unknown, value: string | undefined) => {
      if (!value && form.getFieldValue(other)) throw new Error(t('wrAdmin.product.hazardPair'));
    },
  });

  const save = async (values: ProductValues) => {
    await warehouseAdminApi.saveProduct({
      ...(product ? { id: product.id } : {}),
      name: values.name.trim(),
      grade: values.grade.trim(),
      casNumber: values.casNumber.trim(),
      hazardClass: values.hazardClass || undefined,
      unNumber: optionalText(values.unNumber)?.toUpperCase(),
      unit: values.unit.trim(),
      minSplitQty: values.minSplitQty.trim(),
      splitStep: values.splitStep.trim(),
      enabled: values.enabled,
    });
    showSuccessToast(t(product ? 'common.updated' : 'common.created'));
    await refresh(queryClient, PRODUCTS_URL);
  };

  return (
    <FormModal<ProductValues>
      title={product ? t('wrAdmin.product.editTitle', { name: product.name }) : t('wrAdmin.product.addTitle')}
      okText={t('common.save')}
      testId="wr-product-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="wrProduct"
      fields={['name', 'grade', 'casNumber', 'hazardClass', 'unNumber', 'unit', 'minSplitQty', 'splitStep', 'enabled']}
      initialValues={initialValuesOf(product)}
      width={680}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} rules={[requiredField(t, label('name'))]}>
            <Input maxLength={60} data-testid="wr-product-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="grade" label={label('grade')} rules={[requiredField(t, label('grade'))]}>
            <Input maxLength={50} placeholder={t('wrAdmin.product.gradePlaceholder')} data-testid="wr-product-grade" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="casNumber" label={label('casNumber')} rules={casNumberRules(t, label('casNumber'))}>
            <Input maxLength={12} placeholder="107-21-1" data-testid="wr-product-cas" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="unit" label={label('unit')} rules={[requiredField(t, label('unit'))]}>
            <Input maxLength={10} data-testid="wr-product-unit" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="hazardClass" label={label('hazardClass')} dependencies={['unNumber']} rules={[pairedWith('unNumber')]}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('wrAdmin.product.notDangerous')}
              options={HAZARD_CLASSES.map((value) => ({ value, label: `${value} · ${t(hazardClassLabelKey(value))}` }))}
              data-testid="wr-product-hazard"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="unNumber"
            label={label('unNumber')}
            dependencies={['hazardClass']}
            normalize={(value?: string) => value?.toUpperCase()}
            rules={[{ pattern: UN_NUMBER_PATTERN, message: t('product.unNumberInvalid') }, pairedWith('hazardClass')]}
          >
            <Input maxLength={6} placeholder="UN1230" data-testid="wr-product-un" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {t('wrAdmin.product.hazardHint')}
          </Typography.Paragraph>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="minSplitQty"
            label={label('minSplitQty')}
            rules={[requiredField(t, label('minSplitQty')), ...quantityRules(t)]}
          >
            <Input maxLength={19} inputMode="decimal" data-testid="wr-product-min-split" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="splitStep"
            label={label('splitStep')}
            rules={[requiredField(t, label('splitStep')), ...quantityRules(t)]}
          >
            <Input maxLength={19} inputMode="decimal" data-testid="wr-product-step" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {t('wrAdmin.product.splitHint')}
          </Typography.Paragraph>
        </Col>
        <Col span={24}>
          <Form.Item name="enabled" label={label('enabled')} extra={t('wrAdmin.product.enabledHint')} valuePropName="checked">
            <Switch data-testid="wr-product-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
