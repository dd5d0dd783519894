import { PAGE_SIZES } from '@hgsc/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from './config.ts';

/**
 * A list page's state kept in the URL (filters, sort, page, size), so that links, reloads and the
 * back button show the same list. The URL carries only what differs from the defaults; a
 * hand-edited value the server would refuse is dropped instead of failing the page.
 */

/** A whole number above zero from a URL parameter, else undefined. */
export const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export interface UrlPaging {
  page: number;
  size: number;
}

/** The page (1 when absent) and size (the default unless it is one the site offers) of a URL. */
export function readUrlPaging(params: URLSearchParams): UrlPaging {
  const size = positiveInt(params.get('size'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Adds the page and size to URL parameters, leaving out the defaults. */
export function writeUrlPaging(params: URLSearchParams, paging: UrlPaging): URLSearchParams {
  if (paging.page > 1) params.set('page', String(paging.page));
  if (paging.size !== DEFAULT_PAGE_SIZE) params.set('size', String(paging.size));
  return params;
}

/**
 * A query held in the URL: reading parses the parameters, setting pushes a new history entry (so
 * the back button returns to the previous list) unless `replace` corrects the current one.
 * `parse` and `write` are module-level functions (their identity keeps the parsed query stable).
 */
export function useUrlQuery<Q>(
  parse: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
): [Q, (next: Q, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the identity of the parameters
  const query = useMemo(() => parse(params), [parse, text]);
  const setQuery = useCallback((next: Q, options?: { replace?: boolean }) => setParams(write(next), options), [setParams, write]);
  return [query, setQuery];
}
