import { BILL_TABS, type Bill, type BillTab } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { BILLS_KEY, billApi } from '../api.ts';
import { billDetailsPath, useBillColumns } from '../components/bill-columns.tsx';
import { PickupNoteButton } from '../components/PickupNoteButton.tsx';
import { useHasCode } from '../components/usePermission.ts';
import { useBillSteps } from '../steps/useBillSteps.tsx';

type Side = 'holder' | 'keeper';

const isTab = (value: string | null): value is BillTab => (BILL_TABS as readonly (string | null)[]).includes(value);

/**
 * /manage/billLadingList 提单管理: the company's bills as holder, in the five tabs (all, awaiting the schedule,
 * scheduled, cancelled, finished) with their counts under the same keyword, paged; each row with its details, its
 * withdrawal while the holder may, and its pick-up note once scheduled. `?tab=` opens a tab (a notification's link).
 * A warehouse company's people switch to the bills of the warehouses it keeps (`?as=keeper`): their history.
 */
export default function BillListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const initial = search.get('tab');
  const [tab, setTab] = useState<BillTab>(isTab(initial) ? initial : 'all');
  // A warehouse company's people also see the bills on the warehouses it keeps: every one, finished or not.
  const keeps = useHasCode('warehouse.pickup') === true;
  const [side, setSide] = useState<Side>(search.get('as') === 'keeper' ? 'keeper' : 'holder');
  const as: Side = keeps ? side : 'holder';
  const list = usePagedTable<Bill, { keyword: string }>(
    [...BILLS_KEY, as, tab],
    (params) => billApi.tab(tab, { ...params, as }),
    { keyword: '' },
  );
  const keyword = list.filter.keyword;
  const counts = useQuery({
    queryKey: [...BILLS_KEY, as, 'counts', keyword],
    queryFn: () => billApi.tabCounts({ as, ...(keyword ? { keyword } : {}) }),
  });
  const steps = useBillSteps();
  const columns = useBillColumns();
  const toReceipts = (
    <Button onClick={() => void navigate('/manage/warehouseReceiptList')} data-testid="bill-list-receipts">
      {t('billPage.list.toReceipts')}
    </Button>
  );

  return (
    <Card title={t('route.manage.billLadingList')} extra={toReceipts}>
      {keeps && (
        <div style={{ marginBottom: 12 }}>
          <Segmented<Side>
            value={as}
            onChange={(next) => {
              setSide(next);
              list.reset();
            }}
            options={[
              { value: 'holder', label: t('billPage.list.asHolder') },
              { value: 'keeper', label: t('billPage.list.asKeeper') },
            ]}
            data-testid="bill-list-side"
          />
        </div>
      )}
      <Input.Search
        allowClear
        style={{ maxWidth: 400, marginBottom: 8 }}
        placeholder={t('billPage.list.search')}
        aria-label={t('billPage.list.search')}
        enterButton={t('common.search')}
        maxLength={50}
        onSearch={(value) => list.search({ keyword: value.trim() })}
        data-testid="bill-list-search"
      />
      <StatusTabs<BillTab>
        active={tab}
        onChange={(key) => {
          setTab(key);
          list.reset();
        }}
        testIdPrefix="bill-list-tab"
        tabs={BILL_TABS.map((key) => ({ key, label: t(`billPage.tab.${key}`), count: counts.data?.[key] ?? 0 }))}
      />
      <Table<Bill>
        {...list.tableProps}
        data-testid="bill-list"
        // A table with nothing in it does not scroll: an empty scrolling region is one a keyboard cannot reach.
        scroll={list.tableProps.dataSource?.length ? { x: 1400 } : undefined}
        locale={{
          emptyText: (
            <Empty description={t(keyword ? 'billPage.list.emptySearch' : `billPage.list.empty.${tab}`)}>
              {!keyword && tab === 'all' && toReceipts}
            </Empty>
          ),
        }}
        columns={[
          // What decides the holder's next step first: status and schedule, then the goods.
          columns.billNo,
          columns.status,
          columns.schedule,
          columns.goods,
          columns.quantity,
          ...(as === 'keeper' ? [columns.holder] : []),
          columns.receipt,
          columns.warehouse,
          columns.crew,
          {
            title: t('common.actions'),
            key: 'actions',
            width: 190,
            fixed: 'right',
            render: (_, bill) => (
              <Space size={[8, 0]} wrap>
                <Link to={billDetailsPath(bill.id)} aria-label={t('billPage.list.viewOf', { no: bill.billNo })}>
                  {t('billPage.list.view')}
                </Link>
                {steps.buttons(bill, { sides: [as], compact: true })}
                <PickupNoteButton bill={bill} compact />
              </Space>
            ),
          },
        ]}
      />
      {steps.dialog}
    </Card>
  );
}
