import type { ReceiptOrder } from '@hgsc/contracts';
import { Form } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { DeliveryAddressField } from '../../address/index.ts';
import { receiptOrderApi } from '../api.ts';

/**
 * 修改收货地址: the buyer of an order the seller delivers says where to, another of its addresses, until the transfer
 * is asked; the seller is told. Mounted per opening.
 */
export function ShipAddressModal({
  order,
  onClose,
  onDone,
}: {
  order: ReceiptOrder;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ addressId: number }>();
  return (
    <FormModal<{ addressId: number }>
      title={t('receiptTrade.updateShip.title', { no: order.orderNo })}
      testId="order-update-ship"
      okText={t('receiptTrade.step.updateShip')}
      onClose={onClose}
      onSubmit={async ({ addressId }) => {
        await receiptOrderApi.updateShip(order.id, addressId);
        showSuccessToast(t('receiptOrder.shipUpdated'));
        await onDone();
      }}
      form={form}
      name="receiptShip"
      fields={['addressId']}
      width={560}
      intro={<p className="muted">{t('receiptTrade.updateShip.intro')}</p>}
    >
      <DeliveryAddressField />
    </FormModal>
  );
}
