import type { ProductPriceChange } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Empty, Form, Input, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { formatDate, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { PRODUCT_KEY, productApi, productDetailKey } from '../api.ts';
import { moneyProblem, pricesOf, trimZeros } from '../product-form.ts';
import { PriceModeField } from './PriceModeField.tsx';
import { PriceTiersField } from './PriceTiersField.tsx';

interface PriceForm {
  price?: string;
  priceOnRequest?: boolean;
  /** The product's minimum order, for the tiers' check. */
  minOrderQty?: string;
  priceTiers?: { minQty?: string; price?: string }[];
}

import type { SellerProductRow } from '../product-state.ts';

/**
 * Change a product's tax-inclusive price and its quantity prices (/product/update/price): no new audit, live at once
 * when on shelf. The prices are typed as decimal strings; the product's price history is listed below. The form
 * opens once the product is read, with its tiers.
 */
export function PriceModal({ product, onClose }: { product: SellerProductRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PriceForm>();
  const detail = useQuery({
    queryKey: productDetailKey(product?.id ?? 0),
    queryFn: () => productApi.info(product?.id ?? 0),
    enabled: product !== null,
  });
  const history = [...(detail.data?.priceHistory ?? [])].reverse();

  const { submit, submitting } = useFormSubmit(
    async (values: PriceForm) => {
      if (!product) return;
      await productApi.updatePrice(product.id, pricesOf(values));
      showSuccessToast(t('product.priceUpdated'));
      await queryClient.invalidateQueries({ queryKey: PRODUCT_KEY });
      onClose();
    },
    (error) => applyFieldError(form, error, { price: 'price', priceTiers: 'priceTiers' }),
  );

  const columns: ColumnsType<ProductPriceChange> = [
    { title: t('seller.price.changedAt'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    {
      title: t('seller.price.previous'),
      dataIndex: 'previousPrice',
      render: (value: string | null) => (value === null ? t('seller.price.first') : formatPrice(value)),
    },
    { title: t('seller.price.price'), dataIndex: 'price', render: (value: string) => formatPrice(value) },
  ];

  return (
    <Modal
      open={product !== null}
      title={t('seller.price.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'price-save' }}
      destroyOnHidden
      width={640}
    >
      {product && (
        <>
          <Descriptions
            column={1}
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: t('seller.product.name'), children: product.name },
              {
                key: 'current',
                label: t('seller.price.current'),
                children:
                  product.price === null
                    ? t('goods.priceOnRequest')
                    : `${formatPrice(product.price)} ${t('seller.product.perUnit', { unit: product.unit })}`,
              },
            ]}
          />
          {detail.data && (
            <Form
              form={form}
              name="price"
              layout="vertical"
              onFinish={submit}
              preserve={false}
              initialValues={{
                price: product.price ?? '',
                priceOnRequest: product.price === null,
                minOrderQty: detail.data.minOrderQty,
                priceTiers: detail.data.priceTiers.map((tier) => ({ minQty: trimZeros(tier.minQty), price: tier.price })),
              }}
            >
              <PriceModeField />
              <Form.Item noStyle shouldUpdate={(before, after) => before.priceOnRequest !== after.priceOnRequest}>
                {({ getFieldValue }) =>
                  getFieldValue('priceOnRequest') ? null : (
                    <>
                      <Form.Item
                        name="price"
                        label={t('seller.price.newPrice')}
                        rules={[
                          requiredField(t, t('seller.price.newPrice')),
                          {
                            validator: async (_, value?: string) => {
                              const problem = value ? moneyProblem(value) : null;
                              if (problem) throw new Error(t(problem));
                            },
                          },
                        ]}
                      >
                        <Input
                          inputMode="decimal"
                          maxLength={19}
                          suffix={t('seller.product.perUnit', { unit: product.unit })}
                          data-testid="price-input"
                        />
                      </Form.Item>
                      <Form.Item label={t('seller.product.tiers')}>
                        <PriceTiersField unit={product.unit} />
                      </Form.Item>
                    </>
                  )
                }
              </Form.Item>
              <Form.Item name="minOrderQty" hidden>
                <Input />
              </Form.Item>
            </Form>
          )}
          <Table<ProductPriceChange>
            rowKey="id"
            size="small"
            caption={t('seller.price.history')}
            loading={detail.isFetching}
            dataSource={history}
            columns={columns}
            pagination={{ pageSize: 5, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description={t('seller.price.noHistory')} /> }}
            data-testid="price-history"
          />
        </>
      )}
    </Modal>
  );
}
