import { FileTextOutlined, ShareAltOutlined, UserOutlined } from '@ant-design/icons';
import type { OrderView } from '@hgsc/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { mayEdit } from '../order-actions.ts';
import { InterestButton } from './InterestButton.tsx';
import { InvoiceModal } from './InvoiceModal.tsx';
import { ShareOrderModal } from './ShareOrderModal.tsx';
import { WitnessModal } from './WitnessModal.tsx';

type Tool = 'share' | 'witness' | 'invoice';

/**
 * The order's tools beside its lifecycle actions, for its parties: 关注, 分享订单, the witness
 * (见证人) and, for the buyer before paying, the invoice information. What may be edited follows
 * ORDER_EDITS (mayEdit), the rule the server enforces.
 */
export function OrderTools({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Tool | null>(null);
  if (order.party === 'system') return null;
  const close = () => setOpen(null);
  const canWitness = mayEdit('updateWitness', order);
  const canInvoice = mayEdit('saveInvoice', order);

  return (
    <Flex
      wrap
      gap="small"
      align="center"
      justify="space-between"
      style={{ marginBottom: 16 }}
      role="toolbar"
      aria-label={t('orderTools.bar')}
      data-testid="order-tools"
    >
      <Space wrap size="small">
        <Typography.Text type="secondary">
          <UserOutlined /> {t('orderTools.witness')}:
        </Typography.Text>
        <Typography.Text data-testid="order-witness">
          {order.witness ? `${order.witness.name} ${order.witness.mobile}` : t('orderTools.noWitness')}
        </Typography.Text>
        {canWitness && (
          <Button size="small" type="link" onClick={() => setOpen('witness')} data-testid="order-tool-witness">
            {t(order.witness ? 'orderTools.changeWitness' : 'orderTools.setWitness')}
          </Button>
        )}
      </Space>
      <Space wrap size="small">
        <InterestButton order={order} />
        <Button icon={<ShareAltOutlined />} onClick={() => setOpen('share')} data-testid="order-tool-share">
          {t('orderTools.share')}
        </Button>
        {canInvoice && (
          <Button icon={<FileTextOutlined />} onClick={() => setOpen('invoice')} data-testid="order-tool-invoice">
            {t('orderTools.editInvoice')}
          </Button>
        )}
      </Space>

      <ShareOrderModal order={order} open={open === 'share'} onClose={close} />
      {canWitness && <WitnessModal order={order} open={open === 'witness'} onClose={close} />}
      {canInvoice && <InvoiceModal order={order} open={open === 'invoice'} onClose={close} />}
    </Flex>
  );
}
