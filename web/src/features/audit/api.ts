import type {
  AdminCertificate,
  AdminCompanyDetail,
  AdminCompanyRow,
  Certificate,
  CertificateHistoryEntry,
  CompanyDetail,
  Page,
} from '@hgsc/contracts';
import { http } from '../../shared/request/http.ts';
import type { PageParams } from '../admin/api.ts';

export const COMPANY_QUEUE_URL = '/admin/company/audit/list';
export const COMPANY_LIST_URL = '/admin/company/list';
export const COMPANY_DETAIL_URL = '/admin/company/detail';
export const CERTIFICATE_QUEUE_URL = '/admin/certificate/audit/list';
export const CERTIFICATE_HISTORY_URL = '/admin/certificate/history';

/** An audit decision: approve, or reject with the reason the applicant will read. */
export type AuditDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/** The operator's audit calls (auth 'operator'): company certifications and dangerous-goods certificates. */
export const auditApi = {
  /** Certifications by status (default 0 审核中), oldest submission first. */
  companyQueue: (params: PageParams & { status?: string; keyword?: string }) =>
    http.get<Page<AdminCompanyRow>>(COMPANY_QUEUE_URL, { ...params }),
  /** Every company, newest first. */
  companyList: (params: PageParams & { status?: string; keyword?: string }) =>
    http.get<Page<AdminCompanyRow>>(COMPANY_LIST_URL, { ...params }),
  companyDetail: (id: number) => http.get<AdminCompanyDetail>(COMPANY_DETAIL_URL, { id }),
  auditCompany: (decision: AuditDecision) => http.post<CompanyDetail>('/admin/company/audit', decision),

  /** Submitted certificates, newest submission first; status narrows. */
  certificateQueue: (params: PageParams & { status?: string }) =>
    http.get<Page<AdminCertificate>>(CERTIFICATE_QUEUE_URL, { ...params }),
  certificateHistory: (id: number) => http.get<CertificateHistoryEntry[]>(CERTIFICATE_HISTORY_URL, { id }),
  auditCertificate: (decision: AuditDecision) => http.post<Certificate>('/admin/certificate/audit', decision),
};
