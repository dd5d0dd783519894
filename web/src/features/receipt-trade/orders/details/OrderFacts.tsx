import type { ReceiptOrder } from '@hgsc/contracts';
import { unitWords } from '@hgsc/contracts';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../../shared/ui/GoodsWords.tsx';
import { AddressWords } from '../../../../shared/ui/MarketWords.tsx';
import { buyerFeeFrom } from '../order-money.ts';
import { keeperReceiptPath, listingPublicPath, type OrderReader, receiptPath } from '../order-paths.ts';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** The days an order moved on, each once it happened. */
const DATES = [
  ['createdAt', 'receiptTrade.col.appliedAt'],
  ['takenAt', 'receiptTrade.details.takenAt'],
  ['signedAt', 'receiptTrade.details.signedAt'],
  ['paidAt', 'receiptTrade.details.paidAt'],
  ['collectedAt', 'receiptTrade.details.collectedAt'],
  ['transferAskedAt', 'receiptTrade.details.transferAskedAt'],
  ['transferredAt', 'receiptTrade.details.transferredAt'],
  ['endedAt', 'receiptTrade.details.endedAt'],
] as const;

/**
 * The order's receipt, linked for whoever may open it: the seller while it holds it, the buyer once it does (done),
 * the keeper on its registration page. The operator's console and a side that no longer holds it read the number.
 */
function ReceiptNo({ order, reader }: { order: ReceiptOrder; reader: OrderReader }) {
  const { t } = useTranslation();
  if (!order.receiptId)
    return order.status === 'applied' ? (
      <Typography.Text type="secondary">{t('receiptTrade.details.receiptNotYet')}</Typography.Text>
    ) : (
      <>-</>
    );
  const done = order.status === 'done';
  const path =
    reader === 'keeper'
      ? keeperReceiptPath(order.receiptId)
      : (reader === 'seller' && !done) || (reader === 'buyer' && done)
        ? receiptPath(order.receiptId)
        : null;
  return path ? (
    <Link to={path} data-testid="order-details-receipt">
      {order.receiptNo}
    </Link>
  ) : (
    <span data-testid="order-details-receipt">{order.receiptNo}</span>
  );
}

/**
 * What an order is about, for every reader (its sides' pages, the keeper's, the operator's drawer): the goods,
 * quantity, price and amount, the delivery address when the seller delivers, the companies, the warehouse and its
 * keeper, the listing and the receipt, the contract, the storage fee split at the transfer day once done, and the day
 * of each step.
 */
export function OrderFacts({ order, reader }: { order: ReceiptOrder; reader: OrderReader }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unit = unitWords(order.unit, language);
  const item = (key: string, label: string, children: ReactNode, span?: number): Item => ({
    key,
    label,
    children,
    ...(span ? { span } : {}),
  });
  const items: Item[] = [
    item('goods', t('receiptTrade.col.goods'), <ProductWithGrade name={order.productName} grade={order.grade} />),
    item('cas', 'CAS', order.casNumber),
    item(
      'quantity',
      t('receiptTrade.col.quantity'),
      <span data-testid="order-details-quantity">
        <Quantity value={order.quantity} unit={order.unit} />
      </span>,
    ),
    item('price', t('receiptTrade.col.unitPrice'), `${yuan(order.unitPrice)} ${t('receiptTrade.perUnit', { unit })}`),
    item(
      'amount',
      t('receiptTrade.col.amount'),
      <Typography.Text strong data-testid="order-details-amount">
        {yuan(order.amount)}
      </Typography.Text>,
    ),
    item('mode', t('receiptTrade.list.deliveryMode'), order.deliveryModeLabel),
    // Where the seller delivers (卖方送货), as the buyer chose it when applying.
    ...(order.deliveryAddress
      ? [
          item(
            'address',
            t('receiptTrade.details.deliveryAddress'),
            <span data-testid="order-details-address">
              {order.deliveryAddress.contactName} {order.deliveryAddress.contactMobile}{' '}
              <AddressWords address={order.deliveryAddress} />
            </span>,
            2,
          ),
        ]
      : []),
    item('seller', t('receiptTrade.col.seller'), order.sellerCompanyName),
    item('buyer', t('receiptTrade.col.buyer'), order.buyerCompanyName),
    item('warehouse', t('receiptTrade.col.warehouse'), order.warehouseName),
    item('keeper', t('receiptTrade.details.keeper'), <span data-testid="order-details-keeper">{order.keeperCompanyName}</span>),
    item(
      'listing',
      t('receiptTrade.col.listingNo'),
      reader === 'operator' ? order.listingNo : <Link to={listingPublicPath(order.listingId)}>{order.listingNo}</Link>,
    ),
    item('receipt', t('receiptTrade.details.receipt'), <ReceiptNo order={order} reader={reader} />),
  ];
  if (order.delivery)
    items.push(
      item(
        'delivery',
        t('receiptTrade.details.delivery'),
        <span data-testid="order-details-delivery">
          {order.billId && order.billNo && reader !== 'operator' ? (
            <Link to={`/manage/billLadingDetails?id=${order.billId}`}>{order.billNo}</Link>
          ) : (
            t('receiptTrade.details.deliveryValue', {
              day: formatDate(order.delivery.expectedDate, 'YYYY-MM-DD'),
              plate: order.delivery.plate,
              driver: order.delivery.driverName,
            })
          )}
        </span>,
        2,
      ),
    );
  if (order.contractNo)
    items.push(
      item(
        'contract',
        t('receiptTrade.details.contract'),
        `${order.contractNo}${order.contractStatus ? ` · ${t(`receiptTrade.details.contractStatus.${order.contractStatus}`)}` : ''}`,
      ),
    );
  // The sides read the money in their payments panel; the keeper and the operator here.
  if ((reader === 'operator' || reader === 'keeper') && order.signedAt)
    items.push(
      item(
        'money',
        t('receiptTrade.details.money'),
        t('receiptTrade.details.moneyValue', {
          paid: yuan(order.paidAmount),
          collected: yuan(order.collectedAmount),
          unpaid: yuan(order.unpaidAmount),
        }),
        2,
      ),
    );
  if (order.status === 'done' && order.feeSplitDate)
    items.push(
      item(
        'fee',
        t('receiptTrade.details.feeSplit'),
        <span data-testid="order-details-fee">
          {t('receiptTrade.details.feeSplitValue', {
            seller: order.sellerCompanyName,
            fee: yuan(order.sellerStorageFee ?? '0'),
            day: formatDate(order.feeSplitDate, 'YYYY-MM-DD'),
            buyer: order.buyerCompanyName,
            from: buyerFeeFrom(order.feeSplitDate),
          })}
        </span>,
        2,
      ),
    );
  for (const [field, label] of DATES) {
    const at = order[field];
    if (at) items.push(item(field, t(label), <span data-testid={`order-date-${field}`}>{formatDate(at)}</span>));
  }
  items.push(item('remark', t('receiptTrade.details.remark'), order.remark || '-', 2));
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} data-testid="order-facts" />;
}
