import { QUANTITY_PATTERN, type Quote, unitWords } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { worth } from '../../../shared/deal-amount.ts';
import { formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { DeliveryAddressField } from '../../address/index.ts';
import { QUOTES_KEY, quoteApi } from '../api.ts';

interface SelectForm {
  quantity: string;
  addressId?: number;
  remark?: string;
}

/**
 * 选定报价: the buyer takes the version it reads, a quantity between the minimum and what was quoted, delivered to one
 * of its addresses (a receipt only when its seller delivers); the amount follows the typing in exact decimals, and
 * what happens next — an order, or a receipt order taken at once — is said before it binds.
 * Mounted per opening: one Idempotency-Key per opening, so a double click orders once.
 */
export function SelectQuoteModal({
  quote,
  onClose,
  onSelected,
}: {
  quote: Quote;
  onClose: () => void;
  onSelected: (orderId: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SelectForm>();
  const [key] = useState(() => `quote-select-${crypto.randomUUID()}`);
  const { terms } = quote;
  const unit = unitWords(terms.unit, language);
  const amount = worth(Form.useWatch('quantity', form), terms.unitPrice);
  const receipt = quote.subject === 'receipt';
  // A receipt changes hands in the warehouse unless its seller delivers; shop goods unless the buyer collects.
  const delivered = receipt ? terms.deliveryMode === 'delivery' : terms.deliveryMode !== 'pickup';

  const select = async (values: SelectForm) => {
    const selected = await quoteApi.select(
      {
        id: quote.id,
        version: quote.version,
        quantity: values.quantity.trim(),
        ...(delivered && values.addressId !== undefined ? { addressId: values.addressId } : {}),
        remark: values.remark?.trim() || null,
      },
      key,
    );
    showSuccessToast(t('quote.selectedOk'));
    await queryClient.invalidateQueries({ queryKey: QUOTES_KEY });
    onSelected(selected.orderId);
  };

  return (
    <FormModal<SelectForm>
      title={t('quote.select.title', { no: quote.quoteNo, version: quote.version })}
      testId="quote-select"
      okText={t('quote.select.confirm')}
      onClose={onClose}
      onSubmit={select}
      form={form}
      name="quoteSelect"
      fields={['quantity', 'addressId', 'remark']}
      initialValues={{ quantity: new Decimal(terms.quantity).toString() }}
      width={560}
      intro={<p className="muted">{t(receipt ? 'quote.select.receiptIntro' : 'quote.select.intro')}</p>}
    >
      <Form.Item
        name="quantity"
        label={t('quote.select.quantity', { min: terms.minQty, max: terms.quantity, unit })}
        rules={[
          { required: true, whitespace: true, message: t('field.required') },
          {
            validator: (_, value: string | undefined) => {
              const text = (value ?? '').trim();
              if (!text) return Promise.resolve();
              if (!QUANTITY_PATTERN.test(text)) return Promise.reject(new Error(t('product.quantityInvalid')));
              if (new Decimal(text).lessThan(terms.minQty))
                return Promise.reject(new Error(t('quote.belowMinimum', { min: terms.minQty })));
              if (new Decimal(text).greaterThan(terms.quantity))
                return Promise.reject(new Error(t('quote.overQuantity', { max: terms.quantity })));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" suffix={unit} data-testid="quote-select-qty" />
      </Form.Item>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, margin: '-4px 0 16px' }} aria-live="polite">
        <span className="muted">{t('quote.select.amount')}</span>
        <strong data-testid="quote-select-amount">{amount ? `¥${formatPrice(amount)}` : '-'}</strong>
      </div>
      {delivered && <DeliveryAddressField testId="quote-select-address" />}
      <Form.Item name="remark" label={t('quote.select.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
