import type { Address, addressSaveBody, addressUpdateBody } from '@hgsc/contracts';
import type { z } from 'zod';
import { http } from '../../shared/request/http.ts';

/** The active company's addresses (/company/address/*). */
export const addressApi = {
  list: () => http.post<Address[]>('/company/address/selectAddress'),
  save: (body: z.input<typeof addressSaveBody>) => http.post<Address>('/company/address/saveAddress', body),
  update: (body: z.input<typeof addressUpdateBody>) => http.post<Address>('/company/address/updateAddress', body),
  del: (id: number) => http.post<null>('/company/address/del', { id }),
  setDefault: (id: number) => http.post<Address>('/company/address/default', { id }),
};

export const ADDRESS_KEY = ['company', 'address'] as const;
