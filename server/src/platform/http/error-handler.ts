import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorData,
  envelopeCodeOf,
  isMessageKey,
  type MessageKey,
  translate,
} from '@hgsc/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { languageOf } from '../i18n/language.ts';
import { AppError } from './app-error.ts';

function send(reply: FastifyReply, code: ErrorCode, message: string, extra: Omit<ErrorData, 'error'> = {}) {
  const data: ErrorData = { error: code, ...extra };
  return reply.status(ERROR_STATUS[code]).send({ code: envelopeCodeOf(code), success: false, msg: message, data });
}

function reasonOf(message: string, request: FastifyRequest): string {
  return isMessageKey(message) ? translate(message, languageOf(request)) : message;
}

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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field =
        path || (first?.params as { issue?: { path?: string[] } })?.issue?.path?.join('.') || error.validationContext || '';
      const reason = first ? reasonOf(first.message ?? 'field.invalid', request) : translate('field.invalid', lang);
      const msg = translate('error.validationField', lang, { field, reason });
      return send(reply, 'VALIDATION', msg, { field });
    }
    if (isResponseSerializationError(error)) {
      request.server.logError(request, error);
      return send(reply, 'INTERNAL', translate('error.internal', lang));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || status === 413) {
      return send(reply, 'TOO_LARGE', translate('error.tooLarge', lang));
    }
    if (status === 429) return send(reply, 'TOO_MANY', translate('error.tooMany', lang));
    if (status === 415) return send(reply, 'UNSUPPORTED_TYPE', reasonOf(error.message, request));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, empty body, wrong content type).
      const key: MessageKey = status === 404 ? 'error.notFound' : 'error.validation';
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : 'VALIDATION';
      return send(reply, code, `${translate(key, lang)}: ${error.message}`);
    }
    request.server.logError(request, error);
    return send(reply, 'INTERNAL', translate('error.internal', lang));
  });

  app.setNotFoundHandler((request, reply) => send(reply, 'NOT_FOUND', translate('error.routeNotFound', languageOf(request))));
}
