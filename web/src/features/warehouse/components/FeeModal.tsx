import { chinaDate } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredField } from '../../../shared/ui/form-rules.ts';
import { FEES_URL, PRODUCTS_URL, refresh, warehouseAdminApi } from '../api.ts';
import { useFeeWords } from '../fee-words.ts';
import { feeRules, rateRules } from '../field-rules.ts';
import { ProductSelect } from './ProductSelect.tsx';
import { WarehouseSelect } from './WarehouseSelect.tsx';

const DAY = 'YYYY-MM-DD';

interface FeeValues {
  warehouseId: number;
  productId: number;
  storageRate: string;
  inboundFee: string;
  outboundFee: string;
  transferFee: string;
  /** YYYY-MM-DD, as the body sends it (the picker's day is turned into text as it is picked). */
  effectiveFrom: string;
}

/** The warehouse and product the page was filtered by, to start from. */
export interface FeeStart {
  warehouse?: { id: number; label: string };
  productId?: number;
}

/**
 * 设置新标准: a warehouse's fees for a product from a day on, today (in China) or later. The newest period of the pair
 * is shown, since the new one must start after it and closes it the day before. Mounted per opening.
 */
export function FeeModal({ start, onClose }: { start: FeeStart; onClose: () => void }) {
  const { t } = useTranslation();
  const words = useFeeWords();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FeeValues>();
  const warehouseId = Form.useWatch('warehouseId', form);
  const productId = Form.useWatch('productId', form);
  const today = chinaDate();
  const products = useQuery({ queryKey: [PRODUCTS_URL], queryFn: () => warehouseAdminApi.products() });
  const unit = products.data?.find((product) => product.id === productId)?.unit;
  const bothPicked = Boolean(warehouseId && productId);
  const periods = useQuery({
    queryKey: [FEES_URL, { warehouseId, productId }],
    queryFn: () => warehouseAdminApi.fees({ warehouseId, productId }),
    enabled: bothPicked,
  });
  const latest = bothPicked ? periods.data?.[0] : undefined;
  // The first day allowed: today, and after the newest period's first day.
  const isTooEarly = (day: Dayjs) => {
    const text = day.format(DAY);
    return text < today || (latest !== undefined && text <= latest.effectiveFrom);
  };

  const save = async (values: FeeValues) => {
    const saved = await warehouseAdminApi.saveFee({
      warehouseId: values.warehouseId,
      productId: values.productId,
      storageRate: values.storageRate.trim(),
      inboundFee: values.inboundFee.trim(),
      outboundFee: values.outboundFee.trim(),
      transferFee: values.transferFee.trim(),
      effectiveFrom: values.effectiveFrom,
    });
    showSuccessToast(t('warehouse.feeSaved', { from: saved.effectiveFrom }));
    await refresh(queryClient, FEES_URL);
  };

  const perUnit = unit ? words.perUnit(unit) : undefined;
  return (
    <FormModal<FeeValues>
      title={t('wrAdmin.fee.addTitle')}
      okText={t('common.save')}
      testId="wr-fee-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="wrFee"
      fields={['warehouseId', 'productId', 'storageRate', 'inboundFee', 'outboundFee', 'transferFee', 'effectiveFrom']}
      initialValues={{ warehouseId: start.warehouse?.id, productId: start.productId, effectiveFrom: today }}
      width={680}
      intro={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('wrAdmin.fee.addIntro')}
          description={
            latest
              ? t('wrAdmin.fee.latest', {
                  from: latest.effectiveFrom,
                  rate: words.rate(latest.storageRate, latest.unit),
                  inbound: words.fee(latest.inboundFee, latest.unit),
                  outbound: words.fee(latest.outboundFee, latest.unit),
                  transfer: words.fee(latest.transferFee, latest.unit),
                })
              : undefined
          }
        />
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="warehouseId" label={t('wrAdmin.fee.warehouse')} rules={[required(t('wrAdmin.fee.warehouseRequired'))]}>
            <WarehouseSelect
              initialLabel={start.warehouse?.label}
              placeholder={t('wrAdmin.fee.warehousePlaceholder')}
              aria-label={t('wrAdmin.fee.warehouse')}
              testId="wr-fee-warehouse"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productId" label={t('wrAdmin.fee.product')} rules={[required(t('wrAdmin.fee.productRequired'))]}>
            <ProductSelect
              placeholder={t('wrAdmin.fee.productRequired')}
              aria-label={t('wrAdmin.fee.product')}
              testId="wr-fee-product"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="storageRate"
            label={t('wrAdmin.fee.storageRate')}
            rules={[requiredField(t, t('wrAdmin.fee.storageRate')), ...rateRules(t)]}
          >
            <Input
              maxLength={19}
              inputMode="decimal"
              suffix={unit ? words.perUnitDay(unit) : undefined}
              data-testid="wr-fee-rate"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="effectiveFrom"
            label={t('wrAdmin.fee.effectiveFrom')}
            extra={t('wrAdmin.fee.effectiveFromHint')}
            rules={[required(t('wrAdmin.fee.effectiveFromRequired'))]}
            getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
            normalize={(day?: Dayjs | null) => (day ? day.format(DAY) : undefined)}
          >
            <DatePicker format={DAY} disabledDate={isTooEarly} style={{ width: '100%' }} data-testid="wr-fee-from" />
          </Form.Item>
        </Col>
        {(['inboundFee', 'outboundFee', 'transferFee'] as const).map((field) => (
          <Col xs={24} md={8} key={field}>
            <Form.Item
              name={field}
              label={t(`wrAdmin.fee.${field}`)}
              rules={[requiredField(t, t(`wrAdmin.fee.${field}`)), ...feeRules(t)]}
            >
              <Input maxLength={19} inputMode="decimal" suffix={perUnit} data-testid={`wr-fee-${field}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormModal>
  );
}
