import {
  arrivalCeiling,
  compareDecimal,
  ORDER_STATUS,
  type OrderShipment,
  type OrderView,
  QUANTITY_PATTERN,
  unitWords,
} from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Row, Table, Typography } from 'antd';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { ORDER_QUERY_KEY, orderApi } from '../api.ts';
import { TicketFields } from './TicketFields.tsx';

interface ArrivalValues {
  lines: { quantity: string }[];
  ticketNo?: string;
  ticketKey?: string;
  remark?: string;
}

/**
 * 确认到货: the buyer says what one batch weighed or counted on arrival, line by line (the loaded quantity first), with
 * its own ticket if it weighed again. The last batch of a shipped order settles it on what arrived — said before OK.
 */
export function ArrivalModal({ order, shipment, onClose }: { order: OrderView; shipment: OrderShipment; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const amountOf = (quantity: string, unit: string) => `${quantity} ${unitWords(unit, lang, quantity)}`;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ArrivalValues>();
  const last =
    order.status === ORDER_STATUS.AWAITING_RECEIPT && order.shipments.filter((one) => one.status === 'inTransit').length === 1;

  const submit = async (values: ArrivalValues) => {
    await orderApi.arrive({
      id: order.id,
      shipmentId: shipment.id,
      lines: shipment.lines.map((line, i) => ({ itemId: line.itemId, quantity: values.lines[i]?.quantity?.trim() ?? '' })),
      ticketNo: values.ticketNo?.trim() || undefined,
      ticketKeys: values.ticketKey ? [values.ticketKey] : [],
      remark: values.remark?.trim() || undefined,
    });
    showSuccessToast(t('shipment.arrived'));
    await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
  };

  return (
    <FormModal<ArrivalValues>
      form={form}
      onClose={onClose}
      width={720}
      title={t('orderShipment.arrive.title', { seq: shipment.seq })}
      testId="order-arrive"
      initialValues={{ lines: shipment.lines.map((line) => ({ quantity: line.loaded })) }}
      onSubmit={submit}
      intro={
        last ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="order-arrive-intro"
            title={t('orderShipment.arrive.last')}
          />
        ) : (
          <Typography.Paragraph type="secondary" data-testid="order-arrive-intro">
            {t('orderShipment.arrive.intro')}
          </Typography.Paragraph>
        )
      }
    >
      <Table
        size="small"
        pagination={false}
        rowKey="itemId"
        dataSource={shipment.lines}
        columns={[
          { title: t('order.col.product'), dataIndex: 'name', key: 'name' },
          { title: t('orderShipment.col.loaded'), key: 'loaded', render: (_, line) => amountOf(line.loaded, line.unit) },
          {
            title: t('orderShipment.col.received'),
            key: 'received',
            width: 200,
            render: (_, line, i) => {
              const max = arrivalCeiling(line.loaded, line.unit);
              return (
                <Form.Item
                  name={['lines', i, 'quantity']}
                  style={{ margin: 0 }}
                  rules={[
                    requiredField(t, t('orderShipment.col.received')),
                    {
                      validator: (_rule, value: string | undefined) => {
                        const text = value?.trim() ?? '';
                        if (!text) return Promise.resolve();
                        if (!QUANTITY_PATTERN.test(text)) return Promise.reject(new Error(t('product.quantityInvalid')));
                        if (compareDecimal(text, max) > 0)
                          return Promise.reject(
                            new Error(t('shipment.overLoaded', { max, loaded: line.loaded, unit: unitWords(line.unit, lang) })),
                          );
                        return Promise.resolve();
                      },
                    },
                  ]}
                >
                  <Input
                    suffix={unitWords(line.unit, lang)}
                    inputMode="decimal"
                    aria-label={`${line.name} ${t('orderShipment.col.received')}`}
                    data-testid={`order-arrive-qty-${i}`}
                  />
                </Form.Item>
              );
            },
          },
        ]}
      />
      <Row gutter={16} style={{ marginTop: 12 }}>
        <TicketFields
          ticketLabel={t('orderShipment.arrivalTicketNo')}
          remarkLabel={t('orderShipment.arrivalRemark')}
          testIdPrefix="order-arrive"
        />
      </Row>
    </FormModal>
  );
}
