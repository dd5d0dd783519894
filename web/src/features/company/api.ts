import { companyRoutes, ocrRoutes, type RouteInput, regulationRoutes } from '@hgsc/contracts';
import { call, upload } from '../../shared/request/call.ts';

/**
 * /ocr/upload: what could be read from a licence image. A failure only means "type it yourself",
 * so it is passed to the caller without a toast.
 */
export const ocrApi = {
  licence: (file: File) =>
    upload(ocrRoutes.licence, file, { passCodes: [400, 404, 413, 415, 422, 429, 500, 'TIMEOUT', 'NETWORK'] }),
};

/** SPEC §7 "Company": certification and its audit, the caller's companies and switching. */
export const companyApi = {
  /** The applicant's view: the active company (null before any application) and its history. */
  audit: () => call(companyRoutes.audit),
  certify: (body: RouteInput<typeof companyRoutes.certify>) => call(companyRoutes.certify, body),
  update: (body: RouteInput<typeof companyRoutes.update>) => call(companyRoutes.update, body),
  authorization: () => call(companyRoutes.authorization),
  myList: () => call(companyRoutes.myList),
  change: (companyId: number) => call(companyRoutes.change, { companyId }),
};

/** Company regulations (企业制度) with version history. */
export const regulationApi = {
  listUrl: regulationRoutes.list.path,
  list: (body: RouteInput<typeof regulationRoutes.list>) => call(regulationRoutes.list, body),
  save: (body: RouteInput<typeof regulationRoutes.save>) => call(regulationRoutes.save, body),
  del: (id: number) => call(regulationRoutes.remove, { id }),
  history: (id: number) => call(regulationRoutes.history, { id }),
};

/** Query keys of the company area; every company-scoped query starts with COMPANY_KEY. */
export const COMPANY_KEY = ['company'] as const;
export const COMPANY_AUDIT_KEY = ['company', 'audit'] as const;
export const MY_COMPANIES_KEY = ['company', 'my'] as const;
