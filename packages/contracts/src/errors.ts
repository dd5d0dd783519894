/**
 * The error catalogue: every symbolic error code, the HTTP status it maps to, and the envelope
 * `code` the client sees. One place, used by the server's error handler and the web's policy.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  SESSION_INVALID: 401,
  CSRF: 403,
  FORBIDDEN: 403,
  /** The user must accept the current user agreement / privacy policy first (data carries the versions). */
  AGREEMENT_REQUIRED: 403,
  /** The active company must affirm the current receipt agreement before a receipt action (data carries the version). */
  RECEIPT_AGREEMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  WRONG_STATE: 409,
  CONFLICT: 409,
  /** A link that worked once and no longer does (expired, used, voided). */
  GONE: 410,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  TOO_MANY: 429,
  INTERNAL: 500,
  /** The database could not be reached (a restart, an outage): the request did nothing; try again shortly. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** SPEC §8: an invalid or expired session answers this envelope code. */
export const SESSION_INVALID_CODE = 'E_300' as const;

export type EnvelopeCode = number | typeof SESSION_INVALID_CODE;

export function envelopeCodeOf(error: ErrorCode): EnvelopeCode {
  return error === 'SESSION_INVALID' ? SESSION_INVALID_CODE : ERROR_STATUS[error];
}

/** Extra facts an error envelope carries in `data`, so the web can decide how to show it. */
export interface ErrorData {
  error: ErrorCode;
  field?: string;
  retryAfterSeconds?: number;
  [key: string]: unknown;
}
