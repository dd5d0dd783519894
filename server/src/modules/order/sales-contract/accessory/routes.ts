import {
  contractAccessoryBody,
  contractAccessoryListSchema,
  contractAccessorySaveBody,
  contractAccessorySchema,
  contractOrderBody,
  envelopeSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../../platform/auth/caller.ts';
import { currentUser } from '../../../../platform/auth/plugin.ts';
import { sendDownload } from '../../../../platform/files/send-download.ts';
import { ok } from '../../../../platform/http/envelope.ts';
import { languageOf } from '../../../../platform/i18n/language.ts';
import { CONTRACT_READERS } from '../../../contract/index.ts';
import { registerOrderFileAccess } from '../../order-files/order-file-access.ts';
import { downloadAccessory } from './download-accessory.ts';
import { listAccessories } from './list-accessories.ts';
import { removeAccessory } from './remove-accessory.ts';
import { saveAccessory } from './save-accessory.ts';
import { contractAccessories } from './tables.ts';

// Who reads the contract previews its attachments while they are attached.
registerOrderFileAccess(contractAccessories, CONTRACT_READERS);

const tags = ['contract'];
const reading = { approvedCompany: true, permission: 'contract.view' } as const;
const writing = { approvedCompany: true, permission: 'contract.sign' } as const;

/**
 * SPEC §7 "Contracts" accessory/list and accessory/download, with the calls that add
 * and remove an attachment: quality certificates, SDS, supplementary agreements attached to the
 * order's contract by either party and seen by both. Every change goes on the evidence trail.
 */
export const contractAccessoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/order/contract/accessory/list',
    {
      config: reading,
      schema: {
        tags,
        summary:
          'The attachments of the order’s contract {id: order id}, oldest first, for both parties, and whether the caller may add one now',
        body: contractOrderBody,
        response: { 200: envelopeSchema(contractAccessoryListSchema) },
      },
    },
    async (request) => ok(request, await listAccessories(ctx.db, callerOf(request), request.body.id, languageOf(request))),
  );

  app.post(
    '/order/contract/accessory/save',
    {
      config: writing,
      schema: {
        tags,
        summary:
          'Either party attaches a file {id, kind: qualityCertificate | sds | supplementaryAgreement | other, name?, fileKey} it uploaded through /encry/upload/pdf or /encry/upload/img, while the order runs (409 once it ended); recorded on the evidence trail',
        body: contractAccessorySaveBody,
        response: { 200: envelopeSchema(contractAccessorySchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const lang = languageOf(request);
      const view = await ctx.db.transaction((tx) => saveAccessory(tx, caller, request.body, { ip: request.ip }, lang));
      app.logEvent(request, 'order.contract.accessory.save', { id: request.body.id, accessoryId: view.id });
      return ok(request, view, 'accessory.saved');
    },
  );

  app.post(
    '/order/contract/accessory/del',
    {
      config: writing,
      schema: {
        tags,
        summary:
          'The side that attached it removes an attachment {id, accessoryId} while the order runs (409 for the other side’s or once the order ended); kept on the evidence trail; answers the list',
        body: contractAccessoryBody,
        response: { 200: envelopeSchema(contractAccessoryListSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const lang = languageOf(request);
      const list = await ctx.db.transaction((tx) => removeAccessory(tx, caller, request.body, { ip: request.ip }, lang));
      app.logEvent(request, 'order.contract.accessory.del', request.body);
      return ok(request, list, 'accessory.deleted');
    },
  );

  app.post(
    '/order/contract/accessory/download',
    {
      config: reading,
      schema: {
        tags,
        summary:
          'The bytes of an attachment {id, accessoryId} (binary: its PDF or image type), for the order’s two parties only; recorded on the evidence trail',
        body: contractAccessoryBody,
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/bmp'],
      },
    },
    async (request, reply) => {
      const { bytes, mime, ext, fileName } = await downloadAccessory(ctx, callerOf(request), currentUser(request), request.body, {
        ip: request.ip,
      });
      return sendDownload(reply, { bytes, mime, fileName, asciiName: `accessory-${request.body.accessoryId}.${ext}` });
    },
  );
};
