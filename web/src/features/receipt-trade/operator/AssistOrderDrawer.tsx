import { type AssistBuyer, type Listing, QUANTITY_PATTERN, unitWords } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useDeferredValue, useState } from 'react';
import { applyFieldError } from '../../../shared/form.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { AddressWords } from '../../../shared/ui/MarketWords.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { assistOrderApi, RECEIPT_PROPOSALS_KEY } from '../api.ts';

interface AssistForm {
  buyerCompanyId?: number;
  quantity: string;
  addressId?: number;
  callerName: string;
  callerPhone: string;
  remark?: string;
}

const LISTING_PAGE = 10;

/** The buyer, found as the operator types its name or credit code. */
function useBuyers(keyword: string) {
  return useQuery({
    queryKey: [...RECEIPT_PROPOSALS_KEY, 'buyers', keyword],
    queryFn: () => assistOrderApi.buyers({ keyword: keyword || undefined, current: 1, size: 30 }),
  });
}

/**
 * 代客下单 (/admin/wr/proposals): the operator enters a receipt order for a buyer on the phone — the buyer (certified
 * companies), the listing (searched as the market is), the quantity with its price checked by the server against the
 * listing's rules as it is typed, the delivery address when the seller delivers, and who called. Sent after one more
 * look at what the buyer will be asked to confirm; it binds nothing until the buyer does. Mounted per opening (one
 * Idempotency-Key per opening).
 */
export function AssistOrderDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AssistForm>();
  const [key] = useState(() => `receipt-proposal-${crypto.randomUUID()}`);
  const [buyerWords, setBuyerWords] = useState('');
  const buyers = useBuyers(useDeferredValue(buyerWords));
  const [buyer, setBuyer] = useState<AssistBuyer | null>(null);
  const [listingWords, setListingWords] = useState('');
  const [listingPage, setListingPage] = useState(1);
  const [listing, setListing] = useState<Listing | null>(null);
  const listings = useQuery({
    queryKey: [...RECEIPT_PROPOSALS_KEY, 'listings', listingWords, listingPage],
    queryFn: () => assistOrderApi.listings({ keyword: listingWords || undefined, current: listingPage, size: LISTING_PAGE }),
  });
  const typed = (Form.useWatch('quantity', form) ?? '').trim();
  const quantity = useDeferredValue(typed);
  const priced = useQuery({
    queryKey: [...RECEIPT_PROPOSALS_KEY, 'price', listing?.id, quantity, buyer?.id],
    queryFn: () =>
      assistOrderApi.price({
        listingId: listing?.id ?? 0,
        quantity,
        ...(buyer ? { buyerCompanyId: buyer.id } : {}),
      }),
    enabled: listing !== null && QUANTITY_PATTERN.test(quantity),
    retry: false,
  });
  const addresses = useQuery({
    queryKey: [...RECEIPT_PROPOSALS_KEY, 'addresses', buyer?.id],
    queryFn: () => assistOrderApi.addresses(buyer?.id ?? 0),
    enabled: buyer !== null && listing?.deliveryMode === 'delivery',
  });
  const delivers = listing?.deliveryMode === 'delivery';

  /** Asked once more with what the buyer will be asked to confirm; a field the server refuses shows under it. */
  const send = (values: AssistForm) => {
    if (!buyer || !listing) return;
    const body = {
      buyerCompanyId: buyer.id,
      listingId: listing.id,
      quantity: values.quantity.trim(),
      addressId: delivers ? (values.addressId ?? null) : null,
      callerName: values.callerName.trim(),
      callerPhone: values.callerPhone.trim(),
      remark: values.remark?.trim() || null,
    };
    confirm({
      title: t('receiptProposal.save.confirmTitle', { buyer: buyer.name }),
      content: t('receiptProposal.save.confirmContent', {
        product: listing.productName,
        quantity: `${body.quantity} ${unitWords(listing.unit, language)}`,
        amount: priced.data ? yuan(priced.data.amount) : '-',
        seller: listing.sellerCompanyName,
      }),
      okText: t('receiptProposal.save.ok'),
      danger: false,
      okTestId: 'proposal-save-confirm',
      onOk: async () => {
        try {
          await assistOrderApi.save(body, key);
        } catch (error) {
          if (!isApiError(error)) throw error;
          applyFieldError(form, error, ['quantity', 'addressId', 'callerName', 'callerPhone', 'remark']);
          return;
        }
        showSuccessToast(t('receiptProposal.savedOk'));
        await queryClient.invalidateQueries({ queryKey: RECEIPT_PROPOSALS_KEY });
        onClose();
      },
    });
  };

  const columns: ColumnsType<Listing> = [
    {
      title: t('receiptProposal.col.goods'),
      key: 'goods',
      render: (_, row) => (
        <>
          <ProductWithGrade name={row.productName} grade={row.grade} />
          <br />
          {secondary(`${row.listingNo} · ${row.warehouseName}`)}
        </>
      ),
    },
    {
      title: t('receiptProposal.col.seller'),
      key: 'seller',
      width: 170,
      ellipsis: true,
      render: (_, row) => row.sellerCompanyName,
    },
    {
      title: t('receiptProposal.col.price'),
      key: 'price',
      width: 120,
      align: 'right',
      render: (_, row) => `${yuan(row.unitPrice)}/${unitWords(row.unit, language)}`,
    },
    {
      title: t('receiptProposal.col.available'),
      key: 'available',
      width: 130,
      align: 'right',
      render: (_, row) => (
        <>
          <Quantity value={row.availableQty} unit={row.unit} />
          <br />
          {secondary(row.deliveryModeLabel)}
        </>
      ),
    },
  ];

  const priceError = priced.error && isApiError(priced.error) ? priced.error.message : null;
  return (
    <Drawer
      open
      width={880}
      title={t('receiptProposal.save.title')}
      onClose={onClose}
      data-testid="proposal-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} data-testid="proposal-save">
            {t('receiptProposal.save.ok')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('receiptProposal.save.intro')} />
      <Form<AssistForm> form={form} layout="vertical" name="receiptProposal" onFinish={send}>
        <Form.Item
          name="buyerCompanyId"
          label={t('receiptProposal.buyer')}
          rules={[{ required: true, message: t('receiptProposal.buyerRequired') }]}
          extra={buyer ? t('receiptProposal.buyerContact', { name: buyer.contactName, mobile: buyer.contactMobile }) : undefined}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setBuyerWords }}
            placeholder={t('receiptProposal.buyerPlaceholder')}
            loading={buyers.isFetching}
            data-testid="proposal-buyer"
            options={(buyers.data?.records ?? []).map((company) => ({
              value: company.id,
              label: `${company.name}（${company.creditCode}）`,
            }))}
            onChange={(id: number) => {
              const picked = buyers.data?.records.find((company) => company.id === id) ?? null;
              setBuyer(picked);
              if (picked)
                form.setFieldsValue({ callerName: picked.contactName, callerPhone: picked.contactMobile, addressId: undefined });
            }}
          />
        </Form.Item>

        <Form.Item label={t('receiptProposal.listing')} required>
          <Input.Search
            allowClear
            placeholder={t('receiptProposal.listingPlaceholder')}
            onSearch={(value) => {
              setListingWords(value.trim());
              setListingPage(1);
            }}
            data-testid="proposal-listing-search"
            style={{ marginBottom: 8 }}
          />
          <Table<Listing>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={listings.data?.records}
            loading={listings.isFetching}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: listing ? [listing.id] : [],
              onChange: (_, rows) => {
                setListing(rows[0] ?? null);
                form.setFieldsValue({ addressId: undefined });
              },
            }}
            onRow={(row) => ({ onClick: () => setListing(row) })}
            pagination={{
              current: listingPage,
              pageSize: LISTING_PAGE,
              total: listings.data?.total ?? 0,
              onChange: setListingPage,
              showSizeChanger: false,
              size: 'small',
            }}
            data-testid="proposal-listings"
          />
          {listing && (
            <Typography.Text type="secondary" data-testid="proposal-listing-rule">
              {t('receiptProposal.listingRule', {
                no: listing.listingNo,
                min: `${listing.minQty} ${unitWords(listing.unit, language)}`,
                step: `${listing.step} ${unitWords(listing.unit, language)}`,
              })}
            </Typography.Text>
          )}
        </Form.Item>

        <Space align="start" size={24} wrap>
          <Form.Item
            name="quantity"
            label={t('receiptProposal.quantity')}
            rules={[
              { required: true, whitespace: true, message: t('receiptMarket.quantityRequired') },
              { pattern: QUANTITY_PATTERN, message: t('receiptMarket.quantityInvalid') },
            ]}
            validateStatus={priceError ? 'error' : undefined}
            help={priceError ?? undefined}
            style={{ width: 240 }}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              disabled={!listing}
              suffix={listing ? unitWords(listing.unit, language) : undefined}
              data-testid="proposal-quantity"
            />
          </Form.Item>
          <div style={{ paddingTop: 30 }} aria-live="polite">
            <span className="muted">{t('receiptProposal.amount')}</span>{' '}
            <strong data-testid="proposal-price">{priced.data && !priceError ? yuan(priced.data.amount) : '-'}</strong>
          </div>
        </Space>

        {delivers && (
          <Form.Item
            name="addressId"
            label={t('receiptProposal.address')}
            rules={[{ required: true, message: t('receiptProposal.addressRequired') }]}
            extra={buyer && addresses.data?.length === 0 ? t('receiptProposal.noAddress') : t('receiptProposal.addressHint')}
          >
            <Select
              disabled={!buyer}
              loading={addresses.isFetching}
              data-testid="proposal-address"
              options={(addresses.data ?? []).map((address) => ({
                value: address.id,
                label: (
                  <>
                    {address.contactName} {address.contactMobile} <AddressWords address={address} />
                  </>
                ),
              }))}
            />
          </Form.Item>
        )}

        <Space align="start" size={24} wrap>
          <Form.Item
            name="callerName"
            label={t('receiptProposal.callerName')}
            rules={[{ required: true, whitespace: true, message: t('receiptProposal.callerRequired') }]}
            style={{ width: 240 }}
          >
            <Input maxLength={30} data-testid="proposal-caller-name" />
          </Form.Item>
          <Form.Item
            name="callerPhone"
            label={t('receiptProposal.callerPhone')}
            rules={[{ required: true, whitespace: true, message: t('receiptProposal.callerPhoneRequired') }]}
            style={{ width: 240 }}
          >
            <Input maxLength={20} data-testid="proposal-caller-phone" />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('receiptProposal.remark')}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
        {!listing && <Typography.Text type="secondary">{t('receiptProposal.pickListing')}</Typography.Text>}
      </Form>
    </Drawer>
  );
}
