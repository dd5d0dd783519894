import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { categoryNameIn, packagingLabelKey } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useClientValue } from '../../../shared/client-value.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { getStore, setStore } from '../../../shared/storage.ts';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb.tsx';
import { Segmented } from '../../../shared/ui/Segmented.tsx';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { catalogueQueries } from '../api.ts';
import { categoryPath } from '../category-tree.ts';
import { CATALOGUE_SORT_ORDER, ProductResults, ProductSortControl } from '../components/ProductResults.tsx';
import { SearchFilters } from '../components/SearchFilters.tsx';
import { useCategoryTree, useCities, useProvinces } from '../queries.ts';
import { DEFAULT_SEARCH_QUERY, hasFilters, type SearchFilterKey, type SearchQuery, withFilter } from '../search-query.ts';
import { useSearchQuery } from '../use-search-query.ts';
import '../search.css';

type View = 'grid' | 'list';
const VIEW_KEY = 'searchView';
const storedView = (): View => getStore<View>(VIEW_KEY) ?? 'grid';
// A page the server drew shows the grid, and so does the browser's first render of it; a stored list follows.
const drawnView = (): View => 'grid';

/** The filters in force, each a tag that removes it. */
function ActiveFilters({ query, onChange }: { query: SearchQuery; onChange: (next: SearchQuery) => void }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const provinces = useProvinces();
  const cities = useCities(query.provinceCode ?? '');
  const language = currentLanguage();
  const category = categoryPath(tree.data ?? [], query.categoryId).at(-1);
  const items: { key: SearchFilterKey | 'price'; label: string }[] = [];
  if (query.keyword) items.push({ key: 'keyword', label: t('search.chip.keyword', { keyword: query.keyword }) });
  if (category) items.push({ key: 'categoryId', label: categoryNameIn(category, language) });
  if (query.packaging !== undefined) items.push({ key: 'packaging', label: t(packagingLabelKey(query.packaging)) });
  if (query.provinceCode)
    items.push({
      key: 'provinceCode',
      label: provinces.data?.find((p) => p.code === query.provinceCode)?.name ?? query.provinceCode,
    });
  if (query.cityCode)
    items.push({
      key: 'cityCode',
      label: t('search.chip.city', { city: cities.data?.find((p) => p.code === query.cityCode)?.name ?? query.cityCode }),
    });
  if (query.brand) items.push({ key: 'brand', label: t('search.chip.brand', { brand: query.brand }) });
  if (query.minPrice || query.maxPrice)
    items.push({ key: 'price', label: `¥${query.minPrice ?? '0'} – ${query.maxPrice ? `¥${query.maxPrice}` : '∞'}` });
  if (query.inStock) items.push({ key: 'inStock', label: t('search.inStock') });
  if (query.dangerous !== undefined)
    items.push({ key: 'dangerous', label: t(query.dangerous ? 'search.dangerousOnly' : 'search.dangerousNone') });
  if (items.length === 0) return null;
  const remove = (key: SearchFilterKey | 'price') =>
    onChange(
      key === 'price'
        ? withFilter(withFilter(query, 'minPrice', undefined), 'maxPrice', undefined)
        : key === 'provinceCode'
          ? withFilter(withFilter(query, 'cityCode', undefined), 'provinceCode', undefined)
          : withFilter(query, key, undefined),
    );
  return (
    <div className="active-filters">
      <span className="muted">{t('search.chosen')}</span>
      {items.map((item) => (
        <Tag key={item.key} closable onClose={() => remove(item.key)} color="blue" closeIcon>
          {item.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => onChange({ ...DEFAULT_SEARCH_QUERY, sort: query.sort, size: query.size })}>
        {t('search.clearAll')}
      </Button>
    </div>
  );
}

/**
 * /search: the public catalogue search. Every filter, the sort and the page live in the URL
 * (useSearchQuery), so a link or the back button shows the same results.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchQuery();
  const [chosenView, setView] = useState<View>();
  const remembered = useClientValue(storedView, drawnView);
  const view = chosenView ?? remembered;
  const tree = useCategoryTree();
  const result = useQuery({ ...catalogueQueries.search(query), placeholderData: keepPreviousData });
  const change = (next: SearchQuery) => {
    setQuery(next);
    window.scrollTo({ top: 0 });
  };
  const total = result.data?.total ?? 0;
  const pages = result.data?.pages ?? 0;
  // The server counts matches up to a cap: a capped total is a lower bound, and the pages reach that far.
  const capped = result.data?.totalCapped === true;
  // A page beyond the last (an old link, fewer results now) shows the last page instead of nothing.
  useEffect(() => {
    if (!result.isPlaceholderData && pages > 0 && query.page > pages) setQuery({ ...query, page: pages }, { replace: true });
  }, [pages, query, result.isPlaceholderData, setQuery]);

  return (
    <div className="search-page">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/">{t('route.home')}</Link> }, { title: t('route.search') }]}
      />
      <SearchFilters query={query} tree={tree.data ?? []} onChange={change} />
      <div className="search-toolbar">
        <ProductSortControl
          value={query.sort}
          sorts={CATALOGUE_SORT_ORDER}
          onChange={(sort) => change({ ...query, sort, page: 1 })}
        />
        <span className="results-count" data-testid="search-count">
          {t(capped ? 'search.countCapped' : 'search.count', { total, count: total })}
        </span>
        {(query.sort === 'priceAsc' || query.sort === 'priceDesc') && (
          <span className="muted" data-testid="search-priced-only">
            {t('search.pricedOnly')}
          </span>
        )}
        <Segmented<View>
          aria-label={t('search.view')}
          value={view}
          onChange={(next) => {
            setView(next);
            setStore(VIEW_KEY, next);
          }}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, title: t('search.view.grid') },
            { value: 'list', icon: <UnorderedListOutlined />, title: t('search.view.list') },
          ]}
        />
      </div>
      <ActiveFilters query={query} onChange={change} />
      <ProductResults
        products={result.data?.records}
        pending={result.isPending}
        fetching={result.isFetching}
        view={view}
        columns={5}
        emptyText={query.keyword ? t('search.emptyKeyword', { keyword: query.keyword }) : t('search.empty')}
        emptyTestId="search-empty"
        emptyAction={
          hasFilters(query) && (
            <Button type="primary" onClick={() => change({ ...DEFAULT_SEARCH_QUERY })}>
              {t('search.clearAll')}
            </Button>
          )
        }
      />
      <UrlPagination
        className="results-pagination"
        current={query.page}
        size={query.size}
        total={total}
        totalText={capped ? t('search.pagerCapped', { total }) : undefined}
        onChange={(page, size) => change({ ...query, page, size })}
      />
    </div>
  );
}
