import type { Deposit, DepositStatus } from '@hgsc/contracts';
import { Button, Card, Empty, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { DEPOSITS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity } from '../components/GoodsWords.tsx';
import { DepositStatusTag } from '../components/StatusTags.tsx';
import { useMayManageReceipts } from '../components/useMayManageReceipts.tsx';

type Tab = 'all' | DepositStatus;
/** The order a depositor follows them in: the live ones first, then the ends. */
const TABS: readonly Tab[] = ['all', 'pending', 'received', 'registered', 'refused', 'withdrawn'];

const detailsPath = (deposit: Deposit) => `/manage/myDepositDetails?id=${deposit.id}`;
/** The columns' widths summed: the table scrolls rather than squeezes at 1366 px, 查看 pinned at the right. */
const TABLE_WIDTH = 190 + 200 + 170 + 130 + 120 + 130 + 170 + 90;

/**
 * /manage/applyList 入库申请: the company's deposit applications by status, searched (number, product, batch) and
 * paged, each linked to its details, where its turn and steps are.
 */
export default function ApplyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayManage = useMayManageReceipts();
  const [tab, setTab] = useState<Tab>('all');
  const list = usePagedTable<Deposit, { keyword: string }>(
    [...DEPOSITS_KEY, 'applicant', tab],
    (params) => receiptApi.deposits({ ...params, as: 'applicant', ...(tab === 'all' ? {} : { status: tab }) }),
    { keyword: '' },
  );
  const apply = mayManage ? (
    <Button type="primary" onClick={() => void navigate('/manage/deposit')} data-testid="wr-apply-new">
      {t('receiptHolder.applyList.apply')}
    </Button>
  ) : null;
  const searching = Boolean(list.filter.keyword);

  return (
    <Card title={t('route.manage.applyList')} extra={apply}>
      <Input.Search
        allowClear
        style={{ maxWidth: 360, marginBottom: 8 }}
        placeholder={t('receiptHolder.applyList.search')}
        aria-label={t('receiptHolder.applyList.search')}
        enterButton={t('receiptHolder.search')}
        maxLength={50}
        onSearch={(value) => list.search({ keyword: value.trim() })}
        data-testid="wr-apply-search"
      />
      <StatusTabs<Tab>
        active={tab}
        onChange={(key) => {
          setTab(key);
          list.reset();
        }}
        testIdPrefix="wr-apply-tab"
        tabs={TABS.map((key) => ({
          key,
          label: key === 'all' ? t('receiptHolder.applyList.all') : t(`depositStatus.${key}`),
        }))}
      />
      <Table<Deposit>
        {...list.tableProps}
        data-testid="wr-apply-list"
        // A table with nothing in it does not scroll: an empty scrolling region is one a keyboard cannot reach.
        scroll={list.tableProps.dataSource?.length ? { x: TABLE_WIDTH } : undefined}
        locale={{
          emptyText: (
            <Empty
              description={t(
                searching
                  ? 'receiptHolder.applyList.emptySearch'
                  : tab === 'all'
                    ? 'receiptHolder.applyList.empty'
                    : 'receiptHolder.applyList.emptyTab',
              )}
            >
              {!searching && apply}
            </Empty>
          ),
        }}
        columns={[
          {
            title: t('receiptHolder.col.depositNo'),
            key: 'no',
            width: 190,
            render: (_, deposit) => (
              <Link to={detailsPath(deposit)} data-testid="wr-apply-no">
                {deposit.depositNo}
              </Link>
            ),
          },
          {
            title: t('receiptHolder.col.product'),
            key: 'product',
            width: 200,
            render: (_, deposit) => (
              <>
                <ProductWithGrade name={deposit.productName} grade={deposit.grade} />
                <br />
                <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                  {t('receiptHolder.col.batchShort', { batch: deposit.batchNo })}
                </Typography.Text>
              </>
            ),
          },
          { title: t('receiptHolder.col.warehouse'), key: 'warehouse', dataIndex: 'warehouseName', width: 170, ellipsis: true },
          {
            title: t('receiptHolder.col.declaredActual'),
            key: 'quantity',
            width: 130,
            align: 'right',
            render: (_, deposit) => (
              <>
                <Quantity value={deposit.declaredQty} unit={deposit.unit} />
                <br />
                <Typography.Text type="secondary">
                  {deposit.actualQty === null ? (
                    t('receiptHolder.col.notReceived')
                  ) : (
                    <Quantity value={deposit.actualQty} unit={deposit.unit} />
                  )}
                </Typography.Text>
              </>
            ),
          },
          { title: t('receiptHolder.col.expectedArrival'), key: 'arrival', dataIndex: 'expectedArrival', width: 120 },
          {
            title: t('receiptHolder.col.status'),
            key: 'status',
            width: 130,
            render: (_, deposit) => <DepositStatusTag status={deposit.status} label={deposit.statusLabel} />,
          },
          {
            title: t('receiptHolder.col.createdAt'),
            key: 'createdAt',
            width: 170,
            render: (_, deposit) => formatDate(deposit.createdAt),
          },
          {
            title: t('receiptHolder.col.actions'),
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, deposit) => <Link to={detailsPath(deposit)}>{t('receiptHolder.view')}</Link>,
          },
        ]}
      />
    </Card>
  );
}
