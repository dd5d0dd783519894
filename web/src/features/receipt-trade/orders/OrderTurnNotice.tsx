import type { ReceiptOrder } from '@hgsc/contracts';
import { unitWords } from '@hgsc/contracts';
import { Alert } from 'antd';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import type { OrderSide } from './order-paths.ts';
import { orderTurn } from './order-turn.ts';

/** The banner at the top of an order: whose step it is now, what it decides, and why a declined one was declined. */
export function OrderTurnNotice({ order, side }: { order: ReceiptOrder; side: OrderSide }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const turn = orderTurn(order, side);
  const params = {
    buyer: order.buyerCompanyName,
    seller: order.sellerCompanyName,
    quantity: `${formatNumber(order.quantity)} ${unitWords(order.unit, language)}`,
    amount: yuan(order.amount),
    receiptNo: order.receiptNo ?? '-',
    status: order.statusLabel,
  };
  return (
    <Alert
      type={turn.tone}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="order-turn"
      data-turn={turn.waitingFor}
      title={t(turn.title, params)}
      description={turn.hint ? t(turn.hint, params) : undefined}
    />
  );
}
