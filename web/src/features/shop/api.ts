import type {
  CompanyAuditView,
  ShopAgreement,
  ShopDetail,
  ShopEntryInfo,
  shopRegisterBody,
  shopSaveBody,
  shopUpdateBody,
} from '@hgsc/contracts';
import type { z } from 'zod';
import { http, type RequestOptions } from '../../shared/request/http.ts';

/** SPEC §7 "Shop and product" (shop calls): the company's shop entry application and its profile. */
export const shopApi = {
  /** The entry page's state: company, whether it may apply, the application with its history. */
  entryInfo: (options?: Pick<RequestOptions, 'passCodes'>) => http.get<ShopEntryInfo>('/shop/entry/info', undefined, options),
  /** The current shop entry agreement (Markdown), null when none is published. */
  agreement: () => http.get<ShopAgreement | null>('/shop/agreement/info'),
  register: (body: z.input<typeof shopRegisterBody>) => http.post<ShopDetail>('/shop/register', body),
  /** The application while under review or after a rejection (then it goes back under review). */
  update: (body: z.input<typeof shopUpdateBody>) => http.post<ShopDetail>('/shop/update', body),
  /** An open shop's display fields, without a new audit. */
  save: (body: z.input<typeof shopSaveBody>) => http.post<ShopDetail>('/shop/save', body),
  /** The certified company, whose contact and address a first application starts from; quiet: the form works without. */
  company: () => http.get<CompanyAuditView>('/company/audit', undefined, { passCodes: [403, 404] }),
};

/** Every shop query starts with SHOP_KEY. */
export const SHOP_KEY = ['shop'] as const;
export const SHOP_ENTRY_KEY = ['shop', 'entry'] as const;
export const SHOP_AGREEMENT_KEY = ['shop', 'agreement'] as const;
export const SHOP_COMPANY_KEY = ['shop', 'company'] as const;
