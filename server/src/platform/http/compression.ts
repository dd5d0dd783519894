import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

/**
 * How /api answers are compressed: app.ts gives these to @fastify/compress for the answers made per request, at
 * the fastest settings (brotli quality 1, gzip level 1, nginx's default): a product page's 1.5 KB answer took 87 µs
 * at quality 4 and 31 µs at 1, for 7 % more bytes, and compression was a fifth of the app's time per uncached
 * product page. Answers kept in memory (cache/catalogue-cache.ts) and drawn pages are compressed once, at
 * KEPT_COMPRESSION's higher settings.
 */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as const,
  /** Bytes below which an answer goes plain. */
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** For text compressed once and sent many times (compressText): smaller, still far from brotli's quality-11 default meant for files. */
export const KEPT_COMPRESSION = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 5 },
};

export type AnswerEncoding = (typeof COMPRESSION.encodings)[number];

/**
 * The encoding to answer a request in, as @fastify/compress chooses: the accepted one of highest q (br before
 * gzip on a tie, `*` standing for either), none when the client accepts neither or sends `x-no-compression`.
 */
export function acceptedEncoding(headers: IncomingHttpHeaders): AnswerEncoding | undefined {
  const header = headers['accept-encoding'];
  if (headers['x-no-compression'] !== undefined || !header) return undefined;
  const weights = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  let chosen: AnswerEncoding | undefined;
  let best = 0;
  for (const encoding of COMPRESSION.encodings) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > best) [chosen, best] = [encoding, q];
  }
  return chosen;
}

/** Text to be kept and sent many times, compressed as KEPT_COMPRESSION says. */
export const compressText = (text: string, encoding: AnswerEncoding): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(text, KEPT_COMPRESSION.brotliOptions)
    : zlib.gzipSync(text, KEPT_COMPRESSION.zlibOptions);

/** The text compressed once per encoding: `encoded` keeps each form for the next answer of the same text. */
export function compressedOnce(text: string, encoded: Map<AnswerEncoding, Buffer>, encoding: AnswerEncoding): Buffer {
  let body = encoded.get(encoding);
  if (!body) {
    body = compressText(text, encoding);
    encoded.set(encoding, body);
  }
  return body;
}
