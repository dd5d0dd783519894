import { PHONE_PATTERN, type ShopDetail, type ShopField, shopFieldLabelKey } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Skeleton } from 'antd';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { ContactFields } from '../../../shared/ui/ContactFields.tsx';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { IntroField } from '../../../shared/ui/IntroField.tsx';
import { RegionFormItem } from '../../../shared/ui/PlaceCascader.tsx';
import { SHOP_AGREEMENT_KEY, SHOP_COMPANY_KEY, SHOP_KEY, shopApi } from '../api.ts';
import {
  SHOP_FIELD_MAP,
  type ShopFormValues,
  shopApplicationBody,
  shopDisplayBody,
  shopFormValuesFromCompany,
  shopFormValuesOf,
} from '../shop-form.ts';
import { ShopAgreementBox } from './ShopAgreementBox.tsx';

/**
 * register: the first entry application (accepting the agreement); update: the application under
 * review edited; resubmit: a rejected one corrected and sent back; save: an open shop's profile
 * (the name is audited and locked).
 */
export type ShopFormMode = 'register' | 'update' | 'resubmit' | 'save';

const SUBMIT_TEXT: Record<ShopFormMode, string> = {
  register: 'seller.entry.submit',
  update: 'seller.entry.saveUpdate',
  resubmit: 'seller.entry.resubmit',
  save: 'common.save',
};
const SUCCESS_TEXT: Record<ShopFormMode, string> = {
  register: 'shop.registered',
  update: 'shop.updated',
  resubmit: 'shop.resubmitted',
  save: 'shop.saved',
};

/** The shop entry application and the shop profile: one form, four uses. */
export function ShopForm({
  mode,
  shop,
  onDone,
  onCancel,
}: {
  mode: ShopFormMode;
  shop?: ShopDetail | null;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ShopFormValues>();
  const registering = mode === 'register';
  const agreementQuery = useQuery({ queryKey: SHOP_AGREEMENT_KEY, queryFn: shopApi.agreement, enabled: registering });
  const agreement = agreementQuery.data ?? null;
  const companyQuery = useQuery({ queryKey: SHOP_COMPANY_KEY, queryFn: shopApi.company, enabled: registering && !shop });
  const label = (field: ShopField) => t(shopFieldLabelKey(field));

  const { submit, submitting } = useFormSubmit(
    async (values: ShopFormValues) => {
      if (mode === 'register') {
        await shopApi.register({ ...shopApplicationBody(values), agreementVersion: agreement?.version ?? 0 });
      } else if (mode === 'save') {
        await shopApi.save(shopDisplayBody(values));
      } else {
        await shopApi.update(shopApplicationBody(values));
      }
      showSuccessToast(t(SUCCESS_TEXT[mode]));
      await queryClient.invalidateQueries({ queryKey: SHOP_KEY });
      onDone?.();
    },
    (error) => {
      applyFieldError(form, error, SHOP_FIELD_MAP);
      // A newer agreement was published meanwhile: show it and ask again.
      if (error.field === 'agreementVersion') {
        form.setFieldValue('agreed', false);
        void agreementQuery.refetch();
      }
    },
  );

  if (registering && (agreementQuery.isPending || (!shop && companyQuery.isPending))) return <Skeleton active />;
  const closed = registering && !agreement;

  return (
    <Form<ShopFormValues>
      form={form}
      name="shop"
      layout="vertical"
      onFinish={submit}
      initialValues={shop ? shopFormValuesOf(shop) : shopFormValuesFromCompany(companyQuery.data?.company)}
      style={{ maxWidth: 820 }}
      data-testid="shop-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={label('name')}
            rules={[requiredField(t, label('name'))]}
            extra={mode === 'save' ? t('seller.shop.nameLocked') : t('seller.shop.nameHint')}
          >
            <Input
              maxLength={50}
              disabled={mode === 'save'}
              placeholder={t('field.inputPlaceholder', { field: label('name') })}
              data-testid="shop-name"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mainProducts" label={label('mainProducts')}>
            <Input maxLength={500} placeholder={t('seller.shop.mainProductsPlaceholder')} data-testid="shop-mainProducts" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="logoKey" label={label('logoKey')} extra={t('seller.shop.logoHint')}>
            <FileUploadField
              kind="img"
              visibility="public"
              testId="shop-logo"
              buttonText={t('seller.shop.uploadLogo')}
              aria-label={label('logoKey')}
              current={shop?.logoUrl ? { url: shop.logoUrl, name: label('logoKey'), pdf: false } : null}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="bannerKey" label={label('bannerKey')} extra={t('seller.shop.bannerHint')}>
            <FileUploadField
              kind="img"
              visibility="public"
              testId="shop-banner"
              buttonText={t('seller.shop.uploadBanner')}
              aria-label={label('bannerKey')}
              current={shop?.bannerUrl ? { url: shop.bannerUrl, name: label('bannerKey'), pdf: false } : null}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <IntroField label={label('intro')} placeholder={t('seller.shop.introPlaceholder')} testId="shop-intro" />
        </Col>
        <ContactFields label={label} testIdPrefix="shop" md={8} />
        <Col xs={24} md={8}>
          <Form.Item
            name="contactPhone"
            label={label('contactPhone')}
            rules={[{ pattern: PHONE_PATTERN, message: t('shop.phoneInvalid') }]}
          >
            <Input maxLength={20} placeholder={t('seller.shop.phonePlaceholder')} data-testid="shop-contactPhone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <RegionFormItem testId="shop-region" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={label('address')} rules={[requiredField(t, label('address'))]}>
            <Input
              maxLength={200}
              placeholder={t('field.inputPlaceholder', { field: label('address') })}
              data-testid="shop-address"
            />
          </Form.Item>
        </Col>
      </Row>

      {registering && (
        <>
          <Form.Item label={t('seller.entry.agreementTitle')}>
            <ShopAgreementBox agreement={agreement} />
          </Form.Item>
          {agreement && (
            <Form.Item
              name="agreed"
              valuePropName="checked"
              rules={[
                {
                  validator: async (_, checked?: boolean) => {
                    if (!checked) throw new Error(t('shop.agreementRequired'));
                  },
                },
              ]}
            >
              <Checkbox data-testid="shop-agree">{t('seller.entry.agree')}</Checkbox>
            </Form.Item>
          )}
        </>
      )}

      <Flex gap={12}>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={closed} data-testid="shop-submit">
          {t(SUBMIT_TEXT[mode])}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} data-testid="shop-cancel">
            {t('common.cancel')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
