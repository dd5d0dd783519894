import { addressRoutes, type RouteInput } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** The active company's addresses (/company/address/*). */
export const addressApi = {
  list: () => call(addressRoutes.list),
  save: (body: RouteInput<typeof addressRoutes.save>) => call(addressRoutes.save, body),
  update: (body: RouteInput<typeof addressRoutes.update>) => call(addressRoutes.update, body),
  del: (id: number) => call(addressRoutes.remove, { id }),
  setDefault: (id: number) => call(addressRoutes.setDefault, { id }),
};

export const ADDRESS_KEY = ['company', 'address'] as const;
