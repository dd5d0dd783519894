import { contractEvidenceRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requestFile } from '../../../platform/files/request-file.ts';
import { badTypeError, readUpload } from '../../../platform/files/store-upload.ts';
import { query } from '../../../platform/http/endpoint.ts';
import { platformSigningKey } from './platform-signer.ts';
import { verifyByCode, verifyByFile } from './verify-contract.ts';

/**
 * Contract evidence: the public verification of a signed contract by number and code or by its PDF.
 */
export const contractEvidenceRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // The platform certificate is made (or the configured one loaded and checked) on first start;
  // tests make it when a contract is first sealed.
  if (ctx.config.NODE_ENV !== 'test') app.addHook('onReady', async () => void (await platformSigningKey(ctx)));

  query(app, routes.verify, ({ ctx, request, input, lang }) => verifyByCode(ctx, input, request.ip, lang));

  query(
    app,
    routes.verifyFile,
    async ({ ctx, request, lang }) => {
      const bytes = await readUpload(await requestFile(request), 'pdf');
      if (!bytes.subarray(0, 1024).includes('%PDF-')) throw badTypeError('pdf');
      return verifyByFile(ctx, bytes, request.ip, lang);
    },
    { log: { event: 'contract.verify.file', detail: (result) => ({ original: result.original, reason: result.reason }) } },
  );
};
