import { type Exchange, KEEPER_EXCHANGE_TABS } from '@hgsc/contracts';
import { Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity } from '../../../shared/ui/GoodsWords.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { useTabTotals } from '../../../shared/ui/useTabTotals.ts';
import { EXCHANGES_KEY, exchangeApi } from './api.ts';
import { ExchangeStatusTag } from './ExchangeFacts.tsx';
import { useExchangeSteps } from './useExchangeSteps.tsx';

type KeeperTab = (typeof KEEPER_EXCHANGE_TABS)[number];
const KEEPER_KEY = [...EXCHANGES_KEY, 'keeper'] as const;

function useTabCounts(keyword: string) {
  return useTabTotals([...KEEPER_KEY, 'count', keyword], KEEPER_EXCHANGE_TABS, (tab) =>
    exchangeApi.keeperList({ tab, current: 1, size: 10, ...(keyword ? { keyword } : {}) }),
  );
}

/** The parts of an exchange at the keeper's warehouses: the source's, the target's, or both when it keeps both. */
function partsAt(exchange: Exchange) {
  const parts: { which: 'source' | 'target'; goods: Exchange['source']; from: string; to: string }[] = [];
  if (exchange.sides.includes('sourceKeeper'))
    parts.push({
      which: 'source',
      goods: exchange.source,
      from: exchange.applicantCompanyName,
      to: exchange.counterpartyCompanyName,
    });
  if (exchange.sides.includes('targetKeeper'))
    parts.push({
      which: 'target',
      goods: exchange.target,
      from: exchange.counterpartyCompanyName,
      to: exchange.applicantCompanyName,
    });
  return parts;
}

/**
 * 串换背书 on the keeper's inbox (/manage/orderReceiv?kind=exchange): the signed exchanges whose endorsement at its
 * warehouses waits for it (or that it confirmed). Each row names the part at its warehouse — which receipt, what goods,
 * from which holder to which — and 确认背书, asked first: the last confirmation swaps the holders.
 */
export function KeeperExchanges() {
  const { t } = useTranslation();
  const list = usePagedTable<Exchange, { tab: KeeperTab; keyword: string }>(
    KEEPER_KEY,
    ({ tab, ...rest }) => exchangeApi.keeperList({ tab: tab ?? 'waiting', ...rest }),
    { tab: 'waiting', keyword: '' },
  );
  const { tab, keyword } = list.filter;
  const countOf = useTabCounts(keyword);
  const steps = useExchangeSteps('keeper');
  const columns: ColumnsType<Exchange> = [
    {
      title: t('receiptTrade.exchange.col.no'),
      key: 'no',
      width: 170,
      render: (_, exchange) => (
        <>
          <span data-testid="keeper-exchange-no">{exchange.exchangeNo}</span>
          <br />
          {exchange.signedAt &&
            secondary(t('receiptTrade.exchange.keeper.signedOn', { at: formatDate(exchange.signedAt, 'YYYY-MM-DD HH:mm') }))}
        </>
      ),
    },
    {
      title: t('receiptTrade.exchange.keeper.part'),
      key: 'part',
      width: 300,
      render: (_, exchange) => (
        <Space direction="vertical" size={4}>
          {partsAt(exchange).map((part) => (
            <div key={part.which} data-testid={`keeper-exchange-${part.which}`}>
              <Typography.Text strong>{part.goods.receiptNo ?? '-'}</Typography.Text>{' '}
              {part.goods.confirmedAt ? <Tag color="green">{t('receiptTrade.exchange.keeper.confirmed')}</Tag> : null}
              <br />
              {secondary(
                t('receiptTrade.exchange.keeper.partValue', {
                  brand: part.goods.brand,
                  batch: part.goods.batchNo,
                  warehouse: part.goods.warehouseName,
                }),
              )}
              <br />
              {secondary(t('receiptTrade.exchange.keeper.fromTo', { from: part.from, to: part.to }))}
            </div>
          ))}
        </Space>
      ),
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
      title: t('receiptTrade.exchange.col.status'),
      key: 'status',
      width: 130,
      render: (_, exchange) => (
        <>
          <ExchangeStatusTag exchange={exchange} testId="keeper-exchange-status" />
          {exchange.status === 'signed' && exchange.premiumPayee && !exchange.premiumCollectedAt ? (
            <>
              <br />
              {secondary(t('receiptTrade.exchange.keeper.premiumPending'))}
            </>
          ) : null}
        </>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, exchange) => steps.buttons(exchange, { compact: true }) ?? '-',
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  return (
    <Card title={t('receiptTrade.exchange.keeper.title')} data-testid="keeper-exchanges">
      <Input.Search
        allowClear
        style={{ width: 400, maxWidth: '100%', marginBottom: 8 }}
        placeholder={t('receiptTrade.exchange.search')}
        aria-label={t('receiptTrade.exchange.search')}
        enterButton={t('common.search')}
        maxLength={50}
        onSearch={(value) => list.search({ tab, keyword: value.trim() })}
        data-testid="keeper-exchanges-search"
      />
      <StatusTabs<KeeperTab>
        tabs={KEEPER_EXCHANGE_TABS.map((key) => ({
          key,
          label: t(`receiptTrade.exchange.keeper.tab.${key}`),
          count: countOf(key),
        }))}
        active={tab}
        onChange={(next) => list.search({ tab: next, keyword })}
        testIdPrefix="keeper-exchanges-tab"
      />
      <Table<Exchange>
        {...list.tableProps}
        columns={columns}
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{
          emptyText: (
            <Empty description={t(keyword ? 'receiptTrade.orders.emptySearch' : `receiptTrade.exchange.keeper.empty.${tab}`)} />
          ),
        }}
        data-testid="keeper-exchanges-table"
      />
      {steps.dialog}
    </Card>
  );
}
