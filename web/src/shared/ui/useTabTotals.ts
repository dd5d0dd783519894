import { useQueries } from '@tanstack/react-query';

/**
 * Each tab's count, where a list has no counts route of its own: the total of the tab's first page under the same
 * filter (`firstPage`), one request per tab, kept under `key` + the tab. Answers the count of a tab once known.
 */
export function useTabTotals<Tab>(
  key: readonly unknown[],
  tabs: readonly Tab[],
  firstPage: (tab: Tab) => Promise<{ total: number }>,
): (tab: Tab) => number | undefined {
  const counts = useQueries({
    queries: tabs.map((tab) => ({
      queryKey: [...key, tab],
      queryFn: () => firstPage(tab),
      select: (page: { total: number }) => page.total,
    })),
  });
  return (tab) => counts[tabs.indexOf(tab)]?.data;
}
