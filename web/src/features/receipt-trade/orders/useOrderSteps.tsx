import { chinaDate, type ReceiptOrder, type ReceiptOrderAction } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { LISTINGS_KEY, RECEIPT_ORDERS_KEY, receiptOrderApi, WAREHOUSE_RECEIPTS_ROOT } from '../api.ts';
import { DeclineModal } from './DeclineModal.tsx';
import { DeliveryModal } from './DeliveryModal.tsx';
import type { OrderReader } from './order-paths.ts';
import { orderWords } from './order-words.ts';
import { PayModal } from './payments/PayModal.tsx';
import { ReasonModal } from './ReasonModal.tsx';
import { ShipAddressModal } from './ShipAddressModal.tsx';
import { useMayStep } from './useMayStep.ts';

/** The steps on a whole order (a payment's own steps are in its row: payments/usePaymentSteps). */
export type OrderStep =
  | 'take'
  | 'decline'
  | 'withdraw'
  | 'pay'
  | 'delivery'
  | 'updateShip'
  | 'transfer'
  | 'confirmTransfer'
  | 'refuseTransfer'
  | 'confirmCancel'
  | 'refuseCancel'
  | 'requestCancel';

export const ORDER_LOG_TYPE = 'receiptOrder';

/** Each reader's steps, in the order their buttons stand (the step forward first, asking to cancel last). */
const STEPS_OF: Record<OrderReader, readonly OrderStep[]> = {
  seller: ['take', 'decline', 'transfer', 'confirmCancel', 'refuseCancel', 'requestCancel'],
  buyer: ['pay', 'delivery', 'updateShip', 'withdraw', 'confirmCancel', 'refuseCancel', 'requestCancel'],
  keeper: ['confirmTransfer', 'refuseTransfer'],
  // The operator's one step (取消订单) is on its own page.
  operator: [],
};
/** The steps a list's row offers; the others are taken on the order's page, where their context is. */
const ROW_STEPS: readonly OrderStep[] = ['take', 'decline', 'withdraw', 'pay', 'transfer', 'confirmTransfer', 'refuseTransfer'];
/** The flow's actions behind a step: paying is a part or the whole, as the amount the buyer types decides. */
const ACTIONS_OF: Partial<Record<OrderStep, readonly ReceiptOrderAction[]>> = { pay: ['pay', 'payPart'] };
const PRIMARY: readonly OrderStep[] = ['take', 'pay', 'transfer', 'confirmTransfer'];
const HARMLESS: readonly OrderStep[] = ['refuseCancel', 'updateShip'];

type Dialog = {
  step: 'decline' | 'pay' | 'delivery' | 'updateShip' | 'refuseTransfer' | 'requestCancel';
  order: ReceiptOrder;
};

/**
 * The steps a party takes on a receipt order, where the order is shown (its list, its details, the keeper's inbox).
 * Only the buttons the order's `actions` allow and the person's codes permit on `reader` are drawn. What cannot be
 * taken back is asked first and says what follows: taking (the part is split off and locked), the endorsement (the
 * keeper confirms, the holder changes, the storage fee is split at the transfer day), the keeper's confirmation,
 * agreeing to a cancellation. After a step the orders, the listing, the receipts and the order's log are read again.
 */
export function useOrderSteps(reader: OrderReader) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const mayStep = useMayStep();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const refresh = (order: ReceiptOrder) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIPT_ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: LISTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: WAREHOUSE_RECEIPTS_ROOT }),
      queryClient.invalidateQueries({ queryKey: nodeLogKey(ORDER_LOG_TYPE, order.id) }),
    ]);

  const stepsOf = (order: ReceiptOrder, only?: readonly OrderStep[]): OrderStep[] => {
    if (reader !== 'operator' && !order.sides.includes(reader)) return [];
    return STEPS_OF[reader].filter((step) => {
      if (only && !only.includes(step)) return false;
      const action = (ACTIONS_OF[step] ?? [step as ReceiptOrderAction]).find((a) => order.actions.includes(a));
      return action !== undefined && mayStep(order, action, reader);
    });
  };

  /** A step asked once in a confirmation, then sent; `message` is the server's words for it done. */
  const confirmed = (step: OrderStep, order: ReceiptOrder, send: () => Promise<unknown>, message: string, danger: boolean) => {
    const params = { ...orderWords(order, language), today: chinaDate() };
    confirm({
      title: t(`receiptTrade.${step}.title`, params),
      content: t(`receiptTrade.${step}.content`, params),
      okText: t(`receiptTrade.step.${step}`),
      danger,
      okTestId: `order-${step}-confirm`,
      onOk: async () => {
        await send();
        showSuccessToast(t(message));
        await refresh(order);
      },
    });
  };

  const open = (step: OrderStep, order: ReceiptOrder) => {
    switch (step) {
      case 'take':
        return confirmed(step, order, () => receiptOrderApi.take(order.id), 'receiptOrder.taken', false);
      case 'withdraw':
        return confirmed(step, order, () => receiptOrderApi.withdraw(order.id), 'receiptOrder.withdrawnOk', true);
      case 'transfer':
        return confirmed(step, order, () => receiptOrderApi.transfer(order.id), 'receiptOrder.transferAsked', false);
      case 'confirmTransfer':
        return confirmed(step, order, () => receiptOrderApi.confirmTransfer(order.id), 'receiptOrder.transferConfirmed', false);
      case 'confirmCancel':
        return confirmed(step, order, () => receiptOrderApi.confirmCancel(order.id), 'receiptOrder.cancelConfirmed', true);
      case 'refuseCancel':
        return confirmed(step, order, () => receiptOrderApi.refuseCancel(order.id), 'receiptOrder.cancelRefused', false);
      default:
        setDialog({ step, order });
    }
  };

  /** The buttons of the steps; `compact` for a table's row (links, named with the order for a screen reader). */
  const buttons = (order: ReceiptOrder, options: { compact?: boolean; only?: readonly OrderStep[] } = {}): ReactNode => {
    const steps = stepsOf(order, options.only ?? (options.compact ? ROW_STEPS : undefined));
    if (steps.length === 0) return null;
    return (
      <Space size={options.compact ? [8, 0] : 8} wrap>
        {steps.map((step) => (
          <Button
            key={step}
            type={options.compact ? 'link' : PRIMARY.includes(step) ? 'primary' : 'default'}
            size={options.compact ? 'small' : 'middle'}
            danger={!PRIMARY.includes(step) && !HARMLESS.includes(step)}
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

  const close = () => setDialog(null);
  let modal: ReactNode = null;
  if (dialog) {
    const { order } = dialog;
    const params = orderWords(order, language);
    const done = () => refresh(order);
    if (dialog.step === 'decline') modal = <DeclineModal key={order.id} order={order} onClose={close} onDone={done} />;
    if (dialog.step === 'pay') modal = <PayModal key={order.id} order={order} onClose={close} onDone={done} />;
    if (dialog.step === 'delivery') modal = <DeliveryModal key={order.id} order={order} onClose={close} onDone={done} />;
    if (dialog.step === 'updateShip') modal = <ShipAddressModal key={order.id} order={order} onClose={close} onDone={done} />;
    if (dialog.step === 'requestCancel')
      modal = (
        <ReasonModal
          key={order.id}
          title={t('receiptTrade.requestCancel.title', params)}
          intro={
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t(`receiptTrade.requestCancel.warning.${reader === 'seller' ? 'seller' : 'buyer'}`, params)}
            />
          }
          label={t('receiptTrade.requestCancel.reason')}
          requiredMessage={t('receiptTrade.requestCancel.reasonRequired')}
          okText={t('receiptTrade.step.requestCancel')}
          testId="order-request-cancel"
          onClose={close}
          onSubmit={async (reason) => {
            await receiptOrderApi.requestCancel(order.id, reason);
            showSuccessToast(t('receiptOrder.cancelRequested'));
            await done();
          }}
        />
      );
    if (dialog.step === 'refuseTransfer')
      modal = (
        <ReasonModal
          key={order.id}
          title={t('receiptTrade.refuseTransfer.title', params)}
          intro={
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('receiptTrade.refuseTransfer.warning', params)}
            />
          }
          label={t('receiptTrade.refuseTransfer.reason')}
          requiredMessage={t('receiptTrade.refuseTransfer.reasonRequired')}
          okText={t('receiptTrade.step.refuseTransfer')}
          testId="order-refuse-transfer"
          onClose={close}
          onSubmit={async (reason) => {
            await receiptOrderApi.refuseTransfer(order.id, reason);
            showSuccessToast(t('receiptOrder.transferRefused'));
            await done();
          }}
        />
      );
  }

  return { buttons, dialog: modal, stepsOf };
}
