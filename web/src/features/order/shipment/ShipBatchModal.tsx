import { leftToShip, type OrderView, QUANTITY_PATTERN, shipsByWaybill, unitWords } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Row, Table, Tag, Typography } from 'antd';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { VehicleCrewFields, type VehicleCrewValues, vehicleCrewBody } from '../../../shared/ui/VehicleCrewFields.tsx';
import { ORDER_QUERY_KEY, orderApi } from '../api.ts';
import { type LineState, previewBatch } from './batch-preview.ts';
import { TicketFields } from './TicketFields.tsx';

interface BatchValues {
  lines: { quantity: string }[];
  crew: VehicleCrewValues;
  ticketNo?: string;
  ticketKey?: string;
  deliveryNo?: string;
  carrier?: string;
  remark?: string;
}

const STATE_COLOR: Record<LineState, string> = { short: 'default', inBand: 'success', over: 'error' };

/**
 * 分批发货: the seller loads one batch — each line's quantity (a weighed line: the weighbridge ticket's net weight),
 * the vehicle and crew, the ticket — and sees before sending what each line will have shipped against its band and
 * whether this batch ships the order or more are to come.
 */
export function ShipBatchModal({ order, open, onClose }: { order: OrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const amountOf = (quantity: string, unit: string) => `${quantity} ${unitWords(unit, lang, quantity)}`;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BatchValues>();
  const entered = (Form.useWatch('lines', form) ?? []).map((line) => line?.quantity);
  const shipping = order.shipping;
  const preview = previewBatch(shipping, entered);
  const hazardous = order.items.some((item, i) => item.isDangerous && /[1-9]/.test(entered[i] ?? ''));
  const itemOf = (itemId: number) => order.items.find((item) => item.id === itemId);

  const submit = async (values: BatchValues) => {
    const text = (value: string | undefined) => value?.trim() || undefined;
    await orderApi.ship({
      id: order.id,
      lines: shipping.map((line, i) => ({ itemId: line.itemId, quantity: values.lines[i]?.quantity?.trim() || '0' })),
      crew: vehicleCrewBody(values.crew),
      ticketNo: text(values.ticketNo),
      ticketKeys: values.ticketKey ? [values.ticketKey] : [],
      deliveryNo: text(values.deliveryNo),
      carrier: text(values.carrier),
      remark: text(values.remark),
    });
    showSuccessToast(t('shipment.shipped'));
    await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
  };

  return (
    <FormModal<BatchValues>
      form={form}
      open={open}
      onClose={onClose}
      width={860}
      title={t('orderShipment.ship.title')}
      testId="order-ship-batch"
      initialValues={{ lines: shipping.map((line) => ({ quantity: leftToShip(line.quantity, line.shipped) })) }}
      onSubmit={submit}
      intro={
        <Typography.Paragraph type="secondary">
          {t('orderShipment.ship.intro', { tolerance: '3‰' })}
          {/* Why there is no 发货 by waybill beside this one (shipsByWaybill). */}
          {!shipsByWaybill(order.items) && <span data-testid="order-ship-dangerous"> {t('shipment.dangerousByBatch')}</span>}
        </Typography.Paragraph>
      }
    >
      <Table
        size="small"
        pagination={false}
        rowKey="itemId"
        dataSource={shipping}
        columns={[
          { title: t('order.col.product'), key: 'name', render: (_, line) => itemOf(line.itemId)?.name },
          {
            title: t('orderShipment.col.contract'),
            key: 'contract',
            render: (_, line) => amountOf(line.quantity, line.unit),
          },
          {
            title: t('orderShipment.col.band'),
            key: 'band',
            render: (_, line) => (line.weighed ? `${line.min} – ${line.max}` : t('orderShipment.exact')),
          },
          { title: t('orderShipment.col.shipped'), key: 'shipped', render: (_, line) => amountOf(line.shipped, line.unit) },
          {
            title: t('orderShipment.col.thisBatch'),
            key: 'qty',
            width: 170,
            render: (_, line, i) => (
              <Form.Item
                name={['lines', i, 'quantity']}
                style={{ margin: 0 }}
                rules={[
                  {
                    validator: (_rule, value: string | undefined) =>
                      !value?.trim() || QUANTITY_PATTERN.test(value.trim())
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('product.quantityInvalid'))),
                  },
                ]}
              >
                <Input
                  suffix={unitWords(line.unit, lang)}
                  inputMode="decimal"
                  aria-label={`${itemOf(line.itemId)?.name ?? ''} ${t('orderShipment.col.thisBatch')}`}
                  data-testid={`order-ship-qty-${i}`}
                />
              </Form.Item>
            ),
          },
          {
            title: t('orderShipment.col.after'),
            key: 'after',
            render: (_, line, i) => {
              const state = preview.lines[i]?.state ?? 'short';
              return (
                <Tag color={STATE_COLOR[state]} data-testid={`order-ship-after-${i}`}>
                  {amountOf(preview.lines[i]?.after ?? '', line.unit)} · {t(`orderShipment.state.${state}`)}
                </Tag>
              );
            },
          },
        ]}
      />
      <Alert
        style={{ margin: '12px 0' }}
        type={preview.lines.some((line) => line.state === 'over') ? 'error' : preview.complete ? 'success' : 'info'}
        showIcon
        data-testid="order-ship-outcome"
        title={t(
          preview.lines.some((line) => line.state === 'over')
            ? 'orderShipment.ship.over'
            : preview.complete
              ? 'orderShipment.ship.completes'
              : 'orderShipment.ship.partial',
        )}
      />
      <Row gutter={16}>
        <TicketFields
          ticketLabel={t('orderShipment.ticketNo')}
          remarkLabel={t('orderShipment.remark')}
          required={preview.weighing}
          testIdPrefix="order-ship"
        />
        <Col xs={24} md={12}>
          <Form.Item name="deliveryNo" label={t('order.deliver.deliveryNo')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="carrier" label={t('order.deliver.carrier')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <VehicleCrewFields hazardous={hazardous} testIdPrefix="order-ship-crew" />
    </FormModal>
  );
}
