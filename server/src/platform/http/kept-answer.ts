import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MicroCache } from '../cache/micro-cache.ts';
import { type AnswerEncoding, acceptedEncoding, COMPRESSION, compressedOnce } from './compression.ts';

/** Where and how long a public answer is kept: a query endpoint's `keep` option says it for each call. */
export interface KeepAnswer {
  cache: MicroCache;
  /** Names every input of the answer, its language included. */
  key: string;
  /** How long the answer is kept; 0 answers every call afresh (and @fastify/compress compresses). */
  seconds: number;
  /** Runs for every call answered, from the kept copy or afresh, never for a refusal (a product's view counted). */
  answered?: () => void;
}

/** A kept answer: the JSON text, and the compressed forms asked for so far (made once each). */
interface KeptAnswer {
  json: string;
  bytes: number;
  encoded: Map<AnswerEncoding, Buffer>;
}

/**
 * Answers a call from `keep.cache`, where its envelope is kept `keep.seconds` under `keep.key` as the JSON text the
 * route's response schema produced, and in the compressed forms browsers ask for: a burst of callers costs one
 * `make` (the handler), one schema check, one serialization and one compression per encoding (the check and
 * serialization were half the app's time per cached home page, brotli ~0.2 ms a home answer). A failed `make` is
 * not kept. With `seconds` 0 the envelope `make` answers is sent as any other.
 */
export async function sendKeptAnswer<E>(
  request: FastifyRequest,
  reply: FastifyReply,
  keep: KeepAnswer,
  make: () => Promise<E>,
): Promise<FastifyReply | E> {
  if (keep.seconds === 0) {
    const envelope = await make();
    keep.answered?.();
    return envelope;
  }
  const kept = await keep.cache.get<KeptAnswer>(keep.key, keep.seconds * 1000, async () => {
    const json: unknown = reply.serialize(await make());
    if (typeof json !== 'string') throw new Error(`kept answer ${keep.key} did not serialize to JSON text`);
    return { json, bytes: Buffer.byteLength(json), encoded: new Map() };
  });
  keep.answered?.();
  reply.type('application/json; charset=utf-8');
  const encoding = kept.bytes >= COMPRESSION.threshold ? acceptedEncoding(request.headers) : undefined;
  if (!encoding) return reply.send(kept.json);
  // Already encoded: @fastify/compress passes it through.
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(compressedOnce(kept.json, kept.encoded, encoding));
}
