import { DownOutlined } from '@ant-design/icons';
import { ORDER_CURRENCIES, type OrderCurrency, type OrderView } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currencySymbol } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { ORDER_QUERY_KEY, type OrderParty, orderApi } from '../api.ts';
import { SealNotice, useSealProblem } from '../contract/components/SealNotice.tsx';
import { downloadContract } from '../contract-download.ts';
import { type ActionButton, buttonsFor, newIdempotencyKey } from '../order-actions.ts';
import { doneMessageKey, mayReview, turnNotice } from '../order-notices.ts';
import { PayModal } from '../payments/PayModal.tsx';
import { WaitingPayments } from '../payments/WaitingPayments.tsx';
import { ShipBatchModal } from '../shipment/ShipBatchModal.tsx';
import { SignCodeField } from './SignContractForm.tsx';

type FormAction =
  | 'updatePrice'
  | 'deliver'
  | 'shipPart'
  | 'pay'
  | 'refund'
  | 'requestCancel'
  | 'refuseCancel'
  | 'sign'
  | 'cancelContract'
  | 'confirmMoney';

/**
 * Exactly the buttons the server's allowedActions gives the caller on this order, each doing its
 * call: simple steps after a confirmation, the others through their form in a modal. `compact` (a
 * list's row) shows only the step it is the caller's turn to take as a button, the others under 更多.
 */
export function OrderActions({
  order,
  size,
  compact = false,
}: {
  order: OrderView;
  size?: 'small' | 'middle';
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<FormAction | null>(null);
  // One key per payment: a double click or a retry does not pay twice; the next payment (the balance after the
  // deposit, a second refund) takes a new one.
  const [payKey, setPayKey] = useState(newIdempotencyKey);
  const [form] = Form.useForm();
  // 改价 may switch the currency: then every price and the freight are sent again.
  const priceCurrency: OrderCurrency = Form.useWatch('currency', form) ?? order.currency;
  const party: OrderParty = order.party === 'seller' ? 'seller' : 'buyer';
  const buttons = buttonsFor(order);
  const sealProblem = useSealProblem(
    party,
    order.party !== 'system' && (buttons.includes('generateContract') || buttons.includes('sign')),
  );
  // A complete purchase: the buyer may review its lines (评价, /manage/mycommends) while one is left.
  const canReview = mayReview(order);
  // 去评价 opens the review of this order's lines.
  const reviewPath = `/manage/mycommends?orderId=${order.id}`;
  // The step it is the viewer's turn to take is the one primary button; the others stay plain (cancelling in red).
  const turn = turnNotice(order);
  const nextStep = turn?.yours ? turn.action : null;
  if (buttons.length === 0 && !canReview) return null;

  const run =
    <A extends unknown[]>(action: ActionButton, call: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      await call(...args);
      showSuccessToast(t(doneMessageKey(action)));
      await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
    };
  const confirmed = (action: ActionButton, textKey: string, call: () => Promise<unknown>, danger = false) =>
    confirm({ title: t(textKey), danger, onOk: run(action, call) });

  const click = (action: ActionButton) => {
    switch (action) {
      case 'generateContract':
        return confirm({
          title: t('order.confirm.generateContract'),
          content: <SealNotice problem={sealProblem} outsideRouter />,
          danger: false,
          onOk: run('generateContract', () => orderApi.generateContract(order.id)),
        });
      case 'receive': {
        const open = order.shipments.filter((one) => one.status === 'inTransit').length;
        return confirm({
          title: t('order.confirm.receive'),
          content: open > 0 ? t('order.confirm.receiveBatches', { count: open }) : undefined,
          danger: false,
          onOk: run('receive', () => orderApi.receive({ id: order.id })),
        });
      }
      case 'confirmCancel':
        return confirmed('confirmCancel', 'order.confirm.confirmCancel', () => orderApi.confirmCancel(party, order.id), true);
      case 'downloadContract':
        return downloadContract(order.id);
      default:
        setOpen(action as FormAction);
    }
  };

  const close = () => setOpen(null);
  const modalProps = { form, onClose: close };

  const reviewButton = (
    <Link to={reviewPath}>
      <Button size={size} type="primary" data-testid="order-action-review">
        {t('reviews.goReview')}
      </Button>
    </Link>
  );
  // In a row: the caller's next step (or 去评价) as the one button, the rest in the 更多 menu.
  const shown: ActionButton | 'review' | null =
    nextStep && buttons.includes(nextStep as ActionButton) ? (nextStep as ActionButton) : canReview ? 'review' : null;
  const more = [...buttons.filter((action) => action !== shown), ...(canReview && shown !== 'review' ? ['review' as const] : [])];
  const rowButtons = (
    <Space wrap size={[8, 4]}>
      {shown === 'review'
        ? reviewButton
        : shown && (
            <Button
              size={size}
              type="primary"
              style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
              onClick={() => click(shown)}
              data-testid={`order-action-${shown}`}
            >
              {t(`order.btn.${shown}`)}
            </Button>
          )}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({
              key: action,
              danger: action === 'requestCancel' || action === 'cancelContract',
              label: (
                <span data-testid={`order-action-${action}`}>
                  {t(action === 'review' ? 'reviews.goReview' : `order.btn.${action}`)}
                </span>
              ),
            })),
            onClick: ({ key }) => (key === 'review' ? navigate(reviewPath) : click(key as ActionButton)),
          }}
        >
          <Button size={size} data-testid="order-action-more">
            {t('order.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );

  return (
    <>
      {compact ? (
        rowButtons
      ) : (
        <Space wrap size="small">
          {buttons.map((action) => (
            <Button
              key={action}
              size={size}
              type={action === nextStep ? 'primary' : 'default'}
              danger={action === 'requestCancel' || action === 'cancelContract'}
              onClick={() => click(action)}
              data-testid={`order-action-${action}`}
            >
              {t(`order.btn.${action}`)}
            </Button>
          ))}
          {canReview && reviewButton}
        </Space>
      )}

      <FormModal<{ items: Record<string, string>; freightAmount: string; reason: string; currency: OrderCurrency }>
        {...modalProps}
        open={open === 'updatePrice'}
        title={t('order.price.title')}
        testId="order-price"
        initialValues={{
          items: Object.fromEntries(order.items.map((item) => [String(item.id), item.price])),
          freightAmount: order.freightAmount,
          currency: order.currency,
        }}
        onSubmit={run(
          'updatePrice',
          (values: { items: Record<string, string>; freightAmount: string; reason: string; currency: OrderCurrency }) => {
            const switching = values.currency !== order.currency;
            return orderApi.updatePrice({
              id: order.id,
              items: order.items
                .map((item) => ({ itemId: item.id, price: String(values.items[String(item.id)] ?? '').trim() }))
                .filter((line, index) => switching || line.price !== order.items[index]?.price),
              freightAmount:
                switching || values.freightAmount?.trim() !== order.freightAmount ? values.freightAmount?.trim() : undefined,
              reason: values.reason.trim(),
              ...(switching ? { currency: values.currency } : {}),
            });
          },
        )}
      >
        <Form.Item name="currency" label={t('order.price.currency')} extra={t('order.price.currencyHint')}>
          <Select
            data-testid="order-price-currency"
            options={ORDER_CURRENCIES.map((currency) => ({ value: currency, label: t(`order.currency.${currency}`) }))}
          />
        </Form.Item>
        {order.items.map((item) => (
          <Form.Item
            key={item.id}
            name={['items', String(item.id)]}
            label={t('order.price.unitPrice', { name: item.name })}
            rules={[requiredField(t, t('order.col.price'))]}
          >
            <Input prefix={currencySymbol(priceCurrency)} inputMode="decimal" />
          </Form.Item>
        ))}
        <Form.Item name="freightAmount" label={t('order.price.freight')} rules={[requiredField(t, t('order.price.freight'))]}>
          <Input prefix={currencySymbol(priceCurrency)} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="reason" label={t('order.price.reason')} rules={[requiredField(t, t('order.price.reason'))]}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </FormModal>

      <FormModal<Record<string, never>>
        {...modalProps}
        open={open === 'confirmMoney'}
        title={t('order.proof.confirmTitle')}
        testId="order-confirm-money"
        okText={t('order.btn.confirmMoney')}
        onSubmit={run('confirmMoney', () => orderApi.confirmMoney(order.id))}
      >
        <Typography.Paragraph type="secondary">{t('order.proof.confirmHint')}</Typography.Paragraph>
        <WaitingPayments order={order} />
      </FormModal>

      {open === 'shipPart' && <ShipBatchModal order={order} open onClose={close} />}

      <FormModal<{ deliveryNo: string; carrier: string }>
        {...modalProps}
        open={open === 'deliver'}
        title={t('order.deliver.title')}
        testId="order-deliver"
        onSubmit={run('deliver', (values: { deliveryNo: string; carrier: string }) =>
          orderApi.deliver({ id: order.id, deliveryNo: values.deliveryNo.trim(), carrier: values.carrier.trim() }),
        )}
      >
        <Form.Item
          name="deliveryNo"
          label={t('order.deliver.deliveryNo')}
          rules={[requiredField(t, t('order.deliver.deliveryNo'))]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="carrier" label={t('order.deliver.carrier')} rules={[requiredField(t, t('order.deliver.carrier'))]}>
          <Input maxLength={100} />
        </Form.Item>
      </FormModal>

      {(open === 'pay' || open === 'refund') && (
        <PayModal
          order={order}
          onClose={close}
          idempotencyKey={payKey}
          refund={open === 'refund'}
          onDone={async () => {
            setPayKey(newIdempotencyKey());
            showSuccessToast(t(doneMessageKey(open)));
            await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
          }}
        />
      )}

      <FormModal<{ reason: string }>
        {...modalProps}
        open={open === 'requestCancel'}
        title={t('order.cancel.title')}
        testId="order-cancel"
        onSubmit={run('requestCancel', (values: { reason: string }) =>
          orderApi.requestCancel(party, { id: order.id, reason: values.reason.trim() }),
        )}
      >
        <Form.Item name="reason" label={t('order.cancel.reason')} rules={[requiredField(t, t('order.cancel.reason'))]}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </FormModal>

      <FormModal<{ reason: string }>
        {...modalProps}
        open={open === 'cancelContract'}
        title={t('order.btn.cancelContract')}
        testId="order-cancel-contract"
        onSubmit={run('cancelContract', (values: { reason: string }) =>
          orderApi.cancelContract({ id: order.id, reason: values.reason.trim() }),
        )}
      >
        <Typography.Paragraph type="warning">{t('order.confirm.cancelContract')}</Typography.Paragraph>
        <Form.Item name="reason" label={t('order.cancel.reason')} rules={[requiredField(t, t('order.cancel.reason'))]}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </FormModal>

      <FormModal<{ reason?: string }>
        {...modalProps}
        open={open === 'refuseCancel'}
        title={t('order.refuse.title')}
        testId="order-refuse"
        onSubmit={run('refuseCancel', (values: { reason?: string }) =>
          orderApi.refuseCancel({ id: order.id, reason: values.reason?.trim() || undefined }),
        )}
      >
        <Form.Item name="reason" label={t('order.refuse.reason')}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </FormModal>

      <FormModal<{ code: string }>
        {...modalProps}
        open={open === 'sign'}
        title={t('order.sign.title')}
        testId="order-sign"
        okText={t('order.sign.submit')}
        onSubmit={run('sign', (values: { code: string }) => orderApi.signContract({ id: order.id, code: values.code.trim() }))}
      >
        <SealNotice problem={sealProblem} />
        <SignCodeField orderId={order.id} disabled={sealProblem !== null} />
      </FormModal>
    </>
  );
}
