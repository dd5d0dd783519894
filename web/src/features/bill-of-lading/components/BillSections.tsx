import type { Bill } from '@hgsc/contracts';
import { Card, Descriptions, type DescriptionsProps, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { VehicleCrewFacts } from '../../../shared/ui/VehicleCrewFields.tsx';
import { ticketSums } from '../ticket-totals.ts';
import { BillTimeline } from './BillTimeline.tsx';
import { receiptDetailsPath } from './bill-columns.tsx';
import { PickupCode } from './PickupCode.tsx';
import { PickupNoteButton } from './PickupNoteButton.tsx';

type Item = NonNullable<DescriptionsProps['items']>[number];
const item = (key: string, label: string, children: ReactNode, span?: number): Item => ({ key, label, children, span });
const orDash = (value: string | null | undefined) => (value ? value : '-');

const descriptions = (items: Item[], testId: string) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} data-testid={testId} />
);

/**
 * Every part of a bill, as its details page, the keeper's board and the operator's drawer show it: the goods and the
 * receipt, the vehicle and crew, the schedule and the pick-up code, the tickets, the result and fees, and the log.
 * `links: false` where the management centre's receipt pages cannot be opened (the operator console).
 */
export function BillSections({ bill, links = true }: { bill: Bill; links?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle">
      <BillGoods bill={bill} links={links} />
      <Card title={t('billPage.section.crew')} size="small">
        <VehicleCrewFacts crew={bill.crew} hazardous={bill.hazardClass !== null} testId="bill-crew" />
      </Card>
      {bill.scheduledDate && <BillSchedule bill={bill} />}
      {bill.tickets.length > 0 && <BillTickets bill={bill} />}
      {bill.status === 'finished' && <BillResult bill={bill} links={links} />}
      <Card title={t('billPage.section.timeline')} size="small">
        <BillTimeline billId={bill.id} console={!links} />
      </Card>
    </Flex>
  );
}

function BillGoods({ bill, links }: { bill: Bill; links: boolean }) {
  const { t } = useTranslation();
  const receipt = (id: number, no: string) =>
    links ? (
      <Link to={receiptDetailsPath(id)} data-testid={`bill-receipt-link-${id}`}>
        {no}
      </Link>
    ) : (
      no
    );
  const hazard =
    bill.hazardClass !== null ? (
      <Tag color="red">{t('receiptHolder.hazard', { hazardClass: bill.hazardClass, un: bill.unNumber ?? '-' })}</Tag>
    ) : (
      t('receiptHolder.notDangerous')
    );
  const items: Item[] = [
    item('receipt', t('billPage.el.receiptNo'), receipt(bill.receiptId, bill.receiptNo)),
    item(
      'source',
      t('billPage.el.sourceReceipt'),
      bill.sourceReceiptId === bill.receiptId
        ? t('billPage.el.wholeReceipt')
        : receipt(bill.sourceReceiptId, bill.sourceReceiptNo),
    ),
    item('goods', t('billPage.el.goods'), <ProductWithGrade name={bill.productName} grade={bill.grade} />),
    item('hazard', t('billPage.el.hazard'), hazard),
    item('batch', t('billPage.el.batchNo'), bill.batchNo),
    item(
      'packing',
      t('billPage.el.packing'),
      bill.pieces > 0
        ? t('receiptHolder.packingPieces', { packing: bill.packingLabel, pieces: bill.pieces })
        : t('receiptHolder.packingBulk', { packing: bill.packingLabel }),
    ),
    item('quantity', t('billPage.el.quantity'), <Quantity value={bill.quantity} unit={bill.unit} />),
    item('expected', t('billPage.el.expectedDate'), bill.expectedDate),
    item('holder', t('billPage.el.holder'), bill.holderCompanyName),
    item('keeper', t('billPage.el.keeper'), bill.keeperCompanyName),
    item('warehouse', t('billPage.el.warehouse'), `${bill.warehouseName} (${bill.warehouseCode})`),
    item('contact', t('billPage.el.contact'), orDash(bill.warehouseContact)),
    item('address', t('billPage.el.address'), bill.warehouseAddress, 2),
    item('remark', t('billPage.el.remark'), orDash(bill.remark)),
    item('createdAt', t('billPage.el.createdAt'), formatDate(bill.createdAt)),
  ];
  return (
    <Card title={t('billPage.section.goods')} size="small">
      {descriptions(items, 'bill-goods')}
    </Card>
  );
}

function BillSchedule({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const items: Item[] = [
    item('date', t('billPage.el.scheduledDate'), bill.scheduledDate),
    item('slot', t('billPage.el.slot'), orDash(bill.slotLabel)),
    item('dock', t('billPage.el.dock'), orDash(bill.dock)),
    item('scheduledAt', t('billPage.el.scheduledAt'), formatDate(bill.scheduledAt)),
  ];
  return (
    <Card title={t('billPage.section.schedule')} size="small" extra={<PickupNoteButton bill={bill} />}>
      {bill.pickupCode && (
        <Space orientation="vertical" size={0} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('billPage.code.label')}</Typography.Text>
          <PickupCode code={bill.pickupCode} />
          <Typography.Text type="secondary">{t('billPage.code.hint')}</Typography.Text>
        </Space>
      )}
      {descriptions(items, 'bill-schedule')}
    </Card>
  );
}

function BillTickets({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const sums = ticketSums(bill.tickets);
  const packed = bill.pieces > 0;
  const weight = (value: string) => formatNumber(value);
  return (
    <Card title={t('billPage.section.tickets')} size="small">
      <Table
        size="small"
        rowKey="ticketNo"
        pagination={false}
        dataSource={bill.tickets}
        scroll={{ x: 640 }}
        data-testid="bill-tickets"
        columns={[
          { title: t('billPage.ticket.no'), dataIndex: 'ticketNo', key: 'ticketNo' },
          { title: t('vehicleCrew.plate'), dataIndex: 'plate', key: 'plate' },
          { title: t('billPage.ticket.gross'), dataIndex: 'grossWeight', key: 'gross', align: 'right', render: weight },
          { title: t('billPage.ticket.tare'), dataIndex: 'tareWeight', key: 'tare', align: 'right', render: weight },
          { title: t('billPage.ticket.net'), dataIndex: 'netWeight', key: 'net', align: 'right', render: weight },
          ...(packed
            ? [{ title: t('billPage.ticket.pieces'), dataIndex: 'pieces', key: 'pieces', align: 'right' as const }]
            : []),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('billPage.ticket.total', { count: bill.tickets.length })}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {weight(sums.gross)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {weight(sums.tare)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <Typography.Text strong data-testid="bill-tickets-net">
                <Quantity value={sums.net} unit={bill.unit} />
              </Typography.Text>
            </Table.Summary.Cell>
            {packed && (
              <Table.Summary.Cell index={5} align="right">
                {sums.pieces}
              </Table.Summary.Cell>
            )}
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

function BillResult({ bill, links }: { bill: Bill; links: boolean }) {
  const { t } = useTranslation();
  const receipt = (id: number | null, no: string | null, testId: string) => {
    if (id === null || !no) return t('billPage.el.none');
    return links ? (
      <Link to={receiptDetailsPath(id)} data-testid={testId}>
        {no}
      </Link>
    ) : (
      no
    );
  };
  const items: Item[] = [
    item('picked', t('billPage.el.picked'), <Quantity value={bill.pickedQuantity} unit={bill.unit} />),
    ...(bill.pieces > 0 ? [item('pickedPieces', t('billPage.el.pickedPieces'), bill.pickedPieces ?? '-')] : []),
    item('variance', t('billPage.el.variance'), bill.variance ? <Quantity value={bill.variance} unit={bill.unit} /> : '-'),
    item('finishedAt', t('billPage.el.finishedAt'), formatDate(bill.finishedAt)),
    item(
      'pickedReceipt',
      t('billPage.el.pickedReceipt'),
      receipt(bill.pickedReceiptId, bill.pickedReceiptNo, 'bill-picked-receipt'),
    ),
    item('restReceipt', t('billPage.el.restReceipt'), receipt(bill.restReceiptId, bill.restReceiptNo, 'bill-rest-receipt')),
    item('storageFee', t('billPage.el.storageFee'), yuan(bill.storageFee)),
    item('outboundFee', t('billPage.el.outboundFee'), yuan(bill.outboundFee)),
    item('feesTo', t('billPage.el.feesTo'), orDash(bill.feesTo)),
    item('finishRemark', t('billPage.el.finishRemark'), orDash(bill.finishRemark)),
  ];
  return (
    <Card title={t('billPage.section.result')} size="small">
      {descriptions(items, 'bill-result')}
    </Card>
  );
}
