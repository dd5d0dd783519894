import { z } from 'zod';
import type { PermissionCode } from './permissions.ts';

/** Who may call a route: anyone, a signed-in user (the default), an operator. */
export type RouteAuth = 'public' | 'user' | 'operator';

/**
 * One API call, declared once beside its schemas: the server registers it from this (`platform/http/endpoint.ts`)
 * and the web calls it with `call(route, input)` (`shared/request/call.ts`), its input and answer types inferred.
 * The web's build keeps only `method`, `path`, `idempotent` and `upload` of it (`web/vite-plugins/pure-contracts.ts`), so a
 * page does not carry the schemas of the calls it makes.
 */
export interface RouteDeclaration {
  readonly method: 'GET' | 'POST';
  /** Below the API prefix, with `:name` for a path parameter. */
  readonly path: string;
  /** What the call sends: a POST's JSON body, a GET's query string. */
  readonly input?: z.ZodType;
  /** The envelope's `data` of a success; `fileAnswer` for a call answering a file (`produces` says its types). */
  readonly answer: z.ZodType;
  /** The types of the file a call answers instead of an envelope. */
  readonly produces?: readonly string[];
  /** The call sends one file, multipart in the field `file`, and no other input. */
  readonly upload?: boolean;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly auth?: RouteAuth;
  /** The permission the caller must hold in the active company; of a list, any one. */
  readonly permission?: PermissionCode | readonly PermissionCode[];
  /** The active company must be certified (审核通过): trading calls. */
  readonly approvedCompany?: boolean;
  /** An `Idempotency-Key` header makes a retry answer what the first call answered. */
  readonly idempotent?: boolean;
}

/** A file's bytes as the browser receives them (a Blob), named here without the DOM's types. */
export interface FileBytes {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The answer of a call that answers a file: the web receives its bytes. */
export const fileAnswer = z.custom<FileBytes>(() => true);

export const defineRoute = <const R extends RouteDeclaration>(route: R): R => route;

/** What the caller sends (before defaults and coercion). */
export type RouteInput<R extends RouteDeclaration> = R['input'] extends z.ZodType ? z.input<R['input']> : undefined;
/** What the server's handler receives (after them). */
export type RouteParsedInput<R extends RouteDeclaration> = R['input'] extends z.ZodType ? z.output<R['input']> : undefined;
export type RouteAnswer<R extends RouteDeclaration> = z.output<R['answer']>;
