import { type OrderShipment, type OrderView, unitWords } from '@hgsc/contracts';
import { Button, Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ArrivalModal } from './ArrivalModal.tsx';

/**
 * 发货与到货: each line's progress against its band, every batch (vehicle, crew, tickets, what it loaded and what
 * arrived) with the buyer's 确认到货 on a batch on its way, and — once the last arrived — what the order settled on
 * against the contract: the difference (what it means for the money, the payments card says).
 */
export function ShipmentsCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const amountOf = (quantity: string, unit: string) => `${quantity} ${unitWords(unit, lang, quantity)}`;
  const [arriving, setArriving] = useState<OrderShipment | null>(null);
  if (order.shipping.length === 0) return null;
  const mayArrive = order.allowedActions.includes('arrive');
  const itemName = (itemId: number) => order.items.find((item) => item.id === itemId)?.name ?? '';
  const settled = order.settlement;
  const settledLine = (itemId: number) => settled?.lines.find((line) => line.itemId === itemId);

  return (
    <Card title={t('orderShipment.title')} data-testid="order-shipments">
      <Table
        size="small"
        pagination={false}
        rowKey="itemId"
        dataSource={order.shipping}
        data-testid="order-shipping-progress"
        columns={[
          { title: t('order.col.product'), key: 'name', render: (_, line) => itemName(line.itemId) },
          { title: t('orderShipment.col.contract'), key: 'q', render: (_, line) => amountOf(line.quantity, line.unit) },
          {
            title: t('orderShipment.col.band'),
            key: 'band',
            render: (_, line) => (line.weighed ? `${line.min} – ${line.max}` : t('orderShipment.exact')),
          },
          { title: t('orderShipment.col.shipped'), key: 's', render: (_, line) => amountOf(line.shipped, line.unit) },
          { title: t('orderShipment.col.received'), key: 'r', render: (_, line) => amountOf(line.received, line.unit) },
          ...(settled
            ? [
                {
                  title: t('orderShipment.col.settledQuantity'),
                  key: 'sq',
                  render: (_: unknown, line: OrderView['shipping'][number]) =>
                    amountOf(settledLine(line.itemId)?.settledQuantity ?? '', line.unit),
                },
                {
                  title: t('orderShipment.col.settledAmount'),
                  key: 'sa',
                  render: (_: unknown, line: OrderView['shipping'][number]) =>
                    formatMoney(settledLine(line.itemId)?.settledAmount, order.currency),
                },
              ]
            : []),
        ]}
      />

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('orderShipment.batches')}
      </Typography.Title>
      {order.shipments.length === 0 ? (
        <Empty description={t('orderShipment.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={order.shipments}
          data-testid="order-batches"
          scroll={{ x: 900 }}
          columns={[
            { title: t('orderShipment.col.seq'), key: 'seq', width: 64, render: (_, one) => `#${one.seq}` },
            { title: t('orderShipment.col.shippedAt'), key: 'at', render: (_, one) => formatDate(one.shippedAt) },
            {
              title: t('orderShipment.col.vehicle'),
              key: 'crew',
              render: (_, one) =>
                one.crew ? (
                  <>
                    <Typography.Text strong>{one.crew.plate}</Typography.Text>
                    <br />
                    {t('orderShipment.driver', { name: one.crew.driverName, phone: one.crew.driverPhone })}
                    {one.crew.escortName && (
                      <>
                        <br />
                        {t('orderShipment.escort', { name: one.crew.escortName })}
                      </>
                    )}
                  </>
                ) : (
                  [one.carrier, one.deliveryNo].filter(Boolean).join(' · ') || '-'
                ),
            },
            {
              title: t('orderShipment.ticketNo'),
              key: 'ticket',
              render: (_, one) => (
                <>
                  {one.ticketNo ?? '-'}
                  {one.tickets.map((file) => (
                    <div key={file.key}>
                      <a href={file.url} target="_blank" rel="noreferrer">
                        {t('orderShipment.viewTicket')}
                      </a>
                    </div>
                  ))}
                </>
              ),
            },
            {
              title: t('orderShipment.col.loaded'),
              key: 'loaded',
              render: (_, one) =>
                one.lines.map((line) => <div key={line.itemId}>{`${line.name} ${amountOf(line.loaded, line.unit)}`}</div>),
            },
            {
              title: t('orderShipment.col.received'),
              key: 'received',
              render: (_, one) =>
                one.arrival ? (
                  <>
                    {one.lines.map((line) => (
                      <div key={line.itemId} data-testid={`order-batch-received-${one.seq}`}>
                        {amountOf(line.received ?? '', line.unit)}
                      </div>
                    ))}
                    {one.arrival.remark && <Typography.Text type="secondary">{one.arrival.remark}</Typography.Text>}
                  </>
                ) : (
                  <Tag color="processing">{t('orderShipment.inTransit')}</Tag>
                ),
            },
            {
              title: t('orderShipment.col.action'),
              key: 'action',
              render: (_, one) =>
                mayArrive && one.status === 'inTransit' ? (
                  <Button size="small" type="primary" onClick={() => setArriving(one)} data-testid={`order-arrive-${one.seq}`}>
                    {t('orderShipment.arrive.button')}
                  </Button>
                ) : one.arrival ? (
                  <Typography.Text type="secondary">{formatDate(one.arrival.at)}</Typography.Text>
                ) : null,
            },
          ]}
        />
      )}

      {settled && (
        <Flex vertical style={{ marginTop: 16 }}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid="order-settlement">
            <Descriptions.Item label={t('orderShipment.contractGoods')}>
              {formatMoney(order.goodsAmount, order.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderShipment.settledGoods')}>
              {formatMoney(settled.goodsAmount, order.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderShipment.difference')}>
              <Typography.Text
                type={settled.difference.startsWith('-') ? 'danger' : undefined}
                data-testid="order-settlement-difference"
              >
                {settled.difference.startsWith('-')
                  ? t('orderShipment.belowContract', { amount: formatMoney(settled.difference.slice(1), order.currency) })
                  : settled.difference === '0.00'
                    ? t('orderShipment.noDifference')
                    : t('orderShipment.aboveContract', { amount: formatMoney(settled.difference, order.currency) })}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('orderShipment.settledTotal')}>
              <Typography.Text strong data-testid="order-settlement-total">
                {formatMoney(settled.totalAmount, order.currency)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary" style={{ marginTop: 8 }}>
            {t('orderShipment.settledRule', { at: formatDate(settled.at) })}
          </Typography.Text>
        </Flex>
      )}
      {arriving && <ArrivalModal order={order} shipment={arriving} onClose={() => setArriving(null)} />}
    </Card>
  );
}
