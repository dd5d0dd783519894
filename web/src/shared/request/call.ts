import type { RouteAnswer, RouteDeclaration, RouteInput } from '@hgsc/contracts';
import { postForFile } from './binary-download.ts';
import { http, type RequestOptions, request } from './http.ts';

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

/** Sends one file to an upload route (multipart, the field `file`). */
export const upload = <R extends RouteDeclaration & { upload: true }>(
  route: R,
  file: File | Blob,
  options?: Omit<RequestOptions, 'body' | 'method'>,
): Promise<RouteAnswer<R>> => http.upload<RouteAnswer<R>>(route.path, file, options);

/** Calls a route answering a file: its bytes as a typed blob with the server's file name, or the refusal's message. */
export const callForFile = <R extends RouteDeclaration & { produces: readonly string[] }>(
  route: R,
  input: RouteInput<R>,
  fallbackName: string,
  signal?: AbortSignal,
) => postForFile(route.path, input, fallbackName, signal);
