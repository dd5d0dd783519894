import { addressRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { deleteAddress } from './delete-address.ts';
import { listAddresses } from './list-addresses.ts';
import { saveAddress } from './save-address.ts';
import { setDefaultAddress } from './set-default-address.ts';
import { updateAddress } from './update-address.ts';

/** The usual log's record of an address change. */
const logged = (event: 'save' | 'update' | 'delete' | 'default') =>
  ({
    event: `company.address.${event}`,
    detail: (answer: { id: number } | null, call: { company: { companyId: number }; input: unknown }) => ({
      companyId: call.company.companyId,
      addressId: answer?.id ?? (call.input as { id: number }).id,
    }),
  }) as const;

/** SPEC §7 "Company": the active company's delivery/receiving addresses (/manage/myaddress). */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, company }) => listAddresses(ctx, company.companyId));

  command(app, routes.save, ({ ctx, company, user, input }) => saveAddress(ctx.db, company.companyId, user.id, input), {
    message: 'common.created',
    log: logged('save'),
  });

  command(app, routes.update, ({ ctx, company, input }) => updateAddress(ctx.db, company.companyId, input), {
    message: 'common.updated',
    log: logged('update'),
  });

  command(
    app,
    routes.remove,
    async ({ ctx, company, input }) => {
      await deleteAddress(ctx.db, company.companyId, input.id);
      return null;
    },
    { message: 'common.deleted', log: logged('delete') },
  );

  command(app, routes.setDefault, ({ ctx, company, input }) => setDefaultAddress(ctx.db, company.companyId, input.id), {
    message: 'address.defaultSet',
    log: logged('default'),
  });
};
