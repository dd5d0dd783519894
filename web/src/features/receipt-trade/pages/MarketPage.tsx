import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb.tsx';
import { SearchBox } from '../../../shared/ui/SearchBox.tsx';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { useUrlQuery } from '../../../shared/url-query.ts';
import { ListingTable } from '../market/ListingTable.tsx';
import { MarketFilters } from '../market/MarketFilters.tsx';
import {
  DEFAULT_MARKET_QUERY,
  hasMarketFilters,
  type MarketQuery,
  parseMarketQuery,
  toMarketParams,
  withMarketFilter,
} from '../market/market-query.ts';
import { marketQueries } from '../market/queries.ts';
import '../market/market.css';

/**
 * /receiptMarket 仓单市场: the receipts offered now, for anyone. The keyword, filters, sort and page live in the URL, so
 * a link or the back button shows the same offers; each row opens the listing, where a buyer applies.
 */
export default function MarketPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQuery(parseMarketQuery, toMarketParams);
  const result = useQuery(marketQueries.search(query));
  const change = (next: MarketQuery) => {
    setQuery(next);
    window.scrollTo({ top: 0 });
  };
  const clearAll = () => change({ ...DEFAULT_MARKET_QUERY, sort: query.sort, size: query.size });
  const total = result.data?.total ?? 0;
  const pages = result.data?.pages ?? 0;
  // The server counts offers up to a cap: a capped total is a lower bound, and the pages reach that far.
  const capped = result.data?.totalCapped === true;
  // A page beyond the last (an old link, fewer offers now) shows the last page instead of nothing.
  useEffect(() => {
    if (!result.isPlaceholderData && pages > 0 && query.page > pages) setQuery({ ...query, page: pages }, { replace: true });
  }, [pages, query, result.isPlaceholderData, setQuery]);
  const listings = result.data?.records ?? [];

  return (
    <div className="receipt-market">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/">{t('route.home')}</Link> }, { title: t('route.receiptMarket') }]}
      />
      <div className="rm-head">
        <div>
          <h1>{t('route.receiptMarket')}</h1>
          <p>{t('receiptMarket.intro')}</p>
        </div>
        <SearchBox
          key={query.keyword ?? ''}
          defaultValue={query.keyword}
          placeholder={t('receiptMarket.searchPlaceholder')}
          ariaLabel={t('receiptMarket.search')}
          enterButton={t('receiptMarket.search')}
          onSearch={(value) => change(withMarketFilter(query, 'keyword', value.trim().slice(0, 50) || undefined))}
        />
      </div>
      <MarketFilters query={query} onChange={change} />
      <div className="rm-toolbar">
        <div>
          {query.keyword && (
            <>
              <span className="muted">{t('receiptMarket.chosen')}</span>
              <Tag closable color="blue" onClose={() => change(withMarketFilter(query, 'keyword', undefined))}>
                {t('receiptMarket.chip.keyword', { keyword: query.keyword })}
              </Tag>
            </>
          )}
          {hasMarketFilters(query) && (
            <Button type="link" size="small" onClick={clearAll} data-testid="rm-clear">
              {t('receiptMarket.clearAll')}
            </Button>
          )}
        </div>
        <span className="muted" data-testid="rm-count" aria-live="polite">
          {!result.data
            ? ''
            : capped
              ? t('receiptMarket.countCapped', { total })
              : t('receiptMarket.count', { total, count: total })}
        </span>
      </div>
      {result.isPending ? (
        <div className="rm-table-wrap" aria-busy="true" style={{ padding: 16 }}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : result.isError ? (
        <div className="rm-table-wrap rm-empty">
          <Empty description={t('receiptMarket.loadFailed')}>
            <Button onClick={() => void result.refetch()}>{t('system.retry')}</Button>
          </Empty>
        </div>
      ) : listings.length === 0 ? (
        <div className="rm-table-wrap rm-empty" data-testid="rm-empty">
          <Empty
            description={query.keyword ? t('receiptMarket.emptyKeyword', { keyword: query.keyword }) : t('receiptMarket.empty')}
          >
            {hasMarketFilters(query) && (
              <Button type="primary" onClick={clearAll}>
                {t('receiptMarket.clearAll')}
              </Button>
            )}
          </Empty>
        </div>
      ) : (
        <ListingTable listings={listings} busy={result.isFetching} />
      )}
      <UrlPagination
        className="rm-pagination"
        current={query.page}
        size={query.size}
        total={total}
        onChange={(page, size) => change({ ...query, page, size })}
      />
    </div>
  );
}
