import type { RouteAnswer, RouteDeclaration, RouteInput } from '@hgsc/contracts';
import { type RequestOptions, request } from './http.ts';

type CallOptions = Omit<RequestOptions, 'body' | 'params' | 'method'> & {
  /** The route's `Idempotency-Key`: one per thing the person means to do once, however often it is sent. */
  idempotencyKey?: string;
};

/** The input may be left out where the route declares none, or one whose every field may be left out. */
type InputArgs<R extends RouteDeclaration> =
  undefined extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : object extends RouteInput<R>
      ? [input?: RouteInput<R>, options?: CallOptions]
      : [input: RouteInput<R>, options?: CallOptions];

/**
 * Calls a route declared in `@hgsc/contracts`: its method and path from the declaration, its input and answer
 * typed by the declaration's schemas. A GET sends its input as the query string.
 */
export function call<R extends RouteDeclaration>(route: R, ...[input, options]: InputArgs<R>): Promise<RouteAnswer<R>> {
  const { idempotencyKey, ...rest }: CallOptions = options ?? {};
  const headers = idempotencyKey ? { ...rest.headers, 'Idempotency-Key': idempotencyKey } : rest.headers;
  if (route.method === 'GET') {
    return request<RouteAnswer<R>>(route.path, {
      ...rest,
      headers,
      method: 'GET',
      params: input as RequestOptions['params'],
    });
  }
  return request<RouteAnswer<R>>(route.path, { ...rest, headers, method: 'POST', body: input ?? {} });
}
