import { DEFAULT_LANGUAGE, type Language } from '@hgsc/contracts';
import type { FastifyRequest } from 'fastify';

/** The client's language: `language` header or cookie (SPEC §1), else Accept-Language, else zh. */
export function languageOf(request: FastifyRequest): Language {
  const explicit = (request.headers.language as string | undefined) ?? request.cookies?.language;
  if (explicit === 'en' || explicit === 'zh') return explicit;
  const accept = request.headers['accept-language'];
  if (accept && /^en\b/i.test(accept)) return 'en';
  return DEFAULT_LANGUAGE;
}
