import type { Receipt, StorageFeeView } from '@hgsc/contracts';
import { Alert, Descriptions, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatMoney, formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFeeWords } from '../fee-words.ts';
import { Quantity } from './receipt-elements.tsx';

type FeeLine = StorageFeeView['lines'][number];

/**
 * The receipt's storage fee: the rate in force today, the day fees were paid to, and what has run up to date, period
 * by period (a rate change, a split) as the server reckoned it. Amounts are shown as sent, never added up here.
 */
export function ReceiptFees({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const words = useFeeWords();
  const { fees } = receipt;
  const columns: ColumnsType<FeeLine> = [
    {
      title: t('wrAdmin.receipt.feePeriod'),
      key: 'period',
      render: (_, line) => t('wrAdmin.fee.periodValue', { from: line.from, to: line.to }),
    },
    { title: t('wrAdmin.receipt.feeDays'), dataIndex: 'days', width: 70, align: 'right' },
    {
      title: t('wrAdmin.receipt.quantity'),
      dataIndex: 'quantity',
      width: 120,
      align: 'right',
      render: (value: string) => <Quantity value={value} unit={receipt.unit} />,
    },
    {
      title: t('wrAdmin.fee.storageRate'),
      dataIndex: 'rate',
      width: 140,
      align: 'right',
      render: (value: string) => words.rate(value, receipt.unit),
    },
    {
      title: t('wrAdmin.receipt.feeAmount'),
      dataIndex: 'amount',
      width: 120,
      align: 'right',
      render: (value: string) => formatMoney(value, 'CNY'),
    },
  ];

  return (
    <>
      <Descriptions
        title={t('wrAdmin.receipt.section.fees')}
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'feeRate',
            label: t('wrAdmin.receipt.feeRate'),
            children: receipt.feeRate ? (
              words.rate(receipt.feeRate, receipt.unit)
            ) : (
              <Typography.Text type="warning">{t('wrAdmin.receipt.noFeeRate')}</Typography.Text>
            ),
          },
          { key: 'feePaidTo', label: t('wrAdmin.receipt.feePaidTo'), children: receipt.feePaidTo ?? '-' },
          {
            key: 'feesToDate',
            label: t('wrAdmin.receipt.feesToDate'),
            children: <Typography.Text strong>{formatMoney(fees.amount, 'CNY')}</Typography.Text>,
          },
          {
            key: 'feesPeriod',
            label: t('wrAdmin.receipt.feePeriod'),
            children: t('wrAdmin.receipt.feesPeriodValue', {
              from: fees.from,
              to: fees.to,
              days: formatNumber(fees.days),
            }),
          },
        ]}
      />
      {fees.unratedDays > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={t('wrAdmin.receipt.unratedDays', { days: fees.unratedDays })}
        />
      )}
      {fees.lines.length > 0 && (
        <Table<FeeLine>
          rowKey={(line) => `${line.from}:${line.to}:${line.rate}:${line.quantity}`}
          size="small"
          style={{ marginTop: 12 }}
          dataSource={fees.lines}
          columns={columns}
          pagination={false}
          scroll={{ x: 560 }}
          data-testid="wr-receipt-fee-lines"
        />
      )}
    </>
  );
}
