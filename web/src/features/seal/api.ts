import type {
  AdminSeal,
  AdminSealDetail,
  Page,
  Seal,
  SealInfo,
  SealPreview,
  SealRole,
  sealPreviewBody,
  sealUpdateBody,
} from '@hgsc/contracts';
import type { z } from 'zod';
import { http } from '../../shared/request/http.ts';
import type { PageParams } from '../admin/api.ts';
import type { SendCodeResult } from '../user/api.ts';

/** The company's buyer and seller seals (/company/{role}/seal/*). */
export const sealApi = {
  info: (role: SealRole) => http.post<SealInfo>(`/company/${role}/seal/info`),
  preview: (role: SealRole, body: z.input<typeof sealPreviewBody>) =>
    http.post<SealPreview>(`/company/${role}/seal/preview`, body),
  /** A code to the main account's mobile (needed to change an approved seal). */
  sendOldCode: (role: SealRole, captchaVerification?: string) =>
    http.post<SendCodeResult>(`/company/${role}/seal/send/old/code`, { captchaVerification }),
  /** A code to the mobile of the seal's keeper. */
  sendNewCode: (role: SealRole, mobile: string, captchaVerification?: string) =>
    http.post<SendCodeResult>(`/company/${role}/seal/send/new/code`, { mobile, captchaVerification }),
  update: (role: SealRole, body: z.input<typeof sealUpdateBody>) => http.post<Seal>(`/company/${role}/seal/update`, body),
};

export const sealInfoKey = (role: SealRole) => ['company', 'seal', role] as const;

export const SEAL_QUEUE_URL = '/admin/seal/audit/list';
export const SEAL_DETAIL_URL = '/admin/seal/detail';

/** The filters of the operator's seal queue ('' = not sent). */
export interface SealQueueFilter {
  status: string;
  keyword: string;
  role: string;
}

/** The operator's seal calls (auth 'operator'). */
export const sealAdminApi = {
  queue: (params: PageParams & Partial<SealQueueFilter>) => http.post<Page<AdminSeal>>(SEAL_QUEUE_URL, params),
  detail: (id: number) => http.post<AdminSealDetail>(SEAL_DETAIL_URL, { id }),
  /** The decision goes to the path of the application's role. */
  audit: (role: SealRole, decision: { id: number; approve: boolean; reason?: string }) =>
    http.post<Seal>(`/company/${role}/seal/audit`, decision),
};
