import type { Receipt } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { Quantity, yuan } from './GoodsWords.tsx';
import { ReceiptStatusTags } from './StatusTags.tsx';

/** The receipts a split one became: each in force on its own, with its own fees, possibly sold on since. */
export function ReceiptChildren({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const children = useQuery({
    queryKey: [...RECEIPTS_KEY, 'children', receipt.id],
    queryFn: () => receiptApi.children(receipt.id),
  });
  return (
    <Card title={t('receiptHolder.children.title')} data-testid="wr-receipt-children">
      <Table<Receipt>
        size="small"
        rowKey="id"
        pagination={false}
        loading={children.isFetching}
        dataSource={children.data}
        locale={{ emptyText: <Empty description={t('receiptHolder.children.empty')} /> }}
        columns={[
          {
            title: t('receiptHolder.col.receiptNo'),
            key: 'no',
            render: (_, child) => (
              <Link to={`/manage/warehouseReceiptdetails?id=${child.id}`} data-testid="wr-receipt-child">
                {child.receiptNo}
              </Link>
            ),
          },
          {
            title: t('receiptHolder.col.quantity'),
            key: 'quantity',
            align: 'right',
            render: (_, child) => <Quantity value={child.quantity} unit={child.unit} />,
          },
          {
            title: t('receiptHolder.col.pieces'),
            key: 'pieces',
            align: 'right',
            render: (_, child) => (child.pieces > 0 ? child.pieces : '-'),
          },
          { title: t('receiptHolder.col.holder'), key: 'holder', dataIndex: 'holderCompanyName' },
          { title: t('receiptHolder.col.fees'), key: 'fees', align: 'right', render: (_, child) => yuan(child.fees.amount) },
          { title: t('receiptHolder.col.status'), key: 'status', render: (_, child) => <ReceiptStatusTags receipt={child} /> },
        ]}
      />
    </Card>
  );
}
