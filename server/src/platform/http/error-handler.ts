import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorData,
  envelopeCodeOf,
  isMessageKey,
  type MessageKey,
  translate,
} from '@hgsc/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionLoss } from '../db/availability.ts';
import { languageOf } from '../i18n/language.ts';
import { AppError } from './app-error.ts';

function send(reply: FastifyReply, code: ErrorCode, message: string, extra: Omit<ErrorData, 'error'> = {}) {
  const data: ErrorData = { error: code, ...extra };
  return reply.status(ERROR_STATUS[code]).send({ code: envelopeCodeOf(code), success: false, msg: message, data });
}

/** The field a schema validation error names, and the catalogue reason shown after it. */
function invalidFieldOf(error: FastifyError): { field: string; reason: MessageKey } {
  const first = error.validation?.[0];
  const unknownKeys = (first?.params as { keys?: unknown } | undefined)?.keys;
  if (first?.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
    return { field: String(unknownKeys[0]), reason: 'field.unknown' };
  }
  const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const message = first?.message ?? '';
  // Zod's own (English) texts never reach the client: a reason is always a catalogue message.
  return { field: path || error.validationContext || '', reason: isMessageKey(message) ? message : 'field.invalid' };
}

/** A database restart takes seconds. */
const RETRY_AFTER_SECONDS = 5;

/** Fastify's own refusals before a route runs, by status; their English texts are not shown. */
const CLIENT_ERRORS: Partial<Record<number, [ErrorCode, MessageKey]>> = {
  404: ['NOT_FOUND', 'error.notFound'],
  413: ['TOO_LARGE', 'error.bodyTooLarge'],
  415: ['UNSUPPORTED_TYPE', 'error.unsupportedMediaType'],
  429: ['TOO_MANY', 'error.tooMany'],
};

/**
 * The single error handler (DESIGN §4): every failure leaves as the envelope with the matching
 * HTTP status; 5xx never leak internals and are written to the error log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request);
    if (error instanceof AppError) {
      // A use case's message is already specific ("验证码错误"); the field travels in data.field.
      const msg = translate(error.messageKey, lang, error.params);
      return send(reply, error.code, msg, error.extra);
    }
    if (isConnectionLoss(error)) {
      // Told once per outage by the database's availability, not once per request.
      request.server.ctx.database.availability.lost(error, true);
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 'UNAVAILABLE', translate('common.serverBusy', lang), { retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, reason } = invalidFieldOf(error);
      const words = translate(reason, lang);
      const msg = translate('error.validationField', lang, { field, reason: words });
      // The reason alone, for a form that shows it under the field the message names.
      return send(reply, 'VALIDATION', msg, { field, reason: words });
    }
    if (isResponseSerializationError(error)) {
      request.server.logError(request, error);
      return send(reply, 'INTERNAL', translate('error.internal', lang));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return send(reply, 'TOO_LARGE', translate('error.tooLarge', lang));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Bad JSON, an empty body, an unknown content type, a body over the limit …
      const [code, key] = CLIENT_ERRORS[status] ?? ['VALIDATION', 'error.badBody'];
      return send(reply, code, translate(key, lang));
    }
    request.server.logError(request, error);
    return send(reply, 'INTERNAL', translate('error.internal', lang));
  });

  app.setNotFoundHandler((request, reply) => send(reply, 'NOT_FOUND', translate('error.routeNotFound', languageOf(request))));
}
