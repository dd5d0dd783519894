import type { Receipt } from '@hgsc/contracts';
import { Alert, Card, Descriptions, Flex, Statistic, Table, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BillNoLink, usePickedOutBill } from '../../bill-of-lading/index.ts';
import { Quantity, StorageRate, yuan } from './GoodsWords.tsx';

type FeeLine = Receipt['fees']['lines'][number];

/**
 * The storage fee a receipt owes to date, first and large: the amount, the days it covers, the rate in force, and
 * each period at its rate (a new schedule starts a new line). Days without a schedule are said, not charged.
 */
export function StorageFeeCard({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const { fees } = receipt;
  const retired = receipt.status === 'split';
  if (receipt.status === 'cancelled') return <SettledFee receipt={receipt} />;
  return (
    <Card title={t('receiptHolder.fee.title')} data-testid="wr-receipt-fees">
      {retired ? (
        <Typography.Text type="secondary">{t('receiptHolder.fee.splitNone')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={48} wrap>
            <Statistic
              title={t('receiptHolder.fee.toDate', { to: fees.to })}
              value={yuan(fees.amount)}
              data-testid="wr-receipt-fee-amount"
            />
            <Statistic title={t('receiptHolder.fee.days')} value={fees.days} suffix={t('receiptHolder.fee.daysUnit')} />
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: '0',
                label: t('receiptHolder.fee.period'),
                children: fees.days > 0 ? t('receiptHolder.fee.fromTo', { from: fees.from, to: fees.to }) : '-',
              },
              {
                key: '1',
                label: t('receiptHolder.fee.rate'),
                children: <StorageRate rate={receipt.feeRate} unit={receipt.unit} />,
              },
              { key: '2', label: t('receiptHolder.fee.paidTo'), children: receipt.feePaidTo ?? t('receiptHolder.fee.notPaid') },
            ]}
          />
          {fees.unratedDays > 0 && (
            <Alert type="warning" showIcon title={t('receiptHolder.fee.unrated', { days: fees.unratedDays })} />
          )}
          {fees.lines.length > 0 && <FeeLines lines={fees.lines} unit={receipt.unit} />}
        </Flex>
      )}
    </Card>
  );
}

/**
 * A deregistered receipt owes nothing more: goods taken out under a bill had their storage fee settled on that bill
 * at the finish (the amount, to which day, and the outbound fee, the bill linked); a receipt deregistered otherwise
 * says to which day its fee was settled.
 */
function SettledFee({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const bill = usePickedOutBill(receipt);
  const at = formatDate(receipt.cancelledAt);
  return (
    <Card title={t('receiptHolder.fee.title')} data-testid="wr-receipt-fees" data-settled={bill ? 'bill' : 'cancelled'}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: bill ? 12 : 0 }}
        title={bill ? t('receiptHolder.fee.settledByBill', { at }) : t('receiptHolder.fee.settledCancelled', { at })}
        description={
          bill
            ? undefined
            : receipt.feePaidTo
              ? t('receiptHolder.fee.settledTo', { to: receipt.feePaidTo })
              : t('receiptHolder.fee.notPaid')
        }
      />
      {bill && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          data-testid="wr-receipt-fee-settled"
          items={[
            { key: 'bill', label: t('receiptHolder.fee.settledBill'), children: <BillNoLink bill={bill} /> },
            { key: 'feesTo', label: t('billPage.el.feesTo'), children: bill.feesTo ?? receipt.feePaidTo ?? '-' },
            { key: 'storage', label: t('billPage.el.storageFee'), children: yuan(bill.storageFee) },
            { key: 'outbound', label: t('billPage.el.outboundFee'), children: yuan(bill.outboundFee) },
          ]}
        />
      )}
    </Card>
  );
}

function FeeLines({ lines, unit }: { lines: FeeLine[]; unit: string }) {
  const { t } = useTranslation();
  return (
    <Table<FeeLine>
      size="small"
      pagination={false}
      rowKey="from"
      dataSource={lines}
      data-testid="wr-receipt-fee-lines"
      columns={[
        { title: t('receiptHolder.fee.col.from'), key: 'from', dataIndex: 'from' },
        { title: t('receiptHolder.fee.col.to'), key: 'to', dataIndex: 'to' },
        { title: t('receiptHolder.fee.col.days'), key: 'days', dataIndex: 'days', align: 'right' },
        {
          title: t('receiptHolder.fee.col.quantity'),
          key: 'quantity',
          align: 'right',
          render: (_, line) => <Quantity value={line.quantity} unit={unit} />,
        },
        {
          title: t('receiptHolder.fee.col.rate'),
          key: 'rate',
          align: 'right',
          render: (_, line) => <StorageRate rate={line.rate} unit={unit} />,
        },
        { title: t('receiptHolder.fee.col.amount'), key: 'amount', align: 'right', render: (_, line) => yuan(line.amount) },
      ]}
    />
  );
}
