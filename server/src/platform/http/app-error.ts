import type { ErrorCode, MessageKey } from '@hgsc/contracts';

/**
 * The one error type use cases throw. The error handler maps `code` to the HTTP status and the
 * envelope code (contracts/errors.ts) and translates `messageKey` into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'error.notFound') => new AppError('NOT_FOUND', key);
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError('FORBIDDEN', key);
export const wrongState = (key: MessageKey = 'error.wrongState', params: Record<string, string | number> = {}) =>
  new AppError('WRONG_STATE', key, params);
/** 400 naming the field (data.field) with a catalogue reason. */
export const invalidField = (field: string, reason: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', reason, params, { field });
/** 429; `retryAfterSeconds` tells the client when to try again. */
export const tooMany = (key: MessageKey, retryAfterSeconds?: number, params: Record<string, string | number> = {}) =>
  new AppError('TOO_MANY', key, params, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
