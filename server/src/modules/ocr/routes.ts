import { ocrRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requestFile } from '../../platform/files/request-file.ts';
import { query } from '../../platform/http/endpoint.ts';
import { recognizeLicence } from './recognize-licence.ts';
import { CREDIT_CODE_READING, LICENCE_TEXT_READING, LicenceTextReader } from './text-reader.ts';

/**
 * SPEC §7 "Files and places": /ocr/upload reads a business licence image offline to prefill certification. It
 * stores nothing (the image neither), so it runs in no transaction: the reading takes seconds of CPU.
 */
export const ocrRoutes: FastifyPluginAsync = async (app) => {
  const readers = { text: new LicenceTextReader(LICENCE_TEXT_READING), code: new LicenceTextReader(CREDIT_CODE_READING) };
  app.addHook('onClose', async () => {
    await Promise.all([readers.text.close(), readers.code.close()]);
  });

  query(
    app,
    routes.licence,
    async ({ ctx, request, user }) => {
      const { size, ...result } = await recognizeLicence(ctx, {
        userId: user.id,
        file: await requestFile(request),
        readers,
        onReadError: (error) => app.logError(request, error instanceof Error ? error : new Error(String(error))),
      });
      // Logged here: the record keeps the image's size, which the answer does not carry.
      app.logEvent(request, 'ocr.licence', { found: Object.keys(result.fields), sources: result.sources, size });
      return result;
    },
    { message: (result) => (Object.keys(result.fields).length ? 'ocr.recognized' : 'ocr.nothingRecognized') },
  );
};
