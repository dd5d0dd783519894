import { RECEIPT_ORDER_TABS, type ReceiptOrder, type ReceiptOrderTab, unitWords } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { positiveInt } from '../../../shared/url-query.ts';
import { RECEIPT_ORDERS_KEY, receiptOrderApi } from '../api.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { listingPublicPath, type OrderSide, orderPath } from './order-paths.ts';
import { orderTurn } from './order-turn.ts';
import { orderWords } from './order-words.ts';
import { useOrderSteps } from './useOrderSteps.tsx';

/** The next step of a row's order in the side's words, marked when it is the side's own. */
function NextStep({ order, side }: { order: ReceiptOrder; side: OrderSide }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const turn = orderTurn(order, side);
  if (!turn.next) return null;
  return (
    <Typography.Paragraph
      // The side's own step in the text's full colour (the warning's yellow is too pale to read at 12 px).
      type={turn.waitingFor === 'you' ? undefined : 'secondary'}
      strong={turn.waitingFor === 'you'}
      style={{ fontSize: 12, marginBottom: 0 }}
      data-testid="order-next"
      data-turn={turn.waitingFor}
    >
      {t(turn.next, orderWords(order, language))}
    </Typography.Paragraph>
  );
}

const isTab = (value: string | null): value is ReceiptOrderTab =>
  (RECEIPT_ORDER_TABS as readonly (string | null)[]).includes(value);

/**
 * A party's receipt orders by tab (applied, accepted, paying, transfer, done, ended, all) with their counts, found by
 * number, product or the other company: the seller's (待售订单) open on what waits for it, the buyer's (我的购买申请) on
 * all; `?tab=` opens another. Each row says who, what, how much and for how much, its status and the next step in
 * the side's words, and carries the side's steps. The seller may look at one listing's orders (`?listingId=`, shown
 * as a tag that removes the filter).
 */
export function OrdersList({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const listingId = side === 'seller' ? positiveInt(search.get('listingId')) : undefined;
  const asked = search.get('tab');
  const [tab, setTab] = useState<ReceiptOrderTab>(isTab(asked) ? asked : side === 'seller' ? 'applied' : 'all');
  const list = usePagedTable<ReceiptOrder, { keyword: string }>(
    [...RECEIPT_ORDERS_KEY, side, tab, listingId ?? 0],
    (params) => receiptOrderApi.list({ ...params, as: side, tab, ...(listingId ? { listingId } : {}) }),
    { keyword: '' },
  );
  const keyword = list.filter.keyword;
  const counts = useQuery({
    queryKey: [...RECEIPT_ORDERS_KEY, side, 'counts'],
    queryFn: () => receiptOrderApi.tabCounts(side),
  });
  const steps = useOrderSteps(side);
  const listingNo = list.query.data?.records[0]?.listingNo;
  const empty = (
    <Empty description={t(keyword || listingId ? 'receiptTrade.orders.emptySearch' : `receiptTrade.orders.empty.${side}.${tab}`)}>
      {!keyword &&
        (side === 'seller' ? (
          <Button onClick={() => void navigate('/manage/warehouseReceiptsonlist')} data-testid="orders-to-listings">
            {t('receiptTrade.orders.toListings')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void navigate('/receiptMarket')} data-testid="orders-to-market">
            {t('receiptTrade.toMarket')}
          </Button>
        ))}
    </Empty>
  );

  return (
    <Card title={t(side === 'seller' ? 'route.manage.waitingSell' : 'route.manage.toApplyFor')}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          style={{ width: 400, maxWidth: '100%' }}
          placeholder={t(`receiptTrade.orders.search.${side}`)}
          aria-label={t(`receiptTrade.orders.search.${side}`)}
          enterButton={t('common.search')}
          maxLength={50}
          onSearch={(value) => list.search({ keyword: value.trim() })}
          data-testid="orders-search"
        />
        {listingId && (
          <Tag
            closable
            color="blue"
            onClose={() => {
              setSearch((params) => {
                params.delete('listingId');
                return params;
              });
              list.reset();
            }}
            data-testid="orders-listing-filter"
          >
            {t('receiptTrade.orders.listingFilter', { no: listingNo ?? `#${listingId}` })}
          </Tag>
        )}
      </Space>
      <StatusTabs<ReceiptOrderTab>
        active={tab}
        onChange={(key) => {
          setTab(key);
          list.reset();
        }}
        testIdPrefix="orders-tab"
        tabs={RECEIPT_ORDER_TABS.map((key) => ({
          key,
          label: t(`receiptTrade.orders.tab.${side}.${key}`),
          count: counts.data?.[key] ?? 0,
        }))}
      />
      <Table<ReceiptOrder>
        {...list.tableProps}
        data-testid="orders"
        scroll={list.tableProps.dataSource?.length ? { x: 900 } : undefined}
        locale={{ emptyText: empty }}
        columns={[
          // What the seller decides on comes first and fits 1366 px unscrolled: who, how much, for how much.
          {
            title: t('receiptTrade.col.orderNo'),
            key: 'no',
            width: 180,
            render: (_, order) => (
              <>
                <Link to={orderPath(side, order)} data-testid="order-no">
                  {order.orderNo}
                </Link>
                <br />
                {secondary(t('receiptTrade.col.appliedOn', { at: formatDate(order.createdAt, 'YYYY-MM-DD HH:mm') }))}
              </>
            ),
          },
          {
            title: t(side === 'seller' ? 'receiptTrade.col.buyer' : 'receiptTrade.col.seller'),
            key: 'party',
            width: 140,
            ellipsis: { showTitle: true },
            render: (_, order) => (side === 'seller' ? order.buyerCompanyName : order.sellerCompanyName),
          },
          {
            title: t('receiptTrade.col.goods'),
            key: 'goods',
            width: 125,
            ellipsis: true,
            render: (_, order) => (
              <>
                <ProductWithGrade name={order.productName} grade={order.grade} />
                <br />
                {secondary(order.warehouseName)}
              </>
            ),
          },
          {
            title: t('receiptTrade.col.quantity'),
            key: 'quantity',
            width: 90,
            align: 'right',
            render: (_, order) => (
              <span data-testid="order-quantity">
                <Quantity value={order.quantity} unit={order.unit} />
              </span>
            ),
          },
          {
            title: t('receiptTrade.col.amountAndPrice'),
            key: 'amount',
            width: 135,
            align: 'right',
            render: (_, order) => (
              <>
                <Typography.Text strong data-testid="order-amount">
                  {yuan(order.amount)}
                </Typography.Text>
                <br />
                {secondary(`${yuan(order.unitPrice)} ${t('receiptTrade.perUnit', { unit: unitWords(order.unit, language) })}`)}
              </>
            ),
          },
          {
            title: t('receiptTrade.col.status'),
            key: 'status',
            width: 110,
            render: (_, order) => (
              <>
                <OrderStatusTag order={order} />
                <NextStep order={order} side={side} />
                {order.status === 'declined' && order.declineReason && (
                  <Typography.Paragraph
                    type="secondary"
                    style={{ fontSize: 12, marginBottom: 0 }}
                    ellipsis={{ rows: 2, tooltip: order.declineReason }}
                    data-testid="order-decline-reason"
                  >
                    {t('receiptTrade.col.reason', { reason: order.declineReason })}
                  </Typography.Paragraph>
                )}
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 120,
            fixed: 'right',
            render: (_, order) => (
              <Space size={[8, 0]} wrap>
                <Link to={orderPath(side, order)} aria-label={t('receiptTrade.orders.viewOf', { no: order.orderNo })}>
                  {t('receiptTrade.orders.view')}
                </Link>
                {steps.buttons(order, { compact: true })}
                {side === 'buyer' && (
                  <Link
                    to={listingPublicPath(order.listingId)}
                    aria-label={t('receiptTrade.listings.stepOf', {
                      action: t('receiptTrade.listings.public'),
                      no: order.listingNo,
                    })}
                  >
                    {t('receiptTrade.listings.public')}
                  </Link>
                )}
              </Space>
            ),
          },
        ]}
      />
      {steps.dialog}
    </Card>
  );
}
