import type { ReceiptOrder } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { RECEIPT_ORDERS_KEY, receiptOrderApi } from '../api.ts';
import { paymentDeadline } from './order-money.ts';
import { type OrderReader, receiptPath } from './order-paths.ts';
import { orderTurn } from './order-turn.ts';
import { orderWords } from './order-words.ts';

/** The contract's days to pay, while the buyer pays (the sides only: the contract is theirs to read). */
function usePaymentDeadline(order: ReceiptOrder, reader: OrderReader) {
  const terms = useQuery({
    queryKey: [...RECEIPT_ORDERS_KEY, 'contract-terms', order.id],
    queryFn: () => receiptOrderApi.contractTerms(order.id),
    enabled: order.status === 'signed' && (reader === 'buyer' || reader === 'seller'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const days = terms.data?.paymentDays;
  const deadline = paymentDeadline(order.signedAt, days);
  return deadline && days ? { deadline, days } : null;
}

/**
 * The banner at the top of an order: whose step it is now and what it decides — the seller's answer, the contract,
 * the buyer's payment (by the contract's day), the seller's check at the bank, the endorsement, the keeper's
 * confirmation — and how an ended order ended (declined, withdrawn, done with the receipt and the fee split, cancelled
 * and why). `action` puts the steps that answer it beside the words (a cancellation's answer).
 */
export function OrderTurnNotice({ order, reader, action }: { order: ReceiptOrder; reader: OrderReader; action?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const turn = orderTurn(order, reader);
  const deadline = usePaymentDeadline(order, reader);
  const params = orderWords(order, language);
  const reason =
    order.status === 'cancelled' || order.cancelRequestedBy
      ? order.cancelReason
      : order.status === 'collected'
        ? order.transferRefuseReason
        : null;
  const heldReceipt = order.status === 'done' && reader === 'buyer' && order.receiptId;
  const lines = [
    turn.hint && <div key="hint">{t(turn.hint, params)}</div>,
    deadline && (
      <div key="deadline" data-testid="order-turn-deadline">
        {t('receiptTrade.turn.signed.deadline', { ...params, ...deadline, count: deadline.days })}
      </div>
    ),
    reason && (
      <div key="reason" data-testid="order-turn-reason">
        {t('receiptTrade.turn.reason')}
        <Typography.Text strong>{reason}</Typography.Text>
      </div>
    ),
  ].filter(Boolean);
  return (
    <Alert
      type={turn.tone}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="order-turn"
      data-turn={turn.waitingFor}
      title={t(turn.title, params)}
      description={lines.length ? lines : undefined}
      action={
        action ??
        (heldReceipt ? (
          <Link to={receiptPath(heldReceipt)} data-testid="order-turn-receipt">
            {t('receiptTrade.turn.done.toReceipt', params)}
          </Link>
        ) : undefined)
      }
    />
  );
}
