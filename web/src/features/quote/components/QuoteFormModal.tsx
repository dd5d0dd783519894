import {
  type Inquiry,
  QUANTITY_PATTERN,
  QUOTE_MAX_VALID_DAYS,
  QUOTE_PAYMENT_TERMS,
  type QuotableProduct,
  type QuotableReceipt,
  type Quote,
  type QuoteDeliveryMode,
  type QuotePaymentTerms,
  type QuoteSubject,
  type QuoteTerms,
  quoteDeliveryModeLabelKey,
  quoteDeliveryModes,
  unitWords,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Decimal from 'decimal.js';
import { useRef, useState } from 'react';
import { beijingInstant, beijingNow, beijingWallClock } from '../../../shared/beijing-time.ts';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { QUOTES_KEY, quoteApi } from '../api.ts';

interface QuoteForm {
  buyerCompanyId?: number;
  subject: QuoteSubject;
  productId?: number;
  receiptId?: number;
  quantity: string;
  minQty: string;
  unitPrice: string;
  deliveryMode: QuoteDeliveryMode;
  deliveryPlace?: string;
  deliveryPeriod: [Dayjs, Dayjs];
  paymentTerms: QuotePaymentTerms;
  creditDays?: number;
  validUntil: Dayjs;
  remark?: string;
}

const DAY = 'YYYY-MM-DD';
const MONEY = /^\d{1,16}(\.\d{1,2})?$/;
/** The server's field names, and the form's where they differ. */
const FIELDS = {
  buyerCompanyId: 'buyerCompanyId',
  productId: 'productId',
  receiptId: 'receiptId',
  quantity: 'quantity',
  minQty: 'minQty',
  unitPrice: 'unitPrice',
  deliveryMode: 'deliveryMode',
  deliveryPlace: 'deliveryPlace',
  deliveryFrom: 'deliveryPeriod',
  deliveryTo: 'deliveryPeriod',
  paymentTerms: 'paymentTerms',
  creditDays: 'creditDays',
  validUntil: 'validUntil',
  remark: 'remark',
};

/** The form's values from terms offered before (a quote edited or revised, or the last one to this buyer). */
function valuesOf(terms: QuoteTerms): Partial<QuoteForm> {
  return {
    subject: terms.receipt ? 'receipt' : 'product',
    productId: terms.productId ?? undefined,
    receiptId: terms.receipt?.id,
    quantity: terms.quantity,
    minQty: terms.minQty,
    unitPrice: terms.unitPrice,
    deliveryMode: terms.deliveryMode,
    deliveryPlace: terms.deliveryPlace ?? undefined,
    deliveryPeriod: [dayjs(terms.deliveryFrom), dayjs(terms.deliveryTo)],
    paymentTerms: terms.paymentTerms,
    creditDays: terms.creditDays ?? undefined,
    remark: terms.remark ?? undefined,
  };
}

/** What each subject's delivery starts as: the seller delivers shop goods; a receipt changes hands in the warehouse. */
const FIRST_DELIVERY: Record<QuoteSubject, QuoteDeliveryMode> = { product: 'sellerDelivery', receipt: 'transfer' };

/** Three days ahead, on the hour: a commodity chemical's price usually holds that long. */
const defaultValidity = () => beijingNow().add(72, 'hour').startOf('hour');

/**
 * 新建 / 编辑 / 修订报价: the buyer (empty: a public quote) and one of the company's products on sale — or a warehouse
 * receipt it holds free to trade, which a selection turns into a receipt order — the quantity with its minimum, the tax-inclusive price, delivery and payment, and the moment it ends. A new quote to a buyer starts
 * from the last terms offered it for that product (select/last), else from the catalogue's price and minimum. Saving
 * keeps a draft (or, of an offered quote, a revision the buyer does not see yet); 保存并提交 offers it at once. The
 * buyer and the goods of an offered quote are fixed. Mounted per opening.
 */
export function QuoteFormModal({
  quote,
  inquiry,
  onClose,
}: {
  /** The quote edited or revised; none for a new one. */
  quote?: Quote;
  /** The inquiry a new quote answers: its buyer, offer and quantity, fixed. */
  inquiry?: Inquiry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuoteForm>();
  const offered = quote !== undefined && quote.version > 0;
  // The buyer and the goods are fixed once offered, or by the inquiry answered.
  const answering = inquiry ?? null;
  const goodsFixed = offered || answering !== null || quote?.inquiryId != null;
  const [buyerWords, setBuyerWords] = useState('');
  const [productWords, setProductWords] = useState('');
  const [receiptWords, setReceiptWords] = useState('');
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const andSubmit = useRef(false);
  const savedId = useRef(quote?.id);
  const paymentTerms = Form.useWatch('paymentTerms', form);
  const productId = Form.useWatch('productId', form);
  const receiptId = Form.useWatch('receiptId', form);
  const subject: QuoteSubject = Form.useWatch('subject', form) ?? (quote?.subject || 'product');

  const companies = useQuery({
    queryKey: ['quote-form', 'companies', buyerWords],
    queryFn: () => quoteApi.companies(buyerWords),
    enabled: !offered,
  });
  const products = useQuery({
    queryKey: ['quote-form', 'products', productWords],
    queryFn: () => quoteApi.products(productWords),
    enabled: !offered && subject === 'product',
  });
  const receipts = useQuery({
    queryKey: ['quote-form', 'receipts', receiptWords],
    queryFn: () => quoteApi.receipts(receiptWords),
    enabled: !offered && subject === 'receipt',
  });
  const goods = subject === 'receipt' ? { receiptId } : { productId };
  const authority = useQuery({
    queryKey: ['quote-form', 'authority', goods],
    queryFn: () => quoteApi.authority(goods),
    enabled: (subject === 'receipt' ? receiptId : productId) !== undefined,
  });
  const chosen: QuotableProduct | undefined = subject === 'product' ? products.data?.find((p) => p.id === productId) : undefined;
  const chosenReceipt: QuotableReceipt | undefined =
    subject === 'receipt' ? receipts.data?.find((r) => r.id === receiptId) : undefined;

  /** A new quote's buyer and product chosen: the last terms offered them, else the catalogue's price and minimum. */
  const prefill = async (buyerCompanyId: number | undefined, product: QuotableProduct | undefined) => {
    if (quote || !product) return;
    const last = await quoteApi.last({ buyerCompanyId: buyerCompanyId ?? null, productId: product.id });
    if (last) {
      form.setFieldsValue({ ...valuesOf(last), productId: product.id });
      setFilledFrom(last.unitPrice);
    } else {
      form.setFieldsValue({ unitPrice: product.price ?? undefined, minQty: product.minOrderQty });
      setFilledFrom(null);
    }
  };

  const { submit, submitting } = useFormSubmit(
    async (values: QuoteForm) => {
      const [from, to] = values.deliveryPeriod;
      const saved = await quoteApi.save({
        ...(savedId.current ? { id: savedId.current } : {}),
        ...(answering ? { inquiryId: answering.id } : {}),
        buyerCompanyId: values.buyerCompanyId ?? null,
        ...(values.subject === 'receipt' ? { receiptId: values.receiptId } : { productId: values.productId }),
        quantity: values.quantity.trim(),
        minQty: values.minQty.trim(),
        unitPrice: values.unitPrice.trim(),
        deliveryMode: values.deliveryMode,
        deliveryPlace: values.deliveryPlace?.trim() || null,
        deliveryFrom: from.format(DAY),
        deliveryTo: to.format(DAY),
        paymentTerms: values.paymentTerms,
        creditDays: values.paymentTerms === 'credit' ? (values.creditDays ?? null) : null,
        validUntil: beijingInstant(values.validUntil),
        remark: values.remark?.trim() || null,
      });
      // Saved once: a submission refused now (the product taken off the shelf) is sent again as the same quote.
      savedId.current = saved.id;
      if (andSubmit.current) await quoteApi.submit(saved.id);
      showSuccessToast(t(andSubmit.current ? 'quote.submitted' : 'quote.saved'));
      await queryClient.invalidateQueries({ queryKey: QUOTES_KEY });
      onClose();
    },
    (error) => applyFieldError(form, error, FIELDS),
  );

  const send = (thenSubmit: boolean) => {
    andSubmit.current = thenSubmit;
    form.submit();
  };
  const source = quote?.pending ?? quote?.terms;
  const initialValues: Partial<QuoteForm> = source
    ? {
        ...valuesOf(source),
        buyerCompanyId: quote?.buyerCompanyId ?? undefined,
        // A revision of an expired quote needs a later moment: start from a fresh one.
        validUntil: quote?.expired ? defaultValidity() : beijingWallClock(source.validUntil),
      }
    : {
        subject: 'product',
        ...(answering
          ? {
              buyerCompanyId: answering.buyerCompanyId,
              productId: answering.productId,
              quantity: new Decimal(answering.quantity).toString(),
              minQty: new Decimal(answering.minOrderQty).toString(),
              deliveryPlace: answering.deliveryPlace ?? undefined,
              unitPrice: answering.listedPrice ?? undefined,
            }
          : {}),
        deliveryMode: FIRST_DELIVERY.product,
        paymentTerms: 'prepay',
        validUntil: defaultValidity(),
        deliveryPeriod: [dayjs().add(1, 'day'), dayjs().add(15, 'day')],
      };
  const quantityRule = {
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || QUANTITY_PATTERN.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('product.quantityInvalid'))),
  };
  const goodsUnit = chosen?.unit ?? chosenReceipt?.unit ?? quote?.terms.unit;
  const unit = goodsUnit ? unitWords(goodsUnit, language) : '';
  const title = answering
    ? t('quote.form.answerTitle', { no: answering.inquiryNo })
    : !quote
      ? t('quote.form.newTitle')
      : offered
        ? t('quote.form.reviseTitle', { no: quote.quoteNo, version: quote.version + 1 })
        : t('quote.form.editTitle', { no: quote.quoteNo });
  const refused = authority.data && !authority.data.allowed ? authority.data.reason : null;

  return (
    <Modal
      open
      title={title}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" loading={submitting && !andSubmit.current} onClick={() => send(false)} data-testid="quote-form-save">
          {t('quote.form.save')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={submitting && andSubmit.current}
          disabled={refused !== null}
          onClick={() => send(true)}
          data-testid="quote-form-submit"
        >
          {offered ? t('quote.submitRevision') : t('quote.form.saveAndSubmit')}
        </Button>,
      ]}
    >
      {offered && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('quote.form.reviseIntro', { version: quote.version })}
        />
      )}
      {answering && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('quote.form.asked', {
            buyer: answering.buyerCompanyName,
            quantity: new Decimal(answering.quantity).toString(),
            unit: unitWords(answering.unit, language),
          })}
          description={[
            answering.deliveryPlace && t('quote.form.askedPlace', { place: answering.deliveryPlace }),
            answering.needBy && t('inquiry.needBy', { date: answering.needBy }),
            answering.message && t('quote.form.askedMessage', { message: answering.message }),
          ]
            .filter(Boolean)
            .join('；')}
          data-testid="quote-form-inquiry"
        />
      )}
      {refused && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('quote.form.notAllowed')} description={refused} />
      )}
      {filledFrom && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('quote.form.lastFilled', { price: filledFrom })}
          data-testid="quote-form-last"
        />
      )}
      <Form form={form} name="quote" layout="vertical" onFinish={submit} initialValues={initialValues} preserve={false}>
        <Form.Item
          name="subject"
          label={t('quote.form.subject')}
          extra={subject === 'receipt' ? t('quote.form.subjectHelp') : undefined}
        >
          <Radio.Group
            optionType="button"
            disabled={goodsFixed}
            options={[
              { value: 'product', label: t('quote.form.subjectProduct') },
              { value: 'receipt', label: t('quote.form.subjectReceipt') },
            ]}
            onChange={(event) => {
              const next = event.target.value as QuoteSubject;
              form.setFieldsValue({ deliveryMode: FIRST_DELIVERY[next] });
              setFilledFrom(null);
            }}
            data-testid="quote-form-subject"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="buyerCompanyId" label={t('quote.form.buyer')} extra={t('quote.form.buyerHelp')}>
              <Select<number>
                showSearch={{ filterOption: false, onSearch: setBuyerWords }}
                allowClear
                disabled={goodsFixed}
                placeholder={t('quote.form.buyerPlaceholder')}
                loading={companies.isFetching}
                options={[
                  ...(quote?.buyerCompanyId && quote.buyerCompanyName
                    ? [{ value: quote.buyerCompanyId, label: quote.buyerCompanyName }]
                    : []),
                  ...(answering ? [{ value: answering.buyerCompanyId, label: answering.buyerCompanyName }] : []),
                  ...(companies.data?.records ?? [])
                    .filter((c) => c.id !== quote?.buyerCompanyId && c.id !== answering?.buyerCompanyId)
                    .map((c) => ({ value: c.id, label: `${c.name}（${c.creditCode}）` })),
                ]}
                onChange={(buyerCompanyId) => void prefill(buyerCompanyId, chosen)}
                data-testid="quote-form-buyer"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            {subject === 'product' ? (
              <Form.Item
                name="productId"
                label={t('quote.form.product')}
                rules={[{ required: true, message: t('field.required') }]}
                extra={
                  chosen &&
                  (chosen.price === null
                    ? t('quote.form.catalogueOnRequest', { stock: new Decimal(chosen.stock).toString(), unit })
                    : t('quote.form.catalogue', { price: chosen.price, unit, stock: new Decimal(chosen.stock).toString() }))
                }
              >
                <Select<number>
                  showSearch={{ filterOption: false, onSearch: setProductWords }}
                  disabled={goodsFixed}
                  placeholder={t('quote.form.productPlaceholder')}
                  loading={products.isFetching}
                  options={[
                    ...(quote?.terms.productId != null && !products.data?.some((p) => p.id === quote.terms.productId)
                      ? [{ value: quote.terms.productId, label: `${quote.terms.name}（${quote.terms.casNumber}）` }]
                      : []),
                    ...(answering && !products.data?.some((p) => p.id === answering.productId)
                      ? [{ value: answering.productId, label: `${answering.productName}（${answering.casNumber}）` }]
                      : []),
                    ...(products.data ?? []).map((p) => ({
                      value: p.id,
                      label: `${p.name}${p.grade ? ` ${p.grade}` : ''}（${p.casNumber}）`,
                    })),
                  ]}
                  onChange={(id) =>
                    void prefill(
                      form.getFieldValue('buyerCompanyId'),
                      products.data?.find((p) => p.id === id),
                    )
                  }
                  data-testid="quote-form-product"
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="receiptId"
                label={t('quote.form.receipt')}
                rules={[{ required: true, message: t('field.required') }]}
                extra={
                  chosenReceipt &&
                  t('quote.form.receiptFacts', {
                    quantity: new Decimal(chosenReceipt.quantity).toString(),
                    unit,
                    warehouse: chosenReceipt.warehouseName,
                    min: new Decimal(chosenReceipt.minSplitQty).toString(),
                  })
                }
              >
                <Select<number>
                  showSearch={{ filterOption: false, onSearch: setReceiptWords }}
                  disabled={goodsFixed}
                  placeholder={t('quote.form.receiptPlaceholder')}
                  loading={receipts.isFetching}
                  options={[
                    ...(quote?.terms.receipt && !receipts.data?.some((r) => r.id === quote.terms.receipt?.id)
                      ? [{ value: quote.terms.receipt.id, label: `${quote.terms.receipt.receiptNo} ${quote.terms.name}` }]
                      : []),
                    ...(receipts.data ?? []).map((r) => ({
                      value: r.id,
                      label: `${r.receiptNo} ${r.name} ${r.grade} · ${new Decimal(r.quantity).toString()}${unitWords(r.unit, language)}`,
                    })),
                  ]}
                  onChange={(id) => {
                    const picked = receipts.data?.find((r) => r.id === id);
                    if (picked && !form.getFieldValue('quantity'))
                      form.setFieldsValue({
                        quantity: new Decimal(picked.quantity).toString(),
                        minQty: new Decimal(picked.minSplitQty).toString(),
                      });
                  }}
                  data-testid="quote-form-receipt"
                />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="quantity"
              label={t('quote.form.quantity')}
              rules={[{ required: true, whitespace: true, message: t('field.required') }, quantityRule]}
            >
              <Input inputMode="decimal" suffix={unit} autoComplete="off" data-testid="quote-form-quantity" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="minQty"
              label={t('quote.form.minQty')}
              rules={[{ required: true, whitespace: true, message: t('field.required') }, quantityRule]}
            >
              <Input inputMode="decimal" suffix={unit} autoComplete="off" data-testid="quote-form-min" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="unitPrice"
              label={t('quote.form.unitPrice')}
              rules={[
                { required: true, whitespace: true, message: t('field.required') },
                {
                  validator: (_, value: string | undefined) =>
                    !value?.trim() || MONEY.test(value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('product.moneyInvalid'))),
                },
              ]}
            >
              <Input inputMode="decimal" prefix="¥" autoComplete="off" data-testid="quote-form-price" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="deliveryMode" label={t('quote.form.deliveryMode')} rules={[{ required: true }]}>
              <Select
                options={quoteDeliveryModes(subject).map((mode) => ({
                  value: mode,
                  label: t(quoteDeliveryModeLabelKey(subject, mode)),
                }))}
                data-testid="quote-form-delivery"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="deliveryPlace" label={t('quote.form.deliveryPlace')}>
              <Input maxLength={100} data-testid="quote-form-place" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="deliveryPeriod"
              label={t('quote.form.deliveryPeriod')}
              rules={[{ required: true, message: t('field.required') }]}
            >
              <DatePicker.RangePicker format={DAY} style={{ width: '100%' }} data-testid="quote-form-period" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="paymentTerms" label={t('quote.form.paymentTerms')} rules={[{ required: true }]}>
              <Select
                options={QUOTE_PAYMENT_TERMS.map((terms) => ({ value: terms, label: t(`quotePaymentTerms.${terms}`) }))}
                data-testid="quote-form-payment"
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            {paymentTerms === 'credit' && (
              <Form.Item
                name="creditDays"
                label={t('quote.form.creditDays')}
                rules={[{ required: true, message: t('field.required') }]}
              >
                <InputNumber min={1} max={180} precision={0} style={{ width: '100%' }} data-testid="quote-form-credit" />
              </Form.Item>
            )}
          </Col>
          <Col span={10}>
            <Form.Item
              name="validUntil"
              label={t('quote.form.validUntil')}
              extra={t('quote.form.validHelp')}
              rules={[{ required: true, message: t('field.required') }]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                disabledDate={(day) =>
                  day.isBefore(beijingNow(), 'day') || day.isAfter(beijingNow().add(QUOTE_MAX_VALID_DAYS, 'day'))
                }
                data-testid="quote-form-valid"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={t('quote.form.remark')}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="quote-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
