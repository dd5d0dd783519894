import { RECEIPT_TABS, type Receipt, type ReceiptTab } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { RECEIPTS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity, yuan } from '../components/GoodsWords.tsx';
import { ReceiptStatusTags } from '../components/StatusTags.tsx';
import { useMayManageReceipts } from '../components/useMayManageReceipts.tsx';

const isTab = (value: string | null): value is ReceiptTab => (RECEIPT_TABS as readonly (string | null)[]).includes(value);
const detailsPath = (receipt: Receipt) => `/manage/warehouseReceiptdetails?id=${receipt.id}`;
/** The columns' widths summed: the table scrolls rather than squeezes at 1366 px, 查看 pinned at the right. */
const TABLE_WIDTH = 200 + 170 + 110 + 170 + 150 + 120 + 130 + 150 + 90;

/**
 * /manage/warehouseReceiptList 我的仓单: the receipts the company holds, in the five tabs (in force, awaiting audit,
 * rejected, deregistered, in trade) with their counts under the same keyword, paged; each with its storage fee to
 * date and linked to its details. `?tab=` opens a tab (a notification's link).
 */
export default function ReceiptListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayManage = useMayManageReceipts();
  const [search] = useSearchParams();
  const initial = search.get('tab');
  const [tab, setTab] = useState<ReceiptTab>(isTab(initial) ? initial : 'passtab');
  const list = usePagedTable<Receipt, { keyword: string }>(
    [...RECEIPTS_KEY, 'tab', tab],
    (params) => receiptApi.tab(tab, { ...params, as: 'holder' }),
    { keyword: '' },
  );
  const keyword = list.filter.keyword;
  const counts = useQuery({
    queryKey: [...RECEIPTS_KEY, 'tabCounts', keyword],
    queryFn: () => receiptApi.tabCounts({ as: 'holder', ...(keyword ? { keyword } : {}) }),
  });
  const apply = mayManage ? (
    <Button type="primary" onClick={() => void navigate('/manage/deposit')} data-testid="wr-receipts-apply">
      {t('receiptHolder.applyList.apply')}
    </Button>
  ) : null;

  return (
    <Card title={t('route.manage.warehouseReceiptList')} extra={apply}>
      <Input.Search
        allowClear
        style={{ maxWidth: 360, marginBottom: 8 }}
        placeholder={t('receiptHolder.receipts.search')}
        aria-label={t('receiptHolder.receipts.search')}
        enterButton={t('receiptHolder.search')}
        maxLength={50}
        onSearch={(value) => list.search({ keyword: value.trim() })}
        data-testid="wr-receipts-search"
      />
      <StatusTabs<ReceiptTab>
        active={tab}
        onChange={(key) => {
          setTab(key);
          list.reset();
        }}
        testIdPrefix="wr-receipts-tab"
        tabs={RECEIPT_TABS.map((key) => ({ key, label: t(`receiptHolder.tab.${key}`), count: counts.data?.[key] ?? 0 }))}
      />
      <Table<Receipt>
        {...list.tableProps}
        data-testid="wr-receipts-list"
        // A table with nothing in it does not scroll: an empty scrolling region is one a keyboard cannot reach.
        scroll={list.tableProps.dataSource?.length ? { x: TABLE_WIDTH } : undefined}
        locale={{
          emptyText: (
            <Empty description={t(keyword ? 'receiptHolder.receipts.emptySearch' : `receiptHolder.receipts.empty.${tab}`)}>
              {!keyword && tab === 'passtab' && apply}
            </Empty>
          ),
        }}
        columns={[
          {
            title: t('receiptHolder.col.receiptNo'),
            key: 'no',
            width: 200,
            render: (_, receipt) => (
              <>
                <Link to={detailsPath(receipt)} data-testid="wr-receipts-no">
                  {receipt.receiptNo}
                </Link>
                {receipt.parentNo && (
                  <>
                    <br />
                    <Typography.Text type="secondary">
                      {t('receiptHolder.col.splitFrom', { no: receipt.parentNo })}
                    </Typography.Text>
                  </>
                )}
              </>
            ),
          },
          {
            title: t('receiptHolder.col.product'),
            key: 'product',
            width: 170,
            render: (_, receipt) => <ProductWithGrade name={receipt.productName} grade={receipt.grade} />,
          },
          {
            title: t('receiptHolder.col.quantity'),
            key: 'quantity',
            width: 110,
            align: 'right',
            render: (_, receipt) => <Quantity value={receipt.quantity} unit={receipt.unit} />,
          },
          { title: t('receiptHolder.col.warehouse'), key: 'warehouse', dataIndex: 'warehouseName', width: 170, ellipsis: true },
          { title: t('receiptHolder.col.batch'), key: 'batch', dataIndex: 'batchNo', width: 150, ellipsis: true },
          { title: t('receiptHolder.col.storageStart'), key: 'storageStart', dataIndex: 'storageStart', width: 120 },
          {
            title: t('receiptHolder.col.fees'),
            key: 'fees',
            width: 130,
            align: 'right',
            render: (_, receipt) => (
              <>
                {yuan(receipt.fees.amount)}
                <br />
                <Typography.Text type="secondary">{t('receiptHolder.col.feeDays', { days: receipt.fees.days })}</Typography.Text>
              </>
            ),
          },
          {
            title: t('receiptHolder.col.status'),
            key: 'status',
            width: 150,
            render: (_, receipt) => <ReceiptStatusTags receipt={receipt} />,
          },
          {
            title: t('receiptHolder.col.actions'),
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, receipt) => <Link to={detailsPath(receipt)}>{t('receiptHolder.view')}</Link>,
          },
        ]}
      />
    </Card>
  );
}
