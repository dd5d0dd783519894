import { certificateRoutes, companyRoutes, productRoutes, shopRoutes } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';
import type { PageParams } from '../admin/index.ts';

export const COMPANY_QUEUE_URL = companyRoutes.adminQueue.path;
export const COMPANY_LIST_URL = companyRoutes.adminList.path;
export const COMPANY_DETAIL_URL = companyRoutes.adminDetail.path;
export const CERTIFICATE_QUEUE_URL = certificateRoutes.adminQueue.path;
export const CERTIFICATE_HISTORY_URL = certificateRoutes.adminHistory.path;
export const SHOP_QUEUE_URL = shopRoutes.adminAuditQueue.path;
export const SHOP_LIST_URL = shopRoutes.adminList.path;
export const SHOP_DETAIL_URL = shopRoutes.adminDetail.path;
/** Submitted products: the audit queue and, narrowed by publish status, the operator's product list. */
export const PRODUCT_LIST_URL = productRoutes.adminList.path;
export const PRODUCT_DETAIL_URL = productRoutes.adminDetail.path;

/** An audit decision: approve, or reject with the reason the applicant will read. */
export type AuditDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/** The filters every audit list takes ('' = not sent): status 0/1/2 and a keyword (a type: lists need its index signature). */
export type AuditFilter = { status: string; keyword: string };
/** The product lists also narrow by publish status (0 未上架, 1 已上架). */
export type ProductFilter = AuditFilter & { publishStatus: string };

/** The operator's audit calls (auth 'operator'): certifications, certificates, shop entry and products. */
export const auditApi = {
  /** Certifications by status (default 0 审核中), oldest submission first. */
  companyQueue: (params: PageParams & Partial<AuditFilter>) => call(companyRoutes.adminQueue, { ...params }),
  /** Every company, newest first. */
  companyList: (params: PageParams & Partial<AuditFilter>) => call(companyRoutes.adminList, { ...params }),
  companyDetail: (id: number) => call(companyRoutes.adminDetail, { id }),
  auditCompany: (decision: AuditDecision) => call(companyRoutes.adminAudit, decision),

  /** Submitted certificates, newest submission first; status narrows. */
  certificateQueue: (params: PageParams & Partial<AuditFilter>) => call(certificateRoutes.adminQueue, { ...params }),
  certificateHistory: (id: number) => call(certificateRoutes.adminHistory, { id }),
  auditCertificate: (decision: AuditDecision) => call(certificateRoutes.audit, decision),

  /** Shop entry applications by status (default 0 审核中), oldest submission first. */
  shopQueue: (params: PageParams & Partial<AuditFilter>) => call(shopRoutes.adminAuditQueue, { ...params }),
  /** Every shop, newest first. */
  shopList: (params: PageParams & Partial<AuditFilter>) => call(shopRoutes.adminList, { ...params }),
  shopDetail: (id: number) => call(shopRoutes.adminDetail, { id }),
  auditShop: (decision: AuditDecision) => call(shopRoutes.adminAudit, decision),

  /** Submitted products (never drafts), newest submission first; status and publish status narrow. */
  products: (params: PageParams & Partial<ProductFilter>) => call(productRoutes.adminList, { ...params }),
  productDetail: (id: number) => call(productRoutes.adminDetail, { id }),
  auditProduct: (decision: AuditDecision) => call(productRoutes.audit, decision),
  /** Takes an on-shelf product off shelf for a violation; it becomes 审核未通过 with the reason. */
  forceDownProduct: (input: { id: number; reason: string }) => call(productRoutes.forceDown, input),
};
