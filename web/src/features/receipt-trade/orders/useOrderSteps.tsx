import type { ReceiptOrder } from '@hgsc/contracts';
import { unitWords } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { LISTINGS_KEY, RECEIPT_ORDERS_KEY, receiptOrderApi, WAREHOUSE_RECEIPTS_ROOT } from '../api.ts';
import { useMayTrade } from '../components/useMayTrade.ts';
import { DeclineModal } from './DeclineModal.tsx';
import type { OrderSide } from './order-paths.ts';

type Step = 'take' | 'decline' | 'withdraw';

export const ORDER_LOG_TYPE = 'receiptOrder';

/**
 * The steps a party takes on a receipt order, where the order is shown (its list, its details): the seller takes it
 * (asked first: the quantity is split off the listed receipt and locked for the order) or declines it with a reason;
 * the buyer withdraws it while it waits (asked first). Only the buttons the order's `actions` allow on `side` are
 * drawn; after a step the orders, the listing, the receipts and the order's log are read again.
 */
export function useOrderSteps(side: OrderSide) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const may = useMayTrade();
  const [declining, setDeclining] = useState<ReceiptOrder | null>(null);

  const refresh = (order: ReceiptOrder) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIPT_ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: LISTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: WAREHOUSE_RECEIPTS_ROOT }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey(ORDER_LOG_TYPE, order.id) }),
    ]);

  const stepsOf = (order: ReceiptOrder): Step[] => {
    if (!may || !order.sides.includes(side)) return [];
    const mine: readonly Step[] = side === 'seller' ? ['take', 'decline'] : ['withdraw'];
    return mine.filter((step) => order.actions.includes(step));
  };

  const open = (step: Step, order: ReceiptOrder) => {
    const params = {
      no: order.orderNo,
      quantity: `${formatNumber(order.quantity)} ${unitWords(order.unit, language)}`,
      buyer: order.buyerCompanyName,
      seller: order.sellerCompanyName,
      listingNo: order.listingNo,
    };
    if (step === 'decline') setDeclining(order);
    else if (step === 'take')
      confirm({
        title: t('receiptTrade.take.title', params),
        content: t('receiptTrade.take.content', params),
        okText: t('receiptTrade.step.take'),
        danger: false,
        okTestId: 'order-take-confirm',
        onOk: async () => {
          await receiptOrderApi.take(order.id);
          showSuccessToast(t('receiptOrder.taken'));
          await refresh(order);
        },
      });
    else
      confirm({
        title: t('receiptTrade.withdraw.title', params),
        content: t('receiptTrade.withdraw.content', params),
        okText: t('receiptTrade.step.withdraw'),
        okTestId: 'order-withdraw-confirm',
        onOk: async () => {
          await receiptOrderApi.withdraw(order.id);
          showSuccessToast(t('receiptOrder.withdrawnOk'));
          await refresh(order);
        },
      });
  };

  /** The buttons of the steps; `compact` for a table's row (links, named with the order for a screen reader). */
  const buttons = (order: ReceiptOrder, options: { compact?: boolean } = {}): ReactNode => {
    const steps = stepsOf(order);
    if (steps.length === 0) return null;
    return (
      <Space size={options.compact ? [8, 0] : 8} wrap>
        {steps.map((step) => (
          <Button
            key={step}
            type={options.compact ? 'link' : step === 'take' ? 'primary' : 'default'}
            size={options.compact ? 'small' : 'middle'}
            danger={step !== 'take'}
            style={options.compact ? { padding: 0 } : undefined}
            onClick={() => open(step, order)}
            aria-label={
              options.compact ? t('receiptTrade.step.of', { step: t(`receiptTrade.step.${step}`), no: order.orderNo }) : undefined
            }
            data-testid={`order-${step}-${order.id}`}
          >
            {t(`receiptTrade.step.${step}`)}
          </Button>
        ))}
      </Space>
    );
  };

  const dialog = declining ? (
    <DeclineModal key={declining.id} order={declining} onClose={() => setDeclining(null)} onDone={() => refresh(declining)} />
  ) : null;

  return { buttons, dialog };
}
