import { type CompanyAuditView, companyRoutes, type RouteInput, shopRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';
import type { RequestOptions } from '../../shared/request/http.ts';

/** SPEC §7 "Shop and product" (shop calls): the company's shop entry application and its profile. */
export const shopApi = {
  /** The entry page's state: company, whether it may apply, the application with its history. */
  entryInfo: (options?: Pick<RequestOptions, 'passCodes'>) => call(shopRoutes.entryInfo, undefined, options),
  /** The current shop entry agreement (Markdown), null when none is published. */
  agreement: () => call(shopRoutes.agreement),
  register: (body: RouteInput<typeof shopRoutes.register>) => call(shopRoutes.register, body),
  /** The application while under review or after a rejection (then it goes back under review). */
  update: (body: RouteInput<typeof shopRoutes.update>) => call(shopRoutes.update, body),
  /** An open shop's display fields, without a new audit. */
  save: (body: RouteInput<typeof shopRoutes.save>) => call(shopRoutes.save, body),
  /** The certified company, whose contact and address a first application starts from; quiet: the form works without. */
  company: (): Promise<CompanyAuditView> => call(companyRoutes.audit, undefined, { passCodes: [403, 404] }),
};

/** Every shop query starts with SHOP_KEY. */
export const SHOP_KEY = ['shop'] as const;
export const SHOP_ENTRY_KEY = ['shop', 'entry'] as const;
export const SHOP_AGREEMENT_KEY = ['shop', 'agreement'] as const;
export const SHOP_COMPANY_KEY = ['shop', 'company'] as const;
