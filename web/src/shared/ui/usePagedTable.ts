import type { Page } from '@hgsc/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../config.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * The paging of a management table: sizes 10/30/50/100/200, default 10 (SPEC §9); a new size goes back to
 * page 1. `pagination(total)` is the antd Table's `pagination`, also for a list the server answers whole
 * (addresses, certificates, a seal's history).
 */
export function usePaging() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count) => t('table.total', { total: count }),
    onChange: (page, pageSize) => {
      setCurrent(pageSize !== size ? 1 : page);
      setSize(pageSize);
    },
  });
  return { current, size, reset: () => setCurrent(1), pagination };
}

/**
 * A server-paged list for an antd Table: the page, a filter (a new filter goes back to page 1; empty values
 * are not sent) and the query, which keeps the previous page on screen while the next loads. The query key
 * starts with `key` (a list's URL, or a query key), so invalidating `key` refreshes every page.
 */
export function usePagedTable<
  T extends { id: number },
  F extends Record<string, string | number | undefined> = Record<string, never>,
>(
  key: string | QueryKey,
  fetchPage: (params: { current: number; size: number } & Partial<F>) => Promise<Page<T>>,
  initialFilter = {} as F,
  options: { enabled?: boolean } = {},
) {
  const [filter, setFilter] = useState(initialFilter);
  const { current, size, reset, pagination } = usePaging();
  const query = useQuery({
    queryKey: [...(typeof key === 'string' ? [key] : key), { current, size, ...filter }],
    queryFn: () => {
      const sent = Object.fromEntries(
        Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined),
      ) as Partial<F>;
      return fetchPage({ current, size, ...sent });
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const tableProps: TableProps<T> = {
    rowKey: 'id',
    dataSource: query.data?.records,
    loading: query.isFetching,
    pagination: pagination(query.data?.total),
  };
  /** A new filter, from page 1. */
  const search = (next: F) => {
    setFilter(next);
    reset();
  };
  return { tableProps, search, filter, query, reset };
}
