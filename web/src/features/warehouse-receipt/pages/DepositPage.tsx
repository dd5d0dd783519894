import {
  chinaDate,
  type depositRoutes,
  PLATE_PATTERN,
  QUANTITY_PATTERN,
  type ReceiptProduct,
  type RouteInput,
  unitWords,
  type Warehouse,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormRule } from 'antd';
import { Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { required, requiredField } from '../../../shared/ui/form-rules.ts';
import { positiveInt } from '../../../shared/url-query.ts';
import { DEPOSITS_KEY, REFERENCE_KEY, receiptApi } from '../api.ts';
import { AgreementNotice } from '../components/AgreementNotice.tsx';
import { DepositProgress } from '../components/DepositProgress.tsx';
import { FeeSchedulePreview, useFeeInForce } from '../components/FeeSchedulePreview.tsx';
import { ProductFacts } from '../components/ProductFacts.tsx';
import { useMayManageReceipts } from '../components/useMayManageReceipts.tsx';

const DAY = 'YYYY-MM-DD';
/** Packing that holds no pieces: 散水 (bulk liquid) and 槽罐 (tank). */
const BULK_PACKING = [0, 6];
const REFERENCE_STALE_MS = 5 * 60_000;

interface DepositForm {
  warehouseId: number;
  productId: number;
  brand: string;
  origin?: string;
  batchNo: string;
  productionDate?: Dayjs;
  packing: number;
  pieces: number;
  declaredQty: string;
  expectedArrival: Dayjs;
  vehiclePlates?: string;
  remark?: string;
}

const FIELDS = [
  'warehouseId',
  'productId',
  'brand',
  'origin',
  'batchNo',
  'productionDate',
  'packing',
  'pieces',
  'declaredQty',
  'expectedArrival',
  'vehiclePlates',
  'remark',
];

/** Plates as the server reads them: upper case, separated by commas (a Chinese comma or spaces typed are accepted). */
const platesOf = (text: string | undefined) =>
  (text ?? '')
    .toUpperCase()
    .split(/[,，\s]+/)
    .filter(Boolean);

const bodyOf = (values: DepositForm): RouteInput<typeof depositRoutes.apply> => ({
  warehouseId: values.warehouseId,
  productId: values.productId,
  brand: values.brand.trim(),
  origin: values.origin || undefined,
  batchNo: values.batchNo.trim(),
  productionDate: values.productionDate?.format(DAY),
  packing: values.packing,
  pieces: values.pieces,
  declaredQty: values.declaredQty.trim(),
  expectedArrival: values.expectedArrival.format(DAY),
  vehiclePlates: platesOf(values.vehiclePlates).join(',') || undefined,
  remark: values.remark?.trim() || undefined,
});

/**
 * /manage/deposit 申请入库: the company asks a warehouse to take in goods for a receipt. The product's facts and lot
 * rules and the warehouse's fees in force are shown before applying; a warehouse without a schedule for the product
 * cannot be applied to. A company that has not affirmed the receipt agreement is told so, with the way to it.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayManage = useMayManageReceipts();
  const [form] = Form.useForm<DepositForm>();
  // Come from a warehouse's page (在此仓库申请入库): that warehouse is chosen.
  const [search] = useSearchParams();
  const chosenWarehouse = positiveInt(search.get('warehouseId'));
  // One application per visit, however often it is sent (a double click, a resend after affirming the agreement).
  const [key] = useState(() => `deposit-${crypto.randomUUID()}`);
  const [agreementRefused, setAgreementRefused] = useState(false);

  const reference = { staleTime: REFERENCE_STALE_MS };
  const warehouses = useQuery({
    queryKey: [...REFERENCE_KEY, 'warehouses'],
    queryFn: () => receiptApi.warehouses(),
    ...reference,
  });
  const products = useQuery({ queryKey: [...REFERENCE_KEY, 'products'], queryFn: () => receiptApi.products(), ...reference });
  const origins = useQuery({ queryKey: [...REFERENCE_KEY, 'origins'], queryFn: () => receiptApi.origins(), ...reference });
  const packings = useQuery({ queryKey: [...REFERENCE_KEY, 'packings'], queryFn: () => receiptApi.packings(), ...reference });
  // Asked again when the person comes back from affirming it in the other tab.
  const agreement = useQuery({
    queryKey: [...REFERENCE_KEY, 'agreement'],
    queryFn: () => receiptApi.agreementStatus(),
    refetchOnWindowFocus: true,
  });
  const agreementMissing = agreement.data ? agreement.data.pending : agreementRefused;

  const warehouseId = Form.useWatch('warehouseId', form);
  const productId = Form.useWatch('productId', form);
  const declaredQty = Form.useWatch('declaredQty', form);
  const warehouse: Warehouse | undefined = warehouses.data?.find((w) => w.id === warehouseId);
  const product: ReceiptProduct | undefined = products.data?.find((p) => p.id === productId);
  const fee = useFeeInForce(warehouseId, productId);
  const noFee = fee.isSuccess && fee.data === null;
  // Said beside the product (ProductFacts) and refused by the server: no use sending it.
  const unlicensed = Boolean(product?.hazardClass && warehouse && !warehouse.dangerousGoods);

  const { submit, submitting } = useFormSubmit(
    async (values: DepositForm) => {
      const deposit = await receiptApi.applyOnce(bodyOf(values), key);
      showSuccessToast(t('deposit.submitted'));
      await queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
      await navigate(`/manage/myDepositDetails?id=${deposit.id}`);
    },
    (error) => {
      // The agreement gate asked and the person put it off: say what is missing and where to affirm it.
      if (error.errorCode === 'RECEIPT_AGREEMENT_REQUIRED') {
        setAgreementRefused(true);
        void agreement.refetch();
      } else applyFieldError(form, error, FIELDS);
    },
  );

  const today = dayjs(chinaDate());
  const quantityRules: FormRule[] = [
    requiredField(t, t('receiptHolder.deposit.declaredQty')),
    {
      validator: (_, value: string | undefined) => {
        const text = (value ?? '').trim();
        if (!text) return Promise.resolve();
        if (!QUANTITY_PATTERN.test(text)) return Promise.reject(new Error(t('warehouse.quantityInvalid')));
        if (new Decimal(text).isZero()) return Promise.reject(new Error(t('warehouse.quantityPositive')));
        return Promise.resolve();
      },
    },
  ];
  const plateRules: FormRule[] = [
    {
      validator: (_, value: string | undefined) =>
        platesOf(value).every((plate) => PLATE_PATTERN.test(plate))
          ? Promise.resolve()
          : Promise.reject(new Error(t('deposit.plateInvalid'))),
    },
  ];

  return (
    <Card title={t('route.manage.deposit')}>
      {agreementMissing && <AgreementNotice />}
      <DepositProgress />
      <Row gutter={24} style={{ marginTop: 24 }}>
        <Col xs={24} lg={14}>
          <Form<DepositForm>
            form={form}
            name="deposit"
            layout="vertical"
            onFinish={submit}
            initialValues={{ expectedArrival: today, pieces: 0, warehouseId: chosenWarehouse }}
            data-testid="wr-deposit-form"
          >
            <Form.Item
              name="warehouseId"
              label={t('receiptHolder.deposit.warehouse')}
              rules={[required(t('receiptHolder.deposit.warehouseRequired'))]}
              extra={
                warehouse && (
                  <Link
                    to={`/manage/warehouseDetails?id=${warehouse.id}`}
                    target="_blank"
                    rel="noopener"
                    data-testid="wr-deposit-warehouse-details"
                  >
                    {t('receiptHolder.deposit.warehouseDetails')}
                  </Link>
                )
              }
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={warehouses.isPending}
                placeholder={t('receiptHolder.deposit.warehousePlaceholder')}
                data-testid="wr-deposit-warehouse"
                options={(warehouses.data ?? []).map((w) => ({
                  value: w.id,
                  label: [
                    `${w.name} (${w.code})`,
                    w.place,
                    w.dangerousGoods ? t('receiptHolder.deposit.dangerousLicensed') : null,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="productId"
              label={t('receiptHolder.deposit.product')}
              rules={[required(t('receiptHolder.deposit.productRequired'))]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={products.isPending}
                placeholder={t('receiptHolder.deposit.productPlaceholder')}
                data-testid="wr-deposit-product"
                options={(products.data ?? []).map((p) => ({
                  value: p.id,
                  label: [`${p.name} ${p.grade}`, `CAS ${p.casNumber}`, p.hazardClass ? t('receiptHolder.dangerous') : null]
                    .filter(Boolean)
                    .join(' · '),
                }))}
              />
            </Form.Item>
            {product && <ProductFacts product={product} warehouse={warehouse} />}
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="brand"
                  label={t('receiptHolder.deposit.brand')}
                  rules={[requiredField(t, t('receiptHolder.deposit.brand'))]}
                >
                  <Input maxLength={60} data-testid="wr-deposit-brand" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="origin" label={t('receiptHolder.deposit.origin')}>
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={origins.isPending}
                    placeholder={t('receiptHolder.optional')}
                    data-testid="wr-deposit-origin"
                    options={(origins.data ?? []).map((o) => ({ value: o.name, label: o.name }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="batchNo"
                  label={t('receiptHolder.deposit.batchNo')}
                  rules={[requiredField(t, t('receiptHolder.deposit.batchNo'))]}
                >
                  <Input maxLength={40} data-testid="wr-deposit-batch" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="productionDate" label={t('receiptHolder.deposit.productionDate')}>
                  <DatePicker
                    format={DAY}
                    style={{ width: '100%' }}
                    placeholder={t('receiptHolder.optional')}
                    disabledDate={(day) => day.isAfter(today, 'day')}
                    data-testid="wr-deposit-production-date"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="packing"
                  label={t('receiptHolder.deposit.packing')}
                  rules={[required(t('receiptHolder.deposit.packingRequired'))]}
                >
                  <Select
                    loading={packings.isPending}
                    data-testid="wr-deposit-packing"
                    options={(packings.data ?? []).map((p) => ({ value: p.code, label: p.label }))}
                    onChange={(code: number) => {
                      if (BULK_PACKING.includes(code)) form.setFieldValue('pieces', 0);
                    }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="pieces"
                  label={t('receiptHolder.deposit.pieces')}
                  extra={t('receiptHolder.deposit.piecesHint')}
                  rules={[required(t('receiptHolder.deposit.piecesRequired'))]}
                >
                  <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} data-testid="wr-deposit-pieces" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="declaredQty"
                  label={t('receiptHolder.deposit.declaredQty')}
                  extra={t('receiptHolder.deposit.declaredQtyHint')}
                  rules={quantityRules}
                >
                  <Input
                    inputMode="decimal"
                    maxLength={20}
                    suffix={unitWords(product?.unit ?? '吨', language)}
                    data-testid="wr-deposit-qty"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="expectedArrival"
                  label={t('receiptHolder.deposit.expectedArrival')}
                  rules={[required(t('receiptHolder.deposit.expectedArrivalRequired'))]}
                >
                  <DatePicker
                    format={DAY}
                    style={{ width: '100%' }}
                    disabledDate={(day) => day.isBefore(today, 'day')}
                    data-testid="wr-deposit-arrival"
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="vehiclePlates"
              label={t('receiptHolder.deposit.plates')}
              extra={t('receiptHolder.deposit.platesHint')}
              rules={plateRules}
            >
              <Input maxLength={200} placeholder={t('receiptHolder.optional')} data-testid="wr-deposit-plates" />
            </Form.Item>
            <Form.Item name="remark" label={t('receiptHolder.deposit.remark')}>
              <Input.TextArea rows={3} maxLength={500} showCount data-testid="wr-deposit-remark" />
            </Form.Item>
            <Flex gap={8}>
              <Button
                type="primary"
                htmlType="submit"
                loading={submitting}
                disabled={!mayManage || noFee || unlicensed}
                data-testid="wr-deposit-submit"
              >
                {t('receiptHolder.deposit.submit')}
              </Button>
              <Button onClick={() => void navigate('/manage/applyList')}>{t('receiptHolder.deposit.toList')}</Button>
            </Flex>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <FeeSchedulePreview warehouseId={warehouseId} product={product} declaredQty={declaredQty} />
        </Col>
      </Row>
    </Card>
  );
}
