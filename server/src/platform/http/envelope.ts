import { type Envelope, type MessageKey, translate } from '@hgsc/contracts';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../i18n/language.ts';

/** The success envelope; `msg` is the catalogue message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'common.success'): Envelope<T> {
  return { code: 200, success: true, msg: translate(messageKey, languageOf(request)), data };
}
