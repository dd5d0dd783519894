import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

/**
 * How /api answers are compressed: app.ts gives these to @fastify/compress, and answers kept in memory
 * (catalogue/catalogue-cache.ts) are compressed once with them. Fast settings, not brotli's quality-11 default
 * meant for files compressed once.
 */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as const,
  /** Bytes below which an answer goes plain. */
  threshold: 1024,
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

/** The text compressed as COMPRESSION says. */
export const compressText = (text: string, encoding: AnswerEncoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(text, COMPRESSION.brotliOptions) : zlib.gzipSync(text, COMPRESSION.zlibOptions);

/** The text compressed once per encoding: `encoded` keeps each form for the next answer of the same text. */
export function compressedOnce(text: string, encoded: Map<AnswerEncoding, Buffer>, encoding: AnswerEncoding): Buffer {
  let body = encoded.get(encoding);
  if (!body) {
    body = compressText(text, encoding);
    encoded.set(encoding, body);
  }
  return body;
}
