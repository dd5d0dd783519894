import type { ReceiptOrder } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Quantity } from '../../../../shared/ui/GoodsWords.tsx';
import { RECEIPT_ORDERS_KEY, subOrderApi } from '../../api.ts';

/**
 * 拆分记录: where the order's receipt came from — the listed receipt and every part it was split into, adding up to it,
 * the order's own marked — read once the seller took the order (a receipt of its own).
 */
export function OrderSplit({ order }: { order: ReceiptOrder }) {
  const { t } = useTranslation();
  const split = useQuery({
    queryKey: [...RECEIPT_ORDERS_KEY, 'split', order.id, order.receiptId],
    queryFn: () => subOrderApi.split(order.id),
    enabled: order.receiptId !== null,
  });
  if (!split.data?.parent) return null;
  const { parent, parts, unit } = split.data;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="order-split">
      {t('receiptTrade.split.from', { no: parent.receiptNo })} (<Quantity value={parent.quantity} unit={unit} />)
      {t('receiptTrade.split.into')}
      {parts.map((part, index) => (
        <span key={part.receiptNo}>
          {index > 0 && t('receiptTrade.split.and')}
          {part.receiptNo} <Quantity value={part.quantity} unit={unit} />
          {part.forThisOrder && (
            <Tag color="blue" style={{ marginInlineStart: 4 }}>
              {t('receiptTrade.split.thisOrder')}
            </Tag>
          )}
        </span>
      ))}
    </Typography.Paragraph>
  );
}
