import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A UTF-16 half without its other half: it has no UTF-8 form (the driver would store U+FFFD in its place). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text PostgreSQL cannot store: the NUL character (refused in every text value) or a lone UTF-16 half. */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`);

/** The path of the first string (or object key) in a value that holds unstorable text, e.g. `items.0.remark`. */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return at;
    const found = unstorableTextAt(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Every call's body, query and path parameters are refused with 400 naming the field when a string
 * in them holds text the database cannot store: checked once for every route here, before any schema,
 * instead of a 500 from the first statement that meets it.
 */
export async function refuseUnstorableText(request: FastifyRequest) {
  for (const part of [request.body, request.query, request.params]) {
    const field = unstorableTextAt(part);
    if (field !== undefined) {
      throw new AppError('VALIDATION', 'error.unstorableText', { field: field || 'body' }, { field: field || 'body' });
    }
  }
}
