import type { Page } from '@hgsc/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../shared/config.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** Paging of the management-centre tables: sizes 10/30/50/100/200, default 10 (SPEC §9). */
export function paginationConfig(
  t: TFunction,
  state: { current: number; size: number; total: number },
  onChange: (current: number, size: number) => void,
): TablePaginationConfig {
  return {
    current: state.current,
    pageSize: state.size,
    total: state.total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count) => t('table.total', { total: count }),
    onChange: (page, pageSize) => onChange(pageSize !== state.size ? 1 : page, pageSize),
  };
}

/**
 * A server-paged list for an antd Table: the page, a filter (a new filter goes back to page 1; empty
 * values are not sent) and the query, which keeps the previous page on screen while the next loads.
 * The query key starts with `key`, so invalidating `key` refreshes every page.
 */
export function useServerPagedList<T extends { id: number }, F extends Record<string, string | number | undefined>>(
  key: QueryKey,
  fetchPage: (params: { current: number; size: number } & Partial<F>) => Promise<Page<T>>,
  initialFilter: F,
  options: { enabled?: boolean } = {},
) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(initialFilter);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useQuery({
    queryKey: [...key, { current, size, ...filter }],
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
    pagination: paginationConfig(t, { current, size, total: query.data?.total ?? 0 }, (page, pageSize) => {
      setCurrent(page);
      setSize(pageSize);
    }),
  };
  const search = (next: F) => {
    setFilter(next);
    setCurrent(1);
  };
  return { tableProps, search, filter, query };
}

/** Paging over a list the server answers whole (addresses, certificates). */
export function useClientPaging() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return (total: number) =>
    paginationConfig(t, { current, size, total }, (page, pageSize) => {
      setCurrent(page);
      setSize(pageSize);
    });
}
