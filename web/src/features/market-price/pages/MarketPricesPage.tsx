import type { MarketPriceLine } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatNumber, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb.tsx';
import { SearchBox } from '../../../shared/ui/SearchBox.tsx';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { readUrlPaging, type UrlPaging, useUrlQuery, writeUrlPaging } from '../../../shared/url-query.ts';
import { marketPriceHref, marketPriceQueries } from '../api.ts';
import { PriceMove } from '../components/PriceMove.tsx';

type PricesQuery = UrlPaging & { keyword?: string };

const parseQuery = (params: URLSearchParams): PricesQuery => {
  const keyword = params.get('keyword')?.trim().slice(0, 100);
  return { ...readUrlPaging(params), ...(keyword ? { keyword } : {}) };
};
const writeQuery = (query: PricesQuery) => {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  return writeUrlPaging(params, query);
};

/**
 * /prices 行情: every commodity's market price of the latest day against its day before, the most traded first; a
 * name or CAS number narrows it. Each line opens the commodity's history and the offers behind its figure.
 */
export default function MarketPricesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQuery(parseQuery, writeQuery);
  const result = useQuery({
    ...marketPriceQueries.list({ current: query.page, size: query.size, keyword: query.keyword }),
    placeholderData: keepPreviousData,
  });
  const lines = result.data?.records ?? [];
  const day = lines[0]?.day;
  const perTonne = (value: string | null) => (value === null ? '-' : `¥${formatPrice(value)}`);
  const columns: TableColumnsType<MarketPriceLine> = [
    {
      title: t('marketPrice.col.commodity'),
      key: 'name',
      render: (_, line) => (
        <Link to={marketPriceHref(line.casNumber)} data-testid={`market-price-${line.casNumber}`}>
          <strong>{line.name}</strong> <span className="muted">CAS {line.casNumber}</span>
        </Link>
      ),
    },
    {
      title: t('marketPrice.col.price'),
      key: 'price',
      align: 'right',
      render: (_, line) => <strong>{perTonne(line.price)}</strong>,
    },
    { title: t('marketPrice.col.change'), key: 'change', align: 'right', render: (_, line) => <PriceMove line={line} /> },
    { title: t('marketPrice.col.offerPrice'), key: 'offer', align: 'right', render: (_, line) => perTonne(line.offerPrice) },
    { title: t('marketPrice.col.dealPrice'), key: 'deal', align: 'right', render: (_, line) => perTonne(line.dealPrice) },
    {
      title: t('marketPrice.col.tonnes'),
      key: 'tonnes',
      align: 'right',
      render: (_, line) =>
        t('marketPrice.tonnesOf', { offers: formatNumber(line.offerTonnes, 1), deals: formatNumber(line.dealTonnes, 1) }),
    },
  ];
  return (
    <div className="market-prices">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/">{t('route.home')}</Link> }, { title: t('route.marketPrices') }]}
      />
      <div className="market-prices-head">
        <div>
          <h1>{t('route.marketPrices')}</h1>
          <p>{t('marketPrice.intro')}</p>
        </div>
        <SearchBox
          key={query.keyword ?? ''}
          defaultValue={query.keyword}
          placeholder={t('marketPrice.searchPlaceholder')}
          ariaLabel={t('marketPrice.searchLabel')}
          enterButton={t('marketPrice.search')}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim().slice(0, 100) || undefined })}
        />
      </div>
      {query.keyword && (
        <div style={{ marginBottom: 12 }}>
          <Tag closable color="blue" onClose={() => setQuery({ ...query, page: 1, keyword: undefined })}>
            {t('marketPrice.chip.keyword', { keyword: query.keyword })}
          </Tag>
        </div>
      )}
      {day && (
        <p className="muted" data-testid="market-prices-day">
          {t('marketPrice.dayOf', { day, time: formatDate(lines[0]?.computedAt, 'HH:mm') })}
        </p>
      )}
      <Table<MarketPriceLine>
        rowKey="casNumber"
        columns={columns}
        dataSource={lines}
        loading={result.isFetching}
        pagination={false}
        locale={{ emptyText: query.keyword ? t('marketPrice.noneFound') : t('marketPrice.none') }}
        data-testid="market-prices"
      />
      <UrlPagination
        className="market-prices-pagination"
        current={query.page}
        size={query.size}
        total={result.data?.total ?? 0}
        onChange={(page, size) => setQuery({ ...query, page, size })}
      />
    </div>
  );
}
