import { envelopeSchema, fileViewQuery, uploadResultSchema } from '@hgsc/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { type FileContent, readStoredFile } from '../../platform/files/read-file.ts';
import { requestFile } from '../../platform/files/request-file.ts';
import { storeUpload, type UploadKind } from '../../platform/files/store-upload.ts';
import { ok } from '../../platform/http/envelope.ts';

const UPLOADS: { path: string; kind: UploadKind; encrypted: boolean; summary: string }[] = [
  { path: '/oss/upload/img', kind: 'img', encrypted: false, summary: 'Upload a public image (png, jpg, jpeg, bmp; 40 MB)' },
  {
    path: '/oss/upload/file',
    kind: 'file',
    encrypted: false,
    summary: 'Upload a public file (png, jpg, jpeg, bmp, pdf; 40 MB)',
  },
  { path: '/oss/upload/pdf', kind: 'pdf', encrypted: false, summary: 'Upload a public PDF (40 MB)' },
  {
    path: '/encry/upload/img',
    kind: 'img',
    encrypted: true,
    summary: 'Upload a private image, encrypted at rest (png, jpg, jpeg, bmp; 40 MB)',
  },
  { path: '/encry/upload/pdf', kind: 'pdf', encrypted: true, summary: 'Upload a private PDF, encrypted at rest (40 MB)' },
];

/** /seeView serves public (/oss) files to anyone; /seeEncryptionView decrypts private ones for those allowed. */
const VIEWS = [
  {
    path: '/seeView',
    auth: 'public',
    publicOnly: true,
    summary: 'The bytes of a public (/oss) file; encrypted files are not served here',
  },
  {
    path: '/seeEncryptionView',
    auth: 'user',
    publicOnly: false,
    summary: 'The decrypted bytes of a private (/encry) file, for its uploader, an operator or a granted party',
  },
] as const;

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
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const upload of UPLOADS) {
    app.post(
      upload.path,
      {
        schema: {
          tags: ['files'],
          summary: upload.summary,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(uploadResultSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const file = await requestFile(request);
        const stored = await storeUpload(app.ctx, {
          file,
          kind: upload.kind,
          encrypted: upload.encrypted,
          ownerUserId: user.id,
        });
        app.logEvent(request, 'file.upload', {
          key: stored.key,
          kind: upload.kind,
          encrypted: upload.encrypted,
          size: stored.size,
          type: stored.type,
        });
        return ok(request, stored, 'file.uploaded');
      },
    );
  }

  for (const view of VIEWS) {
    app.get(
      view.path,
      {
        config: { auth: view.auth },
        schema: {
          tags: ['files'],
          summary: view.summary,
          querystring: fileViewQuery,
          produces: ['image/png', 'image/jpeg', 'image/bmp', 'application/pdf'],
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await readStoredFile(app.ctx, request.query.key, request.auth?.user ?? null, { publicOnly: view.publicOnly }),
        ),
    );
  }
};
