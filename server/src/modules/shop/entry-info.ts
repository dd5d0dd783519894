import { AUDIT_STATUS, type Language, type ShopAuditView, type ShopEntryInfo, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { type Auth, hasPermission } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { currentShopAgreement } from './agreement.ts';
import { findShopOfCompany } from './checks.ts';
import { auditStatusLabel, shopHistoryOf, toShopDetail } from './view.ts';

/**
 * GET|POST /shop/entry/info: the entry page's state — the active company and whether it may apply,
 * its application with the history, and the agreement version to accept. A user without a company
 * gets company null and the reason; a sub-account without 'shop.manage' gets 403.
 */
export async function shopEntryInfo(ctx: AppContext, auth: Auth, lang: Language): Promise<ShopEntryInfo> {
  const agreement = await currentShopAgreement(ctx.db);
  const agreementVersion = agreement?.version ?? 0;
  const company = auth.company;
  if (!company) {
    return {
      company: null,
      canApply: false,
      reason: translate('shop.cannotApply.noCompany', lang),
      shop: null,
      history: [],
      agreementVersion,
    };
  }
  if (!hasPermission(company, 'shop.manage')) throw forbidden('permission.denied');
  // The company's status as stored now (the session copy may predate an audit in this request's lifetime).
  const [row] = await ctx.db
    .select({ auditStatus: companies.auditStatus })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  const auditStatus = row?.auditStatus ?? company.auditStatus;
  const found = await findShopOfCompany(ctx.db, company.companyId);
  const approved = auditStatus === AUDIT_STATUS.APPROVED;
  return {
    company: {
      id: company.companyId,
      name: company.companyName,
      auditStatus,
      auditStatusLabel: auditStatusLabel(auditStatus, lang),
    },
    canApply: approved && !found,
    reason: found || approved ? null : translate('shop.cannotApply.notApproved', lang),
    shop: found ? toShopDetail(found.shop, found.companyName, lang) : null,
    history: found ? await shopHistoryOf(ctx.db, found.shop.id, lang) : [],
    agreementVersion,
  };
}

/**
 * GET|POST /shop/audit: the applicant's view of the entry audit — status, label, the operator's
 * reason, history. `id` defaults to the active company's shop; another company's shop is 404.
 */
export async function shopAuditView(ctx: AppContext, auth: Auth, id: number | undefined, lang: Language): Promise<ShopAuditView> {
  if (!auth.company) throw forbidden('company.required');
  const found = await findShopOfCompany(ctx.db, auth.company.companyId);
  if (!found) {
    if (id !== undefined) throw notFound();
    return { shop: null, history: [] };
  }
  if (id !== undefined && id !== found.shop.id) throw notFound();
  return { shop: toShopDetail(found.shop, found.companyName, lang), history: await shopHistoryOf(ctx.db, found.shop.id, lang) };
}
