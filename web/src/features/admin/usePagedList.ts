import type { Page } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { useState } from 'react';
import type { PageParams } from './api.ts';
import { usePaging } from './usePaging.ts';

/**
 * One server-paged list for an antd Table: the paging, a filter (a new one goes back to page 1;
 * empty values are not sent) and the query, which keeps the previous page on screen while the next loads.
 */
export function usePagedList<T extends { id: number }, F extends Record<string, string> = Record<string, never>>(
  url: string,
  fetchPage: (params: PageParams & Partial<F>) => Promise<Page<T>>,
  initialFilter = {} as F,
) {
  const [filter, setFilter] = useState(initialFilter);
  const { current, size, reset, pagination } = usePaging();
  const query = useQuery({
    queryKey: [url, { current, size, ...filter }],
    queryFn: () => {
      const sent = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as Partial<F>;
      return fetchPage({ current, size, ...sent });
    },
    placeholderData: keepPreviousData,
  });
  const tableProps: TableProps<T> = {
    rowKey: 'id',
    dataSource: query.data?.records,
    loading: query.isFetching,
    pagination: pagination(query.data?.total),
  };
  const search = (next: F) => {
    setFilter(next);
    reset();
  };
  return { tableProps, search };
}
