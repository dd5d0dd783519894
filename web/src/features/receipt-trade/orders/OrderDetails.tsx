import type { ReceiptOrder } from '@hgsc/contracts';
import { Alert, Card, Flex, Space, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { RECEIPT_ORDERS_KEY, receiptOrderApi } from '../api.ts';
// The receipt sale contract (仓单转让合同) is the contract pages' section (features/receipt-trade/contract/).
import { ReceiptContractSection } from '../contract/ReceiptContractSection.tsx';
import { CancelNotice } from './details/CancelNotice.tsx';
import { OrderFacts } from './details/OrderFacts.tsx';
import { OrderSplit } from './details/OrderSplit.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { OrderTurnNotice } from './OrderTurnNotice.tsx';
import { type OrderReader, orderPath, ordersPath } from './order-paths.ts';
import { hasPayments, PaymentsPanel } from './payments/PaymentsPanel.tsx';
import { type OrderStep, useOrderSteps } from './useOrderSteps.tsx';

type PageReader = Exclude<OrderReader, 'operator'>;

/** The answers to a cancellation stand in its banner; 付款 in the payments' card; the other steps in the header. */
const ANSWERS: readonly OrderStep[] = ['confirmCancel', 'refuseCancel'];
const HEADER: readonly OrderStep[] = [
  'take',
  'decline',
  'delivery',
  'updateShip',
  'withdraw',
  'transfer',
  'confirmTransfer',
  'refuseTransfer',
  'requestCancel',
];

/**
 * A receipt order's page for one reader (?id=): its sides, each on the page the order's stage belongs to (an
 * application on waitingJiedanDetails / toApplyFordetails, a taken order on waitingSellDetails / waitingbuydetails —
 * an order opened on the other one, as a notification's older link does, moves to its own), or the keeper whose
 * warehouse holds the receipt.
 */
export function OrderDetailsPage({ reader, title }: { reader: PageReader; title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <DetailsById
      queryKey={(id) => [...RECEIPT_ORDERS_KEY, 'info', id]}
      load={receiptOrderApi.info}
      title={t(title)}
      notFound={t('receiptTrade.details.notFound')}
      back={{ to: ordersPath(reader), label: t('receiptTrade.details.backToList') }}
      skeletonRows={10}
    >
      {(found) => {
        const path = orderPath(reader, found);
        if (!path.startsWith(`${location.pathname}?`)) return <Navigate to={path} replace />;
        return <OrderDetails order={found} reader={reader} />;
      }}
    </DetailsById>
  );
}

/**
 * The order as its reader follows it: whose turn it is and what it decides (with the answers to a cancellation), the
 * reader's steps, the facts and the days of each step, the contract and the payments for the two sides, and the
 * operation log.
 */
function OrderDetails({ order, reader }: { order: ReceiptOrder; reader: PageReader }) {
  const { t } = useTranslation();
  const steps = useOrderSteps(reader);
  const side = reader === 'keeper' ? null : reader;
  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <Space wrap>
            {t('receiptTrade.details.title')}
            <Typography.Text copyable data-testid="order-details-no">
              {order.orderNo}
            </Typography.Text>
            <OrderStatusTag order={order} />
          </Space>
        }
        extra={steps.buttons(order, { only: HEADER })}
      >
        <OrderTurnNotice order={order} reader={reader} action={steps.buttons(order, { only: ANSWERS }) ?? undefined} />
        {order.status === 'declined' && order.declineReason && (
          <Alert
            type={reader === 'buyer' ? 'error' : 'warning'}
            style={{ marginBottom: 16 }}
            data-testid="order-details-reason"
            title={t(order.declinedBy === 'system' ? 'receiptTrade.details.lapsedReason' : 'receiptTrade.details.reason')}
            description={<Typography.Text strong>{order.declineReason}</Typography.Text>}
          />
        )}
        <CancelNotice order={order} reader={reader} />
        <OrderFacts order={order} reader={reader} />
        <OrderSplit order={order} />
      </Card>
      {/* Once the contract is signed the money is what moves: the payments come before the contract's long text. */}
      {side && hasPayments(order) && (
        <PaymentsPanel order={order} side={side} payButton={steps.buttons(order, { only: ['pay'] })} />
      )}
      {/* ▼ The contract's section (another page's; it draws nothing for an order never taken). */}
      {side && <ReceiptContractSection order={order} />}
      <Card title={t('receiptTrade.details.timeline')}>
        <OrderTimeline orderId={order.id} />
      </Card>
      {steps.dialog}
    </Flex>
  );
}
