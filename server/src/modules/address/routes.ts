import {
  addressIdBody,
  addressListSchema,
  addressSaveBody,
  addressSchema,
  addressUpdateBody,
  emptySchema,
  envelopeSchema,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { deleteAddress } from './delete-address.ts';
import { listAddresses } from './list-addresses.ts';
import { saveAddress } from './save-address.ts';
import { setDefaultAddress } from './set-default-address.ts';
import { updateAddress } from './update-address.ts';

const tags = ['company address'];
const config = { permission: 'company.address' } as const;

/** SPEC §7 "Company": the active company's delivery/receiving addresses (/manage/myaddress). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/company/address/selectAddress',
    {
      config,
      schema: {
        tags,
        summary: 'The active company’s addresses, the default first (at most 100)',
        response: { 200: envelopeSchema(addressListSchema) },
      },
    },
    async (request) => ok(request, await listAddresses(app.ctx, currentCompany(request).companyId)),
  );

  app.post(
    '/company/address/saveAddress',
    {
      config,
      schema: {
        tags,
        summary: 'Add an address (province/city/area codes from the places calls; the first one becomes the default)',
        body: addressSaveBody,
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const address = await saveAddress(app.ctx, companyId, currentUser(request).id, request.body);
      app.logEvent(request, 'company.address.save', { companyId, addressId: address.id });
      return ok(request, address, 'common.created');
    },
  );

  app.post(
    '/company/address/updateAddress',
    {
      config,
      schema: {
        tags,
        summary: 'Edit one of the company’s addresses (isDefault: true also makes it the default)',
        body: addressUpdateBody,
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const address = await updateAddress(app.ctx, companyId, request.body);
      app.logEvent(request, 'company.address.update', { companyId, addressId: address.id });
      return ok(request, address, 'common.updated');
    },
  );

  app.post(
    '/company/address/del',
    {
      config,
      schema: {
        tags,
        summary: 'Delete one of the company’s addresses (the newest remaining one becomes the default)',
        body: addressIdBody,
        response: { 200: envelopeSchema(emptySchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      await deleteAddress(app.ctx, companyId, request.body.id);
      app.logEvent(request, 'company.address.delete', { companyId, addressId: request.body.id });
      return ok(request, null, 'common.deleted');
    },
  );

  app.post(
    '/company/address/default',
    {
      config,
      schema: {
        tags,
        summary: 'Make one address the company’s only default (sends an id)',
        body: addressIdBody,
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const address = await setDefaultAddress(app.ctx, companyId, request.body.id);
      app.logEvent(request, 'company.address.default', { companyId, addressId: address.id });
      return ok(request, address, 'address.defaultSet');
    },
  );
};
