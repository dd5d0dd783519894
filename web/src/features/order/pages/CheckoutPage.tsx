import {
  DELIVERY_MODES,
  type DeliveryMode,
  type Invoice,
  type OrderSettle,
  type OrderSettleBody,
  type PaymentTerm,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Flex, Form, Input, Radio, Result, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { required } from '../../../shared/ui/form-rules.ts';
import { AddressWords } from '../../../shared/ui/MarketWords.tsx';
import { positiveInt } from '../../../shared/url-query.ts';
import { ADDRESS_KEY, AddressModal, addressApi } from '../../address/index.ts';
import { orderApi } from '../api.ts';
import { checkoutDefaults } from '../checkout-defaults.ts';
import { InvoiceFields } from '../components/InvoiceFields.tsx';
import { OrderItemsTable } from '../components/OrderItemsTable.tsx';
import { leaveCheckout, settleQueryKey } from '../leave-checkout.ts';
import { newIdempotencyKey, parseIds } from '../order-actions.ts';
import { TermChoice } from '../payments/TermChoice.tsx';

interface CheckoutValues {
  addressId?: number;
  deliveryMode: DeliveryMode;
  needInvoice: boolean;
  invoice?: Invoice;
  /** 留言给卖家, one per shop's order (by shop id). */
  shopRemarks?: Record<string, string | undefined>;
  /** How each shop's order is paid (by shop id); 款到发货 unless chosen. */
  shopTerms?: Record<string, PaymentTerm | undefined>;
}

const QUANTITY = /^\d{1,12}(\.\d{1,4})?$/;

/** What /pay was asked to check out: cart lines (?ids=) or one product (?productId=&quantity=). */
function settleBodyOf(params: URLSearchParams): OrderSettleBody | undefined {
  const cartIds = parseIds(params.get('ids'));
  if (cartIds.length > 0) return { cartIds };
  const productId = positiveInt(params.get('productId'));
  const quantity = params.get('quantity')?.trim() ?? '';
  return productId && QUANTITY.test(quantity) ? { productId, quantity } : undefined;
}

const trimmedInvoice = (invoice: Invoice): Invoice =>
  Object.fromEntries(
    Object.entries(invoice)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value !== '' && value !== undefined),
  ) as Invoice;

/**
 * /pay: the checkout. The server's preview groups the lines by shop (one order each) with live
 * amounts and warnings; the buyer picks the address, delivery mode, invoice and remark and places.
 * One idempotency key serves the whole visit, so a double click or a retry never places twice.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const body = useMemo(() => settleBodyOf(params), [params]);
  const settle = useQuery({
    queryKey: settleQueryKey(body),
    queryFn: () => orderApi.settle(body as OrderSettleBody),
    enabled: body !== undefined,
    retry: false,
  });

  if (!body)
    return (
      <Result
        status="info"
        title={t('pay.noSelection')}
        extra={
          <Link to="/mycart">
            <Button type="primary">{t('pay.backToCart')}</Button>
          </Link>
        }
      />
    );
  if (settle.isPending) return <Skeleton active />;
  if (!settle.data)
    return (
      <Result
        status="warning"
        title={isApiError(settle.error) ? settle.error.message : t('pay.noSelection')}
        extra={
          <Link to="/mycart">
            <Button type="primary">{t('pay.backToCart')}</Button>
          </Link>
        }
        data-testid="pay-unavailable"
      />
    );
  return <CheckoutForm body={body} settle={settle.data} />;
}

function CheckoutForm({ body, settle }: { body: OrderSettleBody; settle: OrderSettle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CheckoutValues>();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [addingAddress, setAddingAddress] = useState(false);
  const addresses = useQuery({ queryKey: ADDRESS_KEY, queryFn: addressApi.list });
  const deliveryMode = Form.useWatch('deliveryMode', form);
  const needInvoice = Form.useWatch('needInvoice', form);

  const { submit, submitting } = useFormSubmit(
    async (values: CheckoutValues) => {
      const delivery = {
        deliveryMode: values.deliveryMode,
        addressId: values.deliveryMode === 'pickup' ? undefined : values.addressId,
        invoice: values.needInvoice && values.invoice ? trimmedInvoice(values.invoice) : undefined,
      };
      const shopRemarks = settle.groups
        .map((group) => ({ shopId: group.shopId, remark: values.shopRemarks?.[String(group.shopId)]?.trim() }))
        .filter((entry): entry is { shopId: number; remark: string } => Boolean(entry.remark));
      const shopTerms = settle.groups.map((group) => ({
        shopId: group.shopId,
        term: values.shopTerms?.[String(group.shopId)] ?? 'prepay',
      }));
      const placed = body.cartIds
        ? await orderApi.put({ cartIds: body.cartIds, ...delivery, shopRemarks, shopTerms }, idempotencyKey)
        : await orderApi.directPut(
            {
              productId: body.productId as number,
              quantity: body.quantity as string,
              ...delivery,
              remark: shopRemarks[0]?.remark,
              shopTerms,
            },
            idempotencyKey,
          );
      showSuccessToast(t('pay.placed', { count: placed.orders.length }));
      await leaveCheckout(queryClient, () => navigate('/manage/myorders'));
    },
    (error) => applyFieldError(form, error, ['addressId', 'deliveryMode']),
  );

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1200, margin: '16px auto', width: '100%' }}>
      <Typography.Title level={3}>{t('pay.title')}</Typography.Title>
      {settle.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('pay.warnings')}
          description={
            <>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {settle.warnings.map((warning, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same warning may stand for two lines
                  <li key={index}>{warning}</li>
                ))}
              </ul>
              {settle.needsLicence && (
                <Link to="/manage/forcertificates" data-testid="pay-licence-link">
                  {t('pay.licenceLink')}
                </Link>
              )}
            </>
          }
          data-testid="pay-warnings"
        />
      )}
      <Form<CheckoutValues> form={form} layout="vertical" onFinish={submit} initialValues={checkoutDefaults(settle)}>
        <Card title={t('pay.deliveryMode')} size="small">
          <Form.Item name="deliveryMode" noStyle>
            <Radio.Group
              aria-label={t('pay.deliveryMode')}
              options={DELIVERY_MODES.map((mode) => ({ value: mode, label: t(`order.deliveryMode.${mode}`) }))}
            />
          </Form.Item>
        </Card>

        {deliveryMode !== 'pickup' && (
          <Card
            title={t('pay.address')}
            size="small"
            style={{ marginTop: 16 }}
            extra={
              <Space>
                <Button size="small" onClick={() => setAddingAddress(true)} data-testid="pay-add-address">
                  {t('pay.addAddress')}
                </Button>
                <Link to="/manage/myaddress">{t('pay.manageAddress')}</Link>
              </Space>
            }
          >
            {addresses.isPending ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : (addresses.data ?? []).length === 0 ? (
              <Empty description={t('pay.noAddress')} />
            ) : (
              <Form.Item name="addressId" rules={[required(t('pay.addressRequired'))]}>
                <Radio.Group aria-label={t('pay.address')}>
                  <Flex vertical gap={8}>
                    {(addresses.data ?? []).map((address) => (
                      <Radio key={address.id} value={address.id}>
                        {address.contactName} {address.contactMobile} <AddressWords address={address} />
                      </Radio>
                    ))}
                  </Flex>
                </Radio.Group>
              </Form.Item>
            )}
          </Card>
        )}

        {settle.groups.map((group) => (
          <Card
            key={group.shopId}
            size="small"
            style={{ marginTop: 16 }}
            title={t('pay.shop', { shop: group.shopName })}
            extra={<Typography.Text type="secondary">{t('pay.seller', { company: group.companyName })}</Typography.Text>}
          >
            <OrderItemsTable items={group.items.map((item) => ({ ...item, key: item.cartId ?? item.productId }))} />
            {group.termOptions.length > 1 && <TermChoice group={group} />}
            <Form.Item name={['shopRemarks', String(group.shopId)]} noStyle>
              <Input.TextArea
                aria-label={t('pay.remarkFor', { shop: group.shopName })}
                placeholder={t('pay.remarkPlaceholder')}
                maxLength={500}
                rows={2}
                style={{ marginTop: 8 }}
                data-testid={`pay-remark-${group.shopId}`}
              />
            </Form.Item>
            <Flex vertical align="flex-end" style={{ marginTop: 8 }}>
              <span>
                {t('pay.goodsAmount')}: ¥{formatPrice(group.goodsAmount)}
              </span>
              <span>
                {t('pay.freightAmount')}: ¥{formatPrice(group.freightAmount)}
              </span>
              <Typography.Text strong>
                {t('pay.orderTotal')}: ¥{formatPrice(group.totalAmount)}
              </Typography.Text>
            </Flex>
          </Card>
        ))}

        <Card title={t('pay.invoice')} size="small" style={{ marginTop: 16 }}>
          <Form.Item name="needInvoice" valuePropName="checked">
            <Checkbox>{t('pay.needInvoice')}</Checkbox>
          </Form.Item>
          {needInvoice && <InvoiceFields />}
        </Card>

        <Flex justify="flex-end" align="center" gap="large" style={{ marginTop: 16 }}>
          <Typography.Text>
            {t('pay.total')}:{' '}
            <Typography.Text strong type="danger" style={{ fontSize: 20 }} data-testid="pay-total">
              ¥{formatPrice(settle.total)}
            </Typography.Text>
          </Typography.Text>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            loading={submitting}
            // The address list mounts its field when it has loaded: placed before, the order would carry no address.
            disabled={!settle.canPlace || (deliveryMode !== 'pickup' && addresses.isPending)}
            data-testid="pay-submit"
          >
            {t('pay.submit')}
          </Button>
        </Flex>
      </Form>
      <AddressModal
        editing={addingAddress ? 'new' : null}
        onClose={() => setAddingAddress(false)}
        // The address just added is where the buyer means to send the goods.
        onSaved={(address) => form.setFieldValue('addressId', address.id)}
      />
    </Flex>
  );
}
