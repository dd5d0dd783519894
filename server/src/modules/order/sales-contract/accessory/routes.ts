import { contractAccessoryRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../../../platform/auth/caller.ts';
import { command, download, query } from '../../../../platform/http/endpoint.ts';
import { CONTRACT_READERS } from '../../order-access.ts';
import { registerOrderFileAccess } from '../../order-files/order-file-access.ts';
import { downloadAccessory } from './download-accessory.ts';
import { listAccessories } from './list-accessories.ts';
import { removeAccessory } from './remove-accessory.ts';
import { saveAccessory } from './save-accessory.ts';
import { contractAccessories } from './tables.ts';

// Who reads the contract previews its attachments while they are attached.
registerOrderFileAccess(contractAccessories, CONTRACT_READERS);

/**
 * SPEC §7 "Contracts" accessory/list and accessory/download, with the calls that add and remove an attachment:
 * quality certificates, SDS, supplementary agreements attached to the order's contract by either party and seen by
 * both. Every change goes on the evidence trail, in the change's transaction.
 */
export const contractAccessoryRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, request, input, lang }) => listAccessories(ctx.db, callerOf(request), input.id, lang));

  command(
    app,
    routes.save,
    ({ ctx, request, input, lang }) => saveAccessory(ctx.db, callerOf(request), input, { ip: request.ip }, lang),
    {
      message: 'accessory.saved',
      log: { event: 'order.contract.accessory.save', detail: (view, { input }) => ({ id: input.id, accessoryId: view.id }) },
    },
  );

  command(
    app,
    routes.remove,
    ({ ctx, request, input, lang }) => removeAccessory(ctx.db, callerOf(request), input, { ip: request.ip }, lang),
    { message: 'accessory.deleted', log: { event: 'order.contract.accessory.del', detail: (_, { input }) => input } },
  );

  download(app, routes.download, async ({ ctx, request, user, input }) => {
    const { bytes, mime, ext, fileName } = await downloadAccessory(ctx, callerOf(request), user, input, { ip: request.ip });
    return { bytes, mime, fileName, asciiName: `accessory-${input.accessoryId}.${ext}` };
  });
};
