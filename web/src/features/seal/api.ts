import { type RouteInput, SEAL_ROLES, type SealRole, sealRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';
import type { PageParams } from '../admin/index.ts';

/** The company's buyer and seller seals (/company/{role}/seal/*). */
export const sealApi = {
  info: (role: SealRole) => call(sealRoutes[role].info),
  preview: (role: SealRole, body: RouteInput<typeof sealRoutes.buyer.preview>) => call(sealRoutes[role].preview, body),
  /** A code to the main account's mobile (needed to change an approved seal). */
  sendOldCode: (role: SealRole, captchaVerification?: string) => call(sealRoutes[role].sendOldCode, { captchaVerification }),
  /** A code to the mobile of the seal's keeper. */
  sendNewCode: (role: SealRole, mobile: string, captchaVerification?: string) =>
    call(sealRoutes[role].sendNewCode, { mobile, captchaVerification }),
  update: (role: SealRole, body: RouteInput<typeof sealRoutes.buyer.update>) => call(sealRoutes[role].update, body),
};

export const sealInfoKey = (role: SealRole) => ['company', 'seal', role] as const;

export const SEAL_QUEUE_URL = sealRoutes.adminQueue.path;
export const SEAL_DETAIL_URL = sealRoutes.adminDetail.path;

/** The filters of the operator's seal queue ('' = not sent). */
export interface SealQueueFilter {
  status: string;
  keyword: string;
  role: string;
}

/** The operator's seal calls (auth 'operator'). */
export const sealAdminApi = {
  queue: ({ role, ...params }: PageParams & Partial<SealQueueFilter>) =>
    call(sealRoutes.adminQueue, { ...params, role: SEAL_ROLES.find((known) => known === role) }),
  detail: (id: number) => call(sealRoutes.adminDetail, { id }),
  /** The decision goes to the path of the application's role. */
  audit: (role: SealRole, decision: RouteInput<typeof sealRoutes.buyer.audit>) => call(sealRoutes[role].audit, decision),
};
