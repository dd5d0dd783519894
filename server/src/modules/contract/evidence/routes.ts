import { contractVerifyBody, contractVerifyResultSchema, envelopeSchema } from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestFile } from '../../../platform/files/request-file.ts';
import { badTypeError, readUpload } from '../../../platform/files/store-upload.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { languageOf } from '../../../platform/i18n/language.ts';
import { platformSigningKey } from './platform-signer.ts';
import { verifyByCode, verifyByFile } from './verify-contract.ts';

const tags = ['contract'];

/**
 * Contract evidence: the public verification of a signed contract by number and code or by its PDF.
 */
export const contractEvidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The platform certificate is made (or the configured one loaded and checked) on first start;
  // tests make it when a contract is first sealed.
  if (ctx.config.NODE_ENV !== 'test') app.addHook('onReady', async () => void (await platformSigningKey(ctx)));

  app.post(
    '/contract/verify',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Public: checks a signed contract by its number and the verification code on its last page {contractNo, code}; answers the parties, sign times and the SHA-256 of the signed original. Unknown number or wrong code → 404; wrong tries are throttled (429)',
        body: contractVerifyBody,
        response: { 200: envelopeSchema(contractVerifyResultSchema) },
      },
    },
    async (request) => ok(request, await verifyByCode(ctx, request.body, request.ip, languageOf(request))),
  );

  app.post(
    '/contract/verify/file',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Public: whether an uploaded PDF (multipart field "file", 40 MB) is a contract signed on the platform, unaltered: its PAdES signature verifies over the byte range with the platform certificate, covers the whole file, and the file’s SHA-256 is the one recorded. `original: false` with `reason` altered (any byte changed) or notSigned (no platform signature) otherwise. Throttled per address (429)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(contractVerifyResultSchema) },
      },
    },
    async (request) => {
      const bytes = await readUpload(await requestFile(request), 'pdf');
      if (!bytes.subarray(0, 1024).includes('%PDF-')) throw badTypeError('pdf');
      const result = await verifyByFile(ctx, bytes, request.ip, languageOf(request));
      app.logEvent(request, 'contract.verify.file', { original: result.original, reason: result.reason });
      return ok(request, result);
    },
  );
};
