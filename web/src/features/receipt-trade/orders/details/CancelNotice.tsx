import type { ReceiptOrder } from '@hgsc/contracts';
import { Typography } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { moneyMoved } from '../order-money.ts';
import type { OrderReader } from '../order-paths.ts';

/** Taken and not yet transferred: the operator may still cancel it. */
const RUNNING: readonly ReceiptOrder['status'][] = ['accepted', 'signed', 'paid', 'collected', 'transferring'];

/**
 * Once the buyer declared money, the sides can no longer agree to cancel (the flow refuses it): a side is told that
 * only the platform cancels now, and how to reach it, rather than looking for a button that is gone.
 */
export function CancelNotice({ order, reader }: { order: ReceiptOrder; reader: OrderReader }) {
  const { t } = useTranslation();
  if (reader !== 'buyer' && reader !== 'seller') return null;
  if (!RUNNING.includes(order.status) || !moneyMoved(order) || order.cancelRequestedBy) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }} data-testid="order-cancel-platform">
      {t('receiptTrade.cancel.platformOnly')}
    </Typography.Paragraph>
  );
}
