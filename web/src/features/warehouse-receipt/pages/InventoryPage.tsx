import type { Receipt } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Statistic, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity, yuan } from '../components/GoodsWords.tsx';
import { ReceiptStatusTags } from '../components/StatusTags.tsx';
import { useMayManageReceipts } from '../components/useMayManageReceipts.tsx';
import { groupInventory, type InventoryGroup, inventoryTotals } from '../inventory-groups.ts';

const PAGE_SIZE = 200;
/** 10,000 receipts: past that the page says it shows the first ones rather than loading without end. */
const MAX_PAGES = 50;

/** Every receipt in force the company holds, page after page (the list answers 200 at most at a time). */
async function receiptsInForce(): Promise<{ receipts: Receipt[]; complete: boolean }> {
  const receipts: Receipt[] = [];
  for (let current = 1; current <= MAX_PAGES; current++) {
    const page = await receiptApi.list({ as: 'holder', status: 'active', current, size: PAGE_SIZE });
    receipts.push(...page.records);
    if (current >= page.pages) return { receipts, complete: true };
  }
  return { receipts, complete: false };
}

/**
 * /manage/myInventory 我的库存: what the company holds in force, by product and warehouse: how many receipts, the
 * quantity and what of it no deal holds, the storage fees to date (exact decimal sums), each group's receipts below it.
 */
export default function InventoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayManage = useMayManageReceipts();
  const inventory = useQuery({ queryKey: [...RECEIPTS_KEY, 'inventory'], queryFn: receiptsInForce });
  const groups = groupInventory(inventory.data?.receipts ?? []);
  const totals = inventoryTotals(groups);

  return (
    <Card title={t('route.manage.myInventory')}>
      {groups.length > 0 && (
        <Flex gap={48} wrap style={{ marginBottom: 16 }} data-testid="wr-inventory-totals">
          <Statistic title={t('receiptHolder.inventory.receipts')} value={totals.receipts} />
          <Statistic
            title={t('receiptHolder.inventory.quantity')}
            valueRender={() => (
              <Flex vertical>
                {totals.quantities.map((line) => (
                  <span key={line.unit}>
                    <Quantity value={line.quantity} unit={line.unit} />
                  </span>
                ))}
              </Flex>
            )}
          />
          <Statistic title={t('receiptHolder.inventory.fees')} value={yuan(totals.fees)} />
        </Flex>
      )}
      {inventory.data && !inventory.data.complete && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('receiptHolder.inventory.truncated')} />
      )}
      <Table<InventoryGroup>
        rowKey="key"
        loading={inventory.isFetching}
        dataSource={groups}
        pagination={false}
        data-testid="wr-inventory"
        scroll={{ x: 880 }}
        locale={{
          emptyText: (
            <Empty description={t('receiptHolder.inventory.empty')}>
              {mayManage && (
                <Button type="primary" onClick={() => void navigate('/manage/deposit')}>
                  {t('receiptHolder.applyList.apply')}
                </Button>
              )}
            </Empty>
          ),
        }}
        expandable={{ expandedRowRender: (group) => <GroupReceipts receipts={group.receipts} /> }}
        columns={[
          {
            title: t('receiptHolder.col.product'),
            key: 'product',
            render: (_, group) => <ProductWithGrade name={group.productName} grade={group.grade} />,
          },
          {
            title: t('receiptHolder.col.warehouse'),
            key: 'warehouse',
            render: (_, group) => <Link to={`/manage/warehouseDetails?id=${group.warehouseId}`}>{group.warehouseName}</Link>,
          },
          {
            title: t('receiptHolder.inventory.count'),
            key: 'count',
            align: 'right',
            render: (_, group) => group.receipts.length,
          },
          {
            title: t('receiptHolder.inventory.total'),
            key: 'quantity',
            align: 'right',
            render: (_, group) => <Quantity value={group.quantity} unit={group.unit} />,
          },
          {
            title: t('receiptHolder.inventory.available'),
            key: 'available',
            align: 'right',
            render: (_, group) => <Quantity value={group.available} unit={group.unit} />,
          },
          {
            title: t('receiptHolder.col.fees'),
            key: 'fees',
            align: 'right',
            render: (_, group) => yuan(group.fees),
          },
        ]}
      />
    </Card>
  );
}

/** A group's receipts, each linked to its details. */
function GroupReceipts({ receipts }: { receipts: Receipt[] }) {
  const { t } = useTranslation();
  return (
    <Table<Receipt>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={receipts}
      data-testid="wr-inventory-receipts"
      columns={[
        {
          title: t('receiptHolder.col.receiptNo'),
          key: 'no',
          render: (_, receipt) => (
            <Link to={`/manage/warehouseReceiptdetails?id=${receipt.id}`} data-testid="wr-inventory-receipt">
              {receipt.receiptNo}
            </Link>
          ),
        },
        {
          title: t('receiptHolder.col.quantity'),
          key: 'quantity',
          align: 'right',
          render: (_, receipt) => <Quantity value={receipt.quantity} unit={receipt.unit} />,
        },
        { title: t('receiptHolder.col.batch'), key: 'batch', dataIndex: 'batchNo' },
        { title: t('receiptHolder.col.storageStart'), key: 'storageStart', dataIndex: 'storageStart' },
        {
          title: t('receiptHolder.col.fees'),
          key: 'fees',
          align: 'right',
          render: (_, receipt) => (
            <>
              {yuan(receipt.fees.amount)}{' '}
              <Typography.Text type="secondary">{t('receiptHolder.col.feeDays', { days: receipt.fees.days })}</Typography.Text>
            </>
          ),
        },
        { title: t('receiptHolder.col.status'), key: 'status', render: (_, receipt) => <ReceiptStatusTags receipt={receipt} /> },
      ]}
    />
  );
}
