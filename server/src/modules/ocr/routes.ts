import { envelopeSchema, ocrResultSchema } from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { requestFile } from '../../platform/files/request-file.ts';
import { ALLOWED_MIME, badTypeError, missingFileError, tooLargeError } from '../../platform/files/store-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { readLicence } from './read-licence.ts';
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
      const file = await requestFile(request);
      const chunks: Buffer[] = [];
      for await (const chunk of file.file) {
        if (!file.file.truncated) chunks.push(chunk as Buffer);
      }
      if (file.file.truncated) throw tooLargeError('img');
      const bytes = Buffer.concat(chunks);
      if (!bytes.length) throw missingFileError();
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !ALLOWED_MIME.img.includes(type.mime)) throw badTypeError('img');

      const result = await readLicence(bytes, type.mime, textReader, (error) =>
        app.logError(request, error instanceof Error ? error : new Error(String(error))),
      );
      app.logEvent(request, 'ocr.licence', { found: Object.keys(result.fields), sources: result.sources, size: bytes.length });
      return ok(request, result, Object.keys(result.fields).length ? 'ocr.recognized' : 'ocr.nothingRecognized');
    },
  );
};
