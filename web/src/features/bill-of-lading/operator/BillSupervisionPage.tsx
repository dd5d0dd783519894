import { BILL_STATUSES, type Bill, type BillStatus, billStatusLabelKey } from '@hgsc/contracts';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Flex, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { nodeLogKey } from '../../../shared/ui/NodeLogTimeline.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { ListSearch } from '../../admin/index.ts';
import { DetailLink, ROW_LINK_STYLE } from '../../audit/index.ts';
import { ADMIN_BILLS_KEY, BILL_LOG_TYPE, billApi } from '../api.ts';
import { BillDrawer } from '../components/BillDrawer.tsx';
import { useBillColumns } from '../components/bill-columns.tsx';
import { CancelBillModal } from '../steps/CancelBillModal.tsx';

type Tab = BillStatus | 'all';
const TABS: readonly Tab[] = ['all', ...BILL_STATUSES];
/** '' and 0 are "any" (usePagedTable sends neither blank strings nor undefined; 0 is left out below). */
type Filter = { status: Tab; keyword: string; warehouseId: number; from: string; to: string };
type Narrowing = Omit<Filter, 'status'>;
const DAY = 'YYYY-MM-DD';

/** The filters as the list route takes them: blanks left out. */
const sent = ({ keyword, warehouseId, from, to }: Narrowing) => ({
  ...(keyword ? { keyword } : {}),
  ...(warehouseId ? { warehouseId } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** Whether the operator may still stop it: before loading. */
const stoppable = (bill: Pick<Bill, 'status'>) => bill.status === 'submitted' || bill.status === 'scheduled';

/** The tabs' counts: each the total of its list's first page under the same keyword, warehouse and days. */
function useTabCounts(narrowing: Narrowing) {
  const counts = useQueries({
    queries: TABS.map((status) => ({
      queryKey: [...ADMIN_BILLS_KEY, 'count', { status, ...narrowing }],
      queryFn: () => billApi.adminList({ current: 1, size: 10, ...(status === 'all' ? {} : { status }), ...sent(narrowing) }),
      select: (page: { total: number }) => page.total,
    })),
  });
  return Object.fromEntries(TABS.map((status, i) => [status, counts[i]?.data])) as Record<Tab, number | undefined>;
}

/** The warehouse filter: every warehouse and factory warehouse, found by what is typed (name or code). */
function WarehouseFilter({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: [...ADMIN_BILLS_KEY, 'warehouses', keyword],
    queryFn: () => billApi.adminWarehouses(keyword),
  });
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: (typed) => setKeyword(typed.trim()) }}
      allowClear
      value={value || undefined}
      onChange={(id) => onChange(id ?? 0)}
      placeholder={t('billPage.admin.allWarehouses')}
      aria-label={t('billPage.admin.warehouse')}
      loading={found.isFetching}
      options={found.data?.records.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
      style={{ width: 240 }}
      data-testid="bill-admin-warehouse"
    />
  );
}

/**
 * /admin/wr/bills 提单监管: every bill of lading by status, keyword, warehouse and pick-up day, newest first; a bill's every part and its log
 * in a drawer, and 终止提单 before loading (a reason required, asked once more): the receipt is released and both
 * parties are told.
 */
export default function BillSupervisionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedTable<Bill, Filter>(
    ADMIN_BILLS_KEY,
    ({ status, current, size, ...rest }) =>
      billApi.adminList({
        current,
        size,
        ...(status && status !== 'all' ? { status } : {}),
        ...sent({ keyword: '', warehouseId: 0, from: '', to: '', ...rest }),
      }),
    { status: 'all', keyword: '', warehouseId: 0, from: '', to: '' },
  );
  const { filter } = list;
  const { status: _tab, ...narrowing } = filter;
  const counts = useTabCounts(narrowing);
  const [openId, setOpenId] = useState<number | null>(null);
  const [stopping, setStopping] = useState<Bill | null>(null);
  const columns = useBillColumns({
    links: false,
    no: (bill) => <DetailLink onClick={() => setOpenId(bill.id)}>{bill.billNo}</DetailLink>,
  });
  const stopButton = (bill: Bill, inRow: boolean) =>
    stoppable(bill) && (
      <Button
        type={inRow ? 'link' : 'default'}
        danger
        style={inRow ? ROW_LINK_STYLE : undefined}
        onClick={() => setStopping(bill)}
        aria-label={inRow ? t('wrAdmin.actionOf', { action: t('billPage.cancel.operator.ok'), name: bill.billNo }) : undefined}
        data-testid={`bill-stop-${bill.id}`}
      >
        {t('billPage.cancel.operator.ok')}
      </Button>
    );

  const table: ColumnsType<Bill> = [
    columns.billNo,
    columns.status,
    columns.schedule,
    columns.goods,
    columns.quantity,
    columns.warehouse,
    columns.holder,
    columns.keeper,
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, bill) => (
        <Space size={[12, 4]} wrap>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setOpenId(bill.id)}
            aria-label={t('wrAdmin.actionOf', { action: t('billPage.list.view'), name: bill.billNo })}
          >
            {t('billPage.list.view')}
          </Button>
          {stopButton(bill, true)}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('route.admin.wrBills')}>
      <StatusTabs<Tab>
        tabs={TABS.map((status) => ({
          key: status,
          label: status === 'all' ? t('billPage.tab.all') : t(billStatusLabelKey(status)),
          count: counts[status],
        }))}
        active={filter.status}
        onChange={(status) => list.search({ ...filter, status })}
        testIdPrefix="bill-admin-tab"
      />
      <Flex gap={12} wrap align="flex-start">
        <ListSearch
          label={t('billPage.admin.search')}
          placeholder={t('billPage.admin.searchPlaceholder')}
          testId="bill-admin-search"
          maxLength={50}
          width={360}
          onSearch={(keyword) => list.search({ ...filter, keyword: keyword.trim() })}
        />
        <WarehouseFilter value={filter.warehouseId} onChange={(warehouseId) => list.search({ ...filter, warehouseId })} />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          format={DAY}
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          onChange={(days) => list.search({ ...filter, from: days?.[0]?.format(DAY) ?? '', to: days?.[1]?.format(DAY) ?? '' })}
          placeholder={[t('billPage.admin.from'), t('billPage.admin.to')]}
          aria-label={t('billPage.admin.dates')}
          title={t('billPage.admin.datesHint')}
          data-testid="bill-admin-dates"
        />
      </Flex>
      <Table<Bill>
        {...list.tableProps}
        columns={table}
        scroll={list.tableProps.dataSource?.length ? { x: 1380 } : undefined}
        locale={{ emptyText: <Empty description={t('billPage.admin.empty')} /> }}
        data-testid="bill-admin-table"
      />
      {openId !== null && (
        <BillDrawer
          key={openId}
          queryKey={[...ADMIN_BILLS_KEY, 'info', openId]}
          load={() => billApi.adminInfo(openId)}
          links={false}
          testId="bill-admin-drawer"
          onClose={() => setOpenId(null)}
          actions={(bill) => stopButton(bill, false)}
        />
      )}
      {stopping && (
        <CancelBillModal
          bill={stopping}
          side="operator"
          send={(reason) => billApi.adminCancel(stopping.id, reason)}
          onClose={() => setStopping(null)}
          onDone={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: ADMIN_BILLS_KEY }),
              queryClient.invalidateQueries({ queryKey: nodeLogKey(BILL_LOG_TYPE, stopping.id) }),
            ])
          }
        />
      )}
    </Card>
  );
}
