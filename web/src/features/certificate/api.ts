import type { Certificate, CertificateHistoryEntry, certificateSaveBody } from '@hgsc/contracts';
import type { z } from 'zod';
import { http } from '../../shared/request/http.ts';

/** The active company's dangerous-goods and other trade certificates (/company/dangerous/cert/*). */
export const certificateApi = {
  list: () => http.post<Certificate[]>('/company/dangerous/cert/list'),
  save: (body: z.input<typeof certificateSaveBody>) => http.post<Certificate>('/company/dangerous/cert/save', body),
  submit: (id: number) => http.post<Certificate>('/company/dangerous/cert/submit', { id }),
  remove: (id: number) => http.post<null>('/company/dangerous/cert/remove', { id }),
  history: (id: number) => http.post<CertificateHistoryEntry[]>('/company/dangerous/cert/history', { id }),
};

export const CERTIFICATE_KEY = ['company', 'certificate'] as const;
