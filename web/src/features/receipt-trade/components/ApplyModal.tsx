import { type Listing, QUANTITY_PATTERN, type ReceiptOrder, unitWords } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { worth } from '../../../shared/deal-amount.ts';
import { formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { DeliveryAddressField } from '../../address/index.ts';
import { LISTINGS_KEY, RECEIPT_ORDERS_KEY, receiptOrderApi } from '../api.ts';
import { productWords, quantityWords } from '../market/ListingWords.tsx';

interface ApplyForm {
  quantity: string;
  /** Where the seller delivers, for a listing it delivers (卖方送货). */
  addressId?: number;
  remark?: string;
}

/**
 * 申请购买: the buyer asks for a quantity of a listing at its price; the server holds it until the seller answers. The
 * rule is said beside the field and checked by the server, whose refusal lands on the field; the amount follows the
 * typing in exact decimals. A listing its seller delivers (卖方送货) asks where to: one of the company's addresses.
 * Mounted per opening: one Idempotency-Key per opening, so a double click or a resend after affirming the receipt
 * agreement applies once.
 */
export function ApplyModal({
  listing,
  onClose,
  onApplied,
}: {
  listing: Listing;
  onClose: () => void;
  onApplied: (order: ReceiptOrder) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyForm>();
  const [key] = useState(() => `receipt-apply-${crypto.randomUUID()}`);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const quantity = Form.useWatch('quantity', form);
  const amount = worth(quantity, listing.unitPrice);
  const words = (value: string) => quantityWords(value, listing.unit, language);
  const available = words(listing.availableQty);
  // A sub-account without the company's addresses (company.address) applies without one: the seller asks.
  const mayUseAddresses = useUserPower().data?.codes.includes('company.address') ?? false;
  const delivered = listing.deliveryMode === 'delivery' && mayUseAddresses;

  const rules: FormRule[] = [
    { required: true, whitespace: true, message: t('receiptMarket.quantityRequired') },
    {
      validator: (_, value: string | undefined) => {
        const text = (value ?? '').trim();
        if (!text) return Promise.resolve();
        if (!QUANTITY_PATTERN.test(text)) return Promise.reject(new Error(t('receiptMarket.quantityInvalid')));
        if (new Decimal(text).isZero()) return Promise.reject(new Error(t('receiptMarket.quantityPositive')));
        if (new Decimal(text).greaterThan(listing.availableQty))
          return Promise.reject(new Error(t('receiptMarket.quantityOver', { available })));
        return Promise.resolve();
      },
    },
  ];

  const apply = async (values: ApplyForm) => {
    try {
      const order = await receiptOrderApi.apply(
        {
          listingId: listing.id,
          quantity: values.quantity.trim(),
          addressId: delivered ? values.addressId : undefined,
          remark: values.remark?.trim() || undefined,
        },
        key,
      );
      showSuccessToast(t('receiptMarket.applyDone'));
      await queryClient.invalidateQueries({ queryKey: LISTINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: RECEIPT_ORDERS_KEY });
      onApplied(order);
    } catch (error) {
      // The platform's agreement dialog was put off: say what is missing; the typed values stay for the next send.
      if (isApiError(error) && error.errorCode === 'RECEIPT_AGREEMENT_REQUIRED') setAgreementMissing(true);
      throw error;
    }
  };

  return (
    <FormModal<ApplyForm>
      title={t('receiptMarket.applyTitle', { product: productWords(listing, language) })}
      testId="rm-apply"
      okText={t('receiptMarket.applySubmit')}
      onClose={onClose}
      onSubmit={apply}
      form={form}
      name="receiptApply"
      fields={['quantity', 'addressId', 'remark']}
      width={520}
      intro={
        <>
          {agreementMissing && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="rm-agreement-required"
              title={t('receiptMarket.agreementRequired')}
              description={
                <>
                  {t('receiptMarket.agreementHint')}{' '}
                  <a href="/manage/agreement" target="_blank" rel="noopener">
                    {t('receiptMarket.agreementLink')}
                  </a>
                </>
              }
            />
          )}
          <p className="muted">
            {t('receiptMarket.applyIntro', {
              seller: listing.sellerCompanyName,
              price: `¥${formatPrice(listing.unitPrice)}${t('receiptMarket.perUnit', { unit: unitWords(listing.unit, language) })}`,
              available,
            })}
          </p>
        </>
      }
    >
      <Form.Item
        name="quantity"
        label={t('receiptMarket.quantity')}
        rules={rules}
        extra={
          <span data-testid="rm-apply-rule">
            {t('receiptMarket.quantityRule', { min: words(listing.minQty), step: words(listing.step), available })}
            <Button
              type="link"
              size="small"
              onClick={() => form.setFieldsValue({ quantity: new Decimal(listing.availableQty).toString() })}
              data-testid="rm-apply-all"
            >
              {t('receiptMarket.buyAll')}
            </Button>
          </span>
        }
      >
        <Input inputMode="decimal" autoComplete="off" suffix={unitWords(listing.unit, language)} data-testid="rm-apply-qty" />
      </Form.Item>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, margin: '-4px 0 16px' }} aria-live="polite">
        <span className="muted">{t('receiptMarket.amount')}</span>
        <strong className="rm-price" data-testid="rm-apply-amount">
          {amount ? `¥${formatPrice(amount)}` : '-'}
        </strong>
        <span className="muted" style={{ fontSize: 12 }}>
          {t('receiptMarket.amountHint')}
        </span>
      </div>
      {delivered && <DeliveryAddressField />}
      <Form.Item name="remark" label={t('receiptMarket.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder={t('receiptMarket.remarkPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
