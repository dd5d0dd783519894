import { certificateRoutes, type RouteInput } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** The active company's dangerous-goods and other trade certificates (/company/dangerous/cert/*). */
export const certificateApi = {
  list: () => call(certificateRoutes.list),
  save: (body: RouteInput<typeof certificateRoutes.save>) => call(certificateRoutes.save, body),
  submit: (id: number) => call(certificateRoutes.submit, { id }),
  remove: (id: number) => call(certificateRoutes.remove, { id }),
  history: (id: number) => call(certificateRoutes.history, { id }),
};

export const CERTIFICATE_KEY = ['company', 'certificate'] as const;
