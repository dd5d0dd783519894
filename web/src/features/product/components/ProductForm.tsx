import {
  AUDIT_STATUS,
  HAZARD_CLASSES,
  hazardClassLabelKey,
  isWeightUnit,
  MONEY_PATTERN,
  PACKAGING_CODES,
  PREPAY_ONLY,
  PRODUCT_IMAGE_LIMIT,
  type ProductDetail,
  packagingLabelKey,
  QUANTITY_PATTERN,
  type SelectableCategory,
  tonnePriceOf,
  UN_NUMBER_PATTERN,
} from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Col, DatePicker, Divider, Flex, Form, Input, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFormSubmit } from '../../../shared/form.ts';
import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { casNumberRules, required, requiredField } from '../../../shared/ui/form-rules.ts';
import { ImageListField } from '../../../shared/ui/ImageListField.tsx';
import { PlaceCascader } from '../../../shared/ui/PlaceCascader.tsx';
import { PRODUCT_KEY, productApi } from '../api.ts';
import { categoryPathOf } from '../category-options.ts';
import {
  minOrderProblem,
  moneyProblem,
  type ProductFormValues,
  productBodyOf,
  productFormFieldOf,
  productFormValuesOf,
  quantityProblem,
  termsValuesOf,
} from '../product-form.ts';
import { tabOf } from '../product-state.ts';
import { BrandInput } from './BrandInput.tsx';
import { CategoryCascader } from './CategoryCascader.tsx';
import { LicenceNotice } from './LicenceNotice.tsx';
import { PaymentTermsField } from './PaymentTermsField.tsx';
import { PriceModeField } from './PriceModeField.tsx';
import { PriceTiersField } from './PriceTiersField.tsx';

/** The form's values: the validity is a date picker value. */
type FormShape = Omit<ProductFormValues, 'validUntil'> & { validUntil?: Dayjs | null };

const DAY = 'YYYY-MM-DD';
/** Units sellers use most (any other may be typed). */
const UNITS = ['吨', '千克', '桶', '立方米', '升', '件'];

const successKey = (product: ProductDetail | null, submit: boolean) => {
  if (product?.auditStatus === AUDIT_STATUS.APPROVED) return 'product.resubmitted';
  if (submit) return 'product.submitted';
  return product ? 'product.updated' : 'product.saved';
};

/**
 * Create or edit a chemical product (DESIGN §6). "Save as draft" keeps it unsubmitted; "save and
 * submit" sends it to the operator's audit. An approved product that is edited goes back to audit
 * and off shelf. Nothing typed is lost when the server refuses: the form stays as it was, the
 * refusal is shown on the field it names (or above the buttons for a missing licence).
 */
export function ProductForm({
  product,
  leaves,
  disabled,
}: {
  product: ProductDetail | null;
  leaves: SelectableCategory[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormShape>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const andSubmit = useRef(false);
  const isDangerous = Form.useWatch('isDangerous', form) ?? product?.isDangerous ?? false;
  const unit = Form.useWatch('unit', form) ?? product?.unit ?? '';
  const price = Form.useWatch('price', form) ?? product?.price ?? '';
  const onRequest = Form.useWatch('priceOnRequest', form) ?? product?.price === null;
  const unitWeightKg = Form.useWatch('unitWeightKg', form) ?? product?.unitWeightKg ?? '';
  // A unit that is not a weight (桶, 袋) declares its net weight: prices are compared per tonne.
  const needsWeight = unit.trim() !== '' && !isWeightUnit(unit);
  const perTonne =
    needsWeight && MONEY_PATTERN.test(price.trim()) && QUANTITY_PATTERN.test(unitWeightKg.trim())
      ? tonnePriceOf(price.trim(), unit, unitWeightKg.trim())
      : null;
  const approved = product?.auditStatus === AUDIT_STATUS.APPROVED;
  const check = (problemOf: (value: string) => string | null) => ({
    validator: async (_: unknown, value?: string) => {
      const problem = value?.trim() ? problemOf(value) : null;
      if (problem) throw new Error(t(problem));
    },
  });

  const { submit, submitting } = useFormSubmit(
    async (values: FormShape) => {
      setRefusal(null);
      const thenSubmit = andSubmit.current;
      const body = productBodyOf({ ...values, validUntil: values.validUntil?.format(DAY) }, thenSubmit);
      const saved = product ? await productApi.update({ id: product.id, ...body }) : await productApi.save(body);
      showSuccessToast(t(successKey(product, thenSubmit)));
      await queryClient.invalidateQueries({ queryKey: PRODUCT_KEY });
      navigate(`/manage/goodslist?tab=${tabOf(saved)}`);
    },
    (error) => {
      const field = productFormFieldOf(error.field);
      if (field && error.field) form.setFields([{ name: field as keyof FormShape, errors: [error.fieldMessage] }]);
      // 403: the shop is not open, or a dangerous good without a valid licence.
      if (error.status === 403) setRefusal(error.message);
    },
  );

  const send = (thenSubmit: boolean) => {
    andSubmit.current = thenSubmit;
    form.submit();
  };

  const initialValues: Partial<FormShape> = product
    ? {
        ...productFormValuesOf(product, categoryPathOf(leaves, product.categoryId)),
        validUntil: product.validUntil ? dayjs(product.validUntil) : null,
      }
    : { unit: '吨', isDangerous: false, images: [], place: [], paymentTerms: termsValuesOf(PREPAY_ONLY) };

  return (
    <Form<FormShape>
      form={form}
      name="product"
      layout="vertical"
      onFinish={submit}
      initialValues={initialValues}
      disabled={disabled}
      scrollToFirstError
      style={{ maxWidth: 960 }}
      data-testid="product-form"
    >
      <Divider titlePlacement="start">{t('seller.product.section.basic')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('seller.product.name')} rules={[requiredField(t, t('seller.product.name'))]}>
            <Input maxLength={100} placeholder={t('seller.product.namePlaceholder')} data-testid="product-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="categoryPath"
            label={t('seller.product.category')}
            rules={[{ required: true, type: 'array', min: 1, message: t('seller.product.categoryRequired') }]}
          >
            <CategoryCascader testId="product-category" aria-label={t('seller.product.category')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="casNumber"
            label={t('seller.product.casNumber')}
            normalize={(value?: string) => value?.replace(/\s/g, '')}
            rules={casNumberRules(t, t('seller.product.casNumber'))}
            extra={t('seller.product.casHint')}
          >
            <Input maxLength={12} placeholder="67-56-1" style={{ fontFamily: 'monospace' }} data-testid="product-cas" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="grade" label={t('seller.product.grade')}>
            <Input maxLength={50} placeholder={t('seller.product.gradePlaceholder')} data-testid="product-grade" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="purity" label={t('seller.product.purity')}>
            <Input maxLength={50} placeholder="99.9%" data-testid="product-purity" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="brand" label={t('seller.product.brand')} extra={t('seller.product.brandHint')}>
            <BrandInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="packaging"
            label={t('seller.product.packaging')}
            rules={[required(t('seller.product.packagingRequired'))]}
          >
            <Select
              placeholder={t('seller.product.packagingRequired')}
              options={PACKAGING_CODES.map((code) => ({ value: code, label: t(packagingLabelKey(code)) }))}
              data-testid="product-packaging"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="unit" label={t('seller.product.unit')} rules={[requiredField(t, t('seller.product.unit'))]}>
            <AutoComplete
              options={UNITS.map((value) => ({ value }))}
              maxLength={10}
              placeholder={t('seller.product.unitPlaceholder')}
              data-testid="product-unit"
            />
          </Form.Item>
        </Col>
        {needsWeight && (
          <Col xs={24} md={8}>
            <Form.Item
              name="unitWeightKg"
              label={t('seller.product.unitWeightKg', { unit })}
              extra={
                perTonne ? t('seller.product.perTonneIs', { price: formatPrice(perTonne) }) : t('seller.product.unitWeightHelp')
              }
              rules={[
                requiredField(t, t('seller.product.unitWeightKg', { unit })),
                check((value) => quantityProblem(value, true)),
              ]}
            >
              <Input maxLength={19} suffix="kg" placeholder="200" data-testid="product-unit-weight" />
            </Form.Item>
          </Col>
        )}
      </Row>

      <Divider titlePlacement="start">{t('seller.product.section.trade')}</Divider>
      <Row gutter={16}>
        <Col xs={24}>
          <PriceModeField />
        </Col>
        {!onRequest && (
          <Col xs={24} md={8}>
            <Form.Item
              name="price"
              label={t('seller.product.price')}
              rules={[requiredField(t, t('seller.product.price')), check(moneyProblem)]}
              extra={t('seller.product.priceHint')}
            >
              <Input
                inputMode="decimal"
                maxLength={19}
                suffix={t('seller.product.perUnit', { unit })}
                data-testid="product-price"
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={8}>
          <Form.Item
            name="minOrderQty"
            label={t('seller.product.minOrderQty')}
            dependencies={['stock']}
            rules={[
              requiredField(t, t('seller.product.minOrderQty')),
              check((value) => quantityProblem(value, true)),
              ({ getFieldValue }) => ({
                validator: async (_, value?: string) => {
                  const problem = value ? minOrderProblem(value, String(getFieldValue('stock') ?? '')) : null;
                  if (problem) throw new Error(t(problem));
                },
              }),
            ]}
          >
            <Input inputMode="decimal" maxLength={19} suffix={unit} data-testid="product-minOrderQty" />
          </Form.Item>
        </Col>
        {!onRequest && (
          <Col xs={24}>
            <Form.Item label={t('seller.product.tiers')}>
              <PriceTiersField unit={unit} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item label={t('seller.product.terms.label')}>
            <PaymentTermsField />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="stock"
            label={t('seller.product.stock')}
            rules={[requiredField(t, t('seller.product.stock')), check((value) => quantityProblem(value, false))]}
            extra={t('seller.product.stockHint')}
          >
            <Input inputMode="decimal" maxLength={19} suffix={unit} data-testid="product-stock" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="place" label={t('seller.product.region')}>
            <PlaceCascader levels={2} testId="product-region" aria-label={t('seller.product.region')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="deliveryPlace"
            label={t('seller.product.deliveryPlace')}
            rules={[requiredField(t, t('seller.product.deliveryPlace'))]}
          >
            <Input
              maxLength={200}
              placeholder={t('seller.product.deliveryPlacePlaceholder')}
              data-testid="product-deliveryPlace"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="warehouse" label={t('seller.product.warehouse')}>
            <Input maxLength={100} placeholder={t('seller.product.warehousePlaceholder')} data-testid="product-warehouse" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="validUntil" label={t('seller.product.validUntil')} extra={t('seller.product.validUntilHint')}>
            <DatePicker
              format={DAY}
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              data-testid="product-validUntil"
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('seller.product.section.display')}</Divider>
      <Form.Item
        name="images"
        label={t('seller.product.images')}
        rules={[{ required: true, type: 'array', min: 1, message: t('product.imagesCount') }]}
      >
        <ImageListField
          testId="product-images"
          disabled={disabled}
          aria-label={t('seller.product.images')}
          knownUrls={product ? Object.fromEntries(product.images.map((key, i) => [key, product.imageUrls[i] ?? ''])) : undefined}
          limit={PRODUCT_IMAGE_LIMIT}
          texts={{
            upload: t('seller.product.uploadImage'),
            remove: t('seller.product.removeImage'),
            alt: (index) => t('seller.product.imageAlt', { index }),
            hint: t('seller.product.imagesHint', { limit: PRODUCT_IMAGE_LIMIT }),
            tooMany: t('product.imagesCount'),
            cover: { tag: t('seller.product.cover'), make: t('seller.product.makeCover') },
          }}
        />
      </Form.Item>
      <Form.Item name="description" label={t('seller.product.description')}>
        <Input.TextArea
          rows={5}
          maxLength={5000}
          showCount
          placeholder={t('seller.product.descriptionPlaceholder')}
          data-testid="product-description"
        />
      </Form.Item>

      <Divider titlePlacement="start">{t('seller.product.section.dangerous')}</Divider>
      <Form.Item
        name="isDangerous"
        label={t('seller.product.isDangerous')}
        valuePropName="checked"
        extra={t('seller.product.isDangerousHint')}
      >
        <Switch data-testid="product-isDangerous" />
      </Form.Item>
      {isDangerous && (
        <>
          <LicenceNotice />
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="unNumber"
                label={t('seller.product.unNumber')}
                normalize={(value?: string) => value?.toUpperCase().replace(/\s/g, '')}
                rules={[
                  requiredField(t, t('seller.product.unNumber')),
                  { pattern: UN_NUMBER_PATTERN, message: t('product.unNumberInvalid') },
                ]}
              >
                <Input maxLength={6} placeholder="UN1230" data-testid="product-unNumber" />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="hazardClass"
                label={t('seller.product.hazardClass')}
                rules={[required(t('seller.product.hazardClassRequired'))]}
              >
                <Select
                  placeholder={t('seller.product.hazardClassRequired')}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={HAZARD_CLASSES.map((value) => ({ value, label: `${value} · ${t(hazardClassLabelKey(value))}` }))}
                  data-testid="product-hazardClass"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="sdsFileKey" label={t('seller.product.sds')} rules={[required(t('seller.product.sdsRequired'))]}>
            <FileUploadField
              kind="pdf"
              visibility="public"
              testId="product-sds"
              buttonText={t('seller.product.uploadSds')}
              aria-label={t('seller.product.sds')}
              current={product?.sdsFileUrl ? { url: product.sdsFileUrl, name: t('seller.product.sds'), pdf: true } : null}
            />
          </Form.Item>
        </>
      )}

      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal}
          description={isDangerous ? <Link to="/manage/forcertificates">{t('seller.licence.toCertificates')}</Link> : undefined}
          style={{ marginBottom: 16 }}
          data-testid="product-refusal"
        />
      )}
      <Flex gap={12} wrap>
        {approved ? (
          <Button type="primary" loading={submitting} onClick={() => send(true)} data-testid="product-save-submit">
            {t('seller.product.saveResubmit')}
          </Button>
        ) : (
          <>
            <Button type="primary" loading={submitting} onClick={() => send(true)} data-testid="product-save-submit">
              {t('seller.product.saveSubmit')}
            </Button>
            <Button loading={submitting} onClick={() => send(false)} data-testid="product-save-draft">
              {t('seller.product.saveDraft')}
            </Button>
          </>
        )}
        <Button disabled={false} onClick={() => navigate('/manage/goodslist')} data-testid="product-back">
          {t('seller.product.backToList')}
        </Button>
      </Flex>
    </Form>
  );
}
