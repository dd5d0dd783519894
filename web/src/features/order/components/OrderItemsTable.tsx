import type { OrderItem } from '@hgsc/contracts';
import { Table, Typography } from 'antd';
import { formatMoney, formatNumber, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { DangerTag } from '../../catalogue/index.ts';

/** The lines of an order (or of a checkout group): product, unit price, quantity, amount. */
export function OrderItemsTable({
  items,
  currency = 'CNY',
}: {
  /** The order's currency (a checkout is always CNY). */
  currency?: 'CNY' | 'USD';
  items: readonly (Pick<OrderItem, 'name' | 'casNumber' | 'packagingLabel' | 'unit' | 'quantity'> & {
    key: string | number;
    /** null on a checkout line the seller now sells at 面议 (its warning says why it cannot be placed). */
    price: string | null;
    amount: string | null;
    originalPrice?: string;
    isDangerous?: boolean;
    unNumber?: string | null;
    hazardClassLabel?: string | null;
  })[];
}) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={items as (typeof items)[number][]}
      columns={[
        {
          title: t('order.col.product'),
          key: 'product',
          render: (_, item) => (
            <>
              <Typography.Text strong>{item.name}</Typography.Text>
              {item.isDangerous && <DangerTag hazardClassLabel={item.hazardClassLabel} />}
              <br />
              <Typography.Text type="secondary">
                CAS {item.casNumber}
                {item.unNumber ? ` · ${item.unNumber}` : ''} · {item.packagingLabel}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('order.col.price'),
          key: 'price',
          align: 'right',
          render: (_, item) => (
            <>
              {item.price === null ? t('goods.priceOnRequest') : formatMoney(item.price, currency)}
              {item.originalPrice !== undefined && item.originalPrice !== item.price && (
                <>
                  <br />
                  <Typography.Text type="secondary" delete>
                    {t('order.originalPrice', { price: formatPrice(item.originalPrice) })}
                  </Typography.Text>
                </>
              )}
            </>
          ),
        },
        {
          title: t('order.col.quantity'),
          key: 'quantity',
          align: 'right',
          render: (_, item) => (
            <>
              {formatNumber(item.quantity)} <UnitWords unit={item.unit} quantity={item.quantity} />
            </>
          ),
        },
        {
          title: t('order.col.amount'),
          key: 'amount',
          align: 'right',
          render: (_, item) => (item.amount === null ? '-' : formatMoney(item.amount, currency)),
        },
      ]}
    />
  );
}
