import { type Listing, QUANTITY_PATTERN, type Receipt, unitWords } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Form, Input, Result, Row, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { positiveInt } from '../../../shared/url-query.ts';
import { LISTINGS_KEY, listingApi, WAREHOUSE_RECEIPTS_ROOT } from '../api.ts';
import { plainQuantity } from '../listing-rules.ts';
import { EXCHANGES_KEY, exchangeApi } from './api.ts';
import { defaultQuantity, exceeds, exchangePath } from './exchange-turn.ts';

interface NewExchangeForm {
  receiptId: number;
  quantity: string;
  remark?: string;
}

/** A server's field error lands on the form's field; a refusal of the pair (another product, the same goods) names the listing. */
const SERVER_FIELDS = { receiptId: 'receiptId', listingId: 'receiptId', quantity: 'quantity', remark: 'remark' };

/** Whether a receipt of the holder may be offered for the listing: free, and not the listing's own brand at its warehouse. */
const offerable = (receipt: Receipt, listing: Listing) =>
  receipt.lock === 'none' && !(receipt.brand === listing.brand && receipt.warehouseId === listing.warehouseId);

/** The listing asked for: what it offers, of which brand and batch, where. */
function TargetFacts({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card size="small" title={t('receiptTrade.exchange.new.target')} data-testid="exchange-new-target">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'no',
            label: t('receiptTrade.exchange.new.listingNo'),
            children: <Link to={`/receiptMarket/${listing.id}`}>{listing.listingNo}</Link>,
          },
          {
            key: 'product',
            label: t('receiptTrade.exchange.col.product'),
            children: <ProductWithGrade name={listing.productName} grade={listing.grade} />,
          },
          { key: 'brand', label: t('receiptTrade.exchange.facts.brand'), children: listing.brand },
          { key: 'batch', label: t('receiptTrade.exchange.facts.batch'), children: listing.batchNo },
          { key: 'quality', label: t('receiptTrade.exchange.facts.quality'), children: listing.quality },
          {
            key: 'warehouse',
            label: t('receiptTrade.exchange.facts.warehouse'),
            children: `${listing.warehouseName}（${listing.place}）`,
          },
          { key: 'keeper', label: t('receiptTrade.exchange.facts.keeper'), children: listing.keeperCompanyName },
          {
            key: 'available',
            label: t('receiptTrade.exchange.new.available'),
            children: (
              <span data-testid="exchange-new-available">
                <Quantity value={listing.availableQty} unit={listing.unit} />
              </span>
            ),
          },
          {
            key: 'price',
            label: t('receiptTrade.exchange.facts.listingPrice'),
            children: `${yuan(listing.unitPrice)}/${unitWords(listing.unit, language)}`,
          },
          { key: 'seller', label: t('receiptTrade.exchange.facts.counterparty'), children: listing.sellerCompanyName },
        ]}
      />
    </Card>
  );
}

/**
 * /manage/newExchangeDetails?listingId= 申请串换: the listing asked for beside the holder's own receipts in force of
 * the same product (free, not the listing's brand at its warehouse); the holder picks one, a quantity (by default the
 * whole receipt, or what the listing still offers when less) and a remark, and sends the request once per visit
 * (one Idempotency-Key); its page opens. The server's refusal of a field shows under it.
 */
export default function NewExchangePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const listingId = positiveInt(search.get('listingId'));
  const [form] = Form.useForm<NewExchangeForm>();
  const [key] = useState(() => `exchange-save-${crypto.randomUUID()}`);
  const listing = useQuery({
    queryKey: [...LISTINGS_KEY, 'info', listingId ?? 0, 'exchange'],
    queryFn: () => listingApi.info(listingId ?? 0),
    enabled: listingId !== undefined,
  });
  const productId = listing.data?.productId;
  const receipts = useQuery({
    queryKey: [...WAREHOUSE_RECEIPTS_ROOT, 'exchange-offer', productId ?? 0],
    queryFn: () => exchangeApi.myReceipts(productId ?? 0),
    enabled: productId !== undefined,
  });
  const receiptId = Form.useWatch('receiptId', form);
  const quantity = Form.useWatch('quantity', form);
  const { submit, submitting } = useFormSubmit(
    async (values: NewExchangeForm) => {
      const saved = await exchangeApi.save(
        {
          receiptId: values.receiptId,
          listingId: listingId ?? 0,
          quantity: values.quantity.trim(),
          remark: values.remark?.trim() || null,
        },
        key,
      );
      showSuccessToast(t('receiptTrade.exchange.done.save'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EXCHANGES_KEY }),
        queryClient.invalidateQueries({ queryKey: LISTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: WAREHOUSE_RECEIPTS_ROOT }),
      ]);
      void navigate(exchangePath('applicant', saved.id), { replace: true });
    },
    (error) => applyFieldError(form, error, SERVER_FIELDS),
  );

  if (listingId === undefined || listing.isError)
    return (
      <Card>
        <Result
          status="404"
          title={t('receiptTrade.exchange.new.gone')}
          extra={<Button onClick={() => void navigate('/receiptMarket')}>{t('receiptTrade.toMarket')}</Button>}
        />
      </Card>
    );
  if (!listing.data)
    return (
      <Card>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      </Card>
    );
  const target = listing.data;
  const unit = unitWords(target.unit, language);
  const mine = (receipts.data?.records ?? []).filter((receipt) => offerable(receipt, target));
  const picked = mine.find((receipt) => receipt.id === receiptId);
  const limit = picked ? defaultQuantity(target.availableQty, picked.quantity) : null;
  const quantityRules = [
    requiredText(t('receiptTrade.exchange.new.quantityRequired')),
    {
      validator: async (_: unknown, value: string | undefined) => {
        const text = (value ?? '').trim();
        if (!text) return;
        if (!QUANTITY_PATTERN.test(text) || /^0*(\.0*)?$/.test(text))
          throw new Error(t('receiptTrade.exchange.new.quantityInvalid'));
        if (limit && exceeds(text, limit)) throw new Error(t('receiptTrade.exchange.new.quantityOver', { limit, unit }));
      },
    },
  ];
  const ended = target.status !== 'listed' || target.sides.includes('seller');

  return (
    <Card title={t('route.manage.newExchangeDetails')} data-testid="exchange-new">
      <Typography.Paragraph type="secondary">{t('receiptTrade.exchange.new.intro')}</Typography.Paragraph>
      {ended && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(target.sides.includes('seller') ? 'receiptTrade.exchange.new.own' : 'receiptTrade.exchange.new.ended', {
            status: target.statusLabel,
          })}
        />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={11}>
          <TargetFacts listing={target} />
        </Col>
        <Col xs={24} lg={13}>
          <Card size="small" title={t('receiptTrade.exchange.new.source')}>
            {receipts.isSuccess && mine.length === 0 ? (
              <Empty
                description={t('receiptTrade.exchange.new.noReceipts', { product: target.productName })}
                data-testid="exchange-new-none"
              >
                <Button onClick={() => void navigate('/manage/warehouseReceiptList')}>
                  {t('receiptTrade.exchange.new.toReceipts')}
                </Button>
              </Empty>
            ) : (
              <Form<NewExchangeForm> form={form} layout="vertical" onFinish={submit} disabled={ended} name="exchange-new">
                <Form.Item
                  name="receiptId"
                  label={t('receiptTrade.exchange.new.receipt')}
                  rules={[{ required: true, message: t('receiptTrade.exchange.new.receiptRequired') }]}
                  extra={t('receiptTrade.exchange.new.receiptHint')}
                >
                  <Select<number>
                    loading={receipts.isPending}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('receiptTrade.exchange.new.receiptPlaceholder')}
                    data-testid="exchange-new-receipt"
                    onChange={(id) => {
                      const receipt = mine.find((r) => r.id === id);
                      if (receipt) form.setFieldsValue({ quantity: defaultQuantity(target.availableQty, receipt.quantity) });
                    }}
                    options={mine.map((receipt) => ({
                      value: receipt.id,
                      label: t('receiptTrade.exchange.new.receiptOption', {
                        no: receipt.receiptNo,
                        brand: receipt.brand,
                        warehouse: receipt.warehouseName,
                        quantity: plainQuantity(receipt.quantity),
                        unit,
                      }),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name="quantity"
                  label={t('receiptTrade.exchange.new.quantity', { unit })}
                  rules={quantityRules}
                  extra={limit ? t('receiptTrade.exchange.new.quantityHint', { limit, unit }) : undefined}
                >
                  <Input inputMode="decimal" maxLength={19} data-testid="exchange-new-quantity" suffix={unit} />
                </Form.Item>
                <Form.Item name="remark" label={t('receiptTrade.exchange.new.remark')}>
                  <Input.TextArea rows={3} maxLength={200} showCount data-testid="exchange-new-remark" />
                </Form.Item>
                {picked && quantity && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 16 }}
                    title={t('receiptTrade.exchange.new.summary', {
                      quantity: quantity.trim(),
                      unit,
                      from: `${picked.brand} / ${picked.warehouseName}`,
                      to: `${target.brand} / ${target.warehouseName}`,
                    })}
                    description={t('receiptTrade.exchange.new.next')}
                  />
                )}
                <Flex gap={12}>
                  <Button type="primary" htmlType="submit" loading={submitting} data-testid="exchange-new-submit">
                    {t('receiptTrade.exchange.new.submit')}
                  </Button>
                  <Button htmlType="button" onClick={() => void navigate(-1)} disabled={false}>
                    {t('common.cancel')}
                  </Button>
                </Flex>
              </Form>
            )}
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
