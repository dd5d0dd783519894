import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchQuery, type SearchQuery, toSearchParams } from './search-query.ts';

/**
 * The /search query held in the URL: reading parses the parameters, setting pushes a new history
 * entry (so the back button returns to the previous results) unless `replace` corrects the current one.
 */
export function useSearchQuery(): [SearchQuery, (next: SearchQuery, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the identity of the parameters
  const query = useMemo(() => parseSearchQuery(params), [text]);
  const setQuery = useCallback(
    (next: SearchQuery, options?: { replace?: boolean }) => setParams(toSearchParams(next), options),
    [setParams],
  );
  return [query, setQuery];
}
