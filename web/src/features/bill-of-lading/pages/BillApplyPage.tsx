import { chinaDate, QUANTITY_PATTERN, type Receipt, unitWords, type VehicleCrew } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Empty, Form, type FormRule, Input, Row, Skeleton, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type ApiError, isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { required } from '../../../shared/ui/form-rules.ts';
import { ProductWithGrade, Quantity } from '../../../shared/ui/GoodsWords.tsx';
import { VehicleCrewFields, type VehicleCrewValues, vehicleCrewBody } from '../../../shared/ui/VehicleCrewFields.tsx';
import { positiveInt } from '../../../shared/url-query.ts';
import { BILLS_KEY, billApi, WAREHOUSE_RECEIPTS_ROOT } from '../api.ts';
import { billDetailsPath, receiptDetailsPath } from '../components/bill-columns.tsx';
import { useHasCode } from '../components/usePermission.ts';

const DAY = 'YYYY-MM-DD';

interface ApplyForm {
  quantity: string;
  expectedDate: Dayjs;
  crew: VehicleCrewValues;
  remark?: string;
}

/** The form's own fields a server's field error may name; the crew's come as crew.<field>. */
const FIELDS = ['quantity', 'expectedDate', 'remark'] as const;
const CREW_FIELDS = [
  'plate',
  'transportPermitNo',
  'driverName',
  'driverIdNumber',
  'driverPhone',
  'driverQualificationNo',
  'escortName',
  'escortIdNumber',
  'escortPhone',
  'escortQualificationNo',
] as const satisfies readonly (keyof VehicleCrew)[];
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * /manage/billDetails?receiptId= 申请提货: the holder asks to take goods out of a receipt it holds — how much (the
 * whole receipt by default), the day it would like to come, and the vehicle and crew (permits and an escort for
 * dangerous goods). Less than the whole splits the receipt without its lot rules (those goods leave the warehouse):
 * the part taken is locked for the pick-up, the rest stays free. A receipt that cannot be used now says why instead.
 */
export default function BillApplyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = positiveInt(search.get('receiptId'));
  const enabled = id !== undefined;
  const receipt = useQuery({
    queryKey: [...BILLS_KEY, 'receipt', id, 'info'],
    queryFn: () => billApi.receipt(id as number),
    enabled,
    retry: false,
  });
  const usable = useQuery({
    queryKey: [...BILLS_KEY, 'receipt', id, 'usable'],
    queryFn: () => billApi.receiptUsable(id as number),
    enabled,
    retry: false,
  });
  const quantity = useQuery({
    queryKey: [...BILLS_KEY, 'receipt', id, 'quantity'],
    queryFn: () => billApi.receiptQuantity(id as number),
    enabled,
    retry: false,
  });
  const mayPickUp = useHasCode('receipt.billOfLading');

  if (id === undefined || receipt.isError)
    return (
      <Card title={t('route.manage.billDetails')}>
        <Empty description={t('billPage.apply.notFound')}>
          <Link to="/manage/warehouseReceiptList">{t('billPage.apply.backToReceipts')}</Link>
        </Empty>
      </Card>
    );
  if (receipt.isPending || usable.isPending || quantity.isPending || mayPickUp === undefined)
    return <Skeleton active paragraph={{ rows: 10 }} />;
  const reason = usable.data?.usable ? (mayPickUp ? null : t('billPage.apply.noPermission')) : (usable.data?.reason ?? null);
  const blocked = !usable.data?.usable || !mayPickUp || !quantity.data;

  return (
    <Card title={t('route.manage.billDetails')}>
      <Row gutter={[24, 16]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 15, order: 1 }}>
          {blocked ? (
            <Alert
              type="warning"
              showIcon
              data-testid="bill-apply-blocked"
              title={t('billPage.apply.blocked', { no: receipt.data.receiptNo })}
              description={
                <>
                  {reason && <div>{reason}</div>}
                  <Link to={receiptDetailsPath(receipt.data.id)}>{t('billPage.apply.backToReceipt')}</Link>
                </>
              }
            />
          ) : (
            <ApplyForm receipt={receipt.data} available={quantity.data.available} />
          )}
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 9, order: 2 }}>
          <ReceiptFacts receipt={receipt.data} available={quantity.data?.available ?? receipt.data.quantity} />
        </Col>
      </Row>
    </Card>
  );
}

/** What the holder picks up from: the receipt's goods, where they are, and how much of it may be taken. */
function ReceiptFacts({ receipt, available }: { receipt: Receipt; available: string }) {
  const { t } = useTranslation();
  const dangerous = receipt.hazardClass !== null;
  return (
    <Descriptions
      title={t('billPage.apply.receipt')}
      bordered
      size="small"
      column={1}
      data-testid="bill-apply-receipt"
      items={[
        {
          key: 'no',
          label: t('billPage.col.receiptNo'),
          children: <Link to={receiptDetailsPath(receipt.id)}>{receipt.receiptNo}</Link>,
        },
        {
          key: 'goods',
          label: t('billPage.el.goods'),
          children: <ProductWithGrade name={receipt.productName} grade={receipt.grade} />,
        },
        {
          key: 'hazard',
          label: t('billPage.el.hazard'),
          children: dangerous ? (
            <Tag color="red">{t('receiptHolder.hazard', { hazardClass: receipt.hazardClass, un: receipt.unNumber ?? '-' })}</Tag>
          ) : (
            t('receiptHolder.notDangerous')
          ),
        },
        { key: 'brand', label: t('receiptHolder.el.brand'), children: receipt.brand },
        { key: 'batch', label: t('billPage.el.batchNo'), children: receipt.batchNo },
        {
          key: 'packing',
          label: t('billPage.el.packing'),
          children:
            receipt.pieces > 0
              ? t('receiptHolder.packingPieces', { packing: receipt.packingLabel, pieces: receipt.pieces })
              : t('receiptHolder.packingBulk', { packing: receipt.packingLabel }),
        },
        { key: 'warehouse', label: t('billPage.el.warehouse'), children: `${receipt.warehouseName} (${receipt.warehouseCode})` },
        { key: 'address', label: t('billPage.el.address'), children: receipt.warehouseAddress },
        { key: 'available', label: t('billPage.apply.available'), children: <Quantity value={available} unit={receipt.unit} /> },
      ]}
    />
  );
}

function ApplyForm({ receipt, available }: { receipt: Receipt; available: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyForm>();
  // One bill per visit, however often it is sent (a double click, a resend after a lost answer).
  const [key] = useState(() => `bill-${crypto.randomUUID()}`);
  const hazardous = receipt.hazardClass !== null;
  const unit = unitWords(receipt.unit, language);
  const today = chinaDate();
  const typed = (Form.useWatch('quantity', form) ?? '').trim();

  const quantityRule: FormRule = {
    validator: (_, value: string | undefined) => {
      const text = (value ?? '').trim();
      const fail = (message: string) => Promise.reject(new Error(message));
      if (!text) return fail(t('billPage.apply.quantityRequired'));
      if (!QUANTITY_PATTERN.test(text)) return fail(t('warehouse.quantityInvalid'));
      const asked = new Decimal(text);
      if (asked.isZero()) return fail(t('warehouse.quantityPositive'));
      if (asked.greaterThan(available)) return fail(t('bill.quantityOverReceipt', { available: formatNumber(available) }));
      return Promise.resolve();
    },
  };

  const onApiError = (error: ApiError) => {
    const field = error.field ?? '';
    const crewField = field.replace(/^crew\./, '');
    if (field.startsWith('crew.') && isOneOf(CREW_FIELDS, crewField))
      form.setFields([{ name: ['crew', crewField], errors: [error.message] }]);
    else if (isOneOf(FIELDS, field)) form.setFields([{ name: field, errors: [error.message] }]);
  };

  const [submitting, setSubmitting] = useState(false);
  const send = async (values: ApplyForm) => {
    setSubmitting(true);
    try {
      const bill = await billApi.save(
        {
          receiptId: receipt.id,
          quantity: values.quantity.trim(),
          expectedDate: values.expectedDate.format(DAY),
          crew: vehicleCrewBody(values.crew),
          ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
        },
        key,
      );
      showSuccessToast(t('bill.submitted'));
      await queryClient.invalidateQueries({ queryKey: WAREHOUSE_RECEIPTS_ROOT });
      await navigate(billDetailsPath(bill.id));
    } catch (error) {
      if (!isApiError(error)) throw error;
      onApiError(error);
    } finally {
      setSubmitting(false);
    }
  };

  // Asked once more before it is sent: the receipt is locked until the pick-up ends.
  const ask = useThrottledCallback((values: ApplyForm) =>
    confirm({
      title: t('billPage.apply.confirmTitle'),
      content: t('billPage.apply.confirmContent', {
        quantity: formatNumber(values.quantity.trim()),
        unit,
        plate: (values.crew.plate ?? '').toUpperCase(),
        driver: values.crew.driverName?.trim() ?? '',
        date: values.expectedDate.format(DAY),
      }),
      okText: t('billPage.apply.submit'),
      danger: false,
      okTestId: 'bill-apply-confirm',
      onOk: () => send(values),
    }),
  );

  const quantityHint = () => {
    if (!QUANTITY_PATTERN.test(typed) || new Decimal(typed).isZero() || new Decimal(typed).greaterThan(available))
      return t('billPage.apply.quantityHint', { available: formatNumber(available), unit });
    if (new Decimal(typed).equals(available)) return t('billPage.apply.wholeHint');
    return t('billPage.apply.splitHint', {
      quantity: formatNumber(typed),
      rest: formatNumber(new Decimal(available).minus(typed).toString()),
      unit,
    });
  };

  return (
    <Form<ApplyForm>
      form={form}
      name="billApply"
      layout="vertical"
      onFinish={ask}
      initialValues={{ quantity: new Decimal(available).toString(), expectedDate: dayjs(today), crew: {} }}
      data-testid="bill-apply-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="quantity" label={t('billPage.apply.quantity')} required rules={[quantityRule]} extra={quantityHint()}>
            <Input inputMode="decimal" suffix={unit} maxLength={20} data-testid="bill-apply-quantity" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="expectedDate"
            label={t('billPage.el.expectedDate')}
            rules={[required(t('billPage.apply.expectedDateRequired'))]}
            extra={t('billPage.apply.expectedDateHint')}
          >
            <DatePicker
              format={DAY}
              style={{ width: '100%' }}
              allowClear={false}
              disabledDate={(day) => day.format(DAY) < today}
              data-testid="bill-apply-date"
            />
          </Form.Item>
        </Col>
      </Row>
      <VehicleCrewFields hazardous={hazardous} testIdPrefix="bill-apply-crew" />
      <Form.Item name="remark" label={t('billPage.el.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount data-testid="bill-apply-remark" />
      </Form.Item>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('billPage.apply.lockNotice')} />
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="bill-apply-submit">
        {t('billPage.apply.submit')}
      </Button>
    </Form>
  );
}
