import type { CompanyAuditView, Language } from '@hgsc/contracts';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { companyForCall } from './membership.ts';
import { historyOf, toCompanyDetail } from './view.ts';

/**
 * GET|POST /company/audit: the applicant's view of a certification — status, label, the operator's
 * reason and the history. `id` defaults to the active company; before any application the company is null.
 */
export async function auditView(ctx: AppContext, auth: Auth, id: number | undefined, lang: Language): Promise<CompanyAuditView> {
  if (id === undefined && !auth.company) return { company: null, history: [] };
  const { company } = await companyForCall(ctx.db, auth, id, 'company.info');
  return { company: toCompanyDetail(company, lang), history: await historyOf(ctx.db, company.id, lang) };
}
