import { EXCHANGE_STATUSES, type Exchange, type ExchangeStatus, exchangeStatusLabelKey } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Empty, Flex, Select, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { useTabTotals } from '../../../shared/ui/useTabTotals.ts';
import { ListSearch } from '../../admin/index.ts';
import { DetailLink, ROW_LINK_STYLE } from '../../audit/index.ts';
import { ReasonModal } from '../orders/ReasonModal.tsx';
import { ADMIN_EXCHANGES_KEY, adminExchangeApi } from './api.ts';
import { ExchangeFacts, ExchangeStatusTag, ExchangeTurnNotice } from './ExchangeFacts.tsx';

type Tab = ExchangeStatus | 'all';
const TABS: readonly Tab[] = ['all', ...EXCHANGE_STATUSES];
type Filter = { status: Tab; keyword: string };

function useTabCounts(keyword: string) {
  return useTabTotals([...ADMIN_EXCHANGES_KEY, 'count', keyword], TABS, (status) =>
    adminExchangeApi.list({ current: 1, size: 10, ...(status === 'all' ? {} : { status }), ...(keyword ? { keyword } : {}) }),
  );
}

/** One exchange beside the list, read afresh on opening: whose turn, the facts; the operator's step in the header. */
function ExchangeDrawer({
  id,
  actions,
  onClose,
}: {
  id: number;
  actions: (exchange: Exchange) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...ADMIN_EXCHANGES_KEY, 'detail', id],
    queryFn: () => adminExchangeApi.detail(id),
    staleTime: 0,
    retry: false,
  });
  const exchange = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      title={exchange ? t('receiptTrade.exchange.admin.drawerTitle', { no: exchange.exchangeNo }) : t('route.admin.wrExchanges')}
      size={Math.min(960, window.innerWidth)}
      destroyOnHidden
      extra={exchange ? actions(exchange) : null}
      data-testid="exchange-admin-drawer"
    >
      {exchange ? (
        <>
          <ExchangeTurnNotice exchange={exchange} reader="operator" />
          <ExchangeFacts exchange={exchange} />
        </>
      ) : detail.isError ? (
        <Empty description={t('receiptTrade.exchange.notFound')} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

/**
 * /admin/wr/exchanges 仓单串换: every exchange by status (each with its count) and by number, company or product; one
 * in a drawer; 取消 of an accepted or signed one (a dispute; the premium refunded offline), the reason required, asked
 * once more.
 */
export default function AdminExchangesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedTable<Exchange, Filter>(
    ADMIN_EXCHANGES_KEY,
    ({ status, ...rest }) => adminExchangeApi.list({ ...rest, ...(status && status !== 'all' ? { status } : {}) }),
    { status: 'all', keyword: '' },
  );
  const { filter } = list;
  const countOf = useTabCounts(filter.keyword);
  const [openId, setOpenId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<Exchange | null>(null);

  const cancelButton = (exchange: Exchange, inRow: boolean) =>
    exchange.actions.includes('cancel') && (
      <Button
        type={inRow ? 'link' : 'default'}
        danger
        style={inRow ? ROW_LINK_STYLE : undefined}
        onClick={() => setCancelling(exchange)}
        aria-label={
          inRow
            ? t('receiptTrade.exchange.stepOf', { action: t('receiptTrade.exchange.admin.cancel'), no: exchange.exchangeNo })
            : undefined
        }
        data-testid={`exchange-admin-cancel-${exchange.id}`}
      >
        {t('receiptTrade.exchange.admin.cancel')}
      </Button>
    );

  const columns: ColumnsType<Exchange> = [
    {
      title: t('receiptTrade.exchange.col.no'),
      key: 'no',
      width: 180,
      render: (_, exchange) => (
        <>
          <DetailLink onClick={() => setOpenId(exchange.id)}>{exchange.exchangeNo}</DetailLink>
          <br />
          {secondary(t('receiptTrade.exchange.col.createdOn', { at: formatDate(exchange.createdAt, 'YYYY-MM-DD HH:mm') }))}
        </>
      ),
    },
    {
      title: t('receiptTrade.exchange.col.status'),
      key: 'status',
      width: 110,
      render: (_, e) => <ExchangeStatusTag exchange={e} testId="exchange-admin-status-tag" />,
    },
    {
      title: t('receiptTrade.exchange.col.productQuantity'),
      key: 'goods',
      width: 140,
      render: (_, exchange) => (
        <>
          <ProductWithGrade name={exchange.productName} grade={exchange.grade} />
          <br />
          <Quantity value={exchange.quantity} unit={exchange.unit} />
        </>
      ),
    },
    {
      title: t('receiptTrade.exchange.admin.swap'),
      key: 'swap',
      width: 220,
      render: (_, exchange) => (
        <>
          {`${exchange.source.brand} / ${exchange.source.warehouseName}`}
          <br />
          {secondary(`→ ${exchange.target.brand} / ${exchange.target.warehouseName}`)}
        </>
      ),
    },
    {
      title: t('receiptTrade.exchange.admin.parties'),
      key: 'parties',
      width: 200,
      render: (_, exchange) => (
        <>
          {t('receiptTrade.exchange.admin.applicant', { name: exchange.applicantCompanyName })}
          <br />
          {secondary(t('receiptTrade.exchange.admin.counterparty', { name: exchange.counterpartyCompanyName }))}
        </>
      ),
    },
    {
      title: t('receiptTrade.exchange.col.premium'),
      key: 'premium',
      width: 110,
      align: 'right',
      render: (_, exchange) => (exchange.premium === null ? '-' : yuan(exchange.premiumAmount)),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, exchange) => (
        <Space size={[12, 4]} wrap>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setOpenId(exchange.id)}
            aria-label={t('receiptTrade.exchange.stepOf', { action: t('receiptTrade.orders.view'), no: exchange.exchangeNo })}
          >
            {t('receiptTrade.orders.view')}
          </Button>
          {cancelButton(exchange, true)}
        </Space>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card title={t('route.admin.wrExchanges')}>
      <Flex gap={12} wrap align="flex-start">
        <Select<Tab>
          value={filter.status}
          onChange={(status) => list.search({ ...filter, status })}
          aria-label={t('receiptTrade.operator.status')}
          style={{ width: 240 }}
          data-testid="exchange-admin-status"
          options={TABS.map((status) => {
            const label = status === 'all' ? t('receiptTrade.operator.tabAll') : t(exchangeStatusLabelKey(status));
            const count = countOf(status);
            return {
              value: status,
              label: count === undefined ? label : t('receiptTrade.operator.statusCount', { label, count }),
            };
          })}
        />
        <ListSearch
          label={t('receiptTrade.exchange.admin.search')}
          placeholder={t('receiptTrade.exchange.admin.search')}
          testId="exchange-admin-search"
          maxLength={50}
          width={360}
          onSearch={(keyword) => list.search({ ...filter, keyword: keyword.trim() })}
        />
      </Flex>
      <Table<Exchange>
        {...list.tableProps}
        columns={columns}
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{
          emptyText: (
            <Empty description={t(filter.keyword ? 'receiptTrade.orders.emptySearch' : 'receiptTrade.exchange.admin.empty')} />
          ),
        }}
        data-testid="exchange-admin-table"
      />
      {openId !== null && (
        <ExchangeDrawer
          key={openId}
          id={openId}
          onClose={() => setOpenId(null)}
          actions={(exchange) => cancelButton(exchange, false)}
        />
      )}
      {cancelling && (
        <ReasonModal
          title={t('receiptTrade.exchange.admin.cancelTitle', { no: cancelling.exchangeNo })}
          intro={<Typography.Paragraph type="secondary">{t('receiptTrade.exchange.admin.cancelIntro')}</Typography.Paragraph>}
          label={t('receiptTrade.operator.cancel.reason')}
          requiredMessage={t('receiptTrade.exchange.admin.reasonRequired')}
          okText={t('receiptTrade.exchange.admin.cancel')}
          testId="exchange-admin-cancel"
          confirmFirst={{
            title: t('receiptTrade.exchange.cancel.confirm', { no: cancelling.exchangeNo }),
            content: t('receiptTrade.exchange.cancel.confirmContent'),
          }}
          onClose={() => setCancelling(null)}
          onSubmit={async (reason) => {
            await adminExchangeApi.cancel(cancelling.id, reason);
            await queryClient.invalidateQueries({ queryKey: ADMIN_EXCHANGES_KEY });
          }}
        />
      )}
    </Card>
  );
}
