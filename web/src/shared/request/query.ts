import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { type ApiError, http, isApiError, onSessionEnd, type RequestOptions, request } from './http.ts';

/** One QueryClient for the app; API errors are already shown by the request layer, so no retries for them. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isApiError(error) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: QUERY_STALE_MS,
      },
      mutations: { retry: false },
    },
  });
  // A session that ended leaves nothing of the previous user in the cache.
  onSessionEnd(() => client.clear());
  return client;
}

/** How long an answer serves without asking again, in the browser and in a page the server drew. */
export const QUERY_STALE_MS = 30_000;

type Params = RequestOptions['params'];

/** Query options for a GET call: key [url, params]. */
export function apiQueryOptions<T>(url: string, params?: Params, options?: Omit<RequestOptions, 'params' | 'method' | 'signal'>) {
  return {
    queryKey: params ? ([url, params] as const) : ([url] as const),
    queryFn: ({ signal }: { signal: AbortSignal }) => http.get<T>(url, params, { ...options, signal }),
  };
}

/** useQuery over a GET call of the API. */
export function useApiQuery<T>(
  url: string,
  params?: Params,
  options?: Omit<UseQueryOptions<T, ApiError, T, QueryKey>, 'queryKey' | 'queryFn'> & {
    passCodes?: RequestOptions['passCodes'];
  },
) {
  const { passCodes, ...rest } = options ?? {};
  return useQuery<T, ApiError, T, QueryKey>({ ...apiQueryOptions<T>(url, params, { passCodes }), ...rest });
}

/** useMutation over a POST call of the API; the variables are the JSON body. */
export function useApiMutation<TBody, TResult = null>(
  url: string,
  options?: Omit<UseMutationOptions<TResult, ApiError, TBody>, 'mutationFn'> & { passCodes?: RequestOptions['passCodes'] },
) {
  const { passCodes, ...rest } = options ?? {};
  return useMutation<TResult, ApiError, TBody>({
    mutationFn: (body) => request<TResult>(url, { method: 'POST', body: body ?? {}, passCodes }),
    ...rest,
  });
}
