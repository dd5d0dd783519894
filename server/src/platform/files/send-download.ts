import type { FastifyReply } from 'fastify';

/**
 * Answers `bytes` as a download of `mime` (or, `inline`, a file the browser shows): never sniffed nor cached,
 * named `fileName` in UTF-8 (RFC 6266) and `asciiName` for clients that read only the plain `filename`.
 */
export function sendDownload(
  reply: FastifyReply,
  {
    bytes,
    mime,
    fileName,
    asciiName = fileName,
    inline = false,
  }: { bytes: Buffer; mime: string; fileName: string; asciiName?: string; inline?: boolean },
) {
  const disposition = inline ? 'inline' : 'attachment';
  return reply
    .type(mime)
    .header('content-length', bytes.length)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(bytes);
}
