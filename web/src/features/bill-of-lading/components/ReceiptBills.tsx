import type { Bill } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { billApi, receiptBillsKey } from '../api.ts';
import { useBillColumns } from './bill-columns.tsx';

/**
 * 提单 on a receipt's page: the bills of lading of the receipt and of the parts split off it for them, each linked to
 * its details. Nothing is shown to a person who may not read bills.
 */
export function ReceiptBills({ receiptId }: { receiptId: number }) {
  const { t } = useTranslation();
  const bills = useQuery({
    queryKey: receiptBillsKey(receiptId),
    queryFn: () => billApi.ofReceipt(receiptId),
    retry: false,
  });
  const columns = useBillColumns();
  if (bills.isError) return null;
  return (
    <Card title={t('billPage.receipt.title')} data-testid="wr-receipt-bills">
      <Table<Bill>
        size="small"
        rowKey="id"
        pagination={false}
        loading={bills.isPending}
        dataSource={bills.data}
        scroll={bills.data?.length ? { x: 900 } : undefined}
        locale={{ emptyText: <Empty description={t('billPage.receipt.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[columns.billNo, columns.receipt, columns.quantity, columns.crew, columns.schedule, columns.status]}
      />
    </Card>
  );
}
