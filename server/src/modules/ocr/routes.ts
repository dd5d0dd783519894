import { envelopeSchema, ocrResultSchema } from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { requestFile } from '../../platform/files/request-file.ts';
import { ok } from '../../platform/http/envelope.ts';
import { recognizeLicence } from './recognize-licence.ts';
import { LicenceTextReader } from './text-reader.ts';

/** SPEC §7 "Files and places": /ocr/upload reads a business licence image offline to prefill certification. */
export const ocrRoutes: FastifyPluginAsyncZod = async (app) => {
  const textReader = new LicenceTextReader();
  app.addHook('onClose', async () => textReader.close());

  app.post(
    '/ocr/upload',
    {
      schema: {
        tags: ['ocr'],
        summary:
          'Read a business licence image (png, jpg, jpeg, bmp; 40 MB) offline: the credit code from its QR code or printed text, and what the QR code carries; `missing` lists the fields still to type. The image is not stored.',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ocrResultSchema) },
      },
    },
    async (request) => {
      const { size, ...result } = await recognizeLicence(app.ctx, {
        userId: currentUser(request).id,
        file: await requestFile(request),
        textReader,
        onReadError: (error) => app.logError(request, error instanceof Error ? error : new Error(String(error))),
      });
      app.logEvent(request, 'ocr.licence', { found: Object.keys(result.fields), sources: result.sources, size });
      return ok(request, result, Object.keys(result.fields).length ? 'ocr.recognized' : 'ocr.nothingRecognized');
    },
  );
};
