import {
  chinaDate,
  type Listing,
  RECEIPT_DELIVERY_MODES,
  type Receipt,
  type ReceiptDeliveryMode,
  unitWords,
} from '@hgsc/contracts';
import { Alert, DatePicker, Descriptions, Form, Input, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { worth } from '../../../shared/deal-amount.ts';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { listingApi } from '../api.ts';
import {
  minProblem,
  type Problem,
  plainQuantity,
  priceProblem,
  quantityProblem,
  restAfter,
  stepProblem,
  validUntilRange,
} from '../listing-rules.ts';

const DAY = 'YYYY-MM-DD';

interface ListForm {
  quantity: string;
  unitPrice: string;
  minQty: string;
  step: string;
  deliveryMode: ReceiptDeliveryMode;
  validUntil: Dayjs;
  remark?: string;
}

/** A server's field error lands on the form's field; a split's refusal names `quantities`, the part is `quantity`. */
const SERVER_FIELDS = {
  quantity: 'quantity',
  quantities: 'quantity',
  unitPrice: 'unitPrice',
  minQty: 'minQty',
  step: 'step',
  deliveryMode: 'deliveryMode',
  validUntil: 'validUntil',
  remark: 'remark',
};

/**
 * 挂牌出售: the holder offers the receipt, or a part split off it, at a price per unit with the least a buyer may
 * apply for and the step above it, a delivery mode and a last day. Each field is checked as the server will, in
 * exact decimals; the listing is sent once per opening (one Idempotency-Key). Mounted per opening.
 */
export function ListReceiptModal({
  receipt,
  onClose,
  onListed,
}: {
  receipt: Receipt;
  onClose: () => void;
  onListed: (listing: Listing) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<ListForm>();
  const [key] = useState(() => `listing-${crypto.randomUUID()}`);
  const unit = unitWords(receipt.unit, language);
  const today = chinaDate();
  const days = validUntilRange(today);
  const quantity = Form.useWatch('quantity', form);
  const price = Form.useWatch('unitPrice', form);
  const step = Form.useWatch('step', form);
  const value = worth(quantity, price);
  // A part less than the whole is split off first: the rest stays free, and the holder is told so before sending.
  const rest = quantityProblem(quantity, receipt) ? null : restAfter(receipt.quantity, quantity);
  const rule = (check: (text: string | undefined) => Problem | null) => ({
    validator: (_: unknown, text: string | undefined) => {
      const problem = check(text);
      return problem ? Promise.reject(new Error(t(problem[0], problem[1]))) : Promise.resolve();
    },
  });

  return (
    <FormModal<ListForm>
      title={t('receiptTrade.list.title', { no: receipt.receiptNo })}
      testId="listing-save"
      okText={t('receiptTrade.list.ok')}
      width={640}
      form={form}
      fields={SERVER_FIELDS}
      initialValues={{
        quantity: plainQuantity(receipt.quantity),
        minQty: plainQuantity(receipt.minSplitQty),
        step: plainQuantity(receipt.splitStep),
        deliveryMode: 'transfer',
        validUntil: dayjs(days.latest).subtract(60, 'day'),
      }}
      intro={
        <Descriptions
          size="small"
          column={2}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'goods',
              label: t('receiptTrade.list.goods'),
              children: <ProductWithGrade name={receipt.productName} grade={receipt.grade} />,
            },
            {
              key: 'held',
              label: t('receiptTrade.list.held'),
              children: <Quantity value={receipt.quantity} unit={receipt.unit} />,
            },
            { key: 'warehouse', label: t('receiptTrade.col.warehouse'), children: receipt.warehouseName },
            {
              key: 'lot',
              label: t('receiptTrade.list.productLot'),
              children: t('receiptTrade.list.productLotValue', {
                min: formatNumber(receipt.minSplitQty),
                step: formatNumber(receipt.splitStep),
                unit,
              }),
            },
          ]}
        />
      }
      onSubmit={async (values) => {
        const listing = await listingApi.save(
          {
            receiptId: receipt.id,
            quantity: values.quantity.trim(),
            unitPrice: values.unitPrice.trim(),
            minQty: values.minQty.trim(),
            step: values.step.trim(),
            deliveryMode: values.deliveryMode,
            validUntil: values.validUntil.format(DAY),
            remark: values.remark?.trim() || undefined,
          },
          key,
        );
        showSuccessToast(t('listing.saved'));
        await onListed(listing);
      }}
      onClose={onClose}
    >
      <Form.Item
        name="quantity"
        label={t('receiptTrade.list.quantity')}
        extra={t('receiptTrade.list.quantityHint')}
        rules={[rule((text) => quantityProblem(text, receipt))]}
      >
        <Input inputMode="decimal" suffix={unit} maxLength={20} data-testid="listing-save-quantity" />
      </Form.Item>
      {rest && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="listing-save-splits"
          title={t('receiptTrade.list.splits', {
            part: formatNumber(quantity),
            rest: formatNumber(rest),
            unit,
          })}
        />
      )}
      <Form.Item
        name="unitPrice"
        label={t('receiptTrade.list.unitPrice', { unit })}
        extra={value ? t('receiptTrade.list.worth', { amount: yuan(value) }) : t('receiptTrade.list.unitPriceHint')}
        rules={[rule(priceProblem)]}
      >
        <Input
          inputMode="decimal"
          prefix="¥"
          suffix={t('receiptTrade.perUnit', { unit })}
          maxLength={20}
          data-testid="listing-save-price"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('receiptTrade.list.lotRules', { min: formatNumber(receipt.minSplitQty), step: formatNumber(receipt.splitStep), unit })}
      </Typography.Paragraph>
      <div style={{ display: 'flex', gap: 16 }}>
        <Form.Item
          name="minQty"
          label={t('receiptTrade.list.minQty')}
          style={{ flex: 1 }}
          dependencies={['quantity', 'step']}
          rules={[rule((text) => minProblem(text, { quantity, step }, receipt))]}
        >
          <Input inputMode="decimal" suffix={unit} maxLength={20} data-testid="listing-save-min" />
        </Form.Item>
        <Form.Item
          name="step"
          label={t('receiptTrade.list.step')}
          style={{ flex: 1 }}
          rules={[rule((text) => stepProblem(text, receipt))]}
        >
          <Input inputMode="decimal" suffix={unit} maxLength={20} data-testid="listing-save-step" />
        </Form.Item>
      </div>
      <Form.Item
        name="deliveryMode"
        label={t('receiptTrade.list.deliveryMode')}
        rules={[{ required: true, message: t('field.required') }]}
      >
        <Radio.Group
          data-testid="listing-save-mode"
          options={RECEIPT_DELIVERY_MODES.map((mode) => ({ value: mode, label: t(`receiptDeliveryMode.${mode}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="validUntil"
        label={t('receiptTrade.list.validUntil')}
        extra={t('receiptTrade.list.validUntilHint', { latest: days.latest })}
        rules={[{ required: true, message: t('field.required') }]}
      >
        <DatePicker
          style={{ width: '100%' }}
          allowClear={false}
          disabledDate={(day) => day.isBefore(days.earliest, 'day') || day.isAfter(days.latest, 'day')}
          data-testid="listing-save-until"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('receiptTrade.list.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount data-testid="listing-save-remark" />
      </Form.Item>
    </FormModal>
  );
}
