import { nextPaymentAmount, type OrderView, shipsByWaybill } from '@hgsc/contracts';
import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { sideKey, turnNotice } from '../order-notices.ts';
import { PayeeNotice } from './PayeeNotice.tsx';

/**
 * 轮到您 / 等待对方 at the top of an order: the step the viewer takes next (its button is the primary one) with what
 * to check before taking it, and where to pay when paying is the step; or which side the order waits for.
 */
export function TurnNotice({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const turn = turnNotice(order);
  if (!turn) return null;
  const step = t(`order.step.${turn.action}`);
  if (!turn.yours)
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="order-turn"
        data-turn="waiting"
        title={t('order.turn.waiting', { party: turn.waitingFor.map((side) => t(sideKey(side))).join('/'), step })}
        description={t('order.turn.waitingHint')}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="order-turn"
      data-turn="yours"
      title={t('order.turn.yours', { step })}
      description={
        <>
          <div data-testid="order-turn-hint">
            {/* Dangerous goods leave by batches with their crew, not by the waybill the usual hint asks for. */}
            {turn.action === 'deliver' && !shipsByWaybill(order.items)
              ? t('shipment.dangerousByBatch')
              : t(`order.stepHint.${turn.action}`)}
          </div>
          {turn.action === 'pay' && (
            <div style={{ marginTop: 8, maxWidth: 560 }}>
              <PayeeNotice order={order} amount={order.money ? nextPaymentAmount(order.status, order.money) : undefined} />
            </div>
          )}
        </>
      }
    />
  );
}
