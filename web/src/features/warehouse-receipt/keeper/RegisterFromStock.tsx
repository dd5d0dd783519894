import { chinaDate, QUANTITY_PATTERN } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { required, requiredText } from '../../../shared/ui/form-rules.ts';
import { RECEIPTS_KEY, REFERENCE_KEY, receiptApi } from '../api.ts';
import { ReceiptElementsFields } from './ReceiptElementsFields.tsx';

interface StockForm {
  warehouseId: number;
  productId: number;
  depositorCreditCode: string;
  brand: string;
  origin?: string;
  batchNo: string;
  productionDate?: Dayjs;
  packing: number;
  pieces: number;
  quantity: string;
  storageStart: Dayjs;
  quality: string;
  qcReportKey: string;
  location: string;
  termEnd: Dayjs;
  lossStandard: string;
  insurance?: string;
}

const FIELDS = [
  'warehouseId',
  'productId',
  'depositorCreditCode',
  'brand',
  'origin',
  'batchNo',
  'productionDate',
  'packing',
  'pieces',
  'quantity',
  'storageStart',
  'quality',
  'qcReportKey',
  'location',
  'termEnd',
  'lossStandard',
  'insurance',
];

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/**
 * Registering goods already in the keeper's stock (快速登记): the depositor named by its credit code, the goods'
 * facts and QC report, and the keeper's elements; the operator audits it like any other.
 */
export function RegisterFromStock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const power = useUserPower();
  const [form] = Form.useForm<StockForm>();
  const ownCompany = power.data?.company?.id;
  const warehouses = useQuery({
    queryKey: [...REFERENCE_KEY, 'all-warehouses'],
    queryFn: async () => [...(await receiptApi.warehouses()), ...(await receiptApi.factories())],
  });
  const products = useQuery({ queryKey: [...REFERENCE_KEY, 'products'], queryFn: () => receiptApi.products() });
  const origins = useQuery({ queryKey: [...REFERENCE_KEY, 'origins'], queryFn: () => receiptApi.origins() });
  const packings = useQuery({ queryKey: [...REFERENCE_KEY, 'packings'], queryFn: () => receiptApi.packings() });

  const { submit, submitting } = useFormSubmit(
    async (values: StockForm) => {
      const receipt = await receiptApi.fastRegister({
        warehouseId: values.warehouseId,
        productId: values.productId,
        depositorCreditCode: values.depositorCreditCode.trim(),
        brand: values.brand.trim(),
        ...(values.origin ? { origin: values.origin } : {}),
        batchNo: values.batchNo.trim(),
        ...(values.productionDate ? { productionDate: day(values.productionDate) } : {}),
        packing: values.packing,
        pieces: values.pieces,
        quantity: values.quantity.trim(),
        storageStart: day(values.storageStart),
        quality: values.quality.trim(),
        qcReportKey: values.qcReportKey,
        location: values.location.trim(),
        termEnd: day(values.termEnd),
        lossStandard: values.lossStandard.trim(),
        ...(values.insurance?.trim() ? { insurance: values.insurance.trim() } : {}),
      });
      showSuccessToast(t('receipt.registered'));
      await queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY });
      await navigate(`/manage/newdetails?id=${receipt.id}`);
    },
    (error) => applyFieldError(form, error, FIELDS),
  );

  return (
    <Form<StockForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 900 }}
      initialValues={{ pieces: 0, packing: 0, storageStart: dayjs(chinaDate()) }}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="warehouseId" label={t('keeper.warehouse')} rules={[required(t('keeper.warehouseRequired'))]}>
            <Select
              loading={warehouses.isPending}
              options={warehouses.data
                ?.filter((w) => w.keeperCompanyId === ownCompany)
                .map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
              data-testid="keeper-stock-warehouse"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productId" label={t('keeper.product')} rules={[required(t('keeper.productRequired'))]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={products.isPending}
              options={products.data?.map((p) => ({ value: p.id, label: `${p.name} ${p.grade} (${p.casNumber})` }))}
              data-testid="keeper-stock-product"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="depositorCreditCode"
            label={t('keeper.depositorCreditCode')}
            rules={[requiredText(t('keeper.depositorRequired'))]}
          >
            <Input maxLength={18} data-testid="keeper-stock-depositor" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="brand" label={t('keeper.brand')} rules={[requiredText(t('keeper.brandRequired'))]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="origin" label={t('keeper.origin')}>
            <Select allowClear options={origins.data?.map((o) => ({ value: o.name, label: o.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="batchNo" label={t('keeper.batch')} rules={[requiredText(t('keeper.batchRequired'))]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="productionDate" label={t('keeper.productionDate')}>
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="packing" label={t('keeper.packing')} rules={[required(t('keeper.packingRequired'))]}>
            <Select options={packings.data?.map((p) => ({ value: p.code, label: p.label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="pieces" label={t('keeper.actualPieces')} rules={[required(t('keeper.actualPiecesRequired'))]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="quantity"
            label={t('keeper.quantity')}
            rules={[
              requiredText(t('keeper.actualQtyRequired')),
              { pattern: QUANTITY_PATTERN, message: t('keeper.quantityFormat') },
            ]}
          >
            <Input data-testid="keeper-stock-quantity" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="storageStart" label={t('keeper.storageStart')} rules={[required(t('keeper.storageStartRequired'))]}>
            <DatePicker
              format="YYYY-MM-DD"
              style={{ width: '100%' }}
              disabledDate={(d) => d.format('YYYY-MM-DD') > chinaDate()}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="quality" label={t('keeper.quality')} rules={[requiredText(t('keeper.qualityRequired'))]}>
            <Input maxLength={200} placeholder={t('keeper.qualityPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="qcReportKey" label={t('keeper.qcReport')} rules={[required(t('keeper.qcReportRequired'))]}>
        <FileUploadField kind="pdf" testId="keeper-stock-qc" buttonText={t('keeper.qcReportUpload')} />
      </Form.Item>
      <ReceiptElementsFields testId="keeper-stock" />
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="keeper-stock-submit">
        {t('keeper.registerSubmit')}
      </Button>
    </Form>
  );
}
