import { useUrlQuery } from '../../shared/url-query.ts';
import { parseSearchQuery, type SearchQuery, toSearchParams } from './search-query.ts';

/**
 * The /search query held in the URL: reading parses the parameters, setting pushes a new history
 * entry (so the back button returns to the previous results) unless `replace` corrects the current one.
 */
export function useSearchQuery(): [SearchQuery, (next: SearchQuery, options?: { replace?: boolean }) => void] {
  return useUrlQuery(parseSearchQuery, toSearchParams);
}
