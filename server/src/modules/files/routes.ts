import { filesRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type FileContent, readStoredFile } from '../../platform/files/read-file.ts';
import { requestFile } from '../../platform/files/request-file.ts';
import { storeUpload } from '../../platform/files/store-upload.ts';
import { command } from '../../platform/http/endpoint.ts';

const UPLOADS = [
  { route: routes.publicImage, kind: 'img', encrypted: false },
  { route: routes.publicFile, kind: 'file', encrypted: false },
  { route: routes.publicPdf, kind: 'pdf', encrypted: false },
  { route: routes.encryptedImage, kind: 'img', encrypted: true },
  { route: routes.encryptedPdf, kind: 'pdf', encrypted: true },
] as const;

/** /seeView serves public (/oss) files to anyone; /seeEncryptionView decrypts private ones for those allowed. */
const VIEWS = [
  { route: routes.view, publicOnly: true },
  { route: routes.encryptedView, publicOnly: false },
] as const;

/**
 * A public file may be kept by any cache for a year (its key never names other bytes); a private one by none. The
 * endpoint's download() answers every file private and uncached, so the views answer here.
 */
function sendFile(reply: FastifyReply, { file, bytes }: FileContent) {
  const encodedName = encodeURIComponent(file.originalName);
  return reply
    .type(file.mime)
    .header('content-length', bytes.length)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${file.key}"; filename*=UTF-8''${encodedName}`)
    .header('cache-control', file.encrypted ? 'private, no-store' : 'public, max-age=31536000, immutable')
    .send(bytes);
}

/** SPEC §7 "Files": uploads (multipart field `file`) and previews. */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  // Up to 40 MB is read from the caller and stored outside the database before the one write that records it.
  for (const { route, kind, encrypted } of UPLOADS) {
    command(
      app,
      route,
      async ({ ctx, request, user }) =>
        storeUpload(ctx, { file: await requestFile(request), kind, encrypted, ownerUserId: user.id }),
      {
        ownTransactions: true,
        message: 'file.uploaded',
        log: {
          event: 'file.upload',
          detail: (stored) => ({ key: stored.key, kind, encrypted, size: stored.size, type: stored.type }),
        },
      },
    );
  }

  for (const { route, publicOnly } of VIEWS) {
    app.withTypeProvider<ZodTypeProvider>().get(
      route.path,
      {
        config: { auth: route.auth },
        schema: { tags: [...route.tags], summary: route.summary, querystring: route.input, produces: [...route.produces] },
      },
      async (request, reply) =>
        sendFile(reply, await readStoredFile(app.ctx, request.query.key, request.auth?.user ?? null, { publicOnly })),
    );
  }
};
