import { EXCHANGE_TABS, type Exchange, type ExchangeTab, unitWords } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Segmented, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { EXCHANGES_KEY, exchangeApi } from './api.ts';
import { ExchangeStatusTag, useExchangeWords } from './ExchangeFacts.tsx';
import { type ExchangeSideView, exchangePath, exchangeTurn } from './exchange-turn.ts';

const isTab = (value: string | null): value is ExchangeTab => (EXCHANGE_TABS as readonly (string | null)[]).includes(value);

/** The next step of a row in the side's words, marked when it is the side's own. */
function NextStep({ exchange, side }: { exchange: Exchange; side: ExchangeSideView }) {
  const { t, ...words } = useExchangeWords(exchange);
  const turn = exchangeTurn(exchange, side);
  if (turn.waitingFor === 'none') return null;
  return (
    <Typography.Paragraph
      type={turn.waitingFor === 'you' ? undefined : 'secondary'}
      strong={turn.waitingFor === 'you'}
      style={{ fontSize: 12, marginBottom: 0 }}
      ellipsis={{ rows: 2, tooltip: true }}
      data-testid="exchange-next"
      data-turn={turn.waitingFor}
    >
      {t(`receiptTrade.exchange.turn.${turn.key}`, words)}
    </Typography.Paragraph>
  );
}

/** One side's exchanges by tab, with counts, found by number, product or the other company. */
function ExchangeList({ side }: { side: ExchangeSideView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const list = usePagedTable<Exchange, { tab: ExchangeTab; keyword: string }>(
    [...EXCHANGES_KEY, side],
    ({ tab, ...rest }) => exchangeApi.list(side, { tab: tab ?? 'all', ...rest }),
    { tab: isTab(asked) ? asked : side === 'counterparty' ? 'waiting' : 'all', keyword: '' },
  );
  const { tab, keyword } = list.filter;
  const counts = useQuery({ queryKey: [...EXCHANGES_KEY, side, 'counts'], queryFn: () => exchangeApi.tabCounts(side) });

  const goods = (exchange: Exchange, which: 'source' | 'target') => {
    const part = exchange[which];
    return (
      <span title={`${part.brand} · ${part.warehouseName} · ${part.city}`}>
        {part.brand}
        <br />
        {secondary(t('receiptTrade.exchange.col.placeOf', { warehouse: part.warehouseName, city: part.city }))}
      </span>
    );
  };
  const columns: ColumnsType<Exchange> = [
    {
      title: t('receiptTrade.exchange.col.no'),
      key: 'no',
      width: 165,
      render: (_, exchange) => (
        <>
          <Link to={exchangePath(side, exchange.id)} data-testid="exchange-row-no">
            {exchange.exchangeNo}
          </Link>
          <br />
          {secondary(t('receiptTrade.exchange.col.createdOn', { at: formatDate(exchange.createdAt, 'YYYY-MM-DD HH:mm') }))}
        </>
      ),
    },
    {
      title: t(side === 'applicant' ? 'receiptTrade.exchange.facts.counterparty' : 'receiptTrade.exchange.facts.applicant'),
      key: 'party',
      width: 120,
      ellipsis: { showTitle: true },
      render: (_, exchange) => (side === 'applicant' ? exchange.counterpartyCompanyName : exchange.applicantCompanyName),
    },
    {
      title: t('receiptTrade.exchange.col.productQuantity'),
      key: 'product',
      width: 115,
      render: (_, exchange) => (
        <>
          <ProductWithGrade name={exchange.productName} grade={exchange.grade} />
          <br />
          <span data-testid="exchange-row-quantity">
            <Quantity value={exchange.quantity} unit={exchange.unit} />
          </span>
        </>
      ),
    },
    {
      title: t('receiptTrade.exchange.col.source'),
      key: 'source',
      width: 115,
      ellipsis: true,
      render: (_, e) => goods(e, 'source'),
    },
    {
      title: t('receiptTrade.exchange.col.target'),
      key: 'target',
      width: 115,
      ellipsis: true,
      render: (_, e) => goods(e, 'target'),
    },
    {
      title: t('receiptTrade.exchange.col.premium'),
      key: 'premium',
      width: 100,
      align: 'right',
      render: (_, exchange) =>
        exchange.premium === null ? (
          secondary(t('receiptTrade.exchange.facts.notQuoted'))
        ) : (
          <>
            <span data-testid="exchange-row-premium">{`${yuan(exchange.premium)}/${unitWords(exchange.unit, language)}`}</span>
            <br />
            {secondary(yuan(exchange.premiumAmount))}
          </>
        ),
    },
    {
      title: t('receiptTrade.exchange.col.status'),
      key: 'status',
      width: 150,
      render: (_, exchange) => (
        <>
          <ExchangeStatusTag exchange={exchange} testId="exchange-row-status" />
          <NextStep exchange={exchange} side={side} />
        </>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  const empty = (
    <Empty description={t(keyword ? 'receiptTrade.orders.emptySearch' : `receiptTrade.exchange.empty.${side}`)}>
      {!keyword && side === 'applicant' && (
        <Button type="primary" onClick={() => void navigate('/receiptMarket')} data-testid="exchanges-to-market">
          {t('receiptTrade.toMarket')}
        </Button>
      )}
    </Empty>
  );
  return (
    <>
      <Input.Search
        allowClear
        style={{ width: 400, maxWidth: '100%', marginBottom: 8 }}
        placeholder={t('receiptTrade.exchange.search')}
        aria-label={t('receiptTrade.exchange.search')}
        enterButton={t('common.search')}
        maxLength={50}
        onSearch={(value) => list.search({ tab, keyword: value.trim() })}
        data-testid="exchanges-search"
      />
      <StatusTabs<ExchangeTab>
        active={tab}
        onChange={(next) => list.search({ tab: next, keyword })}
        testIdPrefix="exchanges-tab"
        tabs={EXCHANGE_TABS.map((key) => ({
          key,
          label: t(`receiptTrade.exchange.tab.${key}`),
          count: counts.data?.[key] ?? 0,
        }))}
      />
      <Table<Exchange>
        {...list.tableProps}
        columns={columns}
        scroll={list.tableProps.dataSource?.length ? { x: tableWidth } : undefined}
        locale={{ emptyText: empty }}
        onRow={(exchange) => ({
          onClick: (event) => {
            if ((event.target as HTMLElement).closest('a,button')) return;
            void navigate(exchangePath(side, exchange.id));
          },
          style: { cursor: 'pointer' },
        })}
        data-testid="exchanges"
      />
    </>
  );
}

/**
 * /manage/myexchange 我的串换: the exchanges the company asked for (我申请的) and those asked of its listings (向我申请的),
 * each by tab with its count; `?as=counterparty` opens the second, `?tab=` a tab. A row opens the side's page.
 */
export default function ExchangesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const side: ExchangeSideView = search.get('as') === 'counterparty' ? 'counterparty' : 'applicant';
  return (
    <Card title={t('route.manage.myexchange')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented<ExchangeSideView>
          value={side}
          onChange={(next) => setSearch(next === 'counterparty' ? { as: next } : {})}
          options={[
            {
              value: 'applicant',
              label: <span data-testid="exchanges-as-applicant">{t('receiptTrade.exchange.as.applicant')}</span>,
            },
            {
              value: 'counterparty',
              label: <span data-testid="exchanges-as-counterparty">{t('receiptTrade.exchange.as.counterparty')}</span>,
            },
          ]}
        />
        <ExchangeList key={side} side={side} />
      </Space>
    </Card>
  );
}
