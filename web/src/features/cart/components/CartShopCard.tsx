import { gradeWords } from '@hgsc/contracts';
import { Button, Card, Checkbox, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { formatNumber, formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { ProductImage } from '../../../shared/ui/ProductImage.tsx';
import { type CartGroup, type CartRow, isEditable, isGreyed } from '../cart-groups.ts';
import { plainQuantity } from '../quantity.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** Selection state of a set of rows for a "select all" box. */
export function checkState(rows: readonly CartRow[], selected: ReadonlySet<string>) {
  const chosen = rows.filter((row) => selected.has(row.key)).length;
  return { checked: rows.length > 0 && chosen === rows.length, indeterminate: chosen > 0 && chosen < rows.length };
}

function ProductCell({ row }: { row: CartRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Space align="start" size={12}>
      <ProductImage src={row.coverUrl} alt="" width={64} height={64} className="cart-cover" />
      <Space orientation="vertical" size={2}>
        <Link to={`/goodsdetail?id=${row.productId}`} className="cart-product-name">
          {row.name}
        </Link>
        <Typography.Text type="secondary" className="cart-product-meta">
          CAS {row.casNumber}
          {[row.grade && gradeWords(row.grade, language), row.purity, row.packagingLabel]
            .filter(Boolean)
            .map((part) => ` · ${part}`)}
        </Typography.Text>
        <Typography.Text type="secondary" className="cart-product-meta">
          {t('mycart.minOrder', { min: plainQuantity(row.minOrderQty), unit: row.unit })}
          {' · '}
          {t('mycart.stock', { stock: plainQuantity(row.stock), unit: row.unit })}
        </Typography.Text>
        <Space size={4} wrap>
          {row.isDangerous && <Tag color="red">{t('mycart.dangerous')}</Tag>}
          {row.needsLicence && (
            <Tooltip title={t('mycart.needsLicenceHint')}>
              <Tag color="orange" data-testid="cart-needs-licence">
                {t('mycart.needsLicence')}
              </Tag>
            </Tooltip>
          )}
          {row.statusText && (
            <Tag color={isGreyed(row) ? 'default' : 'warning'} data-testid="cart-status">
              {row.statusText}
            </Tag>
          )}
        </Space>
      </Space>
    </Space>
  );
}

/**
 * One shop's rows: a box selecting all of the shop, and per row the live price, a quantity stepper
 * (only while the product is for sale), the amount and removal. Rows that cannot be
 * bought are greyed with their reason.
 */
export function CartShopCard({
  group,
  selected,
  onSelect,
  onQuantity,
  onRemove,
}: {
  group: CartGroup;
  selected: ReadonlySet<string>;
  onSelect: (keys: readonly string[], checked: boolean) => void;
  /** Rejects when the change was refused (the stepper then shows the kept quantity). */
  onQuantity: (row: CartRow, quantity: string) => Promise<unknown>;
  /** Asks for confirmation, then removes. */
  onRemove: (row: CartRow) => void;
}) {
  const { t } = useTranslation();
  const shopState = checkState(group.rows, selected);
  const columns: TableColumnsType<CartRow> = [
    {
      key: 'select',
      width: 48,
      render: (_, row) => (
        <Checkbox
          checked={selected.has(row.key)}
          aria-label={t('mycart.selectItem', { name: row.name })}
          onChange={(event) => onSelect([row.key], event.target.checked)}
        />
      ),
    },
    { key: 'product', title: t('mycart.col.product'), render: (_, row) => <ProductCell row={row} /> },
    {
      key: 'price',
      title: t('mycart.col.price'),
      width: 150,
      render: (_, row) => (
        <>
          {row.price === null ? (
            t('goods.priceOnRequest')
          ) : (
            <>
              ¥{formatPrice(row.price)}/<UnitWords unit={row.unit} />
            </>
          )}
          {row.tier && (
            <div className="muted" style={{ fontSize: 12 }} data-testid="cart-tier">
              {t('mycart.tierApplied', { qty: formatNumber(row.tier.minQty) })}
              <UnitWords unit={row.unit} />
            </div>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      title: t('mycart.col.quantity'),
      width: 220,
      render: (_, row) => (
        <QuantityStepper
          value={row.quantity}
          limits={{ min: row.minOrderQty, stock: row.stock }}
          unit={row.unit}
          label={row.name}
          disabled={!isEditable(row)}
          onCommit={(quantity) => onQuantity(row, quantity)}
        />
      ),
    },
    {
      key: 'amount',
      title: t('mycart.col.amount'),
      width: 150,
      render: (_, row) => (
        <Typography.Text strong={!isGreyed(row)} type={isGreyed(row) ? 'secondary' : undefined} data-testid="cart-amount">
          {row.amount === null ? '-' : `¥${formatPrice(row.amount)}`}
        </Typography.Text>
      ),
    },
    {
      key: 'action',
      title: t('mycart.col.action'),
      width: 90,
      render: (_, row) => (
        <Button type="link" danger size="small" onClick={() => onRemove(row)}>
          {t('mycart.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      size="small"
      className="cart-shop"
      data-testid="cart-shop"
      title={
        <Space>
          <Checkbox
            checked={shopState.checked}
            indeterminate={shopState.indeterminate}
            aria-label={t('mycart.selectShop', { shop: group.shopName })}
            onChange={(event) =>
              onSelect(
                group.rows.map((row) => row.key),
                event.target.checked,
              )
            }
          />
          <Link to={`/shop/${group.shopId}`}>{group.shopName}</Link>
          <Typography.Text type="secondary">{group.companyName}</Typography.Text>
        </Space>
      }
      extra={
        <Typography.Text>
          {t('mycart.subtotal')}
          <Typography.Text strong>¥{formatPrice(group.subtotal)}</Typography.Text>
        </Typography.Text>
      }
    >
      <Table<CartRow>
        rowKey="key"
        columns={columns}
        dataSource={group.rows}
        pagination={false}
        size="middle"
        rowClassName={(row) => (isGreyed(row) ? 'cart-row-greyed' : '')}
      />
    </Card>
  );
}
